/**
 * What the game page says when a launch is refused (S0 §3.7; contract CasinoLaunchRequest): the
 * API's error code → a dictionary key under `casino.launchError` and what the player can do.
 * Pure, with a table test (game-launch.test.ts).
 */
export type LaunchErrorAction = 'signIn' | 'openAccount' | 'retry' | null;

export interface LaunchErrorView {
  key: string;
  action: LaunchErrorAction;
}

export function launchErrorView(code: string | null): LaunchErrorView {
  switch (code) {
    case 'UNAUTHORIZED':
      return { key: 'casino.launchError.signIn', action: 'signIn' };
    case 'CURRENCY_NOT_OFFERED':
      return { key: 'casino.launchError.currency', action: 'openAccount' };
    case 'GAME_UNAVAILABLE':
    case 'NOT_FOUND':
    case 'STATE_CONFLICT':
      return { key: 'casino.launchError.unavailable', action: null };
    case 'FORBIDDEN':
      return { key: 'casino.launchError.forbidden', action: null };
    case 'ACCOUNT_FROZEN':
      return { key: 'casino.launchError.frozen', action: null };
    case 'RATE_LIMITED':
      return { key: 'casino.launchError.busy', action: 'retry' };
    default:
      return { key: 'casino.launchError.generic', action: 'retry' };
  }
}

/** The currencies a game accepts, for "open an account in …" (null: any the site offers). */
export function currencyList(currencies: readonly string[] | null): string {
  return currencies === null ? '' : currencies.join(', ');
}
