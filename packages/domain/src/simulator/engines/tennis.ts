import { chance } from '../rng.ts';
import type { Pair, Side, TennisLive, TennisModel } from '../types.ts';
import {
  beginPeriod,
  currentPeriod,
  emitScore,
  emitStarted,
  endPeriod,
  finish,
  idx,
  live,
  other,
  realMs,
  sideOf,
  suspend,
  type Engine,
} from './common.ts';

const CHANGEOVER_SEC = 90;
const SET_BREAK_SEC = 120;
const pointSec = (r: () => number): number => 20 + r() * 15;

/**
 * Point by point. The server wins a point with pServeWinA (home) or pServeWinB (away); games to
 * four points by two (deuce, advantage), sets to six games by two with a tiebreak to seven at
 * 6–6 — in every set, the deciding one too. Service alternates by game; in a tiebreak the first
 * point is served by the player due, then two each; the other player serves the next set.
 */
export const tennisEngine: Engine = {
  start(ev, at, ctx) {
    ev.live = {
      kind: 'tennis',
      score: [0, 0],
      period: 'set1',
      periods: [],
      suspendedUntil: 0,
      games: [0, 0],
      points: [0, 0],
      server: chance(ctx.rng, 0.5) ? 'home' : 'away',
      tiebreak: false,
      tiebreakFirstServer: null,
    };
    emitStarted(ev, at, ctx);
    beginPeriod(ev, at, 'set1', ctx);
    ev.internal.nextAt = at + realMs(ctx, pointSec(() => ctx.rng.next()));
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'tennis');
    const model = ev.model as TennisModel;
    const won = playPoint(l, chance(ctx.rng, l.server === 'home' ? model.pServeWinA : model.pServeWinB) ? l.server : other(l.server));
    const rand = (): number => ctx.rng.next();

    if (won.kind === 'point') {
      emitScore(ev, at, won.side, 'point', 1, ctx);
      ev.internal.nextAt = at + realMs(ctx, pointSec(rand));
      return;
    }
    const period = l.periods[l.periods.length - 1];
    if (period) {
      period.score = [l.games[0], l.games[1]];
      if (won.tiebreak) period.tiebreak = won.tiebreak;
      (period.gameWinners ??= []).push(won.side);
    }
    if (won.kind === 'game') {
      emitScore(ev, at, won.side, 'game', 1, ctx);
      suspend(ev, at, 5, 'game', ctx);
      const changeover = (l.games[0] + l.games[1]) % 2 === 1 ? CHANGEOVER_SEC : 0;
      ev.internal.nextAt = at + realMs(ctx, changeover + pointSec(rand));
      return;
    }
    emitScore(ev, at, won.side, 'set', 1, ctx);
    endPeriod(ev, at, ctx);
    if (l.score[idx(won.side)] === Math.ceil(model.bestOf / 2)) {
      finish(ev, at, {}, ctx);
      return;
    }
    l.games = [0, 0];
    beginPeriod(ev, at, `set${l.periods.length + 1}`, ctx);
    suspend(ev, at, 10, 'set', ctx);
    ev.internal.nextAt = at + realMs(ctx, SET_BREAK_SEC + pointSec(rand));
  },
};

type PointOutcome =
  | { kind: 'point'; side: Side }
  | { kind: 'game' | 'set'; side: Side; tiebreak: Pair | null };

/**
 * The scoring rules alone, on a tennis live state: award one point and move games, sets, the
 * tiebreak flag and the server on. Exported for the state-machine tests.
 */
export function playPoint(
  l: Pick<TennisLive, 'score' | 'games' | 'points' | 'server' | 'tiebreak' | 'tiebreakFirstServer'>,
  winner: Side,
): PointOutcome {
  const w = idx(winner);
  const o = w === 0 ? 1 : 0;
  l.points[w]++;
  const target = l.tiebreak ? 7 : 4;
  if (!(l.points[w] >= target && l.points[w] - l.points[o] >= 2)) {
    if (l.tiebreak) {
      // Point k (0-based) of a tiebreak: the first server serves point 0, then two each.
      const k = l.points[0] + l.points[1];
      const first = l.tiebreakFirstServer ?? l.server;
      l.server = Math.floor((k - 1) / 2) % 2 === 0 ? other(first) : first;
    }
    return { kind: 'point', side: winner };
  }
  const tiebreak: Pair | null = l.tiebreak ? [l.points[0], l.points[1]] : null;
  const gameServer = l.tiebreak ? (l.tiebreakFirstServer ?? l.server) : l.server;
  l.games[w]++;
  l.points = [0, 0];
  l.server = other(gameServer);
  const setWon = l.tiebreak || (l.games[w] >= 6 && l.games[w] - l.games[o] >= 2);
  l.tiebreak = false;
  l.tiebreakFirstServer = null;
  if (setWon) {
    l.score[w]++;
    return { kind: 'set', side: sideOf(w), tiebreak };
  }
  if (l.games[0] === 6 && l.games[1] === 6) {
    l.tiebreak = true;
    l.tiebreakFirstServer = l.server;
  }
  return { kind: 'game', side: sideOf(w), tiebreak: null };
}


/** A game's points as the scoreboard shows them: 0/15/30/40/AD, or plain counts in a tiebreak. */
export function tennisPointLabel(points: Pair, tiebreak: boolean): [string, string] {
  if (tiebreak) return [String(points[0]), String(points[1])];
  const [a, b] = points;
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  const label = (n: number): string => ['0', '15', '30', '40'][n] ?? '40';
  return [label(a), label(b)];
}
