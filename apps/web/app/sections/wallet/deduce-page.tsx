import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithdrawalRequest, type PaymentHistoryItem } from '@wager/contract';
import { TextField } from '../shared/form-controls.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { AmountField, amountError, MethodPicker, usePaymentMethods } from './recharge-form.tsx';
import { createWithdrawal, walletKeys, walletQueries } from './api.ts';
import { balancesOf } from './balance-cache.ts';
import { walletPageLoader } from './wallet-loader.server.ts';
import { checkAmount } from '@wager/domain';
import { amountLimitsOf, displayMoney, newIdempotencyKey } from './wallet-rules.ts';
import { MethodsUnavailable, StatusBadge, WalletFrame, WalletPageHeader, walletErrorMessage, walletIcons } from './wallet-ui.tsx';
import type { Route } from './+types/deduce-page';

export const loader = (args: Route.LoaderArgs) => walletPageLoader(args, 'deduce');

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** S0 §2.2 office/deduce (decision 008): a withdrawal request, and the player's requests with their states. */
export default function DeducePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The full balances (the withdrawal checks the amount against them) and the latest requests,
  // loaded on every visit; after a request or a cancellation both load again.
  useQuery({ ...walletQueries.accounts(), refetchOnMount: 'always' });
  const history = useQuery({ ...walletQueries.history({ direction: 'withdrawal', pageSize: 10 }), refetchOnMount: 'always' });
  // A failed load shows as no requests.
  const requests = history.data?.items ?? (history.isError ? [] : null);
  const reload = useCallback(() => {
    void client.invalidateQueries({ queryKey: walletKeys.payments() });
    void client.invalidateQueries({ queryKey: walletKeys.accounts() });
  }, [client]);

  return (
    <WalletFrame>
      <WalletPageHeader title={t('wallet.deduce.title')} intro={t('wallet.deduce.intro')} icon={walletIcons.withdraw} />
      <section className="card p-5">
        <WithdrawalForm onRequested={reload} />
      </section>
      <section aria-labelledby="requests-title" className="space-y-3">
        <h2 id="requests-title" className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('wallet.deduce.requests')}
        </h2>
        {requests === null && <div role="status" aria-label={t('wallet.loading')} className="card h-24 animate-pulse" />}
        {requests !== null && requests.length === 0 && <p className="card px-4 py-6 text-center text-sm text-muted">{t('wallet.deduce.noRequests')}</p>}
        {requests !== null && requests.length > 0 && <PaymentsTable items={requests} onChanged={reload} />}
      </section>
    </WalletFrame>
  );
}

function WithdrawalForm({ onRequested }: { onRequested(): void }) {
  const { t, i18n } = useTranslation();
  const [methods, retry] = usePaymentMethods('withdrawal');
  const balances = useQuery({ ...walletQueries.accounts(), enabled: false, select: balancesOf }).data?.balances ?? [];
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [result, setResult] = useState<{ paymentId: number; status: string } | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  const data = methods.status === 'ready' ? methods.data : null;
  const method = data?.methods.find((item) => item.code === methodCode) ?? data?.methods[0] ?? null;
  const minorUnits = data?.minorUnits ?? 2;
  const balanceMinor = data ? balances.find((item) => item.id === data.accountId)?.moneyMinor : undefined;
  const check = method ? checkAmount(amount, amountLimitsOf(method, minorUnits, balanceMinor)) : null;
  const amountMessage = touched && check && method ? amountError(t, check, method, minorUnits, i18n.language) : undefined;
  // The request's own limit (4 to 64 characters once trimmed): the form and the server check the same schema.
  const destinationOk = WithdrawalRequest.shape.destination.safeParse(destination).success;
  const destinationMessage = touched && !destinationOk ? t('wallet.deduce.destinationRequired') : undefined;

  const edited = () => {
    idempotencyKey.current = null;
    setServerError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!method || !check?.ok || !data || !destinationOk) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    setServerError(null);
    try {
      const answer = await createWithdrawal(
        { methodCode: method.code, amountMinor: check.minor.toString(), accountId: data.accountId, destination: destination.trim() },
        idempotencyKey.current,
      );
      setResult(answer);
      setAmount('');
      setTouched(false);
      idempotencyKey.current = null;
      onRequested();
    } catch (caught) {
      setServerError(walletErrorMessage(t, caught));
    } finally {
      setSubmitting(false);
    }
  };

  if (methods.status !== 'ready' || !data || !method) return <MethodsUnavailable status={methods.status} iso={data?.iso ?? ''} onRetry={retry} />;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]"
      aria-label={t('wallet.deduce.formLabel')}
    >
      <div className="space-y-4">
        <MethodPicker
          methods={data.methods}
          selected={method.code}
          onSelect={(code) => {
            setMethodCode(code);
            edited();
          }}
          minorUnits={minorUnits}
          name="withdrawal-method"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            iso={data.iso}
            method={method}
            minorUnits={minorUnits}
            value={amount}
            error={amountMessage}
            onChange={(value) => {
              setAmount(value);
              edited();
            }}
          />
          <TextField
            label={t('wallet.deduce.destination')}
            autoComplete="off"
            name="destination"
            value={destination}
            error={destinationMessage}
            placeholder="4111 1111 1111 1111"
            onChange={(event) => {
              setDestination(event.target.value);
              edited();
            }}
          />
        </div>
        {serverError && (
          <p role="alert" className="rounded-lg bg-live/10 px-3 py-2 text-sm font-medium text-live">
            {serverError}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? t('wallet.working') : t('wallet.deduce.submit')}
        </button>
      </div>
      <div className="space-y-3 rounded-xl bg-surface-2 p-4 text-sm">
        <p className="text-muted">{t('wallet.deduce.available', { iso: data.iso })}</p>
        <p className="text-2xl font-extrabold tabular" data-testid="deduce-available">
          {balanceMinor === undefined ? '—' : `${displayMoney(balanceMinor, minorUnits, i18n.language)} ${data.iso}`}
        </p>
        <p className="text-xs text-muted">{t('wallet.deduce.holdNote')}</p>
        {result && (
          <div role="status" className="rounded-lg border border-line bg-surface-1 p-3" data-testid="withdrawal-result">
            <p className="font-semibold">{t('wallet.deduce.requested', { id: result.paymentId })}</p>
            <div className="mt-1.5">
              <StatusBadge status={result.status} />
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
