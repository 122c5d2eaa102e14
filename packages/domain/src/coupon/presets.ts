/**
 * Named full-cover bets as UK books offer them (decision 014): a preset covers every combination of
 * its sizes over all its legs, so a Yankee on 4 legs is 6 doubles, 4 trebles and 1 four-fold. The
 * stake is shared equally by all the preset's bets (settleCoupon `preset`). No bankers: a full cover
 * is over every leg. The UK "Lucky" consolation bonuses (double odds on one winner and the like) are
 * an operator promotion, not part of the bet, and are not paid here.
 */

export interface SystemPreset {
  name: SystemPresetName;
  /** The number of legs the preset is defined on. */
  legCount: number;
  /** The combination sizes it covers: from 1 (singles) or 2 (doubles) up to every leg. */
  sizes: readonly number[];
  /** How many bets it is: Σ C(legCount, size). */
  betCount: number;
}

export const SYSTEM_PRESET_NAMES = [
  'Trixie',
  'Patent',
  'Yankee',
  'Lucky 15',
  'Canadian',
  'Lucky 31',
  'Heinz',
  'Lucky 63',
  'Super Heinz',
  'Goliath',
] as const;
export type SystemPresetName = (typeof SYSTEM_PRESET_NAMES)[number];

function preset(name: SystemPresetName, legCount: number, includesSingles: boolean, betCount: number): SystemPreset {
  const sizes = Array.from({ length: legCount - (includesSingles ? 0 : 1) }, (_, i) => i + (includesSingles ? 1 : 2));
  return Object.freeze({ name, legCount, sizes: Object.freeze(sizes), betCount });
}

/** Decision 014: the full covers by name ("Canadian" is also sold as "Super Yankee"). */
export const SYSTEM_PRESETS: Readonly<Record<SystemPresetName, SystemPreset>> = Object.freeze({
  Trixie: preset('Trixie', 3, false, 4),
  Patent: preset('Patent', 3, true, 7),
  Yankee: preset('Yankee', 4, false, 11),
  'Lucky 15': preset('Lucky 15', 4, true, 15),
  Canadian: preset('Canadian', 5, false, 26),
  'Lucky 31': preset('Lucky 31', 5, true, 31),
  Heinz: preset('Heinz', 6, false, 57),
  'Lucky 63': preset('Lucky 63', 6, true, 63),
  'Super Heinz': preset('Super Heinz', 7, false, 120),
  Goliath: preset('Goliath', 8, false, 247),
});

/** Other names a book sells a preset under. */
export const SYSTEM_PRESET_ALIASES: Readonly<Record<string, SystemPresetName>> = Object.freeze({ 'Super Yankee': 'Canadian' });

/** The full cover on `legCount` legs with or without singles, or null when there is none (fewer than 3 or more than 8 legs, a Goliath with singles). */
export function presetFor(legCount: number, includesSingles: boolean): SystemPreset | null {
  return (
    Object.values(SYSTEM_PRESETS).find((p) => p.legCount === legCount && (p.sizes[0] === 1) === includesSingles) ?? null
  );
}

export function isSystemPresetName(value: unknown): value is SystemPresetName {
  return typeof value === 'string' && (SYSTEM_PRESET_NAMES as readonly string[]).includes(value);
}
