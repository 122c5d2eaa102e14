import { parseCookie } from 'cookie';
import { DEFAULT_DISPLAY_SETTINGS, settingsFromCookies } from '@wager/domain';

/**
 * S0 §3.3 timeZone of the request's player: from the display-setting cookies, as the root loader
 * reads them (shell-data.server.ts), so a loader's prefetch and the page ask for the same day.
 */
export function playerTimeZone(request: Request): number {
  const cookies = parseCookie(request.headers.get('cookie') ?? '');
  return settingsFromCookies(cookies).timeZone ?? DEFAULT_DISPLAY_SETTINGS.timeZone;
}
