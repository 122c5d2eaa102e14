import { ACCOUNTS_REPEAT_UPDATE, asMinorUnits, formatMinor, formatMoney, minorUnitsOf, parseMinor, shouldShowConversionReminder, type AmountLimits, type MinorUnits } from '@wager/domain';

/**
 * The wallet screens' pure rules (S0 §3.1, §3.2, §4.4, §5, §7, §9; decision 008): amounts are bigint minor
 * units from the first keystroke to the wire, never floats.
 */

/** S0 §7, §9: add currency re-fetches the accounts up to 5 times at 1 s until the currency appears. */
export const ADD_CURRENCY_RETRY = { tries: ACCOUNTS_REPEAT_UPDATE.maxTries, intervalMs: ACCOUNTS_REPEAT_UPDATE.afterAddCurrencyIntervalMs } as const;
/** S0 §7, §9: load balances repeats up to 5 times at 2.5 s until an active account exists. */
export const LOAD_BALANCES_RETRY = { tries: ACCOUNTS_REPEAT_UPDATE.maxTries, intervalMs: ACCOUNTS_REPEAT_UPDATE.intervalMs } as const;
/** The header's polling when the balance stream is down (decision 008). */
export const BALANCE_POLL_MS = 30_000;
/** S0 §7: feature config 1788 picks the light balances variant. */
export const LIGHT_BALANCES_FEATURE = '1788';

/** A fresh key for one form submission (reused when the same submission is retried). */
export function newIdempotencyKey(random: () => string = defaultRandom): string {
  return `web-${random()}`;
}

function defaultRandom(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls `load` until `done(result)` or `tries` calls were made, waiting `intervalMs` between calls;
 * returns the last result. A failing call counts as a try (the last failure is rethrown).
 */
export async function retryUntil<T>(
  load: () => Promise<T>,
  done: (result: T) => boolean,
  options: { tries: number; intervalMs: number; sleep?: (ms: number) => Promise<void>; signal?: AbortSignal },
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let last: { ok: true; value: T } | { ok: false; error: unknown } = { ok: false, error: new Error('no try made') };
  for (let attempt = 1; attempt <= options.tries; attempt++) {
    if (options.signal?.aborted) break;
    try {
      last = { ok: true, value: await load() };
      if (done(last.value)) return last.value;
    } catch (error) {
      last = { ok: false, error };
    }
    if (attempt < options.tries) await sleep(options.intervalMs);
  }
  if (last.ok) return last.value;
  throw last.error;
}

/** A wire amount ("5000", the contract's MinorAmount) as minor units. */
export function wireMinor(wire: string): MinorUnits {
  return parseMinor(wire) ?? asMinorUnits(BigInt(wire));
}

/**
 * The limits the domain's `checkAmount` (the one rule of browser and server, decision 008) checks a
 * typed amount against: a method's range from the wire and, for a withdrawal, the balance.
 */
export function amountLimitsOf(method: { minMinor: string; maxMinor: string }, minorUnits: number, balanceMinor?: string): AmountLimits & { minorUnits: number; balanceMinor?: MinorUnits } {
  const limits = { minorUnits, minMinor: wireMinor(method.minMinor), maxMinor: wireMinor(method.maxMinor) };
  return balanceMinor === undefined ? limits : { ...limits, balanceMinor: wireMinor(balanceMinor) };
}

/**
 * Quick-amount chips of a deposit (S0 §5, §9: the currency's initial amount and amount step):
 * the initial amount times 1, 2, 4, 10 and 20, rounded up to the step, inside the method's range.
 * Without a positive initial amount the chips start at the method's minimum.
 */
export function quickAmounts(input: { initialMinor: string | null; stepMinor: string | null; minMinor: string; maxMinor: string }): bigint[] {
  const min = BigInt(input.minMinor);
  const max = BigInt(input.maxMinor);
  const initial = input.initialMinor !== null && BigInt(input.initialMinor) > 0n ? BigInt(input.initialMinor) : min;
  const step = input.stepMinor !== null && BigInt(input.stepMinor) > 0n ? BigInt(input.stepMinor) : 1n;
  const base = initial < min ? min : initial;
  const chips: bigint[] = [];
  for (const factor of [1n, 2n, 4n, 10n, 20n]) {
    let amount = base * factor;
    const remainder = amount % step;
    if (remainder !== 0n) amount += step - remainder;
    if (amount >= min && amount <= max && !chips.includes(amount)) chips.push(amount);
  }
  return chips;
}

/** The typed form of an amount: "50.00" → "50", "2.50" → "2.5" (what a player would type). */
export function typedAmount(minor: bigint, minorUnits: number): string {
  const text = formatMinor(minor, minorUnits);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * A wire amount for the player, in their language (the domain's `formatMoney`): "1,234.50" in
 * English, "1 234,50" in Russian. The currency's symbol or code is placed by the caller's layout.
 */
export function displayMoney(minor: string, minorUnits: number, lang: string): string {
  return formatMoney(wireMinor(minor), 'XXX', lang, { minorUnits });
}

/** The minor units a wire `money` string was written with ("50.00" → 2): an answer that carries no currency (bonuses). */
export function fractionDigitsOf(machineMoney: string): number {
  return machineMoney.split('.')[1]?.length ?? 0;
}

/** A wire amount of `iso` whose minor units the answer does not carry (payment history): from the ISO 4217 table. */
export function displayMoneyOf(minor: string, iso: string, lang: string): string {
  return displayMoney(minor, minorUnitsOf(iso), lang);
}

export type StatusTone = 'success' | 'pending' | 'failed' | 'neutral';

/** Colour family of a payment state (decision 008: states with clear labels and colours). */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'succeeded':
    case 'paid':
      return 'success';
    case 'created':
    case 'pending':
    case 'requested':
    case 'approved':
      return 'pending';
    case 'failed':
    case 'rejected':
      return 'failed';
    default:
      return 'neutral';
  }
}

/** S0 §4.4: the conversion reminder is shown once per user per browser session. */
export function reminderStorageKey(userId: number): string {
  return `wallet.conversionReminder.${userId}`;
}

/** S0 §3.1, §4.4: status 1 (main account) and 2 (an additional account) remind, once; 0 does not. */
export const shouldRemind = shouldShowConversionReminder;

/** S0 §7: set active account tells the player it will be set, except on the bingo route. */
export function announcesActiveAccount(routeName: string | undefined): boolean {
  return routeName !== 'bingo';
}

/** S0 §7 onpay results and the withdrawal variant (S0 §2.3). */
export const PAYMENT_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
export function paymentResultOf(value: string | undefined): PaymentResult {
  return (PAYMENT_RESULTS as readonly string[]).includes(value ?? '') ? (value as PaymentResult) : 'fail';
}
