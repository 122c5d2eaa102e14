import { currencyByCode } from './iso4217.ts';

/** S0 §9: the currency shown when nothing else says which. */
export const FALLBACK_CURRENCY = 'RUB';

const ISO_CODE = /^[A-Z]{3}$/;

/**
 * S0 §9 default currency: the active account's currency, else the site's geo currency (site
 * config), else RUB. A value that is not an ISO 4217 alphabetic code counts as absent.
 */
export function defaultCurrency(input: { activeAccountIso?: string | null; siteGeoCurrency?: string | null }): string {
  for (const candidate of [input.activeAccountIso, input.siteGeoCurrency]) {
    const code = candidate?.trim().toUpperCase();
    if (code && ISO_CODE.test(code)) return code;
  }
  return FALLBACK_CURRENCY;
}

/** S0 §3.1 account types: 0 main, 4 bonus, 9 currency account (one list: contract, server and web read it). */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountTypeValue = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const ACCOUNT_TYPES = [ACCOUNT_TYPE.main, ACCOUNT_TYPE.bonus, ACCOUNT_TYPE.currency] as const;

/** S0 §3.1 account-conversion status. */
export const CONVERSION_STATUS = { none: 0, mainAccount: 1, additionalAccount: 2 } as const;
export type ConversionStatusValue = (typeof CONVERSION_STATUS)[keyof typeof CONVERSION_STATUS];
export const CONVERSION_STATUSES = [CONVERSION_STATUS.none, CONVERSION_STATUS.mainAccount, CONVERSION_STATUS.additionalAccount] as const;

/**
 * Our rule for the S0 §3.1 / §4.4 conversion status (the spec names the values, not when they
 * apply): a currency the site stopped offering has to be converted. 1 when the main account (type
 * 0) is in such a currency, else 2 when an additional currency account (type 9) is, else 0.
 * Bonus accounts (type 4) never ask for a conversion.
 */
export function conversionStatus(accounts: readonly { type: number; currencyOffered: boolean }[]): ConversionStatusValue {
  if (accounts.some((a) => a.type === ACCOUNT_TYPE.main && !a.currencyOffered)) return CONVERSION_STATUS.mainAccount;
  if (accounts.some((a) => a.type === ACCOUNT_TYPE.currency && !a.currencyOffered)) return CONVERSION_STATUS.additionalAccount;
  return CONVERSION_STATUS.none;
}

/** S0 §4.4: the conversion reminder shows once per user per browser session, and only when there is something to convert. */
export function shouldShowConversionReminder(status: number, shownThisSessionForUser: boolean): boolean {
  return status !== CONVERSION_STATUS.none && !shownThisSessionForUser;
}

/** S0 §9 repeat-update of the accounts: at most 5 tries, 2.5 s apart, 1 s apart after adding a currency. */
export const ACCOUNTS_REPEAT_UPDATE = { maxTries: 5, intervalMs: 2500, afterAddCurrencyIntervalMs: 1000 } as const;

/**
 * S0 §4.4, §9: after try number `tries` (1-based) of loading the accounts, how long to wait before
 * the next one, or null to stop: the awaited state is there (an active account exists, or the
 * account in the added currency appeared) or the tries are used up.
 */
export function nextAccountsUpdateDelayMs(input: { tries: number; satisfied: boolean; afterAddCurrency?: boolean }): number | null {
  if (input.satisfied || input.tries >= ACCOUNTS_REPEAT_UPDATE.maxTries) return null;
  return input.afterAddCurrency ? ACCOUNTS_REPEAT_UPDATE.afterAddCurrencyIntervalMs : ACCOUNTS_REPEAT_UPDATE.intervalMs;
}

/** S0 §9: the ruble's amount step and initial stake, in whole units: the fallback for any currency not in the table. */
export const RUBLE_AMOUNT_DEFAULTS = { amountStep: 100n, initialAmount: 150n } as const;

export interface AmountDefaults {
  amountStepMinor: bigint;
  initialAmountMinor: bigint;
  minorUnits: number;
}

/**
 * S0 §5, §9: the coupon's amount step and initial stake of a currency, in its minor units, from the
 * reference table (or the operator's table when given); a currency in neither gets the ruble values
 * (100 and 150 whole units) in its own minor units (2 when unknown).
 */
export function amountDefaults(code: string, table?: (code: string) => AmountDefaults | undefined): AmountDefaults {
  const upper = code.trim().toUpperCase();
  const own = table?.(upper);
  if (own) return own;
  const reference = currencyByCode(upper);
  if (reference) return { amountStepMinor: reference.amountStepMinor, initialAmountMinor: reference.initialAmountMinor, minorUnits: reference.minorUnits };
  const minorUnits = 2;
  const scale = 10n ** BigInt(minorUnits);
  return { amountStepMinor: RUBLE_AMOUNT_DEFAULTS.amountStep * scale, initialAmountMinor: RUBLE_AMOUNT_DEFAULTS.initialAmount * scale, minorUnits };
}
