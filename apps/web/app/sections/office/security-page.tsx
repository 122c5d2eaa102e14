import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { redirect, useLocation, useNavigate } from 'react-router';
import { withReturnUrl } from '@wager/domain';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { EmailCard } from './email-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { PhoneCard } from './phone-card.tsx';
import { ProtectionSummary } from './protection-summary.tsx';
import { icons } from './security-card.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { useSecurityConfig } from './api.ts';
import { userQueries } from '../../shell/auth/api.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { TwoStepCard } from './two-step-card.tsx';
import type { Route } from './+types/security-page';

/**
 * S0 §2.5 guard 4, §2.5.11: office pages are for signed-in players; a guest goes to the sign-in
 * page with this page as the return URL (S0 §2.4), and comes back after signing in. The player's
 * config (S0 §3.2) comes from the in-process services into the server render (decision 010).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer.session.authenticated) {
    const url = new URL(request.url);
    throw redirect(withReturnUrl(localHref(context.lng, '/user/login'), `${url.pathname}${url.search}`));
  }
  // The request context already holds the player's user config: the page renders with it.
  const player = context.viewer.player;
  const dehydratedState = await prefetchQueries(async (client) => {
    if (player) await client.prefetchQuery({ ...userQueries.config(), queryFn: () => player.config });
  });
  return { title: dictionaryFor(context.lng).office.security.pageTitle, dehydratedState };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The personal office security page (S0 §2.2 office/security; office menu item "security"). */
export default function SecurityPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const { state, reload, refresh } = useSecurityConfig();

  // Signed out while here (another tab, session end): back to the sign-in with the way back.
  useEffect(() => {
    if (!shell.isSignedIn) void navigate(withReturnUrl(localHref(shell.lang, '/user/login'), `${location.pathname}${location.search}`), { replace: true });
  }, [shell.isSignedIn, shell.lang, location.pathname, location.search, navigate]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5">
      <header className="flex items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-accent-ink" aria-hidden="true">
          {icons.shield}
        </span>
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('office.security.title')}</h1>
          <p className="text-sm text-muted">{t('office.security.intro')}</p>
        </div>
      </header>

      {state.status === 'loading' && <SecuritySkeleton label={t('office.security.loading')} />}
      {state.status === 'error' && <QueryError errorKey="office.security.loadError" retryKey="office.security.retry" onRetry={() => void reload()} />}
      {state.status === 'ready' && (
        <div className="grid items-start gap-5 lg:grid-cols-[19rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-20">
            <ProtectionSummary config={state.config} />
          </div>
          {/* Two columns that grow on their own, so a tall card leaves no hole beside a short one. */}
          <div className="grid items-start gap-5 xl:grid-cols-2">
            <div className="flex flex-col gap-5">
              <TwoStepCard config={state.config} onChanged={refresh} />
              <EmailCard config={state.config} onChanged={refresh} />
            </div>
            <div className="flex flex-col gap-5">
              <PasswordCard config={state.config} onChanged={refresh} />
              <PhoneCard config={state.config} onChanged={refresh} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** UI.md: skeletons while loading, never a blank area; the same grid as the loaded page. */
function SecuritySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid items-start gap-5 lg:grid-cols-[19rem_minmax(0,1fr)]">
      <div className="card h-80 animate-pulse" />
      <div className="grid gap-5 xl:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="card h-64 animate-pulse" />
        ))}
      </div>
    </div>
  );
}
