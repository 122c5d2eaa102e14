import { randomBytes } from 'node:crypto';
import { casino } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { SessionRow, StudioRepository } from './studio.repository.ts';
import type { CrashKit } from './studio.service.ts';

import { CRASH_BETTING_MS, CRASH_CLIENT_SEED, CRASH_PAUSE_MS } from './crash-constants.ts';

export { CRASH_BETTING_MS, CRASH_CLIENT_SEED, CRASH_PAUSE_MS };

export interface CrashSnapshot {
  roundNo: number;
  phase: 'betting' | 'flying' | 'crashed';
  serverSeedHash: string;
  clientSeed: string;
  /** Betting closes / the flight started (server clock, ms since epoch). */
  bettingEndsAt: number;
  /** Elapsed flight ms on the server when this was sent (flying), else null. */
  elapsedMs: number | null;
  growthPerMs: number;
  /** Revealed after the crash. */
  crashPoint: number | null;
  serverSeed: string | null;
  cashOuts: { roundId: string; atHundredths: number }[];
}

interface Bet {
  roundId: string;
  sessionId: string;
  auto: number | null;
}
interface Current {
  roundNo: number;
  seedId: number;
  serverSeed: string;
  hash: string;
  point: number;
  flightMs: number;
  bettingEndsAt: number;
  phase: CrashSnapshot['phase'];
  bets: Map<string, Bet>;
  cashOuts: { roundId: string; atHundredths: number }[];
}

/**
 * One crash loop per process for everybody (decision 020). Each round's server seed is drawn and its
 * hash published before betting opens; the crash point is the domain's crash rule on (seed, public client
 * seed, round number); betting lasts 6 s, then the multiplier grows e^(0.00006 t) until the point, and
 * the seed is revealed. The server's clock is the authority: a cash-out counts only while the server's
 * multiplier is below the crash point. `tick` is driven by a timer in production and by the test.
 */
export function createCrashLoop(deps: { kit: CrashKit; repository: StudioRepository; nowMs: () => number; log: { error(obj: unknown, msg: string): void }; onEvent?: (snapshot: CrashSnapshot) => void }) {
  const { kit, repository: repo, nowMs } = deps;
  const listeners = new Set<(s: CrashSnapshot) => void>();
  let current: Current | null = null;
  let crashedAt = 0;
  let running: Promise<void> = Promise.resolve();

  const snapshot = (): CrashSnapshot | null =>
    current && {
      roundNo: current.roundNo,
      phase: current.phase,
      serverSeedHash: current.hash,
      clientSeed: CRASH_CLIENT_SEED,
      bettingEndsAt: current.bettingEndsAt,
      elapsedMs: current.phase === 'flying' ? nowMs() - current.bettingEndsAt : null,
      growthPerMs: casino.studio.CRASH_GROWTH_PER_MS,
      crashPoint: current.phase === 'crashed' ? current.point : null,
      serverSeed: current.phase === 'crashed' ? current.serverSeed : null,
      cashOuts: current.cashOuts,
    };
  const publish = () => {
    const s = snapshot();
    if (!s) return;
    for (const l of listeners) l(s);
    deps.onEvent?.(s);
  };

  async function newRound(now: number) {
    const serverSeed = casino.serverSeedFromBytes(randomBytes(32));
    const seed = await repo.insertSeed({ owner: 'crash:shared', serverSeed, serverSeedHash: casino.hashServerSeed(serverSeed), clientSeed: CRASH_CLIENT_SEED, active: false });
    const point = Number(casino.crash.outcome({ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: seed.id }, { cashOutAt: 101 }).crashPoint);
    current = { roundNo: seed.id, seedId: seed.id, serverSeed, hash: seed.serverSeedHash, point, flightMs: casino.studio.crashAtMs(point), bettingEndsAt: now + CRASH_BETTING_MS, phase: 'betting', bets: new Map(), cashOuts: [] };
    publish();
  }

  async function settleBet(bet: Bet, atHundredths: number) {
    const c = current!;
    // Taken off the table first, so a manual cash-out and the loop never settle one bet twice.
    if (!c.bets.delete(bet.roundId)) return null;
    if (atHundredths > 0) c.cashOuts.push({ roundId: bet.roundId, atHundredths });
    const session = await kit.sessionById(bet.sessionId);
    const round = await kit.round(bet.roundId);
    if (!session || !round || round.status !== 'open') return null;
    return kit.settle(session, round, BigInt(atHundredths) * 100n, { crashPoint: c.point, cashedOutAt: atHundredths || null, clientSeed: CRASH_CLIENT_SEED, crashRound: c.roundNo });
  }

  /** In the loop one bet's failure (its win stays queued) must not stop the others. */
  async function settleQuietly(bet: Bet, atHundredths: number) {
    try {
      await settleBet(bet, atHundredths);
    } catch (err) {
      deps.log.error({ err, roundId: bet.roundId }, 'studio: crash settlement failed');
    }
  }

  async function step(now: number) {
    if (!current || (current.phase === 'crashed' && now >= crashedAt + CRASH_PAUSE_MS)) return newRound(now);
    if (current.phase === 'betting' && now >= current.bettingEndsAt) {
      current.phase = 'flying';
      publish();
    }
    if (current.phase !== 'flying') return;
    const elapsed = now - current.bettingEndsAt;
    const crashed = elapsed >= current.flightMs;
    const at = casino.studio.crashMultiplierAt(elapsed);
    // Auto cash-outs: the domain's rule — a target T wins T when the point reaches it.
    for (const bet of [...current.bets.values()]) {
      if (bet.auto !== null && bet.auto <= current.point && (crashed || at >= bet.auto)) await settleQuietly(bet, bet.auto);
    }
    if (crashed) {
      current.phase = 'crashed';
      crashedAt = now;
      for (const bet of [...current.bets.values()]) await settleQuietly(bet, 0);
      await repo.revealSeed(current.seedId);
      publish();
    }
  }

  return {
    /** Advances the loop to the clock's now (serialised: ticks never overlap). */
    tick(): Promise<void> {
      running = running.then(() => step(nowMs())).catch((err: unknown) => deps.log.error({ err }, 'studio: crash tick failed'));
      return running;
    },
    snapshot,
    /** Whether this process's loop still holds (will settle) the bet of this round. */
    holds: (roundId: string) => current?.bets.has(roundId) ?? false,
    subscribe(listener: (s: CrashSnapshot) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async bet(session: SessionRow, stake: bigint, autoCashOutAt: number | null) {
      if (!current || current.phase !== 'betting' || nowMs() >= current.bettingEndsAt) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Betting is closed for this round; wait for the next one.');
      const c = current;
      const round = await kit.open(session, stake, { crashRound: c.roundNo, autoCashOutAt }, { seed: (await repo.seedsByIds([c.seedId]))[0]!, nonce: c.roundNo });
      c.bets.set(round.id, { roundId: round.id, sessionId: session.id, auto: autoCashOutAt });
      return round;
    },
    async cashOut(session: SessionRow, roundId: string) {
      const bet = current?.bets.get(roundId);
      if (!current || !bet || bet.sessionId !== session.id) throw new AppError(409, 'STUDIO_ROUND_STATE', 'No open crash bet in this round.');
      if (current.phase !== 'flying') throw new AppError(409, 'STUDIO_ROUND_STATE', 'The flight has not started.');
      // The server's clock decides: only below the crash point.
      const verdict = casino.studio.crashCashOut(nowMs() - current.bettingEndsAt, current.point);
      if (!verdict.accepted) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Too late: the round has crashed.');
      const answer = await settleBet(bet, verdict.atHundredths);
      if (!answer) throw new AppError(409, 'STUDIO_ROUND_STATE', 'The bet is settled already.');
      publish();
      return answer;
    },
  };
}
export type CrashLoop = ReturnType<typeof createCrashLoop>;
