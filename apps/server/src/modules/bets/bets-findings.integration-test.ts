import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponDraft } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { houseAdjustment } from '../wallet/testing/house-adjustment.ts';
import { createLedgerFixtures } from '../wallet/testing/ledger-fixtures.repository.ts';
import type { BetsService } from './index.ts';
import { createBetsChecks, waitForSettleJobs, type BetsChecks } from './testing/bets-checks.repository.ts';
import { createTestFeed, game, SPORT, x12 } from './testing/test-feed.ts';

// Cases the bets model test (bets.model.integration-test.ts) found, each pinned on its own.

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const LATER = NOW + 3 * 3_600_000;
const PRICES: [number, number, number] = [2000, 3400, 3800];

describe('bets: cases found by the model test (decision 015)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let service: BetsService;
  let checks: BetsChecks;
  const feed = createTestFeed();

  beforeAll(async () => {
    t = await createTestApp({
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: { config: { minStakeMinor: 100n, maxLiabilityPerGameMinor: null, inPlayDelayMs: { bySport: {}, other: 0 } }, jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }, nowMs: () => NOW },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    service = t.app.bets.service;
    checks = createBetsChecks(t.database.db);
    feed.push([{ type: 'sport', at: NOW, sport: SPORT }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function player(balance = 10_000n) {
    const p = await createLedgerFixtures(t.database.db).player('RUB');
    await houseAdjustment(ledger, p.accountId, 'RUB', balance);
    return p;
  }
  function openGames(...ids: number[]) {
    feed.push(ids.flatMap((id) => [{ type: 'event' as const, at: NOW, event: game(id, LATER) }, { type: 'markets' as const, at: NOW, eventId: id, markets: [x12(1, PRICES)] }]));
  }
  const leg = (gameId: number, outcomeKey: 'home' | 'draw' | 'away' = 'home') => ({ gameId, marketKey: 'ft.1x2', outcomeKey, price: PRICES[['home', 'draw', 'away'].indexOf(outcomeKey)]!, version: 1 });

  it('decision 015: a cash-out part worth nothing after rounding down is refused 409 STATE_CONFLICT, not a 400 from the ledger, and moves nothing', async () => {
    openGames(9001);
    const p = await player();
    const [coupon] = (await service.place(p.userId, 'zero-cashout', CouponDraft.parse({ typeId: 0, legs: [leg(9001)], amountMinor: '1000' }))).coupons;
    const before = await checks.counts();
    // 1 × 2.000 / 2.000 × 95 % = 0.95 → 0.
    await expect(service.cashOut(p.userId, BigInt(coupon!.couponId), { stakePartMinor: '1' })).rejects.toMatchObject({ statusCode: 409, code: 'STATE_CONFLICT' });
    expect(await checks.counts()).toEqual(before);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 014, decision 015: an express lost early on one leg, whose result is then corrected to a win while another leg is open, is open again (not left lost)', async () => {
    openGames(9101, 9102);
    const p = await player();
    const [coupon] = (await service.place(p.userId, 'reopened-express', CouponDraft.parse({ typeId: 1, legs: [leg(9101), leg(9102)], amountMinor: '1000' }))).coupons;
    const id = BigInt(coupon!.couponId);
    const end = async (home: 'won' | 'lost') => {
      const before = (await checks.settleJobs(9101)).total;
      feed.push([{ type: 'result', at: NOW, eventId: 9101, status: 'finished', score: [1, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] }]);
      await waitForSettleJobs(checks, 9101, before + 1);
    };
    await end('lost');
    expect(await service.coupon(p.userId, id)).toMatchObject({ status: 'lost', returnMinor: '0' });
    await end('won');
    // settleCoupon says open (one leg won, one open): the coupon is live again.
    expect(await service.coupon(p.userId, id)).toMatchObject({ status: 'open', returnMinor: null, legs: [{ result: 'win' }, { result: 'open' }] });
    // Then the other game decides it, paid once.
    feed.push([{ type: 'result', at: NOW, eventId: 9102, status: 'finished', score: [2, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }] }] }]);
    await waitForSettleJobs(checks, 9102, 1);
    expect(await service.coupon(p.userId, id)).toMatchObject({ status: 'won', returnMinor: '4000' });
    expect(await checks.balance(p.accountId)).toBe(10_000n - 1000n + 4000n);
    expect(await ledger.audit()).toEqual([]);
  });
});
