import { useTranslation } from '../../i18n/use-translation.ts';
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
    <section
      aria-labelledby="maintenance-title"
      className="flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border border-white/10 bg-white/[0.04] px-8 py-10 text-center shadow-2xl"
    >
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-accent/15 text-[#8fb3ff] ring-1 ring-[#8fb3ff]/30" aria-hidden="true">
        <svg width="38" height="38" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18v3h3l6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.8-.2-.2-2.8 2.6-2.6z" />
        </svg>
      </span>
      <h1 id="maintenance-title" className="text-3xl font-extrabold tracking-tight">
        {t('maintenance.title')}
      </h1>
      <p className="text-lg text-header-ink/85 tabular">
        {hasWindow
          ? t('maintenance.body', { start: format(maintenance.started_at!), end: format(maintenance.ended_at!) })
          : t('maintenance.bodyOpen')}
      </p>
      <p className="text-sm text-header-muted">{t('maintenance.patience')}</p>
    </section>
  );
}
