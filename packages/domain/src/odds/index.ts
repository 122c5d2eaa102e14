export { formatOdds, isOddsFormatId, parseOddsFormatId, toDecimalOdds } from './odds-display.ts';
export type { FormatOddsOptions } from './odds-display.ts';
export { FRACTION_LADDER } from './fraction-ladder.ts';
