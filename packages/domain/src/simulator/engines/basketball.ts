import { chance, uniform, type Rng } from '../rng.ts';
import type { BasketballModel } from '../types.ts';
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
  pauseFor,
  realMs,
  suspend,
  type Engine,
  type StepContext,
} from './common.ts';
import type { SimEvent } from '../types.ts';

const OVERTIME_SEC = 5 * 60;
const QUARTER_BREAK_SEC = 130;
const HALF_TIME_SEC = 15 * 60;
/** Real seconds per clock second: fouls, free throws and time-outs stop the clock (an NBA game takes about 2 h 15). */
const STOPPAGE = 2.2;
/** Mean possession length: NBA pace is about 100 possessions a team in 48 minutes, FIBA about 72 in 40. */
const possessionMean = (quarterMinutes: number): number => (quarterMinutes === 12 ? 14.4 : 16.7);

/**
 * Possession by possession. A possession scores 0–3 points with a mean of points per possession
 * = expected points / possessions, so the score grows uniformly with the game clock (the normal
 * model's elapsed-seconds input). Tied after regulation or an overtime: another 5-minute overtime.
 */
export const basketballEngine: Engine = {
  start(ev, at, ctx) {
    const model = ev.model as BasketballModel;
    const periodSec = model.quarterMinutes * 60;
    ev.live = {
      kind: 'basketball',
      score: [0, 0],
      period: 'q1',
      periods: [],
      suspendedUntil: 0,
      elapsedSec: 0,
      periodElapsedSec: 0,
      regulationSec: 4 * periodSec,
      possession: chance(ctx.rng, 0.5) ? 'home' : 'away',
    };
    emitStarted(ev, at, ctx);
    beginPeriod(ev, at, 'q1', ctx);
    nextPossession(ev, at, ctx);
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'basketball');
    if (ev.status === 'paused') {
      const n = l.periods.length;
      const next = n < 4 ? `q${n + 1}` : `ot${n - 3}`;
      l.periodElapsedSec = 0;
      beginPeriod(ev, at, next, ctx);
      nextPossession(ev, at, ctx);
      return;
    }
    const model = ev.model as BasketballModel;
    const duration = Number(ev.internal.possessionSec);
    const length = periodLength(ev);
    l.periodElapsedSec += duration;
    l.elapsedSec += duration;

    const side = l.possession;
    const expected = side === 'home' ? model.homeExpectedPoints : model.awayExpectedPoints;
    const mean = possessionMean(model.quarterMinutes);
    const perPossession = (expected * 2 * mean) / l.regulationSec;
    // A possession cut short by the buzzer scores less often.
    const shortShare = Math.min(1, duration / (0.4 * mean));
    const points = chance(ctx.rng, shortShare) ? possessionPoints(ctx.rng, perPossession) : 0;
    if (points > 0) {
      const i = idx(side);
      l.score[i] += points;
      currentPeriod(ev)[i] += points;
      emitScore(ev, at, side, 'point', points, ctx);
      // Crunch time: the last two minutes of the fourth quarter or an overtime lock briefly.
      if (l.periods.length >= 4 && length - l.periodElapsedSec < 120) suspend(ev, at, 5, 'crunch time', ctx);
    }
    l.possession = other(side);

    if (l.periodElapsedSec >= length) {
      endPeriod(ev, at, ctx);
      const n = l.periods.length;
      if (n >= 4) {
        if (l.score[0] !== l.score[1]) {
          finish(ev, at, { decidedBy: n === 4 ? 'regulation' : 'overtime' }, ctx);
          return;
        }
        pauseFor(ev, at, QUARTER_BREAK_SEC, ctx);
      } else {
        pauseFor(ev, at, n === 2 ? HALF_TIME_SEC : QUARTER_BREAK_SEC, ctx);
      }
      return;
    }
    nextPossession(ev, at, ctx);
  },
};

function periodLength(ev: SimEvent): number {
  const l = live(ev, 'basketball');
  return l.periods.length <= 4 ? l.regulationSec / 4 : OVERTIME_SEC;
}

function nextPossession(ev: SimEvent, at: number, ctx: StepContext): void {
  const l = live(ev, 'basketball');
  const mean = possessionMean((ev.model as BasketballModel).quarterMinutes);
  const left = periodLength(ev) - l.periodElapsedSec;
  const duration = Math.min(left, Math.round(uniform(ctx.rng, 0.4 * mean, 1.6 * mean)));
  ev.internal.possessionSec = duration;
  ev.internal.nextAt = at + realMs(ctx, duration * STOPPAGE);
}

/** 0–3 points with the given mean: threes and and-ones scale with it, free-throw trips stay fixed. */
export function possessionPoints(rng: Rng, mean: number): number {
  const p3 = (0.12 * mean) / 1.1;
  const p1 = 0.06;
  const p2 = Math.max(0, (mean - 3 * p3 - p1) / 2);
  const u = rng.next();
  if (u < p3) return 3;
  if (u < p3 + p2) return 2;
  if (u < p3 + p2 + p1) return 1;
  return 0;
}
