import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { readReturnUrl } from '@wager/domain';
import { TermsStatusResponse } from '@wager/contract';
import { userKeys, userQueries } from '../../shell/auth/api.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { AuthDialog } from '../shared/auth-dialog.tsx';
import { confirmTerms } from './api.ts';
import type { Route } from './+types/confirm-terms-page';

export function loader({ params }: Route.LoaderArgs) {
  return { title: dictionaryFor(params.lng).auth.terms.title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

type Status = { kind: 'loading' } | { kind: 'changed'; updatedAt: string } | { kind: 'confirming'; updatedAt: string };

/**
 * Confirm terms (S0 §4.6, empty layout): the terms changed, the player confirms them and goes on
 * to the return URL or home. With nothing to confirm (or no session) the page leaves for the root.
 */
export default function ConfirmTermsPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const home = localHref(shell.lang, '/');
  // Asked afresh on every visit, checked against the contract.
  const terms = useQuery({ ...userQueries.terms(), select: (raw) => TermsStatusResponse.parse(raw), refetchOnMount: 'always', gcTime: 0 });
  const confirming = useMutation({
    mutationFn: confirmTerms,
    onSuccess: async (_answer, updatedAt, _context, { client }) => {
      // Confirmed: the shell's terms check must not send the player back here.
      client.setQueryData(userKeys.terms(), { result: false, updatedAt });
      await navigate(readReturnUrl(location.search) ?? home, { replace: true });
    },
    onError: () => setFailed(true),
  });
  const updatedAt = terms.data?.result ? terms.data.updatedAt : null;
  const status: Status = updatedAt === null ? { kind: 'loading' } : confirming.isPending ? { kind: 'confirming', updatedAt } : { kind: 'changed', updatedAt };

  // Nothing to confirm, or the status could not be read: the page leaves for the root (not after
  // the player confirmed: then it goes to the return URL).
  const settled = !confirming.isPending && !confirming.isSuccess;
  const leave = settled && (terms.isError || (terms.isSuccess && !terms.isFetching && terms.data.result !== true));
  useEffect(() => {
    if (leave) void navigate(home, { replace: true });
  }, [leave, home, navigate]);

  const confirm = () => {
    if (status.kind === 'changed') confirming.mutate(status.updatedAt);
  };

  if (status.kind === 'loading') {
    return <div role="status" aria-label={t('remoteView.loading')} className="card h-72 w-full max-w-lg animate-pulse" />;
  }
  const date = formatDateTime(status.updatedAt, { lang: shell.lang, timeZoneHours: shell.settings.timeZone, is12h: shell.settings.is12h });
  return (
    <section aria-labelledby="terms-title" className="card w-full max-w-lg px-8 py-9 shadow-sm">
      <span className="mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M9 13h6M9 17h4" />
        </svg>
      </span>
      <h1 id="terms-title" className="text-2xl font-extrabold tracking-tight">
        {t('auth.terms.title')}
      </h1>
      <p className="mt-2 text-muted">{t('auth.terms.text', { date })}</p>
      <ul className="mt-5 space-y-2 rounded-xl bg-surface-2 px-5 py-4 text-sm">
        <li>{t('auth.terms.point1')}</li>
        <li>{t('auth.terms.point2')}</li>
      </ul>
      <button
        type="button"
        className="btn btn-primary mt-6 h-12 w-full text-base disabled:opacity-70"
        disabled={status.kind === 'confirming'}
        aria-busy={status.kind === 'confirming'}
        onClick={() => void confirm()}
      >
        {t('auth.terms.confirm')}
      </button>
      {failed && (
        // S0 §8: the confirm-terms error alert cannot be closed by an outside click.
        <AuthDialog title={t('auth.terms.errorTitle')} description={t('auth.terms.error')} onClose={() => setFailed(false)} dismissible={false} size="sm">
          <button type="button" className="btn btn-primary h-11 w-full" onClick={() => setFailed(false)} autoFocus>
            {t('auth.terms.ok')}
          </button>
        </AuthDialog>
      )}
    </section>
  );
}
