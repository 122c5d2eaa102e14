export { CURRENCY_REFERENCE, currencyByCode, currencyByNumericCode } from './iso4217.ts';
export type { CurrencyReference } from './iso4217.ts';
export {
  ACCOUNTS_REPEAT_UPDATE,
  CONVERSION_STATUS,
  FALLBACK_CURRENCY,
  RUBLE_AMOUNT_DEFAULTS,
  amountDefaults,
  conversionStatus,
  defaultCurrency,
  nextAccountsUpdateDelayMs,
  shouldShowConversionReminder,
} from './rules.ts';
export type { AmountDefaults, ConversionStatusValue } from './rules.ts';
