import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, type MetaArgs } from 'react-router';
import { breadcrumbsFor, routeEntry } from '../../route-table/match.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';

/** Sections every placeholder links to: where a player most likely wants to go (S0 §2.2). */
const MAIN_SECTIONS = [
  { key: 'home', path: '/' },
  { key: 'line', path: '/line' },
  { key: 'live', path: '/live' },
  { key: 'casino', path: '/casino' },
] as const;

function titleKeyOf(routeId: string | undefined): string {
  return (routeId === undefined ? undefined : routeEntry(routeId)?.titleKey) ?? 'generic';
}

/** The document title: the section's translated title (the dictionary arrives with the root data). */
export function meta({ matches }: MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.data as { dictionary?: { sections?: { titles?: Record<string, string> }; brand?: { name?: string } } } | undefined;
  const key = titleKeyOf(matches.at(-1)?.id);
  const title = root?.dictionary?.sections?.titles?.[key];
  return title ? [{ title: root?.dictionary?.brand?.name ? `${title} · ${root.dictionary.brand.name}` : title }] : [];
}

/**
 * The page of every section that is a separately loaded application (S0 §1) filled by later
 * issues or by an operator's remote view: the section's title, an honest "opens soon" and the
 * way to the main sections. It answers 200 in the route's own layout.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const routeId = useMatches().at(-1)?.id;
  const key = titleKeyOf(routeId);
  const { pathname } = useLocation();
  const entry = routeId === undefined ? undefined : routeEntry(routeId);
  const crumbs = entry ? breadcrumbsFor(pathname, entry) : [];
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 py-10 text-center">
      {crumbs.length > 1 && (
        <nav aria-label={t('sections.placeholder.breadcrumbs')} className="w-full text-left text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1.5">
            {crumbs.map((crumb, index) => {
              const label = crumb.titleKey === null ? t('sections.placeholder.home') : t(`sections.titles.${crumb.titleKey}`);
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-1.5">
                  {index > 0 && <span aria-hidden="true">›</span>}
                  {last ? (
                    <span aria-current="page" className="font-semibold text-ink">
                      {label}
                    </span>
                  ) : (
                    <Link to={localHref(lang, crumb.path)} className="hover:text-ink hover:underline">
                      {label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <div className="card flex w-full flex-col items-center gap-3 px-6 py-10 sm:px-10">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
          <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </span>
        <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
          {t(`sections.titles.${key}`)}
        </h1>
        <p className="max-w-md text-muted">{t('sections.placeholder.soon')}</p>
        <nav aria-label={t('sections.placeholder.elsewhere')} className="mt-4 w-full border-t border-line pt-5">
          <h2 className="mb-3 text-xs font-bold tracking-wider text-muted uppercase">{t('sections.placeholder.elsewhere')}</h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {MAIN_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link to={localHref(lang, section.path)} className={section.key === 'home' ? 'btn btn-primary' : 'btn btn-secondary'}>
                  {t(`sections.placeholder.${section.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
