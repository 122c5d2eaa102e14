import { SYSTEM_PRESETS, type SystemPresetName } from './presets.ts';
import { combinationCount, SYSTEM_VALUE_MIN } from './settlement.ts';

/**
 * S0 §3.8 system option: `value` the size k (free legs per combination, bankers not counted,
 * decision 014), `offset` the number of bankers each combination also holds, `combo` the number of
 * bets, `minBetAmount` the smallest coupon stake (the per-combination minimum × combo, minor units)
 * and, for a named full cover, `presetName` (then `value` is its largest size, every leg).
 */
export interface SystemOptionValue {
  value: number;
  offset: number;
  minBetAmount: bigint;
  combo: number;
  presetName: SystemPresetName | null;
}

export interface SystemOptionsInput {
  legCount: number;
  bankerCount: number;
  /** The minimum stake of one combination, minor units. */
  minBetAmountMinor: bigint;
}

/**
 * Every system the coupon's legs allow (S0 §3.8, §5 size at least 2): k from 2 to one less than the
 * free legs (k equal to them is the express), then the UK full covers for exactly these legs when
 * there are no bankers (decision 014). Empty when fewer than 3 free legs.
 */
export function systemOptions(input: SystemOptionsInput): SystemOptionValue[] {
  const { legCount, bankerCount, minBetAmountMinor } = input;
  if (!Number.isInteger(legCount) || !Number.isInteger(bankerCount) || bankerCount < 0 || bankerCount > legCount) return [];
  const free = legCount - bankerCount;
  const options: SystemOptionValue[] = [];
  for (let k = SYSTEM_VALUE_MIN; k < free; k++) {
    const combo = combinationCount(free, k);
    options.push({ value: k, offset: bankerCount, minBetAmount: minBetAmountMinor * combo, combo: Number(combo), presetName: null });
  }
  if (bankerCount === 0) {
    for (const preset of Object.values(SYSTEM_PRESETS)) {
      if (preset.legCount !== legCount) continue;
      options.push({ value: legCount, offset: 0, minBetAmount: minBetAmountMinor * BigInt(preset.betCount), combo: preset.betCount, presetName: preset.name });
    }
  }
  return options;
}
