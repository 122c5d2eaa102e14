import { yesNo } from './goals.ts';
import { marketKey, type FairMarket } from './market.ts';

/**
 * MMA: a two-way winner from the model's probability (a draw or no contest voids bets, so it is left
 * out) and the method of victory: each fighter's win split by how that fighter's wins come, roughly
 * the UFC-wide split by default (about a third by KO/TKO, a fifth by submission, half on the cards).
 * Pass each fighter's own split where known: strikers and grapplers differ far more than the default.
 */
export interface MmaMethodShares {
  readonly ko: number;
  readonly submission: number;
  readonly decision: number;
}

export const MMA_DEFAULT_METHOD_SHARES: MmaMethodShares = Object.freeze({ ko: 0.32, submission: 0.19, decision: 0.49 });

export interface MmaModel {
  readonly homeWinProbability: number;
  readonly homeMethods?: MmaMethodShares;
  readonly awayMethods?: MmaMethodShares;
}

function checkShares(shares: MmaMethodShares): void {
  const { ko, submission, decision } = shares;
  if (!(ko >= 0 && submission >= 0 && decision >= 0) || Math.abs(ko + submission + decision - 1) > 1e-9) {
    throw new RangeError('method shares must be non-negative and sum to 1');
  }
}

/**
 * `ft.winner`, `ft.method` (home.ko, home.sub, home.dec, away.ko, away.sub, away.dec) and `ft.distance`
 * (does the fight go the distance: yes is a decision, the method market's `.dec` outcomes summed).
 */
export function mmaMarkets(model: MmaModel): FairMarket[] {
  const home = model.homeWinProbability;
  if (!(home >= 0 && home <= 1)) throw new RangeError(`${home} is not a probability`);
  const homeMethods = model.homeMethods ?? MMA_DEFAULT_METHOD_SHARES;
  const awayMethods = model.awayMethods ?? MMA_DEFAULT_METHOD_SHARES;
  checkShares(homeMethods);
  checkShares(awayMethods);
  const away = 1 - home;
  return [
    { key: marketKey('ft', 'winner'), group: 'main', outcomes: [{ key: 'home', probability: home }, { key: 'away', probability: away }] },
    {
      key: marketKey('ft', 'method'),
      group: 'props',
      outcomes: [
        { key: 'home.ko', probability: home * homeMethods.ko },
        { key: 'home.sub', probability: home * homeMethods.submission },
        { key: 'home.dec', probability: home * homeMethods.decision },
        { key: 'away.ko', probability: away * awayMethods.ko },
        { key: 'away.sub', probability: away * awayMethods.submission },
        { key: 'away.dec', probability: away * awayMethods.decision },
      ],
    },
    yesNo(marketKey('ft', 'distance'), 'props', home * homeMethods.decision + away * awayMethods.decision),
  ];
}
