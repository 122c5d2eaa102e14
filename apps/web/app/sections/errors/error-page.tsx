import { useTranslation } from '../../i18n/use-translation.ts';
import { Logo } from '../../ui/logo.tsx';

/** Where a lost player most likely wanted to go: the main sections of the header (S0 §2.2). */
const POPULAR_SECTIONS = [
  { key: 'line', path: '/line' },
  { key: 'live', path: '/live' },
  { key: 'casino', path: '/casino' },
  { key: 'promotions', path: '/promotions' },
] as const;

/** 404 and 500 pages (S0 §5, §8): the 404 reads "This page could not be found". */
export function ErrorPage({ status, lang, embedded = false }: { status: number; lang: string; embedded?: boolean }) {
  const { t, i18n } = useTranslation();
  const notFound = status === 404;
  // Without the shell's dictionary (the shell itself failed) only the error texts exist.
  const showSections = i18n.exists('nav.line');
  return (
    <section
      aria-labelledby="error-title"
      className={`flex flex-col items-center gap-8 px-4 text-center ${embedded ? 'py-12 lg:py-20' : 'min-h-screen justify-center bg-surface-0 py-10'}`}
    >
      {!embedded && <Logo tone="ink" />}
      <div className="card flex w-full max-w-xl flex-col items-center gap-3 px-6 py-10 sm:px-10">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
          {notFound ? (
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
            </svg>
          ) : (
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
              <path d="M12 9v4M12 17h.01" />
            </svg>
          )}
        </span>
        <p className="text-xs font-bold tracking-wider text-muted uppercase tabular">{t('errors.statusLabel', { status })}</p>
        <h1 id="error-title" className="text-2xl font-extrabold tracking-tight">
          {notFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}
        </h1>
        <p className="max-w-md text-muted">{notFound ? t('errors.notFoundText') : t('errors.serverErrorText')}</p>
        {/* Plain links: after a failure a full load is the safest way back. */}
        <a href={`/${lang}`} className="btn btn-primary mt-3 h-10 px-5">
          {t('errors.backHome')}
        </a>
        {showSections && (
          <nav aria-label={t('errors.popularSections')} className="mt-5 w-full border-t border-line pt-5">
            <h2 className="caption mb-3">{t('errors.popularSections')}</h2>
            <ul className="flex flex-wrap justify-center gap-2">
              {POPULAR_SECTIONS.map((section) => (
                <li key={section.key}>
                  <a href={`/${lang}${section.path}`} className="btn btn-secondary">
                    {t(`nav.${section.key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
