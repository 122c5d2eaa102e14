/**
 * The settlement maths of a coupon (S0 §4.1 coupon types 0, 1, 2, 9): what a stake returns from its
 * legs' prices and results, exactly, in minor units. One pure entry point, `settleCoupon`, that an
 * outside auditor can run published bet-calculator cases against (docs/decisions/014-coupon-maths.md).
 *
 * Prices are decimal odds in thousandths (2.350 → 2350). Nothing here touches a float: every factor
 * is a fraction over 2,000 (a half-win of 1.950 is (1950 + 1000) / 2000), products are bigints, and the
 * return is rounded down to the minor unit once, at the end (a book never pays a fraction up).
 */

import { SYSTEM_PRESETS, type SystemPresetName } from './presets.ts';

/** S0 §4.1 coupon types (typeId). */
export const COUPON_TYPE = { single: 0, express: 1, system: 2, severalSingles: 9 } as const;
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 9];

/** S0 §5, §9: a system's value is at least 2. */
export const SYSTEM_VALUE_MIN = 2;

/** A leg's result; Asian quarter lines settle half-win or half-lose. `open` is not settled yet. */
export type LegResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | 'open';
export const LEG_RESULTS: readonly LegResult[] = ['win', 'lose', 'void', 'half_win', 'half_lose', 'open'];

export interface SettlementLeg {
  /** Decimal odds in thousandths, at least 1001. */
  price: number;
  result: LegResult;
  /** A system's banker: in every combination (decision 014). */
  banker?: boolean;
}

export interface SettlementInput {
  typeId: CouponTypeId;
  legs: readonly SettlementLeg[];
  /**
   * A system's size k: each combination holds k of the legs that are not bankers, plus every banker
   * (so a system's size does not count its bankers; decision 014). Ignored for other types.
   */
  systemValue?: number;
  /**
   * A named full cover (Trixie, Yankee, Lucky 15, …; decision 014) instead of one size: type 2 only,
   * exactly the preset's number of legs, no bankers; the stake is shared equally by all its bets and
   * `systemValue` is ignored.
   */
  preset?: SystemPresetName;
  /**
   * S0 §4.1 automatic bonus bet of an express (`bonusBet`), thousandths (1.03 → 1030): it multiplies
   * the return when every leg won (a void, half or lost leg leaves the bonus out; decision 014).
   */
  bonusMultiplier?: number;
  /**
   * The stake in minor units: the whole coupon's for types 0, 1 and 2 (a system's stake is shared
   * equally by its combinations); for type 9 (several singles) the stake of each single.
   */
  stakeMinor: bigint;
}

/** `partial`: the coupon returns something, but less than was staked (a half-lose, a system's few winning combinations). */
export type CouponOutcome = 'open' | 'won' | 'lost' | 'void' | 'partial';

export interface SettlementAnswer {
  /** `open` while a leg that can still change the return is open. */
  outcome: CouponOutcome;
  /** What the coupon returns (stake included), rounded down to the minor unit; 0 while open. */
  returnMinor: bigint;
  /** The total staked: the stake, or stake × legs for several singles. */
  stakedMinor: bigint;
}

/** Factor denominators: each leg's factor is numerator / FACTOR_SCALE. */
const FACTOR_SCALE = 2000n;

export class CouponMathsError extends Error {
  constructor(readonly code: 'NO_LEGS' | 'BAD_PRICE' | 'BAD_STAKE' | 'BAD_SYSTEM' | 'BAD_TYPE' | 'BAD_RESULT', message: string) {
    super(message);
    this.name = 'CouponMathsError';
  }
}

/** A leg's factor numerator over FACTOR_SCALE; null while open. */
export function legFactor(leg: SettlementLeg): bigint | null {
  const price = BigInt(leg.price);
  switch (leg.result) {
    case 'win':
      return price * 2n;
    case 'lose':
      return 0n;
    case 'void':
      return FACTOR_SCALE;
    case 'half_win':
      return price + 1000n;
    case 'half_lose':
      return 1000n;
    case 'open':
      return null;
  }
}

/** C(n, k) as a bigint (0 when k > n or k < 0). */
export function combinationCount(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 0; i < kk; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Every k-subset of indices 0..n-1, in lexicographic order. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    (idx[i] as number)++;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

function validate(input: SettlementInput): void {
  if (!COUPON_TYPE_IDS.includes(input.typeId)) throw new CouponMathsError('BAD_TYPE', `unknown coupon type ${String(input.typeId)}`);
  if (input.legs.length === 0) throw new CouponMathsError('NO_LEGS', 'a coupon needs at least one leg');
  if (typeof input.stakeMinor !== 'bigint' || input.stakeMinor <= 0n) throw new CouponMathsError('BAD_STAKE', 'the stake must be a positive bigint of minor units');
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.price) || leg.price <= 1000) throw new CouponMathsError('BAD_PRICE', `price ${leg.price} is not decimal odds in thousandths above 1.000`);
    if (!LEG_RESULTS.includes(leg.result)) throw new CouponMathsError('BAD_RESULT', `unknown leg result ${String(leg.result)}`);
  }
  const bonus = input.bonusMultiplier;
  if (bonus !== undefined && (!Number.isSafeInteger(bonus) || bonus < 1000 || input.typeId !== COUPON_TYPE.express)) {
    throw new CouponMathsError('BAD_TYPE', `a bonus multiplier (thousandths, at least 1000) is an express's only, not ${String(bonus)}`);
  }
  if (input.typeId === COUPON_TYPE.single && input.legs.length !== 1) throw new CouponMathsError('BAD_TYPE', 'a single has one leg');
  if (input.typeId === COUPON_TYPE.express && input.legs.length < 2) throw new CouponMathsError('BAD_TYPE', 'an express has at least two legs');
  if (input.preset !== undefined) {
    const preset = SYSTEM_PRESETS[input.preset];
    if (input.typeId !== COUPON_TYPE.system || preset === undefined) throw new CouponMathsError('BAD_SYSTEM', `preset ${String(input.preset)} is not a system preset`);
    if (input.legs.length !== preset.legCount || input.legs.some((l) => l.banker)) {
      throw new CouponMathsError('BAD_SYSTEM', `a ${preset.name} takes exactly ${preset.legCount} legs and no bankers`);
    }
    return;
  }
  if (input.typeId === COUPON_TYPE.system) {
    const free = input.legs.filter((l) => !l.banker).length;
    const k = input.systemValue ?? 0;
    if (!Number.isInteger(k) || k < SYSTEM_VALUE_MIN || k >= free) {
      throw new CouponMathsError('BAD_SYSTEM', `a system of ${free} legs besides its bankers takes a size from ${SYSTEM_VALUE_MIN} to ${free - 1}, not ${k}`);
    }
  }
}

/** The combination sizes a (validated) system covers: its one size k, or its preset's sizes. */
function systemSizes(input: SettlementInput): readonly number[] {
  return input.preset !== undefined ? SYSTEM_PRESETS[input.preset].sizes : [input.systemValue as number];
}

/**
 * Σ over the system's combinations of Π factors, over `scale`; null if open. Each combination is its
 * free legs plus every banker. The sum over k-subsets is the elementary symmetric polynomial e_k of
 * the free legs' factors, built in O(n·k) bigint steps instead of visiting all C(n, k) combinations
 * (C(30, 15) is 155 million: enumerating them would stall a request).
 */
function comboSum(legs: readonly SettlementLeg[], sizes: readonly number[]): { sum: bigint; scale: bigint; count: bigint } | null {
  const bankers = legs.filter((l) => l.banker);
  const free = legs.filter((l) => !l.banker);
  let bankerProduct = 1n;
  for (const b of bankers) {
    const f = legFactor(b);
    if (f === null) return null;
    bankerProduct *= f;
  }
  const top = Math.max(...sizes);
  const e: bigint[] = [1n, ...Array.from({ length: top }, () => 0n)];
  for (const [i, leg] of free.entries()) {
    const f = legFactor(leg);
    if (f === null) return null;
    for (let j = Math.min(i + 1, top); j >= 1; j--) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * f;
  }
  let sum = 0n;
  let count = 0n;
  // Smaller combinations are brought to the largest one's scale.
  for (const k of sizes) {
    sum += (e[k] as bigint) * FACTOR_SCALE ** BigInt(top - k);
    count += combinationCount(free.length, k);
  }
  return { sum: sum * bankerProduct, scale: FACTOR_SCALE ** BigInt(bankers.length + top), count };
}

/** Whether no open leg can make the return positive any more (a lost leg in an express, too many in a system). */
function alreadyLost(input: SettlementInput): boolean {
  const lostAt = (l: SettlementLeg) => l.result === 'lose';
  if (input.typeId === COUPON_TYPE.system) {
    if (input.legs.some((l) => l.banker && lostAt(l))) return true;
    const free = input.legs.filter((l) => !l.banker);
    const smallest = Math.min(...systemSizes(input));
    return free.filter(lostAt).length > free.length - smallest;
  }
  return input.legs.some(lostAt);
}

function outcomeOf(returnMinor: bigint, staked: bigint): CouponOutcome {
  if (returnMinor === 0n) return 'lost';
  if (returnMinor === staked) return 'void';
  return returnMinor < staked ? 'partial' : 'won';
}

/**
 * What a coupon returns (decision 014). A void leg counts as 1.00; a half-win pays half the stake at
 * the price and returns the other half; a half-lose returns half. A system pays each combination on
 * its own with stake / C(n − bankers, k) (a preset: stake / its bet count). Rounded down to the minor
 * unit once, at the end; several singles are separate coupons (S0 §4.1), so each single is rounded.
 */
export function settleCoupon(input: SettlementInput): SettlementAnswer {
  validate(input);
  const { typeId, legs, stakeMinor } = input;
  if (typeId === COUPON_TYPE.severalSingles) {
    const staked = stakeMinor * BigInt(legs.length);
    let total = 0n;
    for (const leg of legs) {
      const f = legFactor(leg);
      if (f === null) return { outcome: 'open', returnMinor: 0n, stakedMinor: staked };
      total += (stakeMinor * f) / FACTOR_SCALE;
    }
    return { outcome: outcomeOf(total, staked), returnMinor: total, stakedMinor: staked };
  }
  if (alreadyLost(input)) return { outcome: 'lost', returnMinor: 0n, stakedMinor: stakeMinor };
  if (typeId === COUPON_TYPE.system) {
    const s = comboSum(legs, systemSizes(input));
    if (s === null) return { outcome: 'open', returnMinor: 0n, stakedMinor: stakeMinor };
    const ret = (stakeMinor * s.sum) / (s.scale * s.count);
    return { outcome: outcomeOf(ret, stakeMinor), returnMinor: ret, stakedMinor: stakeMinor };
  }
  let num = stakeMinor;
  for (const leg of legs) {
    const f = legFactor(leg);
    if (f === null) return { outcome: 'open', returnMinor: 0n, stakedMinor: stakeMinor };
    num *= f;
  }
  let den = FACTOR_SCALE ** BigInt(legs.length);
  const bonus = input.bonusMultiplier;
  if (bonus !== undefined && typeId === COUPON_TYPE.express && legs.every((l) => l.result === 'win')) {
    // Inside the one product, so the return is still rounded once.
    num *= BigInt(bonus);
    den *= 1000n;
  }
  const ret = num / den;
  return { outcome: outcomeOf(ret, stakeMinor), returnMinor: ret, stakedMinor: stakeMinor };
}

/** S0 §5 possible win: the return if every leg wins (rounded down to the minor unit). */
export function possibleWin(input: Omit<SettlementInput, 'legs'> & { legs: readonly Omit<SettlementLeg, 'result'>[] }): bigint {
  return settleCoupon({ ...input, legs: input.legs.map((l) => ({ ...l, result: 'win' as const })) }).returnMinor;
}

/**
 * S0 §5 minimum possible win of a system: the smallest positive return, when only k of the free legs
 * win (the k lowest prices) and every banker wins: one combination's share. For a preset, k is its
 * smallest size (one single of a Lucky 15, one double of a Yankee).
 */
export function minPossibleWin(input: Omit<SettlementInput, 'legs'> & { legs: readonly Omit<SettlementLeg, 'result'>[] }): bigint {
  if (input.typeId !== COUPON_TYPE.system) return possibleWin(input);
  validate({ ...input, legs: input.legs.map((l) => ({ ...l, result: 'win' as const })) });
  const k = input.preset !== undefined ? Math.min(...SYSTEM_PRESETS[input.preset].sizes) : (input.systemValue as number);
  // By index, not by object: a caller may pass one leg object twice.
  const winners = new Set(
    input.legs
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => !l.banker)
      .sort((a, b) => a.l.price - b.l.price)
      .slice(0, k)
      .map(({ i }) => i),
  );
  return settleCoupon({
    ...input,
    legs: input.legs.map((l, i) => ({ ...l, result: l.banker || winners.has(i) ? ('win' as const) : ('lose' as const) })),
  }).returnMinor;
}

/** An express's coefficient: the product of its prices, rounded half up to 3 decimals (S0 §9), in thousandths. */
export function expressCoefficient(prices: readonly number[]): number {
  if (prices.length === 0) return 1000;
  let num = 1n;
  for (const p of prices) num *= BigInt(p);
  const scale = 1000n ** BigInt(Math.max(prices.length - 1, 0));
  return Number((num + scale / 2n) / scale);
}
