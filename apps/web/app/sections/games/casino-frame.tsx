import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { SectionFrame } from '../../ui/section-frame.tsx';

/** The casino's sections, one click away from every casino page (S0 §2.2 casino routes). */
const CASINO_NAV = [
  ['casino', '/casino'],
  ['slots', '/slots'],
  ['live-casino', '/live-casino'],
  ['crash-games', '/crash-games'],
  ['card-games', '/card-games'],
  ['scratchcards', '/scratchcards'],
  ['keno', '/keno'],
  ['fast-games', '/fast-games'],
  ['providers', '/providers'],
  ['my-casino', '/my-casino'],
] as const;

/** A casino page: breadcrumbs, the casino's section links, the title (with actions beside it), the page. */
export function CasinoFrame({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { pathname } = useLocation();
  return (
    <SectionFrame wide>
      <div className="space-y-5">
        <nav aria-label={t('casino.nav')}>
          <ul className="flex flex-wrap gap-1">
            {CASINO_NAV.map(([key, path]) => {
              const href = localHref(lang, path);
              const current = pathname === href || (path !== '/casino' && pathname.startsWith(`${href}/`));
              return (
                <li key={key}>
                  <Link
                    to={href}
                    aria-current={current ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${current ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-ink'}`}
                  >
                    {key === 'live-casino' ? t('sections.liveCasinoTitle') : t(`sections.titles.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {title}
          </h1>
          {actions}
        </header>
        {children}
      </div>
    </SectionFrame>
  );
}
