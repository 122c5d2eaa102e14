import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation, useMatches, type MetaArgs } from 'react-router';
import { breadcrumbsFor, routeEntry } from '../route-table/match.ts';
import { ExternalViewOrFallback } from '../shell/external-view/index.ts';
import { localHref, useShell } from '../shell/use-shell.ts';

/** The dictionary key (under `sections.titles`) of the page a route shows. */
export function titleKeyOf(routeId: string | undefined): string {
  return (routeId === undefined ? undefined : routeEntry(routeId)?.titleKey) ?? 'generic';
}

/** The title key of the route being shown. */
export function useSectionTitleKey(): string {
  return titleKeyOf(useMatches().at(-1)?.id);
}

/** Document title of a section page: its translated title (the dictionary arrives with the root data). */
export function sectionMeta({ matches }: MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { dictionary?: { sections?: { titles?: Record<string, string> }; brand?: { name?: string } } }
    | undefined;
  const title = root?.dictionary?.sections?.titles?.[titleKeyOf(matches.at(-1)?.id)];
  return title ? [{ title: root?.dictionary?.brand?.name ? `${title} · ${root.dictionary.brand.name}` : title }] : [];
}

/** Home › every parent section that is a page › this page, from the route table (beyond the spec). */
export function SectionBreadcrumbs() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const routeId = useMatches().at(-1)?.id;
  const { pathname } = useLocation();
  const entry = routeId === undefined ? undefined : routeEntry(routeId);
  const crumbs = entry ? breadcrumbsFor(pathname, entry) : [];
  if (crumbs.length < 2) return null;
  return (
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
  );
}

export interface SectionLink {
  /** Under `sections.titles` or `sections.placeholder`. */
  label: string;
  /** Path without the language prefix. */
  path: string;
}

/**
 * A section's side navigation (the office menu, the game sections): links with the current one
 * marked, so a player moves between a family's pages without going back home.
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const { lang } = useShell();
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="card w-full p-2 lg:w-60 lg:shrink-0">
      <ul className="flex flex-row flex-wrap gap-1 lg:flex-col">
        {links.map((link) => {
          const href = localHref(lang, link.path);
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={link.path}>
              <Link
                to={href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold ${current ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-ink'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame of a section page: breadcrumbs, then the page, with the family's side navigation on
 * the left when it has one. Each section family's own page module renders inside it. An operator
 * can mount a remote view for the route (config group `remoteViews`, S0 §4.2): it replaces the body.
 */
export function SectionFrame({ aside, children: page, wide = false }: { aside?: ReactNode; children: ReactNode; wide?: boolean }) {
  const routeId = useMatches().at(-1)?.id ?? '';
  const children = <ExternalViewOrFallback routeName={routeId} fallback={page} />;
  return (
    <section aria-labelledby="page-title" className={`mx-auto flex w-full flex-col gap-4 py-6 ${aside || wide ? 'max-w-6xl' : 'max-w-2xl'}`}>
      <SectionBreadcrumbs />
      {aside ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          {aside}
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** A card for a page whose content is not built yet: the title, what will be here, and where to go now. */
export function ComingSoonCard({ titleKey, note, links }: { titleKey: string; note: string; links: readonly SectionLink[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <div className="card flex w-full flex-col items-center gap-3 px-6 py-10 text-center sm:px-10">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      </span>
      <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
        {t(`sections.titles.${titleKey}`)}
      </h1>
      <p className="max-w-md text-muted">{note}</p>
      <nav aria-label={t('sections.placeholder.elsewhere')} className="mt-4 w-full border-t border-line pt-5">
        <h2 className="caption mb-3">{t('sections.placeholder.elsewhere')}</h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {links.map((link, index) => (
            <li key={link.path}>
              <Link to={localHref(lang, link.path)} className={index === 0 ? 'btn btn-primary' : 'btn btn-secondary'}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
