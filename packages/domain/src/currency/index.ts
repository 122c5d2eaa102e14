export { CURRENCY_REFERENCE, currencyByCode, currencyByNumericCode } from './iso4217.ts';
export type { CurrencyReference } from './iso4217.ts';
export {
  ACCOUNTS_REPEAT_UPDATE,
  ACCOUNT_TYPE,
  ACCOUNT_TYPES,
  CONVERSION_STATUS,
  CONVERSION_STATUSES,
  FALLBACK_CURRENCY,
  RUBLE_AMOUNT_DEFAULTS,
  amountDefaults,
  conversionStatus,
  defaultCurrency,
  nextAccountsUpdateDelayMs,
  shouldShowConversionReminder,
} from './rules.ts';
export type { AccountTypeValue, AmountDefaults, ConversionStatusValue } from './rules.ts';
