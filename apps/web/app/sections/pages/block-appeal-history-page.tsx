import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';

/** Appeal history in the blocked layout (S0 §2.3). The appeals themselves arrive with the account capability. */
export default function BlockAppealHistoryPage() {
  const { t } = useTranslation();
  const { footer } = useShell();
  return (
    <div className="space-y-4">
      <section aria-labelledby="blocked-title" className="card flex gap-4 p-6 sm:p-8">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
        </span>
        <div>
          <h1 id="blocked-title" className="text-2xl font-extrabold tracking-tight">
            {t('layouts.blockedTitle')}
          </h1>
          <p className="mt-1 text-muted">{t('layouts.blockedText')}</p>
        </div>
      </section>
      <section aria-labelledby="appeals-title" className="card overflow-hidden">
        <h2 id="appeals-title" className="border-b border-line px-6 py-3 text-xs font-bold tracking-wider text-muted uppercase">
          {t('layouts.appealsTitle')}
        </h2>
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="text-muted" aria-hidden="true">
            <path d="M4 5h16v11H8l-4 4z" />
            <path d="M8 9h8M8 12h5" />
          </svg>
          <p className="font-semibold">{t('layouts.appealsEmpty')}</p>
          <p className="max-w-md text-sm text-muted">{t('layouts.appealsHint')}</p>
          <a href={`mailto:${footer.supportEmail}`} className="btn btn-primary mt-3">
            {t('layouts.writeToSupport')}
          </a>
          <p className="text-xs text-muted">{footer.supportEmail}</p>
        </div>
      </section>
    </div>
  );
}
