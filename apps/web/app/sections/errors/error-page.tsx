import { useTranslation } from 'react-i18next';

/** 404 and 500 pages (S0 §5, §8): the 404 reads "This page could not be found". */
export function ErrorPage({ status, lang, embedded = false }: { status: number; lang: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section
      className={`mx-auto flex max-w-xl flex-col items-center gap-4 px-4 text-center ${embedded ? 'py-16' : 'min-h-screen justify-center'}`}
    >
      <p className="text-7xl font-black tracking-tight text-accent tabular">{status}</p>
      <h1 className="text-2xl font-bold">{notFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}</h1>
      <p className="text-muted">{notFound ? t('errors.notFoundText') : t('errors.serverErrorText')}</p>
      {/* A plain link: after a failure a full load is the safest way back. */}
      <a href={`/${lang}`} className="btn btn-primary mt-2">
        {t('errors.backHome')}
      </a>
    </section>
  );
}
