import type { Rng } from '../rng.ts';
import type { EventResult, LiveState, Pair, PeriodCode, ScoreUnit, SimEmitted, SimEvent, Side } from '../types.ts';

/** What a step needs besides the event: randomness, the time scale, and where to put what happened. */
export interface StepContext {
  rng: Rng;
  timeScale: number;
  out: SimEmitted[];
}

/** One sport's state machine. `start` kicks off at `at`; `step` runs the step due at internal.nextAt. */
export interface Engine {
  start(ev: SimEvent, at: number, ctx: StepContext): void;
  step(ev: SimEvent, ctx: StepContext): void;
}

/**
 * A suspension lasts at least one live poll (S1 §9: live data is polled every 2–5 s), so a
 * player's screen sees the lock even when the time scale makes match seconds very short.
 */
export const MIN_SUSPEND_MS = 3000;

export const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
export const idx = (s: Side): 0 | 1 => (s === 'home' ? 0 : 1);
export const sideOf = (i: number): Side => (i === 0 ? 'home' : 'away');

/** Match seconds to real milliseconds at the configured time scale. */
export function realMs(ctx: StepContext, matchSec: number): number {
  return Math.max(1, Math.round((matchSec * 1000) / ctx.timeScale));
}

export function live<K extends LiveState['kind']>(ev: SimEvent, kind: K): Extract<LiveState, { kind: K }> {
  const l = ev.live;
  if (!l || l.kind !== kind) throw new Error(`event ${ev.id}: no ${kind} live state`);
  return l as Extract<LiveState, { kind: K }>;
}

export function emitStarted(ev: SimEvent, at: number, ctx: StepContext): void {
  ev.status = 'live';
  ev.startedAt = at;
  ctx.out.push({ type: 'started', eventId: ev.id, at });
}

export function beginPeriod(ev: SimEvent, at: number, period: PeriodCode, ctx: StepContext, map?: string): void {
  const l = ev.live as LiveState;
  ev.status = 'live';
  l.period = period;
  l.periods.push(map === undefined ? { period, score: [0, 0] } : { period, score: [0, 0], map });
  ctx.out.push({ type: 'period', eventId: ev.id, at, period, phase: 'start' });
}

export function endPeriod(ev: SimEvent, at: number, ctx: StepContext): void {
  ctx.out.push({ type: 'period', eventId: ev.id, at, period: (ev.live as LiveState).period, phase: 'end' });
}

/** A break between periods: the event is 'paused' until the next step. */
export function pauseFor(ev: SimEvent, at: number, matchSec: number, ctx: StepContext): void {
  ev.status = 'paused';
  ev.internal.nextAt = at + realMs(ctx, matchSec);
}

export function currentPeriod(ev: SimEvent): Pair {
  const periods = (ev.live as LiveState).periods;
  const p = periods[periods.length - 1];
  if (!p) throw new Error(`event ${ev.id}: no period`);
  return p.score;
}

export function emitScore(ev: SimEvent, at: number, side: Side, unit: ScoreUnit, points: number, ctx: StepContext): void {
  const l = ev.live as LiveState;
  ctx.out.push({ type: 'score', eventId: ev.id, at, side, unit, points, score: [l.score[0], l.score[1]], period: l.period });
}

/** Lock the markets for matchSec (at least MIN_SUSPEND_MS); the world loop emits the resume. */
export function suspend(ev: SimEvent, at: number, matchSec: number, reason: string, ctx: StepContext): void {
  const l = ev.live as LiveState;
  const until = at + Math.max(MIN_SUSPEND_MS, realMs(ctx, matchSec));
  if (until <= l.suspendedUntil) return;
  l.suspendedUntil = until;
  ev.internal.resumePending = true;
  ctx.out.push({ type: 'suspend', eventId: ev.id, at, until, reason });
}

export function finish(ev: SimEvent, at: number, extra: Partial<EventResult>, ctx: StepContext): void {
  const l = ev.live as LiveState;
  const score: Pair = [l.score[0], l.score[1]];
  const result: EventResult = {
    kind: 'match',
    score,
    periods: l.periods.map((p) => ({ ...p, score: [p.score[0], p.score[1]], ...(p.gameWinners ? { gameWinners: [...p.gameWinners] } : {}) })),
    winner: score[0] > score[1] ? 'home' : score[1] > score[0] ? 'away' : 'draw',
    ...extra,
  };
  ev.status = 'finished';
  ev.finishedAt = at;
  ev.result = result;
  ev.internal.nextAt = Infinity;
  ev.internal.resumePending = false;
  l.suspendedUntil = 0;
  ctx.out.push({ type: 'finished', eventId: ev.id, at, result });
}

/** Knuth's method: fine for the small means of one tick. */
export function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}
