// Wager Studio's pure rules (decision 020): one entry point that recomputes any engine's round (the verify
// page and the server use the same), the crash flight's growth curve, and the game-design safeguards per
// jurisdiction profile.
import type { Seeds } from './fair.ts';
import * as dice from './dice.ts';
import * as crash from './crash.ts';
import * as mines from './mines.ts';
import * as plinko from './plinko.ts';
import * as keno from './keno.ts';
import * as slots from './slots.ts';
import * as scratchcard from './scratchcard.ts';

export type StudioRound =
  | { readonly engine: 'dice'; readonly params: dice.DiceParams }
  | { readonly engine: 'crash'; readonly params: crash.CrashParams }
  | { readonly engine: 'mines'; readonly params: mines.MinesParams }
  | { readonly engine: 'plinko'; readonly params: plinko.PlinkoParams }
  | { readonly engine: 'keno'; readonly params: keno.KenoParams }
  | { readonly engine: 'slots'; readonly params?: Record<string, never> }
  | { readonly engine: 'scratchcard'; readonly params?: Record<string, never> };

export type StudioOutcome =
  | ({ readonly engine: 'dice' } & dice.DiceResult)
  | ({ readonly engine: 'crash' } & crash.CrashResult)
  | ({ readonly engine: 'mines' } & mines.MinesResult)
  | ({ readonly engine: 'plinko' } & plinko.PlinkoResult)
  | ({ readonly engine: 'keno' } & keno.KenoResult)
  | ({ readonly engine: 'slots' } & slots.SlotResult)
  | ({ readonly engine: 'scratchcard' } & scratchcard.ScratchResult);

/** Recomputes a round from its seeds and parameters; throws RangeError / FairSeedError on bad input. */
export function recompute(seeds: Seeds, round: StudioRound): StudioOutcome {
  switch (round.engine) {
    case 'dice':
      return { engine: 'dice', ...dice.outcome(seeds, round.params) };
    case 'crash':
      return { engine: 'crash', ...crash.outcome(seeds, round.params) };
    case 'mines':
      return { engine: 'mines', ...mines.outcome(seeds, round.params) };
    case 'plinko':
      return { engine: 'plinko', ...plinko.outcome(seeds, round.params) };
    case 'keno':
      return { engine: 'keno', ...keno.outcome(seeds, round.params) };
    case 'slots':
      return { engine: 'slots', ...slots.outcome(seeds) };
    case 'scratchcard':
      return { engine: 'scratchcard', ...scratchcard.outcome(seeds) };
  }
}

/**
 * Crash flight: the multiplier shown t ms after take-off is e^(rate × t), in hundredths rounded down
 * (1.00× at t = 0). `crashAtMs` is the first whole millisecond at which it reaches the crash point.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;
export function crashMultiplierAt(elapsedMs: number, ratePerMs: number = CRASH_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(ratePerMs * elapsedMs) + 1e-9));
}
export function crashAtMs(crashPointHundredths: number, ratePerMs: number = CRASH_GROWTH_PER_MS): number {
  if (crashPointHundredths <= 100) return 0;
  let t = Math.floor(Math.log(crashPointHundredths / 100) / ratePerMs);
  while (t > 0 && crashMultiplierAt(t - 1, ratePerMs) >= crashPointHundredths) t--;
  while (crashMultiplierAt(t, ratePerMs) < crashPointHundredths) t++;
  return t;
}
/** A cash-out at `elapsedMs` is good only while the flight's multiplier is still below the crash point. */
export function crashCashOut(elapsedMs: number, crashPointHundredths: number, ratePerMs: number = CRASH_GROWTH_PER_MS): { accepted: boolean; atHundredths: number } {
  const at = crashMultiplierAt(elapsedMs, ratePerMs);
  return at < crashPointHundredths ? { accepted: true, atHundredths: at } : { accepted: false, atHundredths: at };
}

/** Game-design safeguards of a jurisdiction profile (UKGC RTS 14: slots' minimum game cycle 2.5 s, no autoplay, no turbo). */
export interface SafeguardProfile {
  readonly id: string;
  /** Minimum time from one round's start to the next, by engine, in ms (0 = none). */
  readonly minCycleMs: Readonly<Partial<Record<StudioRound['engine'], number>>>;
  /** Autoplay: null = not offered, else the most rounds one autoplay may run. */
  readonly autoplayMaxRounds: number | null;
  readonly turbo: boolean;
}

export const SAFEGUARD_PROFILES: Readonly<Record<string, SafeguardProfile>> = {
  ukgc: { id: 'ukgc', minCycleMs: { slots: 2500 }, autoplayMaxRounds: null, turbo: false },
  mga: { id: 'mga', minCycleMs: {}, autoplayMaxRounds: 100, turbo: true },
  default: { id: 'default', minCycleMs: {}, autoplayMaxRounds: 100, turbo: true },
};

/** The profile for an operator's jurisdiction code; an unknown code gets `default`. */
export const safeguardsFor = (jurisdiction: string): SafeguardProfile => SAFEGUARD_PROFILES[jurisdiction] ?? SAFEGUARD_PROFILES.default!;

/** Ms the player must still wait before the next round of `engine` (0 = may play now). */
export function cycleWaitMs(profile: SafeguardProfile, engine: StudioRound['engine'], lastStartMs: number | null, nowMs: number): number {
  const min = profile.minCycleMs[engine] ?? 0;
  if (min === 0 || lastStartMs === null) return 0;
  return Math.max(0, lastStartMs + min - nowMs);
}
