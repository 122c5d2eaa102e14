import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';

/** Every information page (S0 §2.2), in the order a player looks for them; titles come from `sections.titles`. */
export const INFORMATION_LINKS: readonly { key: string; path: string }[] = [
  { key: 'about', path: '/information/about' },
  { key: 'contacts', path: '/information/contacts' },
  { key: 'rules', path: '/information/rules/1' },
  { key: 'howbet', path: '/information/howbet' },
  { key: 'betting-calculator', path: '/information/betting-calculator' },
  { key: 'payment', path: '/information/payment' },
  { key: 'cash_terminals', path: '/information/cash_terminals' },
  { key: 'smsbets', path: '/information/smsbets' },
  { key: 'ussdInstruction', path: '/information/ussdInstruction' },
  { key: 'responsiblegaming', path: '/information/responsiblegaming' },
  { key: 'simpleidentification', path: '/information/simpleidentification' },
  { key: 'kycpolicy', path: '/information/kycpolicy' },
  { key: 'amlkyc', path: '/information/amlkyc' },
  { key: 'amlpolicy', path: '/information/amlpolicy' },
  { key: 'consent', path: '/information/consent' },
  { key: 'cookies', path: '/information/cookies' },
  { key: 'licenses', path: '/information/licenses' },
  { key: 'taxation', path: '/information/taxation' },
  { key: 'disputeresolution', path: '/information/disputeresolution' },
  { key: 'betting-awards', path: '/information/betting-awards' },
  { key: 'football-champions-rules', path: '/football-champions-rules' },
];

/**
 * The side menu of the information pages: one row that scrolls sideways on a phone, a column on
 * a wide screen; the page shown is marked. The rules link stays marked on every rules chapter.
 */
export function InformationNav() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('information.nav')} className="card w-full p-2 lg:sticky lg:top-20 lg:w-60 lg:shrink-0">
      <h2 className="hidden px-3 pt-1 pb-2 text-xs font-bold tracking-wider text-muted uppercase lg:block">{t('information.nav')}</h2>
      <ul className="flex flex-row gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        {INFORMATION_LINKS.map((link) => {
          const href = localHref(lang, link.path);
          const current = link.key === 'rules' ? pathname.startsWith(localHref(lang, '/information/rules/')) : pathname === href;
          return (
            <li key={link.key} className="shrink-0">
              <Link
                to={href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap lg:whitespace-normal ${current ? 'bg-accent-soft text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-ink'}`}
              >
                {t(`sections.titles.${link.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "Last updated" in the page language, the same on the server and in the browser. */
export function UpdatedAt({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const date = formatDateTime(iso, { lang, timeZoneHours: 0, is12h: false, dateStyle: 'long', dateOnly: true });
  return (
    <p className="text-sm text-muted">
      {t('information.updated')} <time dateTime={iso}>{date}</time>
    </p>
  );
}

/** The document title of a content page: "<title> · <brand>", with the brand from the root dictionary. */
export function brandedTitle(title: string, matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { dictionary?: { brand?: { name?: string } } } | undefined;
  const brand = root?.dictionary?.brand?.name;
  return brand ? `${title} · ${brand}` : title;
}
