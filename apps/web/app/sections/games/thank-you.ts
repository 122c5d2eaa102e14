/**
 * S0 §2.2 "a thank-you page exists at {section}/thankyou": what the player has just done, by the
 * section he did it in, and where he goes next. Pure, so the mapping has a table test.
 */

export type ThankYouKind = 'deposit' | 'registration' | 'withdrawal' | 'verification' | 'casino' | 'generic';

/** The sections a thank-you page can follow (the office's and the casino's names of them). */
const KINDS: Readonly<Record<string, ThankYouKind>> = {
  recharge: 'deposit',
  deposit: 'deposit',
  payment: 'deposit',
  onpay: 'deposit',
  registration: 'registration',
  deduce: 'withdrawal',
  withdrawal: 'withdrawal',
  verification: 'verification',
  identification: 'verification',
  casino: 'casino',
  'bonus-casino': 'casino',
  slots: 'casino',
  'live-casino': 'casino',
  lotto: 'casino',
};

export function thankYouKind(section: string | undefined): ThankYouKind {
  return (section !== undefined && Object.hasOwn(KINDS, section) ? KINDS[section] : undefined) ?? 'generic';
}

export interface NextStep {
  /** Under `casinoRoutes.thankYou.steps`. */
  key: string;
  /** Path without the language prefix. */
  path: string;
}

/** The next steps, the most likely first: after a deposit, play or check the deposit in the payment history. */
export function nextSteps(kind: ThankYouKind): NextStep[] {
  const lobby = { key: 'lobby', path: '/casino' };
  const line = { key: 'line', path: '/line' };
  const history = { key: 'history', path: '/office/historypay' };
  switch (kind) {
    case 'deposit':
      return [lobby, line, history];
    case 'registration':
      return [{ key: 'deposit', path: '/office/recharge' }, lobby, line];
    case 'withdrawal':
      return [history, lobby, line];
    case 'verification':
      return [{ key: 'account', path: '/office/account' }, lobby, line];
    case 'casino':
      return [lobby, { key: 'tournaments', path: '/bonus/casino/tournaments' }, { key: 'promotions', path: '/bonus/casino' }];
    case 'generic':
      return [lobby, line, { key: 'home', path: '/' }];
  }
}
