import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { AuthDialog } from '../shared/auth-dialog.tsx';
import { walletQueries } from './api.ts';
import { reminderStorageKey, shouldRemind } from './wallet-rules.ts';

/**
 * S0 §3.1, §4.4: after sign-in, the account-conversion reminder (status 1: the main account may be
 * converted, 2: an additional account may be opened), once per user per browser session.
 */
export function ConversionReminder({ loaded }: { loaded: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const [status, setStatus] = useState<1 | 2 | null>(null);
  // Asked once per user per browser session (session storage, read in the browser only).
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(shell.userId !== null && loaded && sessionStorage.getItem(reminderStorageKey(shell.userId)) === null);
  }, [shell.userId, loaded]);
  // The full accounts carry the status; with the light balances variant they are asked once.
  const conversion = useQuery({ ...walletQueries.accounts(), select: (answer) => answer.conversionStatus, enabled: wanted, staleTime: Infinity });
  const known = wanted ? conversion.data : undefined;

  useEffect(() => {
    if (shell.userId === null || known === undefined) return;
    const key = reminderStorageKey(shell.userId);
    if (sessionStorage.getItem(key) !== null) return;
    if (shouldRemind(known, false)) {
      sessionStorage.setItem(key, String(known));
      setStatus(known as 1 | 2);
    }
  }, [shell.userId, known]);

  if (status === null) return null;
  return (
    <AuthDialog title={t(`wallet.conversion.title${status}`)} onClose={() => setStatus(null)} size="sm">
      <p className="text-sm text-muted">{t(`wallet.conversion.text${status}`)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={() => setStatus(null)}>
          {t('wallet.conversion.later')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setStatus(null);
            void navigate(localHref(shell.lang, '/office/account'));
          }}
        >
          {t('wallet.conversion.open')}
        </button>
      </div>
    </AuthDialog>
  );
}
