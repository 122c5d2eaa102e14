import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';

/** The maintenance page (S0 §4.5, §8): "Maintenance underway!" with the start and end times. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { maintenance, lang, settings } = useShell();
  const format = (seconds: number) =>
    formatDateTime(seconds * 1000, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h });
  const hasWindow = maintenance.started_at !== null && maintenance.ended_at !== null;
  return (
    <section className="flex max-w-lg flex-col items-center gap-5 text-center">
      <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="text-accent">
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.8-.2-.2-2.8 2.6-2.6z" />
      </svg>
      <h1 className="text-3xl font-extrabold">{t('maintenance.title')}</h1>
      <p className="text-lg text-header-muted">
        {hasWindow
          ? t('maintenance.body', { start: format(maintenance.started_at!), end: format(maintenance.ended_at!) })
          : t('maintenance.bodyOpen')}
      </p>
    </section>
  );
}
