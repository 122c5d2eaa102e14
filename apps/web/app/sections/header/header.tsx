import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { splitLanguagePrefix } from '@wager/domain';
import { Logo } from '../../ui/logo.tsx';
import { usePrefetchMode } from '../../shell/use-prefetch-mode.ts';
import { useSettings } from '../../shell/settings-store.tsx';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { DEFAULT_REGISTRATION_TYPE, openAuthModal, registrationOpening, signInOpening } from '../../shell/auth/auth-ui.ts';
import { preloadAuthModals } from '../../shell/auth/load-auth-modals.ts';
import { slot } from '../../shell/registry.ts';
import { useUserConfig } from '../../shell/auth/user-config.ts';

// The wallet's balance widget (S0 §3.1) carries the API schemas: its own chunk, signed-in players only.
// The wallet's part of the header, through the shell's slot registry (sections/registry.ts).
const HeaderBalance = lazy(() => slot('headerBalance')());
const BetEvents = lazy(() => slot('betEvents')());
const ResponsiblePopups = lazy(() => slot('responsiblePopups')());

const NAV_ITEMS = [
  { key: 'line', path: '/line' },
  { key: 'live', path: '/live', live: true },
  { key: 'casino', path: '/casino' },
  { key: 'liveCasino', path: '/live-casino' },
  { key: 'cyber', path: '/cyber' },
  { key: 'promotions', path: '/promotions' },
] as const;

/** Native names, so a player finds their language whatever language the page is in. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  kk: 'Қазақша',
  az: 'Azərbaycan',
};

/** The site header (S0 §1, UI.md): loaded as its own chunk through the remote-view wrapper. */
export default function Header() {
  const { t } = useTranslation();
  const shell = useShell();
  const prefetch = usePrefetchMode();
  return (
    <header className="surface-dark sticky top-0 z-40 bg-header text-header-ink shadow-[0_1px_0_rgb(255_255_255/0.06)]">
      <div className="mx-auto flex h-16 max-w-[1920px] items-center gap-6 px-4 lg:px-6">
        <Logo tone="light" href={localHref(shell.lang, '/')} />
        <nav aria-label={t('nav.main')} className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto p-1">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.key}
              to={localHref(shell.lang, item.path)}
              prefetch={prefetch}
              className="nav-link"
            >
              {'live' in item && <span className="live-dot" aria-hidden="true" />}
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
          {shell.isSignedIn ? (
            <>
              <Suspense fallback={null}>
                <HeaderBalance />
                <BetEvents />
                <ResponsiblePopups />
              </Suspense>
              <AccountMenu />
            </>
          ) : (
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
}

function LanguageSwitcher() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const { rest } = splitLanguagePrefix(location.pathname);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('header.language')}
        className="header-btn px-2.5 text-sm font-semibold uppercase"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        {shell.lang}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-line bg-surface-1 p-1 text-ink shadow-xl"
        >
          {shell.languages.map((lang) => (
            <DropdownMenu.Item key={lang} asChild>
              {/* A full document load: the server sets the lng cookie and every text reloads. */}
              <a
                href={`${localHref(lang, rest)}${location.search}`}
                hrefLang={lang}
                lang={lang}
                aria-current={lang === shell.lang ? 'true' : undefined}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
              >
                <span>{LANGUAGE_NAMES[lang] ?? lang.toUpperCase()}</span>
                <span className="text-xs font-semibold text-muted uppercase">{lang}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSettings((state) => state.settings.appTheme);
  const update = useSettings((state) => state.update);
  const isDark = theme === 1;
  return (
    <button
      type="button"
      onClick={() => update({ appTheme: isDark ? 0 : 1 })}
      aria-label={isDark ? t('header.themeToLight') : t('header.themeToDark')}
      className="header-btn w-9"
    >
      {isDark ? (
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
        </svg>
      )}
    </button>
  );
}

/** Guests: Sign in and Registration (S0 §6: the registration button only when registration is allowed). */
function GuestActions() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const registrationHref = localHref(shell.lang, `/registration/${DEFAULT_REGISTRATION_TYPE}`);
  return (
    <>
      <Link
        to={localHref(shell.lang, '/user/login')}
        className="btn btn-ghost"
        onPointerEnter={preloadAuthModals}
        onFocus={preloadAuthModals}
        onClick={(event) => {
          // The link is the fallback (no script yet, new tab); a plain click opens the modal.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (signInOpening(location.pathname) === 'modal') openAuthModal({ kind: 'signIn' });
        }}
      >
        {t('header.signIn')}
      </Link>
      {shell.isRegistrationAllowed && (
        <Link
          to={registrationHref}
          className="btn btn-primary"
          onPointerEnter={preloadAuthModals}
          onFocus={preloadAuthModals}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            // S0 §4.3: on registration nothing, from the login page (or by config) the page, otherwise the modal.
            const opening = registrationOpening(location.pathname, { forcePage: shell.isRegistrationAsPage });
            if (opening === 'page') void navigate(`${registrationHref}${location.search}`);
            else if (opening === 'modal') openAuthModal({ kind: 'registration', type: DEFAULT_REGISTRATION_TYPE });
          }}
        >
          {t('header.register')}
        </Link>
      )}
    </>
  );
}

/** A signed-in player: the account id and the account menu with Sign out (S0 §4.4: asks first). */
function AccountMenu() {
  const { t } = useTranslation();
  const shell = useShell();
  const userConfig = useUserConfig(shell.userId);
  const contact = userConfig?.user_name ?? userConfig?.user_email ?? userConfig?.phone_number ?? null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('account.menu')}
        onPointerEnter={preloadAuthModals}
        className="flex h-10 items-center gap-2.5 rounded-lg border border-white/15 bg-white/5 pr-2.5 pl-1.5 text-left hover:bg-white/10"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-accent text-accent-ink" aria-hidden="true">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
          </svg>
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-[0.6875rem] font-semibold tracking-wide text-header-muted uppercase">{t('account.idLabel')}</span>
          <span className="text-sm font-bold text-white tabular" data-testid="account-id">
            {shell.userId}
          </span>
        </span>
        <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" className="text-header-muted">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-line bg-surface-1 p-1 text-ink shadow-xl"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1.5">
            <span className="block text-xs text-muted">{t('account.signedInAs', { id: shell.userId })}</span>
            {contact && <span className="mt-0.5 block max-w-60 truncate text-sm font-semibold">{contact}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {/* S0 §2.2 office: the security page (two-step, e-mail, phone, password). */}
          <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-semibold outline-none data-[highlighted]:bg-surface-2">
            <Link to={localHref(shell.lang, '/office/security')}>
              <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
              </svg>
              {t('account.security')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => openAuthModal({ kind: 'logout' })}
            className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm font-semibold text-live outline-none data-[highlighted]:bg-surface-2"
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
            </svg>
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
