import { chance } from '../rng.ts';
import type { Pair, RallyLive, RallyModel, Side } from '../types.ts';
import { beginPeriod, currentPeriod, emitScore, emitStarted, endPeriod, finish, idx, live, other, realMs, suspend, type Engine } from './common.ts';

interface RallyTiming {
  /** Seconds a rally takes, serve to serve. */
  rallyMin: number;
  rallySpread: number;
  setBreakSec: number;
  /** Volleyball: the rally winner serves. Table tennis: two serves each, one each from 10–10. */
  serve: 'winner' | 'two-each';
  periodPrefix: 'set' | 'game';
}

const VOLLEYBALL: RallyTiming = { rallyMin: 16, rallySpread: 14, setBreakSec: 180, serve: 'winner', periodPrefix: 'set' };
const TABLE_TENNIS: RallyTiming = { rallyMin: 12, rallySpread: 12, setBreakSec: 60, serve: 'two-each', periodPrefix: 'game' };

/** Sets (games) to pointsToWin, the deciding one to decidingPointsToWin, always by two. */
export function rallyEngine(kind: RallyModel['kind']): Engine {
  const timing = kind === 'volleyball' ? VOLLEYBALL : TABLE_TENNIS;
  const rallySec = (r: number): number => timing.rallyMin + r * timing.rallySpread;
  return {
    start(ev, at, ctx) {
      const server: Side = chance(ctx.rng, 0.5) ? 'home' : 'away';
      ev.live = { kind, score: [0, 0], period: `${timing.periodPrefix}1`, periods: [], suspendedUntil: 0, points: [0, 0], server };
      ev.internal.setServer = server;
      emitStarted(ev, at, ctx);
      beginPeriod(ev, at, `${timing.periodPrefix}1`, ctx);
      ev.internal.nextAt = at + realMs(ctx, rallySec(ctx.rng.next()));
    },

    step(ev, ctx) {
      const at = ev.internal.nextAt;
      const l = live(ev, kind) as RallyLive;
      const model = ev.model as RallyModel;
      const winner: Side = chance(ctx.rng, model.pPointHome) ? 'home' : 'away';
      const setServer = ev.internal.setServer as Side;
      const outcome = playRally(l, model, winner, timing.serve, setServer);
      const period = currentPeriod(ev);
      period[0] = l.points[0];
      period[1] = l.points[1];
      if (outcome === 'point') {
        emitScore(ev, at, winner, 'point', 1, ctx);
        ev.internal.nextAt = at + realMs(ctx, rallySec(ctx.rng.next()));
        return;
      }
      emitScore(ev, at, winner, 'set', 1, ctx);
      endPeriod(ev, at, ctx);
      if (outcome === 'match') {
        finish(ev, at, {}, ctx);
        return;
      }
      l.points = [0, 0];
      // Service of a new set (game) alternates between the sides.
      const nextServer = other(setServer);
      ev.internal.setServer = nextServer;
      l.server = nextServer;
      beginPeriod(ev, at, `${timing.periodPrefix}${l.periods.length + 1}`, ctx);
      suspend(ev, at, 10, 'set', ctx);
      ev.internal.nextAt = at + realMs(ctx, timing.setBreakSec + rallySec(ctx.rng.next()));
    },
  };
}

/**
 * The scoring rules alone: award one rally, move the server, say whether it ended the set or the
 * match. Exported for the state-machine tests.
 */
export function playRally(
  l: { score: Pair; points: Pair; server: Side },
  model: Pick<RallyModel, 'bestOf' | 'pointsToWin' | 'decidingPointsToWin'>,
  winner: Side,
  serve: 'winner' | 'two-each',
  setServer: Side,
): 'point' | 'set' | 'match' {
  const w = idx(winner);
  const o = w === 0 ? 1 : 0;
  l.points[w]++;
  const deciding = l.score[0] + l.score[1] === model.bestOf - 1;
  const target = deciding ? model.decidingPointsToWin : model.pointsToWin;
  if (l.points[w] >= target && l.points[w] - l.points[o] >= 2) {
    l.score[w]++;
    return l.score[w] === Math.ceil(model.bestOf / 2) ? 'match' : 'set';
  }
  if (serve === 'winner') {
    l.server = winner;
  } else {
    const played = l.points[0] + l.points[1];
    const deuce = l.points[0] >= target - 1 && l.points[1] >= target - 1;
    const turn = deuce ? played : Math.floor(played / 2);
    l.server = turn % 2 === 0 ? setServer : other(setServer);
  }
  return 'point';
}
