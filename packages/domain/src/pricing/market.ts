import type { DecimalOdds } from '../units/units.ts';

/**
 * The one shape every pricing model returns. Keys are stable and deterministic, since bets will
 * reference them: `<scope>.<market>[:<line>]`.
 *
 * Scopes: `ft` the whole event as settled (football 90 minutes + stoppage; ice hockey, basketball and
 * tennis including overtime, shootout or tiebreaks), `reg` regulation time only, `1h`/`2h` halves,
 * `q1`…`q4` quarters, `p1`…`p3` ice hockey periods, `set3` a set (tennis, volleyball, table tennis),
 * `set3.game5` a game of a set, `map2` a map, `outright` a long-term event.
 * Markets: `1x2`, `dc`, `dnb`, `winner`, `total`, `ah` (handicap, in the sport's scoring unit), `btts`,
 * `cs` (correct score), `method`, `home_total`/`away_total` (one side's score), `odd_even`,
 * `exact_goals`, `htft`, `home_win_to_nil`/`away_win_to_nil`, `highest_half`, `result_btts`,
 * `result_total`, `distance`, and unit-qualified ones where the unit is not the sport's score:
 * `sets_ah`, `sets_total`, `games_ah`, `games_total`, `points_total`, `set_score`, `maps_ah`,
 * `maps_total`, `map_score`, `rounds_total`, `rounds_ah`.
 * A line is written from `lineQuarters` (`ft.total:2.25`, `ft.ah:-0.75`, `ft.total:210.5`) and a
 * handicap line is the home (first-listed) side's.
 * Outcome keys: `home`/`draw`/`away` (home is the first-listed competitor, in every sport), `over`/
 * `under`, `1x`/`12`/`x2`, `yes`/`no`, `odd`/`even`, scores `2-1` (home first), `other_home`/
 * `other_draw`/`other_away`, counts `0`…`5`, `6+`, pairs `<first>.<second>` (methods `home.ko`,
 * half-time/full-time `draw.home`, result and both to score `home.yes`, result and total
 * `away.under`), halves `first`/`second`/`equal`, outright entrants by the caller's keys.
 */
export type MarketGroup = 'main' | 'totals' | 'handicaps' | 'halves' | 'periods' | 'score' | 'props' | 'outright';

export interface FairOutcome {
  readonly key: string;
  /**
   * The fair break-even probability: 1 / fair price. Where a stake cannot be refunded it is the
   * probability of winning; on whole and quarter lines it is the win probability with refunded stakes
   * taken out (see `lineOutcomes`), so the outcomes of a market still sum to 1.
   */
  readonly probability: number;
}

export interface FairMarket {
  readonly key: string;
  readonly group: MarketGroup;
  /** The line in quarters of the unit (2.25 → 9, -0.75 → -3): an integer, never a float id. */
  readonly lineQuarters?: number;
  readonly outcomes: readonly FairOutcome[];
}

export interface PricedOutcome extends FairOutcome {
  readonly price: DecimalOdds;
  /** False when the price had to be clamped up to the minimum or nothing can win: not to be offered. */
  readonly open: boolean;
}

export interface PricedMarket extends Omit<FairMarket, 'outcomes'> {
  readonly outcomes: readonly PricedOutcome[];
}

const QUARTER_TEXT = ['', '.25', '.5', '.75'] as const;

/** A line's text from quarters: 9 → "2.25", -3 → "-0.75", 0 → "0". */
export function lineText(quarters: number): string {
  const magnitude = Math.abs(quarters);
  return `${quarters < 0 ? '-' : ''}${Math.floor(magnitude / 4)}${QUARTER_TEXT[magnitude % 4]}`;
}

/** A line given in units (2.25) as quarters (9); throws a RangeError unless it is a multiple of 0.25. */
export function toQuarters(line: number): number {
  const quarters = line * 4; // exact: multiples of 0.25 are binary fractions
  if (!Number.isSafeInteger(quarters)) throw new RangeError(`${line} is not a line in quarters`);
  return quarters;
}

export function marketKey(scope: string, market: string, lineQuarters?: number): string {
  return lineQuarters === undefined ? `${scope}.${market}` : `${scope}.${market}:${lineText(lineQuarters)}`;
}

/** A two-way home/away market from P(home); float dust is kept inside [0, 1]. */
export function twoWay(key: string, group: MarketGroup, home: number): FairMarket {
  const p = Math.min(1, Math.max(0, home));
  return { key, group, outcomes: [{ key: 'home', probability: p }, { key: 'away', probability: 1 - p }] };
}
