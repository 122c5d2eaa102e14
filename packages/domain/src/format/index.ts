export { formatMoney, minorUnitsOf, parseFormattedMoney, separatorsOf, withExactDigits } from './money-format.ts';
export type { CurrencyDisplay, MoneyFormatOptions } from './money-format.ts';
export { formatDateTime } from './date-time.ts';
export type { DateTimeOptions } from './date-time.ts';
export { formatDecimalOdds } from './odds-format.ts';
