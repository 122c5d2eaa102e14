import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { PaymentMethod, PaymentMethodsResponse } from '@wager/contract';
import { useShell } from '../../shell/use-shell.ts';
import { TextField } from '../shared/form-controls.tsx';
import { createDeposit, walletQueries } from './api.ts';
import { checkAmount, type AmountCheck } from '@wager/domain';
import { amountLimitsOf, displayMoney, newIdempotencyKey, quickAmounts, typedAmount } from './wallet-rules.ts';
import { MethodsUnavailable, walletErrorMessage } from './wallet-ui.tsx';
import { useLimitRefusal } from '../shared/limit-refusal.ts';

export type MethodsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PaymentMethodsResponse };

/**
 * The payment methods of one direction in the active account's currency, loaded on every visit
 * (a cached answer shows meanwhile), and its retry.
 */
export function usePaymentMethods(direction: 'deposit' | 'withdrawal'): [MethodsState, () => void] {
  const query = useQuery({ ...walletQueries.methods(direction), refetchOnMount: 'always' });
  const state: MethodsState =
    query.data !== undefined ? { status: 'ready', data: query.data } : query.isError && !query.isFetching ? { status: 'error' } : { status: 'loading' };
  return [state, () => void query.refetch()];
}

/** The method picker: each method with its range in the account's currency (decision 008). */
export function MethodPicker({
  methods,
  selected,
  onSelect,
  minorUnits,
  name,
}: {
  methods: PaymentMethod[];
  selected: string | null;
  onSelect(code: string): void;
  minorUnits: number;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.method.label')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label
            key={method.code}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors ${
              selected === method.code ? 'border-accent bg-accent-soft' : 'border-[var(--control-line)] bg-surface-0 hover:border-accent'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method.code}
              checked={selected === method.code}
              onChange={() => onSelect(method.code)}
              className="accent-[var(--accent)]"
            />
            <span className="min-w-0">
              <span className="block text-sm font-bold">{t(`wallet.method.names.${method.code}`, { defaultValue: method.code })}</span>
              <span className="block text-xs text-muted tabular">
                {t('wallet.method.range', { min: displayMoney(method.minMinor, minorUnits, i18n.language), max: displayMoney(method.maxMinor, minorUnits, i18n.language), iso: method.iso })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The amount check's message (decision 008: out-of-range amounts are explained, not sent). */
export function amountError(t: TFunction, check: AmountCheck, method: PaymentMethod, minorUnits: number, lang: string): string | undefined {
  if (check.ok) return undefined;
  switch (check.reason) {
    case 'empty':
      return t('wallet.amount.required');
    case 'invalid':
      return t('wallet.amount.invalid', { count: minorUnits });
    case 'belowMin':
      return t('wallet.amount.belowMin', { min: displayMoney(method.minMinor, minorUnits, lang), iso: method.iso });
    case 'aboveMax':
      return t('wallet.amount.aboveMax', { max: displayMoney(method.maxMinor, minorUnits, lang), iso: method.iso });
    case 'aboveBalance':
      return t('wallet.amount.aboveBalance');
  }
}

/** The amount of a deposit or a withdrawal, with the method's limits as its hint. */
export function AmountField({
  iso,
  method,
  minorUnits,
  value,
  error,
  onChange,
  onBlur,
}: {
  iso: string;
  method: PaymentMethod;
  minorUnits: number;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      label={t('wallet.amount.label', { iso })}
      inputMode="decimal"
      autoComplete="off"
      name="amount"
      value={value}
      error={error}
      hint={t('wallet.method.range', { min: displayMoney(method.minMinor, minorUnits, i18n.language), max: displayMoney(method.maxMinor, minorUnits, i18n.language), iso })}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

/**
 * The deposit form (office/recharge and the recharge modal, S0 §2.5.5; decision 008): a method of
 * the active account's currency, an amount with quick chips, then the provider's checkout.
 */
export function RechargeForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  const [methods, retry] = usePaymentMethods('deposit');
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const limitRefusal = useLimitRefusal();
  // One key per submission attempt: kept while the same amount and method are retried.
  const idempotencyKey = useRef<string | null>(null);

  const data = methods.status === 'ready' ? methods.data : null;
  const method = data?.methods.find((item) => item.code === methodCode) ?? data?.methods[0] ?? null;
  const minorUnits = data?.minorUnits ?? 2;

  // Null until the currency's defaults are known (or known missing): the chips do not jump.
  const defaults = useQuery({ ...walletQueries.currencyDefaults(data?.iso ?? ''), enabled: data !== null }).data ?? null;

  const chips = useMemo(
    () =>
      method && defaults
        ? quickAmounts({ initialMinor: defaults.initialMinor, stepMinor: defaults.stepMinor, minMinor: method.minMinor, maxMinor: method.maxMinor })
        : [],
    [method, defaults],
  );
  const check = method ? checkAmount(amount, amountLimitsOf(method, minorUnits)) : null;
  const error = touched && check && method ? amountError(t, check, method, minorUnits, shell.lang) : undefined;

  const change = (next: string) => {
    setAmount(next);
    idempotencyKey.current = null;
    setServerError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!method || !check?.ok || !data) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setSubmitting(true);
    setServerError(null);
    try {
      const answer = await createDeposit(
        { methodCode: method.code, amountMinor: check.minor.toString(), accountId: data.accountId, lng: shell.lang },
        idempotencyKey.current,
      );
      // The provider's checkout (the sandbox page for the built-in provider); it returns to onpay/*.
      window.location.assign(answer.redirectUrl);
    } catch (caught) {
      // Decision 021: a deposit limit, time-out or exclusion says which and until when.
      setServerError(limitRefusal(caught) ?? walletErrorMessage(t, caught));
      setSubmitting(false);
    }
  };

  if (methods.status !== 'ready' || !data || !method) return <MethodsUnavailable status={methods.status} iso={data?.iso ?? ''} onRetry={retry} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={t('wallet.recharge.formLabel')}>
      <p className="text-sm text-muted">{t('wallet.recharge.toAccount', { iso: data.iso, id: data.accountId })}</p>
      <MethodPicker
        methods={data.methods}
        selected={method.code}
        onSelect={(code) => {
          setMethodCode(code);
          idempotencyKey.current = null;
        }}
        minorUnits={minorUnits}
        name="deposit-method"
      />
      <AmountField
        iso={data.iso}
        method={method}
        minorUnits={minorUnits}
        value={amount}
        error={error}
        onChange={change}
        onBlur={() => setTouched(amount !== '')}
      />
      {chips.length > 0 && (
        <div className="flex flex-wrap gap-2" aria-label={t('wallet.amount.quick')} role="group">
          {chips.map((chip) => {
            const text = typedAmount(chip, minorUnits);
            return (
              <button
                key={chip.toString()}
                type="button"
                onClick={() => change(text)}
                className={`rounded-full border px-3 py-1 text-sm font-semibold tabular transition-colors ${
                  amount === text ? 'border-accent bg-accent text-accent-ink' : 'border-[var(--control-line)] hover:border-accent'
                }`}
              >
                {displayMoney(chip.toString(), minorUnits, shell.lang)} {data.iso}
              </button>
            );
          })}
        </div>
      )}
      {serverError && (
        <p role="alert" className="rounded-lg bg-live/10 px-3 py-2 text-sm font-medium text-live">
          {serverError}
        </p>
      )}
      <button type="submit" className={`btn btn-primary ${compact ? 'w-full' : 'w-full sm:w-auto'}`} disabled={submitting}>
        {submitting ? t('wallet.recharge.redirecting') : t('wallet.recharge.submit')}
      </button>
    </form>
  );
}
