import { chance, normal } from '../rng.ts';
import type { EsportsModel, Pair, SimEvent, Side } from '../types.ts';
import {
  beginPeriod,
  currentPeriod,
  emitScore,
  emitStarted,
  endPeriod,
  finish,
  idx,
  live,
  pauseFor,
  poisson,
  realMs,
  suspend,
  type Engine,
  type StepContext,
} from './common.ts';

/** CS2 rounds: about two minutes with the freeze time and the buy. */
const roundSec = (r: number): number => 95 + r * 40;
const CS2_REGULATION_TARGET = 13;
/** Dota 2 and LoL: game length (minutes: mean, spread, bounds) and kills a minute. */
const MOBA = {
  dota2: { mean: 38, sd: 8, min: 18, max: 75, killsPerMin: 0.95, breakSec: 10 * 60 },
  lol: { mean: 32, sd: 6, min: 18, max: 55, killsPerMin: 0.55, breakSec: 8 * 60 },
} as const;
const CS2_BREAK_SEC = 5 * 60;
/** Share of a map's kills made by the side that wins it. */
const WINNER_KILL_SHARE = 0.6;

/**
 * Best-of-N maps, each won by home with pMapHome. CS2 plays rounds: MR12, first to 13; at 12–12
 * overtimes of six rounds, first to four (13–13… within it), again at 15–15, 18–18…; the round
 * probability is solved so that a map is won with exactly pMapHome. Dota 2 and LoL run a game
 * clock with kills; the map's winner and length are drawn at its start (hidden), the kills lean
 * towards the winner, and a fight of three or more kills in a minute is a dangerous moment.
 */
export const esportsEngine: Engine = {
  start(ev, at, ctx) {
    const model = ev.model as EsportsModel;
    ev.live = {
      kind: 'esports',
      discipline: model.discipline,
      score: [0, 0],
      period: 'map1',
      periods: [],
      suspendedUntil: 0,
      map: 1,
      mapName: model.maps[0] ?? '',
      rounds: [0, 0],
      kills: [0, 0],
      mapClockSec: 0,
    };
    if (model.discipline === 'cs2') ev.internal.pRound = cs2RoundProbability(model.pMapHome);
    emitStarted(ev, at, ctx);
    startMap(ev, at, ctx);
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'esports');
    const model = ev.model as EsportsModel;
    if (ev.status === 'paused') {
      l.map++;
      l.mapName = model.maps[l.map - 1] ?? '';
      startMap(ev, at, ctx);
      return;
    }
    const mapWinner = model.discipline === 'cs2' ? cs2Round(ev, at, ctx) : mobaMinute(ev, at, ctx);
    if (!mapWinner) return;

    const w = idx(mapWinner);
    const map = l.periods[l.periods.length - 1];
    if (map) map.winner = mapWinner;
    l.score[w]++;
    emitScore(ev, at, mapWinner, 'map', 1, ctx);
    endPeriod(ev, at, ctx);
    if (l.score[w] === Math.ceil(model.bestOf / 2)) {
      finish(ev, at, {}, ctx);
      return;
    }
    suspend(ev, at, 10, 'map', ctx);
    pauseFor(ev, at, model.discipline === 'cs2' ? CS2_BREAK_SEC : MOBA[model.discipline].breakSec, ctx);
  },
};

function startMap(ev: SimEvent, at: number, ctx: StepContext): void {
  const l = live(ev, 'esports');
  const model = ev.model as EsportsModel;
  l.rounds = [0, 0];
  l.kills = [0, 0];
  l.mapClockSec = 0;
  beginPeriod(ev, at, `map${l.map}`, ctx, l.mapName || undefined);
  if (model.discipline === 'cs2') {
    ev.internal.target = CS2_REGULATION_TARGET;
    ev.internal.nextAt = at + realMs(ctx, roundSec(ctx.rng.next()));
    return;
  }
  const moba = MOBA[model.discipline];
  ev.internal.mapWinner = chance(ctx.rng, model.pMapHome) ? 'home' : 'away';
  const minutes = Math.min(moba.max, Math.max(moba.min, moba.mean + moba.sd * normal(ctx.rng)));
  ev.internal.mapEndSec = Math.round(minutes * 60);
  ev.internal.nextAt = at + realMs(ctx, 60);
}

/** One CS2 round; the map's winner when it decides the map. */
function cs2Round(ev: SimEvent, at: number, ctx: StepContext): Side | null {
  const l = live(ev, 'esports');
  const winner: Side = chance(ctx.rng, Number(ev.internal.pRound)) ? 'home' : 'away';
  const outcome = playCs2Round(l.rounds, Number(ev.internal.target), winner);
  ev.internal.target = outcome.target;
  const period = currentPeriod(ev);
  period[0] = l.rounds[0];
  period[1] = l.rounds[1];
  emitScore(ev, at, winner, 'round', 1, ctx);
  if (outcome.mapWon) return winner;
  ev.internal.nextAt = at + realMs(ctx, roundSec(ctx.rng.next()));
  return null;
}

/**
 * CS2 round rules alone: add the round, return the new target and whether the map is over.
 * Regulation target 13; reaching (target − 1) all at 12–12, 15–15… starts an overtime to +4.
 */
export function playCs2Round(rounds: Pair, target: number, winner: Side): { target: number; mapWon: boolean } {
  const w = idx(winner);
  rounds[w]++;
  if (rounds[w] === target) return { target, mapWon: true };
  if (rounds[0] === rounds[1] && rounds[0] === target - 1) return { target: target + 3, mapWon: false };
  return { target, mapWon: false };
}

/** One minute of a Dota 2 or LoL map; the map's winner when its hidden length is reached. */
function mobaMinute(ev: SimEvent, at: number, ctx: StepContext): Side | null {
  const l = live(ev, 'esports');
  const model = ev.model as EsportsModel;
  const moba = MOBA[model.discipline as 'dota2' | 'lol'];
  const end = Number(ev.internal.mapEndSec);
  const mapWinner = ev.internal.mapWinner as Side;
  const dt = Math.min(60, end - l.mapClockSec);
  l.mapClockSec += dt;
  // Fights grow as the game goes on: half the rate early, one and a half late.
  const ramp = 0.5 + Math.min(1, l.mapClockSec / (moba.mean * 60));
  const kills = poisson(ctx.rng, (moba.killsPerMin * ramp * dt) / 60);
  const got: Pair = [0, 0];
  for (let k = 0; k < kills; k++) {
    const side = chance(ctx.rng, WINNER_KILL_SHARE) ? mapWinner : mapWinner === 'home' ? 'away' : 'home';
    got[idx(side)]++;
  }
  const period = currentPeriod(ev);
  for (const side of ['home', 'away'] as const) {
    const n = got[idx(side)];
    if (n === 0) continue;
    l.kills[idx(side)] += n;
    period[idx(side)] += n;
    emitScore(ev, at, side, 'kill', n, ctx);
  }
  if (kills >= 3) {
    const side: Side = got[0] >= got[1] ? 'home' : 'away';
    ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side, kind: 'teamfight' });
    suspend(ev, at, 20, 'teamfight', ctx);
  }
  if (l.mapClockSec >= end) return mapWinner;
  ev.internal.nextAt = at + realMs(ctx, 60);
  return null;
}

/** P(win a CS2 map) when each round is won with p: regulation by dynamic programming, overtimes in closed form. */
export function cs2MapProbability(p: number): number {
  const q = 1 - p;
  // f[h][a]: probability of standing at h–a with the map still open (h, a ≤ 12).
  const f: number[][] = Array.from({ length: 13 }, () => new Array<number>(13).fill(0));
  (f[0] as number[])[0] = 1;
  let win = 0;
  for (let n = 0; n < 24; n++) {
    for (let h = Math.max(0, n - 12); h <= Math.min(12, n); h++) {
      const a = n - h;
      const here = (f[h] as number[])[a] as number;
      if (here === 0) continue;
      if (h === 12) win += here * p;
      else (f[h + 1] as number[])[a] = ((f[h + 1] as number[])[a] as number) + here * p;
      if (a < 12) (f[h] as number[])[a + 1] = ((f[h] as number[])[a + 1] as number) + here * q;
    }
  }
  const tied = (f[12] as number[])[12] as number;
  // One overtime: first to four of six; 3–3 starts another, so P(win overtimes) = w / (1 − t).
  const g: number[][] = Array.from({ length: 4 }, () => new Array<number>(4).fill(0));
  (g[0] as number[])[0] = 1;
  let w = 0;
  for (let n = 0; n < 6; n++) {
    for (let h = Math.max(0, n - 3); h <= Math.min(3, n); h++) {
      const a = n - h;
      const here = (g[h] as number[])[a] as number;
      if (here === 0) continue;
      if (h === 3) w += here * p;
      else (g[h + 1] as number[])[a] = ((g[h + 1] as number[])[a] as number) + here * p;
      if (a < 3) (g[h] as number[])[a + 1] = ((g[h] as number[])[a + 1] as number) + here * q;
    }
  }
  const t = (g[3] as number[])[3] as number;
  return win + tied * (w / (1 - t));
}

/** Solved values by pMapHome: model parameters are rounded, so the same few recur. */
const solved = new Map<number, number>();

/** The round probability whose map probability is pMap (bisection; the map probability rises with p). */
export function cs2RoundProbability(pMap: number): number {
  const known = solved.get(pMap);
  if (known !== undefined) return known;
  let lo = 0.01;
  let hi = 0.99;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (cs2MapProbability(mid) < pMap) lo = mid;
    else hi = mid;
  }
  const p = (lo + hi) / 2;
  if (solved.size < 10_000) solved.set(pMap, p);
  return p;
}

