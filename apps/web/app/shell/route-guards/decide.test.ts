import { describe, expect, it } from 'vitest';
import { decideNavigation, onlyModalQueryChanged, type GuardState } from './decide.ts';

const SITE: GuardState['site'] = {
  isRegistrationAllowed: true,
  isShowIdentification: true,
  isAvailableConfirmTerms: true,
  useRechargeModal: true,
  availableRoutes: { '47': true, '72': true },
  afterRegistrationAndLoginRedirectRoutesV2: [],
  defaultLanguage: 'en',
  availableLanguages: ['en', 'ru'],
  hiddenLanguagesForGuests: [],
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
};
const GUEST: GuardState = { site: SITE, auth: { isSignedIn: false, isUserTermsChanged: false }, user: null };
const PLAYER: GuardState = {
  site: SITE,
  auth: { isSignedIn: true, isUserTermsChanged: false },
  user: { ban_level: 0, ban_version: 1, is_need_identification: false, isDataAfterRegistration: false },
};

const at = (pathname: string, search = '', from: string | null = null) => ({
  pathname,
  search,
  from: from === null ? null : { pathname: from, search: '' },
  production: true,
});

describe('one navigation decided (S0 §2.2-§2.5)', () => {
  it('S0 §2.2: fixed redirects come first', () => {
    expect(decideNavigation(at('/en/cyber'), GUEST)).toMatchObject({ kind: 'redirect', to: '/en/cyber/real', status: 302 });
  });
  it('S0 §2.3, §5: an unknown path or a failed constraint is 404', () => {
    expect(decideNavigation(at('/en/print-coupon/x'), GUEST)).toMatchObject({ kind: 'not_found' });
  });
  it('S0 §2.5.4: a guest into the office goes to login with the return URL', () => {
    expect(decideNavigation(at('/en/office/history'), GUEST)).toMatchObject({
      kind: 'redirect',
      to: `/en/user/login?returnUrl=${encodeURIComponent('/en/office/history')}`,
    });
  });
  it('S0 §2.5.5: entering recharge from outside its family with useRechargeModal is the modal on client navigation only', () => {
    expect(decideNavigation(at('/en/office/recharge', '', '/en/line'), PLAYER)).toMatchObject({ kind: 'modal', modal: 'recharge' });
    // The server (no page to stay on) shows the page.
    expect(decideNavigation(at('/en/office/recharge'), PLAYER)).toEqual({ kind: 'allow' });
  });
  it('S0 §2.5.9: a player who must be identified gets the identification modal on client navigation, the page on the server', () => {
    const mustIdentify: GuardState = { ...PLAYER, user: { ...PLAYER.user!, is_need_identification: true } };
    expect(decideNavigation(at('/en/casino', '', '/en/line'), mustIdentify)).toMatchObject({ kind: 'modal', modal: 'identification' });
    expect(decideNavigation(at('/en/casino'), mustIdentify)).toMatchObject({
      kind: 'redirect',
      to: `/en/office/identification?returnUrl=${encodeURIComponent('/en/casino')}`,
    });
  });
});

describe('navigation-menu-modal query changes run no guard (S0 §2.4)', () => {
  const url = (path: string) => new URL(path, 'http://x');
  it('S0 §2.4: only modal params changed on the same path', () => {
    expect(onlyModalQueryChanged(url('/en/casino?ref=1'), url('/en/casino?ref=1&modal=menu'))).toBe(true);
    expect(onlyModalQueryChanged(url('/en/casino?navMenu=1'), url('/en/casino'))).toBe(true);
  });
  it('S0 §2.4: another param, another path or no change is a navigation', () => {
    expect(onlyModalQueryChanged(url('/en/casino'), url('/en/casino?tab=new'))).toBe(false);
    expect(onlyModalQueryChanged(url('/en/casino'), url('/en/line?modal=menu'))).toBe(false);
    expect(onlyModalQueryChanged(url('/en/casino'), url('/en/casino'))).toBe(false);
  });
});
