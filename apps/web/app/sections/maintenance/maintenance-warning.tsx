import { useTranslation } from '../../i18n/use-translation.ts';
import type { SiteConfig } from '@wager/contract';
import { useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';

/**
 * S0 §4.8: a warning about planned maintenance, shown while the operator's notice window is open.
 * The server render decides with the request time so the notice never flickers in.
 */
export function MaintenanceWarning({ maintenance }: { maintenance: SiteConfig['maintenance'] }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const { notify_started_at: from, notify_ended_at: to, started_at: start, ended_at: end } = maintenance;
  if (from === null || to === null || start === null || end === null) return null;
  const nowS = Date.now() / 1000;
  if (nowS < from || nowS > to) return null;
  const format = (seconds: number) => formatDateTime(seconds * 1000, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h });
  return (
    <div role="status" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {t('maintenance.warning', { start: format(start), end: format(end) })}
    </div>
  );
}
