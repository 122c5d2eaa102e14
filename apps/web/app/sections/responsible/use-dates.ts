import { formatDateTime } from '@wager/domain';
import { useShell } from '../../shell/use-shell.ts';

/** Epoch seconds as the player reads dates (UI.md: language, tzo, 12/24 h); a dash for none. */
export function useDates(): (seconds: number | null) => string {
  const shell = useShell();
  return (seconds) =>
    seconds === null ? '—' : formatDateTime(seconds * 1000, { lang: shell.lang, timeZoneHours: shell.settings.timeZone, is12h: shell.settings.is12h, dateStyle: 'medium' });
}
