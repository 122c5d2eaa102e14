import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { Logo } from '../../ui/logo.tsx';

/** Landing page in the headless layout (S0 §2.3): the page owns the screen, with a way into the site. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { lang, footer } = useShell();
  return (
    <div className="flex min-h-screen flex-col">
      <div className="mx-auto flex w-full max-w-6xl items-center px-6 py-5">
        <Logo tone="ink" href={localHref(lang, '/')} />
      </div>
      <section aria-labelledby="landing-title" className="mx-auto flex w-full max-w-6xl flex-1 px-6">
        <div className="surface-dark relative flex min-h-[min(34rem,70vh)] w-full flex-col justify-center overflow-hidden rounded-3xl bg-[radial-gradient(circle_at_85%_15%,#3d7bff_0,transparent_45%),radial-gradient(circle_at_10%_110%,#7c3aed_0,transparent_40%),linear-gradient(120deg,#0b1630,#13285a)] px-8 py-16 text-white sm:px-14 lg:py-24">
          <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white/12 px-3 py-1 text-xs font-bold tracking-wider uppercase">
            <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
            </svg>
            {t('home.promotions')}
          </span>
          <h1 id="landing-title" className="mt-5 max-w-2xl text-4xl leading-tight font-black tracking-tight lg:text-5xl">
            {t('layouts.landingTitle')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/80">{t('layouts.landingText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localHref(lang, '/line')} className="btn btn-primary h-11 px-6 text-base">
              {t('home.heroCta')}
            </Link>
            <Link to={localHref(lang, '/casino')} className="btn h-11 border border-white/25 px-6 text-base text-white hover:bg-white/10">
              {t('nav.casino')}
            </Link>
          </div>
        </div>
      </section>
      <p className="mx-auto flex w-full max-w-6xl items-center gap-3 px-6 py-6 text-sm text-muted">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 border-live text-xs font-extrabold text-live" aria-hidden="true">
          {footer.minimumAge}+
        </span>
        {t('footer.ageNotice', { age: footer.minimumAge })}
      </p>
    </div>
  );
}
