import { chance, randInt, type Rng } from '../rng.ts';
import type { MmaModel, Pair, SimEvent, Side } from '../types.ts';
import { beginPeriod, emitScore, emitStarted, endPeriod, finish, idx, live, other, pauseFor, realMs, suspend, type Engine, type StepContext } from './common.ts';

const ROUND_SEC = 5 * 60;
const ROUND_BREAK_SEC = 60;
const TICK_SEC = 30;
const KO_SHARE = 0.6;
/** Where finishes land: early rounds more often. */
const FINISH_ROUND_WEIGHTS: Record<3 | 5, number[]> = { 3: [0.45, 0.33, 0.22], 5: [0.32, 0.25, 0.18, 0.14, 0.11] };
/** Rounds a judge gives the eventual winner. */
const CARD_FOR_WINNER = 0.7;

/**
 * The winner is drawn at the bell with homeWinProbability, and so is whether, when and how the
 * fight ends inside the distance (finishProbability) — the feed sees none of it, only knockdowns
 * and submission attempts, mostly by the eventual winner. A decision shows the rounds' 10–9
 * cards, which always give the winner most rounds.
 */
export const mmaEngine: Engine = {
  start(ev, at, ctx) {
    const model = ev.model as MmaModel;
    const rng = ctx.rng;
    ev.live = { kind: 'mma', score: [0, 0], period: 'r1', periods: [], suspendedUntil: 0, round: 1, roundElapsedSec: 0, knockdowns: [0, 0] };
    const m = ev.internal;
    m.winner = chance(rng, model.homeWinProbability) ? 'home' : 'away';
    if (chance(rng, model.finishProbability)) {
      m.finishRound = weightedRound(rng, FINISH_ROUND_WEIGHTS[model.rounds]);
      m.finishSec = randInt(rng, 10, ROUND_SEC - 1);
      m.method = chance(rng, KO_SHARE) ? 'ko' : 'submission';
    } else {
      m.finishRound = 0;
    }
    emitStarted(ev, at, ctx);
    beginPeriod(ev, at, 'r1', ctx);
    scheduleTick(ev, at, ctx);
  },

  step(ev, ctx) {
    const at = ev.internal.nextAt;
    const l = live(ev, 'mma');
    const m = ev.internal;
    const model = ev.model as MmaModel;
    const winner = m.winner as Side;
    if (ev.status === 'paused') {
      l.round++;
      l.roundElapsedSec = 0;
      beginPeriod(ev, at, `r${l.round}`, ctx);
      scheduleTick(ev, at, ctx);
      return;
    }
    l.roundElapsedSec = Number(m.tickTo);

    if (m.finishRound === l.round && l.roundElapsedSec === m.finishSec) {
      ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side: winner, kind: m.method === 'ko' ? 'knockdown' : 'submission attempt' });
      l.score[idx(winner)] = 1;
      emitScore(ev, at, winner, 'result', 1, ctx);
      endPeriod(ev, at, ctx);
      scoreCards(ctx.rng, l.periods.slice(0, -1), winner, false);
      finish(ev, at, { method: m.method as 'ko' | 'submission', endRound: l.round, endSec: l.roundElapsedSec }, ctx);
      return;
    }

    // Knockdowns and submission attempts that do not end it: mostly by the eventual winner.
    const by: Side = chance(ctx.rng, 0.75) ? winner : other(winner);
    if (chance(ctx.rng, 0.012)) {
      l.knockdowns[idx(by)]++;
      ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side: by, kind: 'knockdown' });
      suspend(ev, at, 20, 'knockdown', ctx);
    } else if (chance(ctx.rng, 0.012)) {
      ctx.out.push({ type: 'dangerous', eventId: ev.id, at, side: by, kind: 'submission attempt' });
      suspend(ev, at, 15, 'submission attempt', ctx);
    }

    if (l.roundElapsedSec >= ROUND_SEC) {
      endPeriod(ev, at, ctx);
      if (l.round === model.rounds) {
        scoreCards(ctx.rng, l.periods, winner, true);
        l.score[idx(winner)] = 1;
        emitScore(ev, at, winner, 'result', 1, ctx);
        finish(ev, at, { method: 'decision', endRound: l.round, endSec: ROUND_SEC }, ctx);
        return;
      }
      pauseFor(ev, at, ROUND_BREAK_SEC, ctx);
      return;
    }
    scheduleTick(ev, at, ctx);
  },
};

/** The next step: half a minute on, or the finish if it comes first. */
function scheduleTick(ev: SimEvent, at: number, ctx: StepContext): void {
  const l = live(ev, 'mma');
  const m = ev.internal;
  let to = Math.min(ROUND_SEC, l.roundElapsedSec + TICK_SEC);
  if (m.finishRound === l.round && typeof m.finishSec === 'number' && m.finishSec > l.roundElapsedSec && m.finishSec < to) to = m.finishSec;
  m.tickTo = to;
  m.nextAt = at + realMs(ctx, to - l.roundElapsedSec);
}

function weightedRound(rng: Rng, weights: number[]): number {
  let u = rng.next();
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number;
    if (u < 0) return i + 1;
  }
  return weights.length;
}

/** 10–9 cards for completed rounds; on a decision the winner must hold the majority. */
function scoreCards(rng: Rng, rounds: { score: Pair }[], winner: Side, decision: boolean): void {
  const w = idx(winner);
  const forWinner = rounds.map(() => chance(rng, CARD_FOR_WINNER));
  let count = forWinner.filter(Boolean).length;
  for (let i = 0; decision && i < forWinner.length && count <= forWinner.length / 2; i++) {
    if (!forWinner[i]) {
      forWinner[i] = true;
      count++;
    }
  }
  rounds.forEach((r, i) => {
    const card: Pair = forWinner[i] === (w === 0) ? [10, 9] : [9, 10];
    r.score = card;
  });
}

