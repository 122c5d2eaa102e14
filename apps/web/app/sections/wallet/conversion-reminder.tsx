import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { AuthDialog } from '../shared/auth-dialog.tsx';
import { fetchAccounts } from './wallet-api.ts';
import { reminderStorageKey, shouldRemind } from './wallet-rules.ts';
import { useWallet } from './wallet-store.ts';

/**
 * S0 §3.1, §4.4: after sign-in, the account-conversion reminder (status 1: the main account may be
 * converted, 2: an additional account may be opened), once per user per browser session.
 */
export function ConversionReminder() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const known = useWallet((state) => state.accounts?.conversionStatus ?? null);
  const loaded = useWallet((state) => state.status === 'ready');
  const [status, setStatus] = useState<1 | 2 | null>(null);

  useEffect(() => {
    if (shell.userId === null || !loaded) return;
    const key = reminderStorageKey(shell.userId);
    if (sessionStorage.getItem(key) !== null) return;
    let cancelled = false;
    // The light balances variant carries no status: then the accounts are asked once.
    const statusOf = known !== null ? Promise.resolve(known) : fetchAccounts().then((answer) => answer.conversionStatus);
    statusOf.then(
      (value) => {
        if (cancelled || sessionStorage.getItem(key) !== null) return;
        if (shouldRemind(value, false)) {
          sessionStorage.setItem(key, String(value));
          setStatus(value as 1 | 2);
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [shell.userId, known, loaded]);

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
