import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_TYPE, isRegistrationType, pageForModal, registrationOpening, registrationTypeOfPath, signInOpening } from './auth-ui.ts';

describe('registration opening (S0 §4.3)', () => {
  it.each<[string, 'nothing' | 'page' | 'modal']>([
    ['/en/registration/fast_reg', 'nothing'],
    ['/ru/registration/full_reg', 'nothing'],
    ['/en/user/login', 'page'],
    ['/en/user/login/', 'page'],
    ['/en', 'modal'],
    ['/en/casino', 'modal'],
    ['/en/user/loginx', 'modal'],
  ])('S0 §4.3: from %s → %s', (path, expected) => {
    expect(registrationOpening(path)).toBe(expected);
  });

  it('S0 §4.3: the configured flag sends to the page', () => {
    expect(registrationOpening('/en/casino', { forcePage: true })).toBe('page');
  });

  it('S0 §4.3: a modal that fails to load falls back to its page', () => {
    expect(pageForModal('ru', { kind: 'registration', type: 'phone_reg' })).toBe('/ru/registration/phone_reg');
    expect(pageForModal('en', { kind: 'signIn' })).toBe('/en/user/login');
  });

  it('sign-in from the login page opens nothing (the form is there)', () => {
    expect(signInOpening('/en/user/login')).toBe('nothing');
    expect(signInOpening('/en')).toBe('modal');
  });

  it.each([
    ['fast_reg', true],
    ['phone_reg', true],
    ['full_reg', true],
    ['soc_reg', true],
    ['socialregistration', false],
    [undefined, false],
  ])('S0 §3.5, S1 §3: %s is a registration type: %s', (value, expected) => {
    expect(isRegistrationType(value)).toBe(expected);
  });
});

describe('the registration page type from its path (S0 §2.2 registration/{type?})', () => {
  it('S0 §2.2: no type opens the default registration; socialregistration is the social one; an unknown type is no page', () => {
    expect(registrationTypeOfPath(undefined)).toBe(DEFAULT_REGISTRATION_TYPE);
    expect(registrationTypeOfPath('socialregistration')).toBe('soc_reg');
    expect(registrationTypeOfPath('full_reg')).toBe('full_reg');
    expect(registrationTypeOfPath('nope')).toBeNull();
  });
});
