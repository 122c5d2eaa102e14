import { apiRequest, clearToken } from '../api-client.ts';

/** S0 §4.4: the last-active time, shared by the player's tabs. */
export const LAST_ACTIVE_KEY = 'wager:lastActiveAt';
/** S0 §4.4: set when auto-logoff signed the player out; the next page shows the inactivity notice. */
export const AUTO_LOGOFF_FLAG_KEY = 'wager:autoLoggedOff';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A full quota or private mode: auto-logoff then works per tab only.
  }
}

/** A fresh sign-in is activity: an old last-active time must not log the new session off. */
export function markSignedIn(now: number = Date.now()): void {
  clearToken();
  writeStored(LAST_ACTIVE_KEY, String(now));
  writeStored(AUTO_LOGOFF_FLAG_KEY, null);
}

function clearCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * S0 §4.4: logout clears the ua and user_token cookies (the server clears the httpOnly one), resets
 * the user id and ban level (they live in the shell data, which a fresh document load drops),
 * then goes home. A failed logout call still ends the session in this browser.
 */
export async function signOut(lang: string, options: { reason?: 'inactivity'; returnTo?: string } = {}): Promise<void> {
  try {
    await apiRequest('/web-api/auth/logout', { method: 'POST', body: {}, handles: true });
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearToken();
  clearCookie('ua');
  writeStored(LAST_ACTIVE_KEY, null);
  if (options.reason === 'inactivity') writeStored(AUTO_LOGOFF_FLAG_KEY, String(Date.now()));
  const target = options.returnTo ?? `/${lang}`;
  if (`${window.location.pathname}${window.location.search}` === target) window.location.reload();
  else window.location.assign(target);
}
