import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponRefusal, PlaceCouponResponse } from '@wager/contract';
import { signUpBettor } from '../../testing/bettor.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import type { BetLimitRequest, BetLimits } from './index.ts';
import { createBetsChecks } from './testing/bets-checks.repository.ts';
import { createBetsFixtures } from './testing/bets-fixtures.repository.ts';
import { createTestFeed, game, SPORT, x12 } from './testing/test-feed.ts';

// Placements written in batches on the real server (decision 015, "Batched placements"): placements
// that arrive while the writer's lanes are busy share one unit of work, and each keeps its own outcome.

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const LATER = NOW + 3 * 3_600_000;
const PRICES: [number, number, number] = [2000, 3400, 3800];
const GAMES = [201, 202, 203, 204, 205];
/** Game 205's limit: 1 000 000 minor units of possible wins. */
const LIABILITY_LIMIT = 1_000_000n;

describe('batched placements (decision 015)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let checks: ReturnType<typeof createBetsChecks>;
  let fixtures: ReturnType<typeof createBetsFixtures>;
  const feed = createTestFeed();
  const batches: BetLimitRequest[][] = [];
  let refuseUser: number | null = null;
  /** Holds the first batch open until this many placements wait behind it (PostgreSQL: the others prepare on their own connections). */
  let holdFirstUntilWaiting = 0;
  const limits: BetLimits = {
    check: async (requests) => {
      if (holdFirstUntilWaiting > 0) {
        const want = holdFirstUntilWaiting;
        holdFirstUntilWaiting = 0;
        for (let spins = 0; t.app.bets.service.placementStats().waiting < want && spins < 200_000; spins++) await new Promise((r) => setImmediate(r));
      }
      batches.push([...requests]);
      return requests.map((r) => (r.userId === refuseUser ? { allowed: false as const, code: 'LIMIT_REACHED' as const } : { allowed: true as const }));
    },
  };

  beforeAll(async () => {
    t = await createTestApp({
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: {
        limits,
        // One lane: while it writes, every other placement waits and the next batch takes them together.
        config: { minStakeMinor: 100n, maxLiabilityPerGameMinor: LIABILITY_LIMIT, inPlayDelayMs: { bySport: {}, other: 0 }, placementBatching: { lanes: 1, maxBatch: 64 } },
        jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
        nowMs: () => NOW,
      },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    checks = createBetsChecks(t.database.db);
    fixtures = createBetsFixtures(t.database.db);
    feed.push([
      { type: 'sport', at: NOW, sport: SPORT },
      ...GAMES.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) })),
      ...GAMES.map((id) => ({ type: 'markets' as const, at: NOW, eventId: id, markets: [x12(1, PRICES)] })),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (balanceMinor: bigint) => signUpBettor(t, ledger, balanceMinor);

  const leg = (gameId: number, outcomeKey: 'home' | 'draw' | 'away' = 'home') => ({ gameId, marketKey: 'ft.1x2', outcomeKey, price: PRICES[['home', 'draw', 'away'].indexOf(outcomeKey)]!, version: 1 });

  it('decision 015: concurrent placements of many players share units of work; a refusal inside a batch is its own, the others are placed', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => signUp(100_000n)));
    const refused = players[5]!;
    refuseUser = refused.userId;
    batches.length = 0;
    // On PostgreSQL the first batch waits for the other 15 (a condition, not a clock). PGlite has one
    // connection: a player's checks before the writer wait for the open unit of work, so there the
    // placements reach the writer one after another and the batch sizes are whatever they are.
    const postgres = t.database.kind === 'postgres';
    if (postgres) holdFirstUntilWaiting = players.length - 1;
    const counts = await fixtures.counts();
    try {
      const answers = await Promise.all(players.map((p, i) => p.place(i % 2 === 0 ? { typeId: 0, legs: [leg(201)], amountMinor: '1000' } : { typeId: 1, legs: [leg(202), leg(203, 'draw'), leg(204, 'away')], amountMinor: '500' })));
      for (const [i, answer] of answers.entries()) {
        if (players[i] === refused) {
          expect(answer.statusCode).toBe(403);
          expect(CouponRefusal.parse(answer.json()).error.code).toBe('LIMIT_REACHED');
        } else {
          expect(answer.statusCode, answer.body).toBe(200);
          expect(PlaceCouponResponse.parse(answer.json()).coupons).toHaveLength(1);
        }
      }
    } finally {
      refuseUser = null;
    }
    // Fewer units of work than placements: the second batch held the 15 that waited (each player once).
    if (postgres) expect(batches.map((b) => b.length)).toEqual([1, 15]);
    for (const batch of batches) expect(new Set(batch.map((r) => r.userId)).size).toBe(batch.length);
    // The refused player: nothing written, balance whole; the others paid exactly their stakes.
    const after = await fixtures.counts();
    expect(after.coupons - counts.coupons).toBe(15);
    expect(after.placements - counts.placements).toBe(15);
    expect(await refused.balance()).toBe(100_000n);
    for (const [i, p] of players.entries()) if (p !== refused) expect(await p.balance()).toBe(100_000n - (i % 2 === 0 ? 1000n : 500n));
    expect(await ledger.audit()).toEqual([]);
    expect(await checks.liabilityDrift()).toEqual([]);
  });

  it("decision 015: one player's two concurrent stakes that together pass his balance: one is placed, the other refused INSUFFICIENT_FUNDS by the ledger", async () => {
    const p = await signUp(10_000n);
    // Each alone passes the quote's balance check; the writer never puts one player twice in a batch.
    const answers = await Promise.all([p.place({ typeId: 0, legs: [leg(201)], amountMinor: '7000' }), p.place({ typeId: 0, legs: [leg(202)], amountMinor: '7000' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refusal = answers.find((a) => a.statusCode === 409)!;
    expect(CouponRefusal.parse(refusal.json()).error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await p.balance()).toBe(3_000n);
    expect(await ledger.audit()).toEqual([]);
    expect(await checks.liabilityDrift()).toEqual([]);
  });

  it('decision 015: the same Idempotency-Key sent twice at once makes one placement; both answers are its coupons', async () => {
    const p = await signUp(50_000n);
    const key = randomUUID();
    const draft = { typeId: 0, legs: [leg(203)], amountMinor: '2500' };
    const answers = await Promise.all([p.place(draft, key), p.place(draft, key), p.place(draft, key)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = answers.map((a) => PlaceCouponResponse.parse(a.json()).coupons.map((c) => c.couponId).join());
    expect(new Set(ids).size).toBe(1);
    expect(await p.balance()).toBe(47_500n);
  });

  it("decision 015: the per-game liability is a running row: concurrent placements that would pass the game's limit together are cut at it, and settlement gives it back", async () => {
    // 100 000 × 3.800 = 380 000 of possible win each: two fit under 1 000 000, the third does not.
    const players = await Promise.all(Array.from({ length: 4 }, () => signUp(1_000_000n)));
    const answers = await Promise.all(players.map((p) => p.place({ typeId: 0, legs: [leg(205, 'away')], amountMinor: '100000' })));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'placed' : CouponRefusal.parse(a.json()).error.code)).sort();
    expect(codes).toEqual(['LIABILITY_EXCEEDED', 'LIABILITY_EXCEEDED', 'placed', 'placed']);
    expect(await checks.liabilityDrift()).toEqual([]);
    expect(await checks.liability(205, 'RUB')).toBe(760_000n);
    // The game ends: its coupons settle and the game's liability goes back to zero.
    feed.push([{ type: 'result', at: NOW, eventId: 205, status: 'finished', score: [0, 2], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'lost' }, { key: 'draw', result: 'lost' }, { key: 'away', result: 'won' }] }] }]);
    const until = Date.now() + 20_000;
    while ((await checks.liability(205, 'RUB')) !== 0n && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await checks.liability(205, 'RUB')).toBe(0n);
    expect(await checks.liabilityDrift()).toEqual([]);
    expect(await ledger.audit()).toEqual([]);
  });
});
