import { priceMarket } from './margin.ts';
import { marketKey, type FairMarket, type PricedMarket } from './market.ts';

/** The sport id of the long-term bets section (S1 §3, §9). */
export const LONG_TERM_SPORT_ID = 2999;

/** An entrant of a long-term event (a team in a league, a player in a tournament) by the caller's stable key. */
export interface OutrightEntrant {
  readonly key: string;
  /** A positive weight: each entrant wins in proportion to it (0: cannot win). */
  readonly strength: number;
}

/** `outright.winner`: P(win) = strength / total strength, outcomes in the entrants' order. */
export function outrightMarket(entrants: readonly OutrightEntrant[]): FairMarket {
  const keys = new Set<string>();
  let total = 0;
  for (const { key, strength } of entrants) {
    if (key === '' || keys.has(key)) throw new RangeError(`entrant key "${key}" is empty or repeated`);
    if (!(strength >= 0 && Number.isFinite(strength))) throw new RangeError(`${strength} is not a strength`);
    keys.add(key);
    total += strength;
  }
  if (!(total > 0)) throw new RangeError('an outright needs an entrant that can win');
  return { key: marketKey('outright', 'winner'), group: 'outright', outcomes: entrants.map(({ key, strength }) => ({ key, probability: strength / total })) };
}

export function priceOutright(entrants: readonly OutrightEntrant[], marginBasisPoints: number): PricedMarket {
  return priceMarket(outrightMarket(entrants), marginBasisPoints);
}
