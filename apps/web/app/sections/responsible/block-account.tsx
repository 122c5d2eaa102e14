import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { notify } from '../../shell/notifications/notifications.ts';
import { signOut } from '../../shell/auth/session-actions.ts';
import { useShell } from '../../shell/use-shell.ts';
import { blockUser } from './api.ts';
import { LimitDialog } from './dialog.tsx';
import { saveFailureText } from './use-limit-actions.ts';

/**
 * "Block my account now" (S1 §7 BlockUser; decision 021 type 37): after a confirmation every
 * session ends, this one too, so the player is signed out here.
 */
export function BlockAccount({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await blockUser(lang);
      notify({ kind: 'success', message: t('responsible.block.done') });
      await signOut(lang);
    } catch (error) {
      notify({ kind: 'error', message: saveFailureText(t, error) });
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="rg-block-title" className="card space-y-3 p-5">
      <h2 id="rg-block-title" className="section-title">
        {t('responsible.block.title')}
      </h2>
      <p className="text-sm text-muted">{t('responsible.block.intro')}</p>
      <button type="button" className="btn rg-btn-danger" disabled={disabled} onClick={() => setOpen(true)}>
        {t('responsible.block.button')}
      </button>
      {open && (
        <LimitDialog title={t('responsible.block.confirmTitle')} onClose={() => setOpen(false)} tone="danger" testId="limit-block">
          <p role="alert" className="rg-note rg-note-danger">
            {t('responsible.block.warning')}
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              {t('responsible.cancel')}
            </button>
            <button type="button" className="btn rg-btn-danger" disabled={busy} onClick={() => void confirm()}>
              {t('responsible.block.confirm')}
            </button>
          </div>
        </LimitDialog>
      )}
    </section>
  );
}
