/**
 * Branded units (target design "Branded types for units"): a `bigint` of minor units, a user's id
 * and decimal odds are different things even where JavaScript gives them the same type, so the
 * compiler refuses one where another is meant. A brand is only a type: at run time the value is
 * the plain bigint or number. Each constructor checks its value, so a branded value is always valid.
 */

declare const unit: unique symbol;
/** `T` tagged with the unit `U`; assignable to `T`, never the other way round without a constructor. */
export type Branded<T, U extends string> = T & { readonly [unit]: U };

/**
 * An amount of money as integer minor units of its currency (cents, kopecks): signed, within
 * PostgreSQL's bigint (the ledger's column). Never a float.
 */
export type MinorUnits = Branded<bigint, 'MinorUnits'>;
/** A player's account id (positive safe integer). */
export type UserId = Branded<number, 'UserId'>;
/**
 * Decimal (European) odds in thousandths, as the wire carries them: 1.85 is 1850. S0 §9 rounds odds
 * to 3 decimals, so thousandths hold every odds value exactly; decimal odds are always above 1.
 */
export type DecimalOdds = Branded<number, 'DecimalOdds'>;

/** Largest amount a bigint column holds (PostgreSQL bigint). */
export const MAX_MINOR = 9_223_372_036_854_775_807n;
/** Smallest amount a bigint column holds. */
export const MIN_MINOR = -MAX_MINOR - 1n;

/** Whether `value` is a whole number of minor units the ledger can store. */
export function isMinorUnits(value: unknown): value is MinorUnits {
  return typeof value === 'bigint' && value >= MIN_MINOR && value <= MAX_MINOR;
}

/** A bigint (or a safe integer) as minor units; throws a RangeError outside PostgreSQL's bigint. */
export function asMinorUnits(value: bigint | number): MinorUnits {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number of minor units`);
  const amount = BigInt(value);
  if (!isMinorUnits(amount)) throw new RangeError(`${amount} minor units are outside the ledger's range`);
  return amount;
}

export function isUserId(value: unknown): value is UserId {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A user id; throws a RangeError unless it is a positive safe integer. */
export function asUserId(value: number): UserId {
  if (!isUserId(value)) throw new RangeError(`${value} is not a user id`);
  return value;
}

export function isDecimalOdds(value: unknown): value is DecimalOdds {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 1000;
}

/** Decimal odds from thousandths (1850 for 1.85); throws a RangeError unless a whole number above 1000. */
export function asDecimalOdds(thousandths: number): DecimalOdds {
  if (!isDecimalOdds(thousandths)) throw new RangeError(`${thousandths} thousandths are not decimal odds`);
  return thousandths;
}
