import { chance } from '../rng.ts';
import type { IceHockeyModel, SimEvent, Side } from '../types.ts';
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
  realMs,
  suspend,
  type Engine,
  type StepContext,
} from './common.ts';

const TICK_SEC = 20;
/** Real seconds per game-clock second: whistles stop the clock, a 60-minute game takes about 2 h 15. */
const STOPPAGE = 1.7;
const PERIOD_SEC = 20 * 60;
const OVERTIME_SEC = 5 * 60;
const INTERMISSION_SEC = 18 * 60;
/** Three on three: more chances than at five on five. */
const OVERTIME_RATE = 1.3;
const SHOOTOUT_ROUNDS = 3;
const SHOT_SEC = 40;
const SHOT_BASE = 0.33;

/** Regulation, then sudden-death overtime, then a shootout; the shootout winner's score gets one goal. */
export const iceHockeyEngine: Engine = {
  start(ev, at, ctx) {
    ev.live = {
      kind: 'ice-hockey',
      score: [0, 0],
      period: 'p1',
      periods: [],
      suspendedUntil: 0,
      minute: 0,
      elapsedSec: 0,
      periodElapsedSec: 0,
      shootout: null,
    };
    emitStarted(ev, at, ctx);
    beginPeriod(ev, at, 'p1', ctx);
    ev.internal.nextAt = at + realMs(ctx, TICK_SEC * STOPPAGE);
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'ice-hockey');
    if (ev.status === 'paused') {
      const next = l.period === 'p1' ? 'p2' : l.period === 'p2' ? 'p3' : l.period === 'p3' ? 'ot' : 'so';
      l.periodElapsedSec = 0;
      beginPeriod(ev, at, next, ctx);
      if (next === 'so') {
        l.shootout = [0, 0];
        ev.internal.nextAt = at + realMs(ctx, SHOT_SEC);
      } else {
        ev.internal.nextAt = at + realMs(ctx, TICK_SEC * STOPPAGE);
      }
      return;
    }
    if (l.period === 'so') {
      shot(ev, at, ctx);
      return;
    }

    const overtime = l.period === 'ot';
    const length = overtime ? OVERTIME_SEC : PERIOD_SEC;
    const tick = Math.min(TICK_SEC, length - l.periodElapsedSec);
    l.periodElapsedSec += tick;
    l.elapsedSec += tick;
    l.minute = Math.floor(l.elapsedSec / 60);

    const model = ev.model as IceHockeyModel;
    const boost = overtime ? OVERTIME_RATE : 1;
    for (const side of ['home', 'away'] as const) {
      const xg = side === 'home' ? model.homeExpectedGoals : model.awayExpectedGoals;
      if (chance(ctx.rng, (xg / 3600) * tick * boost)) {
        const i = idx(side);
        l.score[i]++;
        currentPeriod(ev)[i]++;
        emitScore(ev, at, side, 'goal', 1, ctx);
        if (overtime) {
          endPeriod(ev, at, ctx);
          finish(ev, at, { decidedBy: 'overtime' }, ctx);
          return;
        }
        suspend(ev, at, 30, 'goal', ctx);
      } else if (chance(ctx.rng, (tick / 480) * (xg / 3))) {
        ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side, kind: 'attack' });
        suspend(ev, at, 8, 'dangerous', ctx);
      }
    }

    if (l.periodElapsedSec >= length) {
      endPeriod(ev, at, ctx);
      const tied = l.score[0] === l.score[1];
      if (l.period === 'p1' || l.period === 'p2') pauseFor(ev, at, INTERMISSION_SEC, ctx);
      else if (l.period === 'p3' && !tied) finish(ev, at, { decidedBy: 'regulation' }, ctx);
      else pauseFor(ev, at, l.period === 'p3' ? 120 : 60, ctx);
      return;
    }
    ev.internal.nextAt = at + realMs(ctx, tick * STOPPAGE);
  },
};

/** One shootout attempt; home shoots first. Best of three rounds, then sudden death by rounds. */
function shot(ev: SimEvent, at: number, ctx: StepContext): void {
  const l = live(ev, 'ice-hockey');
  const so = l.shootout as [number, number];
  const taken = ev.internal.shots === undefined ? 0 : Number(ev.internal.shots);
  const shooter: Side = taken % 2 === 0 ? 'home' : 'away';
  const i = idx(shooter);
  const gap = (ev.home.rating - ev.away.rating) / 400;
  const p = Math.min(0.5, Math.max(0.2, SHOT_BASE + (shooter === 'home' ? 0.15 : -0.15) * gap));
  ev.internal.shots = taken + 1;
  if (chance(ctx.rng, p)) {
    so[i]++;
    currentPeriod(ev)[i]++;
    emitScore(ev, at, shooter, 'shootout', 0, ctx);
  }
  const homeShots = Math.ceil((taken + 1) / 2);
  const awayShots = Math.floor((taken + 1) / 2);
  let winner: Side | null = null;
  if (homeShots <= SHOOTOUT_ROUNDS && awayShots <= SHOOTOUT_ROUNDS) {
    if (so[0] > so[1] + (SHOOTOUT_ROUNDS - awayShots)) winner = 'home';
    else if (so[1] > so[0] + (SHOOTOUT_ROUNDS - homeShots)) winner = 'away';
  } else if (homeShots === awayShots && so[0] !== so[1]) {
    winner = so[0] > so[1] ? 'home' : 'away';
  }
  if (!winner) {
    ev.internal.nextAt = at + realMs(ctx, SHOT_SEC);
    return;
  }
  l.score[idx(winner)]++;
  emitScore(ev, at, winner, 'shootout', 1, ctx);
  endPeriod(ev, at, ctx);
  finish(ev, at, { decidedBy: 'shootout' }, ctx);
}
