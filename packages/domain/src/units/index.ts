export { MAX_MINOR, MIN_MINOR, asDecimalOdds, asMinorUnits, asUserId, isDecimalOdds, isMinorUnits, isUserId } from './units.ts';
export type { Branded, DecimalOdds, MinorUnits, UserId } from './units.ts';
