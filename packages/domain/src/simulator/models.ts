import type { ChampionshipDef } from './catalogue/index.ts';
import { pick, shuffle, type Rng } from './rng.ts';
import type { ModelParams, Participant } from './types.ts';

export const CS2_MAP_POOL = ['Ancient', 'Anubis', 'Dust2', 'Inferno', 'Mirage', 'Nuke', 'Train'];

/** Share of fights that end inside the distance, by weight class: heavier hands finish more. */
const FINISH_BY_CLASS: Record<string, number> = {
  heavyweight: 0.72,
  'light-heavyweight': 0.65,
  middleweight: 0.58,
  welterweight: 0.5,
  lightweight: 0.5,
  bantamweight: 0.42,
};

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const elo = (d: number): number => 1 / (1 + 10 ** -d);

/**
 * The pricing inputs of one match, from the two ratings (d = rating difference / 400). The
 * simulator plays the match from the same numbers, so a price derived from them is fair.
 */
export function modelFor(champ: ChampionshipDef, home: Participant, away: Participant, rng: Rng, main = false): ModelParams {
  const d = (home.rating - away.rating) / 400;
  switch (champ.sport) {
    case 'football':
      // Equal sides: 1.45 against 1.15, the usual home edge; a 330-point gap gives about 2.9 against 0.6.
      return { kind: 'football', homeExpectedGoals: round4(1.45 * Math.exp(0.85 * d)), awayExpectedGoals: round4(1.15 * Math.exp(-0.85 * d)) };
    case 'ice-hockey':
      return { kind: 'ice-hockey', homeExpectedGoals: round4(3.15 * Math.exp(0.5 * d)), awayExpectedGoals: round4(2.85 * Math.exp(-0.5 * d)) };
    case 'basketball': {
      const total = champ.totalPoints ?? 200;
      const margin = 2.5 + 18 * d;
      return {
        kind: 'basketball',
        homeExpectedPoints: round4(total / 2 + margin / 2),
        awayExpectedPoints: round4(total / 2 - margin / 2),
        quarterMinutes: champ.quarterMinutes ?? 10,
      };
    }
    case 'tennis': {
      const base = champ.serveBase ?? 0.62;
      return {
        kind: 'tennis',
        pServeWinA: round4(clamp(base + 0.07 * d, 0.4, 0.85)),
        pServeWinB: round4(clamp(base - 0.07 * d, 0.4, 0.85)),
        bestOf: pick(rng, champ.bestOf) === 5 ? 5 : 3,
      };
    }
    case 'volleyball':
      return {
        kind: 'volleyball',
        pPointHome: round4(clamp(0.508 + 0.05 * d, 0.3, 0.7)),
        bestOf: 5,
        pointsToWin: 25,
        decidingPointsToWin: 15,
      };
    case 'table-tennis':
      return {
        kind: 'table-tennis',
        pPointHome: round4(clamp(0.5 + 0.06 * d, 0.3, 0.7)),
        bestOf: pick(rng, champ.bestOf) === 7 ? 7 : 5,
        pointsToWin: 11,
        decidingPointsToWin: 11,
      };
    case 'mma':
      return {
        kind: 'mma',
        homeWinProbability: round4(clamp(elo(d), 0.05, 0.95)),
        finishProbability: FINISH_BY_CLASS[home.group ?? ''] ?? 0.55,
        rounds: main ? 5 : 3,
      };
    case 'esports': {
      const discipline = champ.discipline ?? 'cs2';
      const bo = pick(rng, champ.bestOf);
      const bestOf = bo === 5 ? 5 : bo === 3 ? 3 : 1;
      return {
        kind: 'esports',
        discipline,
        bestOf,
        pMapHome: round4(clamp(elo(0.8 * d), 0.1, 0.9)),
        maps: discipline === 'cs2' ? shuffle(rng, [...CS2_MAP_POOL]).slice(0, bestOf) : [],
      };
    }
  }
}
