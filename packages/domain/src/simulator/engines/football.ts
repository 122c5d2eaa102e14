import { chance, randInt } from '../rng.ts';
import type { FootballModel, SimEvent, Side } from '../types.ts';
import {
  beginPeriod,
  currentPeriod,
  emitScore,
  emitStarted,
  endPeriod,
  finish,
  live,
  pauseFor,
  realMs,
  suspend,
  type Engine,
  type StepContext,
} from './common.ts';

const HALF_TIME_SEC = 15 * 60;
/** Per team and minute; tuned to about 4 yellows, 0.2 reds and 10 corners a match. */
const YELLOW_PER_MIN = 2 / 95;
const SECOND_YELLOW = 0.05;
const STRAIGHT_RED_PER_MIN = 0.05 / 95;
const CORNERS_PER_MIN = 5.2 / 95;
/** A dangerous attack every ten minutes or so for an average side. */
const DANGER_PER_MIN = 0.1;

const SUSPEND_GOAL_SEC = 45;
const SUSPEND_DANGER_SEC = 12;
const SUSPEND_RED_SEC = 20;

/**
 * Football in one-minute steps of the running clock. Goals are Poisson at expected goals / 90 a
 * minute — the same rate in added time — so a pricing model that scales the remaining expected
 * goals by (90 - minute) / 90 is fair. A side a red card down scores less and concedes more.
 */
export const footballEngine: Engine = {
  start(ev, at, ctx) {
    ev.live = {
      kind: 'football',
      score: [0, 0],
      period: 'h1',
      periods: [],
      suspendedUntil: 0,
      minute: 0,
      addedMinute: 0,
      addedTime: null,
      reds: [0, 0],
      yellows: [0, 0],
      corners: [0, 0],
    };
    emitStarted(ev, at, ctx);
    beginPeriod(ev, at, 'h1', ctx);
    ev.internal.nextAt = at + realMs(ctx, 60);
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'football');
    if (ev.status === 'paused') {
      l.minute = 45;
      l.addedMinute = 0;
      l.addedTime = null;
      beginPeriod(ev, at, 'h2', ctx);
      ev.internal.nextAt = at + realMs(ctx, 60);
      return;
    }
    if (l.addedTime === null) l.minute++;
    else l.addedMinute++;

    const model = ev.model as FootballModel;
    playMinute(ev, at, 'home', model.homeExpectedGoals, ctx);
    playMinute(ev, at, 'away', model.awayExpectedGoals, ctx);

    const regulationEnd = l.period === 'h1' ? 45 : 90;
    if (l.addedTime === null && l.minute >= regulationEnd) {
      l.addedTime = l.period === 'h1' ? randInt(ctx.rng, 1, 4) : randInt(ctx.rng, 2, 7);
    } else if (l.addedTime !== null && l.addedMinute >= l.addedTime) {
      endPeriod(ev, at, ctx);
      if (l.period === 'h1') {
        pauseFor(ev, at, HALF_TIME_SEC, ctx);
        return;
      }
      finish(ev, at, { yellows: [...l.yellows], reds: [...l.reds], corners: [...l.corners] }, ctx);
      return;
    }
    ev.internal.nextAt = at + realMs(ctx, 60);
  },
};

function playMinute(ev: SimEvent, at: number, side: Side, expectedGoals: number, ctx: StepContext): void {
  const l = live(ev, 'football');
  const i = side === 'home' ? 0 : 1;
  const o = i === 0 ? 1 : 0;
  const down = l.reds[i] - l.reds[o];
  const factor = down > 0 ? 0.72 ** down : down < 0 ? 1.25 ** -down : 1;
  const rate = (expectedGoals / 90) * factor;
  const rng = ctx.rng;
  if (chance(rng, rate)) {
    l.score[i]++;
    currentPeriod(ev)[i]++;
    emitScore(ev, at, side, 'goal', 1, ctx);
    suspend(ev, at, SUSPEND_GOAL_SEC, 'goal', ctx);
  } else if (chance(rng, DANGER_PER_MIN * Math.min(2, (expectedGoals / 1.3) * factor))) {
    ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side, kind: 'attack' });
    suspend(ev, at, SUSPEND_DANGER_SEC, 'dangerous', ctx);
  }
  if (chance(rng, CORNERS_PER_MIN * Math.sqrt(expectedGoals / 1.3))) l.corners[i]++;
  if (chance(rng, YELLOW_PER_MIN)) {
    l.yellows[i]++;
    ctx.out.push({ type: 'card', eventId: ev.id, at, side, card: 'yellow' });
    if (chance(rng, SECOND_YELLOW)) sendOff(ev, at, side, ctx);
  } else if (chance(rng, STRAIGHT_RED_PER_MIN)) {
    sendOff(ev, at, side, ctx);
  }
}

function sendOff(ev: SimEvent, at: number, side: Side, ctx: StepContext): void {
  const l = live(ev, 'football');
  l.reds[side === 'home' ? 0 : 1]++;
  ctx.out.push({ type: 'card', eventId: ev.id, at, side, card: 'red' });
  suspend(ev, at, SUSPEND_RED_SEC, 'red card', ctx);
}
