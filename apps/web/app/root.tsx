import { useMemo, useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLoaderData, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DEFAULT_DISPLAY_SETTINGS } from '@wager/domain';
import { shellOf } from './shell/use-shell.ts';
import type { Route } from './+types/root';
import { createI18n, i18nForPage } from './i18n/i18n.ts';
import { activateDictionary } from './i18n/dictionary-loader.ts';
import { errors as englishErrors } from './i18n/en.json';
import { loadShellData } from './shell/shell-data.server.ts';
import { ScrollToTop } from './shell/scroll-to-top.tsx';
import { ShellAuth } from './shell/auth/shell-auth.tsx';
import { SettingsProvider } from './shell/settings-store.tsx';
import { getQueryClient, useDehydratedState } from './shell/query/query-client.ts';
import { slot } from './shell/registry.ts';
// The composition file: registers the sections' layout slots and modals with the shell.
import './sections/registry.ts';
import './load-context.ts';
import './app.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShellData(request, context);
}

// The shell's data (language, settings, site flags) only changes with the language or a reload.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const langOf = (url: URL) => url.pathname.split('/')[1];
  return langOf(currentUrl) !== langOf(nextUrl) ? true : defaultShouldRevalidate && currentUrl.pathname === nextUrl.pathname;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = data ? shellOf(data).settings : DEFAULT_DISPLAY_SETTINGS;
  return (
    // Theme, font size and compact view come from cookies on the server render: no flash (S0 §3.3).
    <html
      lang={data?.lang ?? 'en'}
      data-theme={settings.appTheme === 1 ? 'dark' : 'light'}
      data-compact={settings.isAppCompactView === 1 ? 'true' : 'false'}
      style={{ fontSize: `${settings.appFontSize}px` }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // One instance per language: revalidated shell data (after sign-in) adds its parts to it, so the
  // parts a modal loaded stay (S0 §7 dictionaries per route).
  const i18n = useMemo(
    () => i18nForPage(data.lang, data.dictionary, `${data.dictionaryVersion}|${data.dictionaryParts.join(',')}`),
    [data.lang],
  );
  useMemo(() => {
    if (typeof document !== 'undefined') i18n.addResourceBundle(data.lang, 'translation', data.dictionary, true, true);
  }, [i18n, data.lang, data.dictionary]);
  activateDictionary(i18n, data.lang, data.dictionaryVersion, data.dictionaryParts);
  // Decision 010: one QueryClient per request on the server, one per tab in the browser; the page
  // loaders' prefetched queries are hydrated into it.
  const [queryClient] = useState(getQueryClient);
  const dehydratedState = useDehydratedState();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <I18nextProvider i18n={i18n}>
          <SettingsProvider initial={shellOf(data).settings}>
            <ScrollToTop />
            <Outlet />
            <ShellAuth />
          </SettingsProvider>
        </I18nextProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * Errors no layout caught: S0 §5, §8. A 404 reads "This page could not be found"; anything else is
 * the 500 page. It renders even when the shell data itself failed to load.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? 'en';
  const i18n = useMemo(
    () => createI18n(lang, data?.dictionary ?? { errors: englishErrors }),
    [lang, data?.dictionary],
  );
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const ErrorPage = slot('errorPage');
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPage status={status} lang={lang} />
    </I18nextProvider>
  );
}
