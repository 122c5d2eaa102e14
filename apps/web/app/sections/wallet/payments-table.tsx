import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { PaymentHistoryItem } from '@wager/contract';
import { formatDateTime } from '@wager/domain';
import { notify } from '../../shell/notifications/notifications.ts';
import { useShell } from '../../shell/use-shell.ts';
import { cancelWithdrawal } from './api.ts';
import { displayMoneyOf, newIdempotencyKey } from './wallet-rules.ts';
import { StatusBadge, walletErrorMessage } from './wallet-ui.tsx';

/** The domain's one date formatter, at the player's tzo and clock (S0 §3.3): the same text on the server and in the browser. */
function formatDate(iso: string, shell: { lang: string; settings: { timeZone: number; is12h: boolean } }): string {
  return formatDateTime(iso, { lang: shell.lang, timeZoneHours: shell.settings.timeZone, is12h: shell.settings.is12h, dateStyle: 'medium' });
}

/** Payments as rows (historypay and the deduce page's requests); cancellable withdrawals can be cancelled. */
export function PaymentsTable({ items, onChanged }: { items: PaymentHistoryItem[]; onChanged(): void }) {
  const { t } = useTranslation();
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead>
          <tr className="border-b border-line text-left text-xs font-bold tracking-wide text-muted uppercase">
            <th className="px-4 py-3">{t('wallet.history.date')}</th>
            <th className="px-4 py-3">{t('wallet.history.operation')}</th>
            <th className="px-4 py-3">{t('wallet.history.method')}</th>
            <th className="px-4 py-3 text-right">{t('wallet.history.amount')}</th>
            <th className="px-4 py-3">{t('wallet.history.state')}</th>
            <th className="px-4 py-3">
              <span className="sr-only">{t('wallet.history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <PaymentRow key={item.id} item={item} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentRow({ item, onChanged }: { item: PaymentHistoryItem; onChanged(): void }) {
  const { t } = useTranslation();
  const shell = useShell();
  const { lang } = shell;
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const deposit = item.direction === 'deposit';

  const cancel = async () => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      await cancelWithdrawal(item.id, key.current);
      notify({ kind: 'success', message: t('wallet.deduce.cancelled', { id: item.id }) });
      onChanged();
    } catch (caught) {
      notify({ kind: 'error', message: walletErrorMessage(t, caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr className="border-b border-line last:border-0" data-testid={`payment-${item.id}`} data-status={item.status} data-direction={item.direction}>
      <td className="px-4 py-3 whitespace-nowrap text-muted tabular">{formatDate(item.createdAt, shell)}</td>
      <td className="px-4 py-3">
        <span className="font-semibold">{t(`wallet.direction.${item.direction}`)}</span>
        <span className="block text-xs text-muted">#{item.id}</span>
      </td>
      <td className="px-4 py-3">
        {t(`wallet.method.names.${item.methodCode}`, { defaultValue: item.methodCode })}
        {item.destination && <span className="block text-xs text-muted">{item.destination}</span>}
      </td>
      <td className={`px-4 py-3 text-right font-bold whitespace-nowrap tabular ${deposit ? 'text-win' : ''}`}>
        {deposit ? '+' : '−'}
        {displayMoneyOf(item.amountMinor, item.iso, lang)} {item.iso}
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={item.status} />
        {item.failureReason && <span className="mt-1 block text-xs text-muted">{item.failureReason}</span>}
      </td>
      <td className="px-4 py-3 text-right">
        {item.cancellable && (
          <button type="button" className="btn h-8 px-3 text-live hover:bg-surface-2" disabled={busy} onClick={() => void cancel()}>
            {t('wallet.deduce.cancel')}
          </button>
        )}
      </td>
    </tr>
  );
}
