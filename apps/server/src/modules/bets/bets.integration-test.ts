import { randomInt, randomUUID } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetSettledEvent, CashOutResponse, CouponQuoteResponse, CouponRefusal, HeldSettlementsResponse, PlaceCouponResponse, PlacedCoupon, SettleGameResponse } from '@wager/contract';
import { combinationCount, expressCoefficient, possibleWin, settleCoupon } from '@wager/domain';
import { signUpBettor } from '../../testing/bettor.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { houseAdjustment } from '../wallet/testing/house-adjustment.ts';
import type { GameResults } from '../feed/index.ts';
import { betsChannel, type BetLimits } from './index.ts';
import { createBetsChecks } from './testing/bets-checks.repository.ts';
import { createBetsFixtures } from './testing/bets-fixtures.repository.ts';
import { createTestFeed, game, SPORT, x12 } from './testing/test-feed.ts';

// Bets on the real server (decision 015; S0 §3.8 outgoing coupon, §4.1 coupon types, §5 amount rules;
// decision 014 the maths): quote, place, refusals that write nothing, settlement exactly once, re-settlement.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const LATER = NOW + 3 * 3_600_000;
const PRICES: [number, number, number] = [2000, 3400, 3800];
const GAMES = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];

describe('bets (decision 015)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let fixtures: ReturnType<typeof createBetsFixtures>;
  const feed = createTestFeed();
  let refuseWith: 'LIMIT_REACHED' | 'SELF_EXCLUDED' | null = null;
  let duringPlacement: (() => void) | null = null;
  const limits: BetLimits = {
    check: async (requests) => {
      duringPlacement?.();
      return requests.map(() => (refuseWith ? { allowed: false as const, code: refuseWith } : { allowed: true as const }));
    },
  };
  /** A result the bets module is shown instead of the feed's (a job that read the results before a correction). */
  let staleResults: GameResults | null = null;
  const versions = new Map<number, number>();
  const slept: number[] = [];
  let duringSleep: (() => void) | null = null;

  const setMarket = (gameId: number, prices: [number, number, number], status: 'open' | 'suspended' = 'open') => {
    const version = (versions.get(gameId) ?? 0) + 1;
    versions.set(gameId, version);
    feed.push([{ type: 'markets', at: NOW, eventId: gameId, markets: [x12(version, prices, status)] }]);
    return version;
  };

  // The operator API (decision 015 held re-settlements) exists only with a token.
  const OPERATOR_TOKEN = 'bets-operator-token-for-tests-0123456789';
  const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  const savedToken = process.env.OPERATOR_API_TOKEN;

  beforeAll(async () => {
    process.env.OPERATOR_API_TOKEN = OPERATOR_TOKEN;
    t = await createTestApp({
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: {
        limits,
        // Basketball (3) waits 3 s in play here; the injected sleep records it and may move the price meanwhile.
        config: { minStakeMinor: 100n, maxStakeMinor: 10_000_000n, maxLiabilityPerGameMinor: 37_970_000n, inPlayDelayMs: { bySport: { 3: 3000 }, other: 0 } },
        jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
        nowMs: () => NOW,
        feed: (real) => ({ ...real, results: async (gameId) => (staleResults?.gameId === gameId ? staleResults : real.results(gameId)) }),
        sleep: async (ms) => {
          slept.push(ms);
          duringSleep?.();
        },
      },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    fixtures = createBetsFixtures(t.database.db);
    feed.push([{ type: 'sport', at: NOW, sport: SPORT }, ...GAMES.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) }))]);
    for (const id of GAMES) setMarket(id, PRICES);
  });
  afterAll(async () => {
    await t?.close();
    if (savedToken === undefined) delete process.env.OPERATOR_API_TOKEN;
    else process.env.OPERATOR_API_TOKEN = savedToken;
  });

  const signUp = (balanceMinor = 1_000_000n) => signUpBettor(t, ledger, balanceMinor);

  const leg = (gameId: number, outcomeKey: 'home' | 'draw' | 'away' = 'home', extra: object = {}) => ({
    gameId,
    marketKey: 'ft.1x2',
    outcomeKey,
    price: PRICES[['home', 'draw', 'away'].indexOf(outcomeKey)]!,
    version: versions.get(gameId)!,
    ...extra,
  });

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('S0 §3.8: a guest quotes a coupon: current prices, coefficient, system options and possible win by the domain maths', async () => {
    const express = await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 1, legs: [leg(101), leg(102, 'draw')], amountMinor: '1000' } });
    expect(express.statusCode, express.body).toBe(200);
    const q = CouponQuoteResponse.parse(express.json());
    expect(q.problems).toEqual([]);
    expect(q.coef).toBe(expressCoefficient([2000, 3400]));
    expect(q.possibleWinMinor).toBe('6800');
    const system = CouponQuoteResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 2, systemValue: 2, legs: [leg(101), leg(102), leg(103), leg(104, 'away', { banker: true })], amountMinor: '3000' } })).json(),
    );
    expect(system.problems).toEqual([]);
    expect(system.systemOptions.map((o) => [o.value, o.combo])).toEqual([[2, Number(combinationCount(3, 2))]]);
    expect(system.possibleWinMinor).toBe(possibleWin({ typeId: 2, systemValue: 2, stakeMinor: 3000n, legs: [{ price: 2000 }, { price: 2000 }, { price: 2000 }, { price: 3800, banker: true }] }).toString());
    const unknown = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 0, legs: [{ ...leg(101), outcomeKey: 'nope' }] } })).json());
    expect(unknown.problems).toEqual([{ code: 'SELECTION_UNAVAILABLE', betId: '101:ft.1x2:nope' }]);
  });

  it('S0 §4.1: single, express, system and several singles are placed; the balance is debited by exactly the stakes', async () => {
    const p = await signUp();
    const before = await p.balance();
    const single = await p.place({ typeId: 0, legs: [leg(101)], amountMinor: '1000' });
    expect(single.statusCode, single.body).toBe(200);
    const [coupon] = PlaceCouponResponse.parse(single.json()).coupons;
    expect(coupon).toMatchObject({ typeId: 0, status: 'open', stakeMinor: '1000', coef: 2000, possibleWinMinor: '2000', legs: [{ gameId: 101, price: 2000, result: 'open', home: 'Home 101', champName: 'Premier League' }] });
    expect(/^\d+$/.test(coupon!.couponId)).toBe(true);
    const express = PlaceCouponResponse.parse((await p.place({ typeId: 1, legs: [leg(101), leg(102, 'draw')], amountMinor: '500' })).json()).coupons;
    expect(express[0]).toMatchObject({ coef: 6800, possibleWinMinor: '3400' });
    const system = await p.place({ typeId: 2, systemValue: 2, legs: [leg(101), leg(102), leg(103)], amountMinor: '300' });
    expect(system.statusCode, system.body).toBe(200);
    const singles = PlaceCouponResponse.parse((await p.place({ typeId: 9, legs: [leg(103), leg(104, 'away')], amountMinor: '200', amountByBetId: { '104:ft.1x2:away': '400' } })).json()).coupons;
    expect(singles.map((c) => [c.typeId, c.stakeMinor, c.legs.length])).toEqual([
      [9, '200', 1],
      [9, '400', 1],
    ]);
    expect(await p.balance()).toBe(before - 1000n - 500n - 300n - 200n - 400n);
    // GET own coupon; another player's or a malformed id is 404.
    const own = await p.call('GET', `/web-api/coupon/${coupon!.couponId}`);
    expect(PlacedCoupon.parse(own.json()).couponId).toBe(coupon!.couponId);
    const other = await signUp(0n);
    expect((await other.call('GET', `/web-api/coupon/${coupon!.couponId}`)).statusCode).toBe(404);
    expect((await p.call('GET', '/web-api/coupon/abc')).statusCode).toBe(404);
    // History: newest first, by type, keyset paging.
    const page1 = (await p.call('GET', '/web-api/bets/history?limit=3')).json();
    expect(page1.coupons).toHaveLength(3);
    const page2 = (await p.call('GET', `/web-api/bets/history?limit=3&before=${page1.nextBefore}`)).json();
    expect(page2.coupons.map((c: PlacedCoupon) => c.typeId)).toEqual([1, 0]);
    expect((await p.call('GET', '/web-api/bets/history?typeId=9')).json().coupons).toHaveLength(2);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015: the same Idempotency-Key answers the first result; another body with it is 409 IDEMPOTENCY_KEY_REUSED; no key is 400', async () => {
    const p = await signUp();
    const key = randomUUID();
    const first = await p.place({ typeId: 0, legs: [leg(105)], amountMinor: '700' }, key);
    const again = await p.place({ typeId: 0, legs: [leg(105)], amountMinor: '700' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const reused = await p.place({ typeId: 0, legs: [leg(105)], amountMinor: '800' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const noKey = await p.call('POST', '/web-api/coupon/place', { typeId: 0, legs: [leg(105)], amountMinor: '700' });
    expect(noKey.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const guest = await t.app.inject({ method: 'POST', url: '/web-api/coupon/place', headers: { ...XHR, 'idempotency-key': randomUUID() }, payload: { typeId: 0, legs: [leg(105)], amountMinor: '700' } });
    expect(guest.statusCode).toBe(401);
    expect(await p.balance()).toBe(1_000_000n - 700n);
  });

  it('S1 §3 odds change: policy 0 refuses any move with PRICE_CHANGED and the new quote; 1 accepts any; 2 accepts only a rise', async () => {
    const p = await signUp();
    const picked = leg(106);
    setMarket(106, [2100, 3300, 3700]);
    const counts = await fixtures.counts();
    const refused = await p.place({ typeId: 0, legs: [picked], amountMinor: '1000', changeCoefAction: 0 });
    expect(refused.statusCode).toBe(409);
    const body = CouponRefusal.parse(refused.json());
    expect(body.error.code).toBe('PRICE_CHANGED');
    expect(body.error.quote?.legs[0]).toMatchObject({ price: 2100, pickedPrice: 2000 });
    expect(await fixtures.counts()).toEqual(counts);
    const rise = await p.place({ typeId: 0, legs: [picked], amountMinor: '1000', changeCoefAction: 2 });
    expect(rise.statusCode, rise.body).toBe(200);
    expect(rise.json().coupons[0].legs[0].price).toBe(2100);
    setMarket(106, [1900, 3300, 3700]);
    const drop = await p.place({ typeId: 0, legs: [picked], amountMinor: '1000', changeCoefAction: 2 });
    expect(drop.json().error.code).toBe('PRICE_CHANGED');
    const any = await p.place({ typeId: 0, legs: [picked], amountMinor: '1000', changeCoefAction: 1 });
    expect(any.statusCode).toBe(200);
    expect(any.json().coupons[0]).toMatchObject({ coef: 1900, possibleWinMinor: '1900' });
    setMarket(106, PRICES);
  });

  it('decision 015: every refusal answers its code and status and writes nothing (rows and balance unchanged)', async () => {
    const p = await signUp(5_000n);
    feed.push([{ type: 'event', at: NOW, event: game(107, NOW - 60_000, 'live') }]);
    setMarket(108, PRICES, 'suspended');
    feed.push([{ type: 'result', at: NOW, eventId: 110, status: 'finished', score: [0, 1], markets: [] }]);
    const cases: [object, string, number][] = [
      [{ typeId: 0, legs: [leg(110)], amountMinor: '1000' }, 'EVENT_FINISHED', 409],
      [{ typeId: 1, legs: [leg(102)], amountMinor: '1000' }, 'TOO_FEW_LEGS', 422],
      [{ typeId: 0, legs: [{ ...leg(107), live: true }], amountMinor: '1000', isDropOnScoreChange: true, scoreByBetId: { '107:ft.1x2:home': '1:0' } }, 'SCORE_CHANGED', 409],
      [{ typeId: 0, legs: [leg(108)], amountMinor: '1000' }, 'MARKET_SUSPENDED', 409],
      [{ typeId: 0, legs: [{ ...leg(107), live: false }], amountMinor: '1000' }, 'EVENT_STARTED', 409],
      [{ typeId: 0, legs: [{ ...leg(101), marketKey: 'ft.none' }], amountMinor: '1000' }, 'SELECTION_UNAVAILABLE', 409],
      [{ typeId: 1, legs: [leg(101), leg(101, 'draw')], amountMinor: '1000' }, 'DEPENDENT_SELECTIONS', 422],
      [{ typeId: 2, systemValue: 3, legs: [leg(101), leg(102), leg(103)], amountMinor: '1000' }, 'SYSTEM_VALUE_INVALID', 422],
      [{ typeId: 0, legs: [leg(101)], amountMinor: '99' }, 'BELOW_MIN', 422],
      [{ typeId: 0, legs: [leg(101)], amountMinor: '10000001' }, 'ABOVE_MAX', 422],
      [{ typeId: 0, legs: [leg(101)], amountMinor: '6000' }, 'INSUFFICIENT_FUNDS', 409],
      [{ typeId: 0, legs: [leg(109, 'away')], amountMinor: '5000' }, 'LIABILITY_EXCEEDED', 409],
    ];
    // The liability case: another player's bet (9 990 000 × 3.800 = 37 962 000) nearly fills game 109's limit (37 970 000).
    const whale = await signUp(20_000_000n);
    const big = await whale.place({ typeId: 0, legs: [leg(109, 'away')], amountMinor: '9990000' });
    expect(big.statusCode, big.body).toBe(200);
    const counts = await fixtures.counts();
    const balance = await p.balance();
    for (const [draft, code, status] of cases) {
      const response = await p.place(draft);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(status);
      expect(CouponRefusal.parse(response.json()).error.code).toBe(code);
    }
    // The player-protection hook refuses with its own code, inside the unit of work.
    for (const code of ['LIMIT_REACHED', 'SELF_EXCLUDED'] as const) {
      refuseWith = code;
      const response = await p.place({ typeId: 0, legs: [leg(102)], amountMinor: '1000' });
      refuseWith = null;
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe(code);
    }
    // A frozen account: the ledger refuses the debit.
    await t.app.operator.wallet.freezeAccount(p.accountId);
    const frozen = await p.place({ typeId: 0, legs: [leg(102)], amountMinor: '1000' });
    await t.app.operator.wallet.unfreezeAccount(p.accountId);
    expect(frozen.json().error.code).toBe('ACCOUNT_FROZEN');
    expect(await fixtures.counts()).toEqual(counts);
    expect(await p.balance()).toBe(balance);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015: a finished game settles each bet once through a job and pays the right amount; a re-run pays nothing; a corrected result reverses and re-pays', async () => {
    const gameId = 201;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const p = await signUp(100_000n);
    const winner = (await p.place({ typeId: 0, legs: [leg(gameId, 'home')], amountMinor: '1000' })).json().coupons[0] as PlacedCoupon;
    const loser = (await p.place({ typeId: 0, legs: [leg(gameId, 'away')], amountMinor: '2000' })).json().coupons[0] as PlacedCoupon;
    const afterStakes = await p.balance();
    expect(afterStakes).toBe(100_000n - 3000n);
    const pushed: BetSettledEvent[] = [];
    const unsubscribe = await t.platform.pubsub.subscribe(betsChannel(p.userId), (message) => pushed.push(BetSettledEvent.parse(message)));
    const result = (home: 'won' | 'lost', away: 'won' | 'lost') => ({
      type: 'result' as const,
      at: NOW,
      eventId: gameId,
      status: 'finished' as const,
      score: [2, 0] as [number, number],
      markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }, { key: 'draw', result: 'lost' as const }, { key: 'away', result: away }] }],
    });
    feed.push([result('won', 'lost')]);
    const coupon = (id: string) => p.call('GET', `/web-api/coupon/${id}`).then((r) => PlacedCoupon.parse(r.json()));
    const settled = await waitFor(() => coupon(loser.couponId), (c) => c.status !== 'open');
    expect(settled).toMatchObject({ status: 'lost', returnMinor: '0', legs: [{ result: 'lose', score: '2:0' }] });
    expect(await coupon(winner.couponId)).toMatchObject({ status: 'won', returnMinor: '2000' });
    expect(await p.balance()).toBe(afterStakes + 2000n);
    await waitFor(async () => pushed.length, (n) => n >= 2, 2000);
    expect(pushed.map((e) => [e.couponId, e.status, e.returnMinor]).sort()).toEqual(
      [
        [winner.couponId, 'won', '2000'],
        [loser.couponId, 'lost', '0'],
      ].sort(),
    );
    await unsubscribe();
    // The job again (a retry, a second worker): nothing changes, nothing is paid.
    expect(await t.app.bets.service.settleGame(gameId)).toEqual({ settled: 0, resettled: 0, held: 0 });
    await t.app.bets.enqueueSettlement(gameId);
    await new Promise((r) => setTimeout(r, 1200));
    expect(await p.balance()).toBe(afterStakes + 2000n);
    expect(await ledger.audit()).toEqual([]);
    // A corrected result: the winner's payout is reversed, the other coupon now pays 2000 × 3.800.
    feed.push([result('lost', 'won')]);
    await waitFor(() => coupon(loser.couponId), (c) => c.status === 'won');
    expect(await coupon(loser.couponId)).toMatchObject({ status: 'won', returnMinor: '7600' });
    expect(await coupon(winner.couponId)).toMatchObject({ status: 'lost', returnMinor: '0' });
    expect(await p.balance()).toBe(afterStakes + 7600n);
    const rows = await t.app.bets.service.settlementsOf(BigInt(winner.couponId));
    expect(rows.map((r) => [r.seq, r.kind, r.amountMinor])).toEqual([
      [1, 'payout', 2000n],
      [2, 'reversal', 2000n],
    ]);
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §3.8: a coupon saved under a short code loads with its legs quoted now', async () => {
    const saved = await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', headers: XHR, payload: { typeId: 1, legs: [leg(102), leg(103, 'draw')] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { code } = saved.json();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const loaded = await t.app.inject({ url: `/web-api/coupon/load/${code}` });
    expect(loaded.json()).toMatchObject({ code, typeId: 1, legs: [{ gameId: 102, price: 2000 }, { gameId: 103, price: 3400 }] });
    expect((await t.app.inject({ url: '/web-api/coupon/load/NOPE2345' })).statusCode).toBe(404);
    // Saving is rate-limited per address (20 a minute).
    const ip = `10.9.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await t.app.inject({ method: 'POST', url: '/web-api/coupon/save', remoteAddress: ip, headers: XHR, payload: { typeId: 0, legs: [leg(102)] } })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('S0 §3.8: a signed-in player\'s quote is in his account currency and names a stake above his balance', async () => {
    const p = await signUp(1_500n);
    const q = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', { typeId: 9, legs: [leg(102), leg(103)], amountMinor: '1000' })).json());
    expect(q).toMatchObject({ currency: 'RUB', possibleWinMinor: '4000', minPossibleWinMinor: '2000', problems: [{ code: 'INSUFFICIENT_FUNDS' }] });
  });

  it("decision 015: a live leg waits its sport's in-play delay and is checked again: a price that moved meanwhile is refused, else accepted", async () => {
    const gameId = 301;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, NOW - 600_000, 'live', 3) }]);
    setMarket(gameId, PRICES);
    const p = await signUp();
    const counts = await fixtures.counts();
    slept.length = 0;
    duringSleep = () => setMarket(gameId, [1800, 3400, 3800]);
    const moved = await p.place({ typeId: 0, legs: [{ ...leg(gameId), live: true }], amountMinor: '1000', changeCoefAction: 0 });
    duringSleep = null;
    expect(slept).toEqual([3000]);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.code).toBe('PRICE_CHANGED');
    expect(await fixtures.counts()).toEqual(counts);
    const steady = await p.place({ typeId: 0, legs: [{ ...leg(gameId), price: 1800, live: true }], amountMinor: '1000', changeCoefAction: 0 });
    expect(steady.statusCode, steady.body).toBe(200);
    expect(steady.json().coupons[0].legs[0]).toMatchObject({ isLive: true, price: 1800 });
    expect(slept).toEqual([3000, 3000]);
    // A line game (not live) waits nothing.
    await p.place({ typeId: 0, legs: [leg(102)], amountMinor: '1000' });
    expect(slept).toEqual([3000, 3000]);
    setMarket(gameId, PRICES);
  });

  it('decision 015: at start-up, games whose results exist while legs on them are open are settled (crash recovery)', async () => {
    const gameId = 401;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const p = await signUp(10_000n);
    const coupon = PlaceCouponResponse.parse((await p.place({ typeId: 0, legs: [leg(gameId, 'draw')], amountMinor: '1000' })).json()).coupons[0]!;
    // The process "dies": no settlement jobs run and no listener hears the result.
    await t.app.bets.stop();
    feed.push([{ type: 'result', at: NOW, eventId: gameId, status: 'finished', score: [1, 1], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'draw', result: 'won' }] }] }]);
    await new Promise((r) => setTimeout(r, 600));
    expect((await p.call('GET', `/web-api/coupon/${coupon.couponId}`)).json().status).toBe('open');
    await t.app.bets.start();
    const settled = await waitFor(
      () => p.call('GET', `/web-api/coupon/${coupon.couponId}`).then((r) => PlacedCoupon.parse(r.json())),
      (c) => c.status !== 'open',
    );
    expect(settled).toMatchObject({ status: 'won', returnMinor: '3400' });
    expect(await p.balance()).toBe(10_000n - 1000n + 3400n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015: cash-out offers stake × accepted/current × 95 %, valid 5 s; accepted it pays through the ledger; a part reduces the stake; refused while suspended', async () => {
    const gameId = 501;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const p = await signUp(10_000n);
    const placed = PlaceCouponResponse.parse((await p.place({ typeId: 0, legs: [leg(gameId)], amountMinor: '2000' })).json()).coupons[0]!;
    setMarket(gameId, [1600, 3400, 3800]);
    const url = `/web-api/bets/${placed.couponId}/cashout`;
    // A part: 1000 × 2.000 / 1.600 × 0.95 = 1187.5 → 1187.
    const offer = CashOutResponse.parse((await p.call('POST', url, { stakePartMinor: '1000' })).json());
    expect(offer).toMatchObject({ amountMinor: '1187', accepted: false });
    expect(Date.parse(offer.expiresAt) - NOW).toBe(5000);
    const before = await p.balance();
    const taken = await p.call('POST', url, { stakePartMinor: '1000', quoteId: offer.quoteId });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(CashOutResponse.parse(taken.json()).coupon).toMatchObject({ status: 'open', stakeMinor: '1000', possibleWinMinor: '2000' });
    expect(await p.balance()).toBe(before + 1187n);
    // The same offer again (or for another part) no longer fits the coupon.
    expect((await p.call('POST', url, { stakePartMinor: '1000', quoteId: offer.quoteId })).statusCode).toBe(409);
    expect((await p.call('POST', url, { quoteId: offer.quoteId })).statusCode).toBe(409);
    setMarket(gameId, [1600, 3400, 3800], 'suspended');
    const suspended = await p.call('POST', url, {});
    expect(suspended.json().error.code).toBe('MARKET_SUSPENDED');
    setMarket(gameId, [1600, 3400, 3800]);
    const whole = CashOutResponse.parse((await p.call('POST', url, {})).json());
    const done = CashOutResponse.parse((await p.call('POST', url, { quoteId: whole.quoteId })).json());
    expect(done.coupon).toMatchObject({ status: 'cashed_out', returnMinor: '1187' });
    expect(await p.balance()).toBe(before + 1187n + 1187n);
    expect((await p.call('POST', url, {})).statusCode).toBe(409);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015: every bets route is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/web-api/coupon/quote', '/web-api/coupon/place', '/web-api/coupon/{couponId}', '/web-api/bets/history', '/web-api/coupon/save', '/web-api/coupon/load/{code}', '/web-api/bets/{couponId}/cashout', '/web-api/bets/events', '/operator-api/bets/held-settlements', '/operator-api/bets/games/{gameId}/settle']),
    );
  });

  it('decision 015: a game that ends while a coupon on it is being placed still settles it (queued again after the commit)', async () => {
    const gameId = 601;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const p = await signUp(10_000n);
    duringPlacement = () => feed.push([{ type: 'result', at: NOW, eventId: gameId, status: 'cancelled', score: null, markets: [] }]);
    const placed = await p.place({ typeId: 0, legs: [leg(gameId)], amountMinor: '1000' });
    duringPlacement = null;
    const coupon = PlaceCouponResponse.parse(placed.json()).coupons[0]!;
    const settled = await waitFor(
      () => p.call('GET', `/web-api/coupon/${coupon.couponId}`).then((r) => PlacedCoupon.parse(r.json())),
      (c) => c.status !== 'open',
    );
    expect(settled).toMatchObject({ status: 'void', returnMinor: '1000', legs: [{ result: 'void' }] });
    expect(await p.balance()).toBe(10_000n);
  });

  it('decision 015: GET /web-api/bets/events streams the player\'s bet events (server-sent events) and refuses a guest', async () => {
    const p = await signUp(0n);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${base}/web-api/bets/events`)).status).toBe(401);
    const message = await new Promise<IncomingMessage>((resolve, reject) => get(`${base}/web-api/bets/events`, { agent: false, headers: { cookie: p.cookie } }, resolve).on('error', reject));
    expect(message.statusCode).toBe(200);
    expect(message.headers['content-type']).toMatch(/^text\/event-stream/);
    let text = '';
    message.setEncoding('utf8');
    message.on('data', (chunk: string) => (text += chunk));
    const event = { couponId: '100000123', status: 'won', returnMinor: '2000' };
    // The subscription starts just after the headers: publish until the stream has it.
    const seen = await waitFor(
      async () => {
        await t.platform.pubsub.publish(betsChannel(p.userId), event);
        await new Promise((r) => setTimeout(r, 50));
        return text;
      },
      (x) => x.includes('event: bet'),
      3000,
    );
    expect(seen).toContain(`event: bet\ndata: ${JSON.stringify(event)}`);
    message.destroy();
  });

  it('decision 014, decision 015: a system and an express over three games settle per combination when the last game ends, paid exactly', async () => {
    const games = [701, 702, 703];
    feed.push(games.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) })));
    for (const id of games) setMarket(id, PRICES);
    const p = await signUp(10_000n);
    const system = PlaceCouponResponse.parse((await p.place({ typeId: 2, systemValue: 2, legs: games.map((id) => leg(id)), amountMinor: '300' })).json()).coupons[0]!;
    const express = PlaceCouponResponse.parse((await p.place({ typeId: 1, legs: [leg(701), leg(702)], amountMinor: '500' })).json()).coupons[0]!;
    const end = (id: number, home: 'won' | 'lost') => feed.push([{ type: 'result', at: NOW, eventId: id, status: 'finished', score: [1, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] }]);
    const read = (id: string) => p.call('GET', `/web-api/coupon/${id}`).then((r) => PlacedCoupon.parse(r.json()));
    end(701, 'won');
    end(703, 'lost');
    await waitFor(() => read(system.couponId), (c) => c.legs.filter((l) => l.result !== 'open').length === 2);
    // Two legs decided, one open: both coupons stay open (the system can still pay, the express too).
    expect((await read(system.couponId)).status).toBe('open');
    expect((await read(express.couponId)).status).toBe('open');
    end(702, 'won');
    const settled = await waitFor(() => read(system.couponId), (c) => c.status !== 'open');
    const expected = settleCoupon({ typeId: 2, systemValue: 2, stakeMinor: 300n, legs: [{ price: 2000, result: 'win' }, { price: 2000, result: 'win' }, { price: 2000, result: 'lose' }] });
    expect(settled).toMatchObject({ status: expected.outcome, returnMinor: expected.returnMinor.toString() });
    expect(expected.returnMinor).toBe(400n);
    expect(await waitFor(() => read(express.couponId), (c) => c.status !== 'open')).toMatchObject({ status: 'won', returnMinor: '2000' });
    expect(await p.balance()).toBe(10_000n - 800n + 400n + 2000n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §4.1, §9: an express of three legs ≥1.1 gets the automatic bonus bet (×1.03), stored and paid when every leg wins; a deleted one stays off', async () => {
    const games = [801, 802, 803];
    feed.push(games.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) })));
    for (const id of games) setMarket(id, PRICES);
    const draft = { typeId: 1, legs: games.map((id) => leg(id)), amountMinor: '1000' };
    const q = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: draft })).json());
    // 1000 × 2 × 2 × 2 = 8000, × 1.03 = 8240.
    expect(q.bonusBet).toEqual({ multiplier: 1030, possibleWinMinor: '8240' });
    const deleted = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { ...draft, bonusBetDeleted: true } })).json());
    expect(deleted.bonusBet).toBeNull();
    const two = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { ...draft, legs: draft.legs.slice(0, 2) } })).json());
    expect(two.bonusBet).toBeNull();
    const p = await signUp(10_000n);
    const placed = PlaceCouponResponse.parse((await p.place(draft)).json()).coupons[0]!;
    expect(placed).toMatchObject({ bonusMultiplier: 1030, possibleWinMinor: '8240' });
    for (const id of games) feed.push([{ type: 'result', at: NOW, eventId: id, status: 'finished', score: [1, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }] }] }]);
    const read = () => p.call('GET', `/web-api/coupon/${placed.couponId}`).then((r) => PlacedCoupon.parse(r.json()));
    expect(await waitFor(read, (c) => c.status !== 'open')).toMatchObject({ status: 'won', returnMinor: '8240' });
    expect(await p.balance()).toBe(10_000n - 1000n + 8240n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 014: a Trixie (three doubles and a treble) is placed as a named system and settled over its four bets', async () => {
    const games = [811, 812, 813];
    feed.push(games.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) })));
    for (const id of games) setMarket(id, PRICES);
    const q = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 2, legs: games.map((id) => leg(id)), amountMinor: '400' } })).json());
    expect(q.systemOptions.find((o) => o.presetName === 'Trixie')).toMatchObject({ value: 3, combo: 4, minBetAmount: '400' });
    const p = await signUp(10_000n);
    const response = await p.place({ typeId: 2, preset: 'Trixie', legs: games.map((id) => leg(id)), amountMinor: '400' });
    expect(response.statusCode, response.body).toBe(200);
    const placed = PlaceCouponResponse.parse(response.json()).coupons[0]!;
    // 100 on each of 3 doubles (×4) and the treble (×8): 1200 + 800.
    expect(placed).toMatchObject({ typeId: 2, preset: 'Trixie', systemValue: 3, possibleWinMinor: '2000' });
    // A preset on the wrong number of legs is refused and writes nothing.
    const counts = await fixtures.counts();
    const wrong = await p.place({ typeId: 2, preset: 'Yankee', legs: games.map((id) => leg(id)), amountMinor: '400' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('SYSTEM_VALUE_INVALID');
    expect(await fixtures.counts()).toEqual(counts);
    const end = (id: number, home: 'won' | 'lost') => feed.push([{ type: 'result', at: NOW, eventId: id, status: 'finished', score: [1, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] }]);
    end(811, 'won');
    end(812, 'won');
    end(813, 'lost');
    const read = () => p.call('GET', `/web-api/coupon/${placed.couponId}`).then((r) => PlacedCoupon.parse(r.json()));
    const expected = settleCoupon({ typeId: 2, preset: 'Trixie', stakeMinor: 400n, legs: [{ price: 2000, result: 'win' }, { price: 2000, result: 'win' }, { price: 2000, result: 'lose' }] });
    expect(expected.returnMinor).toBe(400n);
    expect(await waitFor(read, (c) => c.status !== 'open')).toMatchObject({ status: expected.outcome, returnMinor: '400' });
  });

  it('S0 §3.8 exactCoef: a coupon goes at today\'s prices while its coefficient is at least the exact coefficient, else EXACT_COEF_UNAVAILABLE', async () => {
    const gameId = 821;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const picked = leg(gameId);
    setMarket(gameId, [1900, 3400, 3800]);
    const quote = (exactCoef: number) => t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 0, legs: [picked], amountMinor: '1000', changeCoefAction: 0, exactCoef } }).then((r) => CouponQuoteResponse.parse(r.json()));
    expect((await quote(1850)).problems).toEqual([]);
    expect((await quote(1950)).problems).toEqual([{ code: 'EXACT_COEF_UNAVAILABLE' }]);
  });

  it('S0 §5: the minimum and maximum apply only to the coupon types the site config lists', async () => {
    const gameId = 831;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const quote = () => t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 0, legs: [leg(gameId)], amountMinor: '50' } }).then((r) => CouponQuoteResponse.parse(r.json()));
    expect((await quote()).problems).toEqual([{ code: 'BELOW_MIN' }]);
    await t.app.operator.config.setValue('site', 'couponTypesWithMinAmount', [1, 2]);
    try {
      const q = await quote();
      expect(q.problems).toEqual([]);
      expect(q.minAmountMinor).toBeNull();
    } finally {
      await t.app.operator.config.setValue('site', 'couponTypesWithMinAmount', [0, 1, 2]);
    }
  });

  it('S0 §5 VIP bet, decision 015: a VIP stake above the maximum waits for the operator (pending, stake held, outside the liability); accepted it is open, declined or its game over it is void and the stake goes back', async () => {
    const checks = createBetsChecks(t.database.db);
    const [accepted, declined, expired] = [841, 842, 843];
    for (const id of [accepted, declined, expired]) {
      feed.push([{ type: 'event', at: NOW, event: game(id, LATER) }]);
      setMarket(id, PRICES);
    }
    feed.push([{ type: 'event', at: NOW, event: game(844, NOW - 60_000, 'live') }]);
    setMarket(844, PRICES);
    const whale = await signUp(100_000_000n);
    const events: BetSettledEvent[] = [];
    const unsubscribe = await t.platform.pubsub.subscribe(betsChannel(whale.userId), (message) => events.push(BetSettledEvent.parse(message)));
    const vip = (gameId: number, extra: object = {}) => ({ typeId: 0, legs: [leg(gameId)], amountMinor: '12000000', isVipBet: true, ...extra });
    try {
      // The quote says it goes to the operator; without isVipBet the same stake is ABOVE_MAX; a live leg cannot be a VIP bet.
      const quoted = CouponQuoteResponse.parse((await whale.call('POST', '/web-api/coupon/quote', vip(accepted))).json());
      expect(quoted).toMatchObject({ isVipBetAvailable: true, vipApproval: true, problems: [] });
      expect((await whale.place({ ...vip(accepted), isVipBet: false })).json().error.code).toBe('ABOVE_MAX');
      const live = await whale.place({ ...vip(844), legs: [{ ...leg(844), live: true }] });
      expect(CouponRefusal.parse(live.json()).error.code).toBe('VIP_BET_UNAVAILABLE');

      const placed = await Promise.all([accepted, declined, expired].map(async (gameId) => PlaceCouponResponse.parse((await whale.place(vip(gameId))).json()).coupons[0]!));
      expect(placed.map((c) => c.status)).toEqual(['pending', 'pending', 'pending']);
      expect(await whale.balance()).toBe(100_000_000n - 3n * 12_000_000n);
      expect(await checks.liability(accepted, 'RUB')).toBe(0n);
      expect((await t.app.bets.service.pendingVipCoupons()).map((c) => c.couponId)).toEqual(expect.arrayContaining(placed.map((c) => c.couponId)));
      // A pending bet cannot be cashed out.
      expect((await whale.call('POST', `/web-api/bets/${placed[0]!.couponId}/cashout`, {})).statusCode).toBe(409);

      // Accepted: 12 000 000 × 2.000 = 24 000 000 under the game's limit of 37 970 000.
      const open = await t.app.bets.service.decideVip(BigInt(placed[0]!.couponId), 'accept');
      expect(open.status).toBe('open');
      expect(await checks.liability(accepted, 'RUB')).toBe(24_000_000n);
      await expect(t.app.bets.service.decideVip(BigInt(placed[0]!.couponId), 'decline')).rejects.toMatchObject({ statusCode: 409 });

      const refunded = await t.app.bets.service.decideVip(BigInt(placed[1]!.couponId), 'decline');
      expect(refunded).toMatchObject({ status: 'void', returnMinor: '12000000' });
      expect(await whale.balance()).toBe(100_000_000n - 2n * 12_000_000n);

      // Never decided: when its game ends the settlement declines it and gives the stake back.
      feed.push([{ type: 'result', at: NOW, eventId: expired, status: 'finished', score: [1, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }] }] }]);
      const after = await waitFor(
        () => whale.call('GET', `/web-api/coupon/${placed[2]!.couponId}`).then((r) => PlacedCoupon.parse(r.json())),
        (c) => c.status !== 'pending',
      );
      expect(after).toMatchObject({ status: 'void', returnMinor: '12000000' });
      expect(await whale.balance()).toBe(100_000_000n - 12_000_000n);
      await waitFor(
        async () => events.length,
        (n) => n >= 3,
      );
      expect(events.map((e) => e.status).sort()).toEqual(['open', 'void', 'void']);
      expect(await checks.liabilityDrift()).toEqual([]);
      expect(await ledger.audit()).toEqual([]);
    } finally {
      await unsubscribe();
    }
  });

  it('S0 §3.8 hyper-bonus, decision 014: the operator\'s boost of an express\'s winnings is quoted, stored with the coupon and paid when it wins, from the minimum stake, capped, on what a void leg leaves', async () => {
    const [a, b, c, d] = [851, 852, 853, 854];
    for (const id of [a, b, c, d]) {
      feed.push([{ type: 'event', at: NOW, event: game(id, LATER) }]);
      setMarket(id, PRICES);
    }
    await t.app.operator.config.setValue('site', 'hyperBonus', { percent: 10, minBetLimitMinor: '1000', maxBonusMinor: '5000' });
    try {
      const p = await signUp(1_000_000n);
      const express = (amountMinor: string, games: number[]) => ({ typeId: 1, legs: games.map((g, i) => leg(g, i === 0 ? 'home' : 'draw')), amountMinor });
      // 2.000 × 3.400 = 6.800: a stake of 10.00 wins 68.00, winnings 58.00, 10 % = 5.80 on top.
      const quoted = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', express('1000', [a, b]))).json());
      expect(quoted.hyperBonus).toEqual({ percent: 10, minBetLimitMinor: '1000', maxBonusMinor: '5000', amountMinor: '580' });
      expect(quoted.possibleWinMinor).toBe('6800');
      const below = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', express('999', [a, b]))).json());
      expect(below.hyperBonus?.amountMinor).toBe('0');
      const single = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', { typeId: 0, legs: [leg(a)], amountMinor: '1000' })).json());
      expect(single.hyperBonus ?? null).toBeNull();

      const place = async (draft: object) => PlaceCouponResponse.parse((await p.place(draft)).json()).coupons[0]!;
      const boosted = await place(express('1000', [a, b]));
      expect(boosted).toMatchObject({ hyperBonusPercent: 10, possibleWinMinor: '7380' });
      const capped = await place(express('20000', [a, b]));
      expect(capped.possibleWinMinor).toBe(String(136_000 + 5_000));
      const withVoid = await place(express('1000', [c, d]));
      const none = await place(express('999', [c, d]));
      expect(none.hyperBonusPercent).toBeNull();

      const won = (gameId: number, outcome: 'home' | 'draw') => ({ type: 'result' as const, at: NOW, eventId: gameId, status: 'finished' as const, score: [1, 1] as [number, number], markets: [{ key: 'ft.1x2', outcomes: [{ key: outcome, result: 'won' as const }] }] });
      // Game c's market ends without a result: that leg is void (1.00), the express is a 3.400 one.
      feed.push([won(a, 'home'), won(b, 'draw'), { type: 'result', at: NOW, eventId: c, status: 'finished', score: [0, 0], markets: [] }, won(d, 'draw')]);
      const read = (id: string) => p.call('GET', `/web-api/coupon/${id}`).then((r) => PlacedCoupon.parse(r.json()));
      const settled = await Promise.all([boosted, capped, withVoid, none].map((x) => waitFor(() => read(x.couponId), (cp) => cp.status !== 'open')));
      expect(settled.map((x) => [x.status, x.returnMinor])).toEqual([
        ['won', '7380'],
        ['won', String(136_000 + 5_000)],
        // 10.00 × 3.400 = 34.00, winnings 24.00, 10 % = 2.40.
        ['won', '3640'],
        ['won', '3396'],
      ]);
      expect(await ledger.audit()).toEqual([]);
    } finally {
      await t.app.operator.config.setValue('site', 'hyperBonus', { percent: 0, minBetLimitMinor: '0', maxBonusMinor: null });
    }
  });

  it('S0 §3.8 antiExpressCoef, decision 014: an express is offered its anti-express at K / (K − 1); placed, it wins when a leg loses, loses when every leg wins, and a void leg leaves it with the coefficient of the rest', async () => {
    const games = [861, 862, 863, 864, 865, 866];
    for (const id of games) {
      feed.push([{ type: 'event', at: NOW, event: game(id, LATER) }]);
      setMarket(id, PRICES);
    }
    const p = await signUp(1_000_000n);
    // 2.000 × 3.400 = 6.8: 6.8 / 5.8 = 1.17241 → 1.172.
    const anti = (g1: number, g2: number, extra: object = {}) => ({ typeId: 1, legs: [leg(g1, 'home'), leg(g2, 'draw')], amountMinor: '1000', antiExpress: true, ...extra });
    const plain = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', { ...anti(861, 862), antiExpress: false })).json());
    expect(plain).toMatchObject({ coef: 6800, antiExpressCoef: 1172, possibleWinMinor: '6800' });
    const quoted = CouponQuoteResponse.parse((await p.call('POST', '/web-api/coupon/quote', anti(861, 862))).json());
    expect(quoted).toMatchObject({ coef: 1172, possibleWinMinor: '1172', bonusBet: null, problems: [] });
    expect((await p.call('POST', '/web-api/coupon/quote', { typeId: 0, legs: [leg(861)], amountMinor: '1000', antiExpress: true })).statusCode).toBe(400);

    const place = async (draft: object) => PlaceCouponResponse.parse((await p.place(draft)).json()).coupons[0]!;
    const [won, lost, withVoid] = [await place(anti(861, 862)), await place(anti(863, 864)), await place(anti(865, 866))];
    expect(won).toMatchObject({ antiExpress: true, coef: 1172, possibleWinMinor: '1172' });
    // No cash-out offer for an anti-express.
    expect((await p.call('POST', `/web-api/bets/${won.couponId}/cashout`, {})).statusCode).toBe(409);

    const result = (gameId: number, outcomes: { key: string; result: 'won' | 'lost' }[]) => ({ type: 'result' as const, at: NOW, eventId: gameId, status: 'finished' as const, score: [1, 0] as [number, number], markets: [{ key: 'ft.1x2', outcomes }] });
    const homeWins = [{ key: 'home', result: 'won' as const }, { key: 'draw', result: 'lost' as const }];
    const drawWins = [{ key: 'home', result: 'lost' as const }, { key: 'draw', result: 'won' as const }];
    feed.push([
      result(861, homeWins),
      result(862, homeWins),
      result(863, homeWins),
      result(864, drawWins),
      // Game 865's market ends without a result: that leg is void; the draw on 866 lost: 3.4 / 2.4 = 1.41667 → 1.417.
      { type: 'result', at: NOW, eventId: 865, status: 'finished', score: [0, 0], markets: [] },
      result(866, homeWins),
    ]);
    const read = (id: string) => p.call('GET', `/web-api/coupon/${id}`).then((r) => PlacedCoupon.parse(r.json()));
    const settled = await Promise.all([won, lost, withVoid].map((c) => waitFor(() => read(c.couponId), (x) => x.status !== 'open')));
    expect(settled.map((c) => [c.status, c.returnMinor])).toEqual([
      ['won', '1172'],
      ['lost', '0'],
      ['won', '1417'],
    ]);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015 held re-settlements: a correction whose reversal the balance cannot cover is held for the operator, the rest of the game re-settles, and a later run settles it once the money is there', async () => {
    const gameId = 881;
    const other = 882;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }, { type: 'event', at: NOW, event: game(other, LATER) }]);
    setMarket(gameId, PRICES);
    setMarket(other, PRICES);
    const p = await signUp(10_000n);
    const q = await signUp(10_000n);
    const pCoupon = PlaceCouponResponse.parse((await p.place({ typeId: 0, legs: [leg(gameId, 'home')], amountMinor: '1000' })).json()).coupons[0]!;
    const qCoupon = PlaceCouponResponse.parse((await q.place({ typeId: 0, legs: [leg(gameId, 'away')], amountMinor: '1000' })).json()).coupons[0]!;
    const read = (who: typeof p, id: string) => who.call('GET', `/web-api/coupon/${id}`).then((r) => PlacedCoupon.parse(r.json()));
    const result = (at: number, home: 'won' | 'lost') => ({
      type: 'result' as const,
      at,
      eventId: gameId,
      status: 'finished' as const,
      score: [1, 0] as [number, number],
      markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }, { key: 'draw', result: 'lost' as const }, { key: 'away', result: home === 'won' ? ('lost' as const) : ('won' as const) }] }],
    });
    feed.push([result(NOW, 'won')]);
    expect(await waitFor(() => read(p, pCoupon.couponId), (c) => c.status !== 'open')).toMatchObject({ status: 'won', returnMinor: '2000' });
    // The player stakes his winnings elsewhere: 500 left, less than the 2000 a correction takes back.
    expect((await p.place({ typeId: 0, legs: [leg(other)], amountMinor: '10500' })).statusCode).toBe(200);
    expect(await p.balance()).toBe(500n);
    const jobs = createBetsChecks(t.database.db);
    const sent = (await jobs.settleJobs(gameId)).total;
    feed.push([result(NOW + 1000, 'lost')]);
    // The other player's coupon on the game is re-settled by the same job, which completes (no retries).
    expect(await waitFor(() => read(q, qCoupon.couponId), (c) => c.status === 'won')).toMatchObject({ status: 'won', returnMinor: '3800' });
    await waitFor(
      () => jobs.settleJobs(gameId),
      (j) => j.total > sent && j.pending === 0,
    );
    expect(await jobs.settleJobs(gameId)).toMatchObject({ pending: 0, failed: 0 });
    // The held coupon keeps its settlement whole (status, return, leg), and nothing moved on its account.
    expect(await read(p, pCoupon.couponId)).toMatchObject({ status: 'won', returnMinor: '2000', legs: [{ result: 'win' }] });
    expect(await p.balance()).toBe(500n);
    // The operator's list (bearer token; without it 401), and his re-run of the game.
    const operator = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = OPERATOR) => t.app.inject({ method, url, headers });
    const listed = async () => HeldSettlementsResponse.parse((await operator('GET', '/operator-api/bets/held-settlements')).json()).held.filter((h) => h.couponId === pCoupon.couponId);
    expect(await listed()).toEqual([{ couponId: pCoupon.couponId, gameId, resultsVersion: NOW + 1000, code: 'INSUFFICIENT_FUNDS', heldAt: new Date(NOW).toISOString() }]);
    expect((await operator('GET', '/operator-api/bets/held-settlements', {})).statusCode).toBe(401);
    expect((await operator('POST', `/operator-api/bets/games/${gameId}/settle`, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await operator('POST', '/operator-api/bets/games/abc/settle')).statusCode).toBe(400);
    // A run again without money changes nothing; after a deposit it re-settles and clears the hold.
    const rerun = async () => SettleGameResponse.parse((await operator('POST', `/operator-api/bets/games/${gameId}/settle`)).json());
    expect(await rerun()).toEqual({ settled: 0, resettled: 0, held: 1 });
    await houseAdjustment(ledger, p.accountId, 'RUB', 5_000n);
    expect(await rerun()).toEqual({ settled: 0, resettled: 1, held: 0 });
    expect(await read(p, pCoupon.couponId)).toMatchObject({ status: 'lost', returnMinor: '0', legs: [{ result: 'lose' }] });
    expect(await p.balance()).toBe(500n + 5_000n - 2_000n);
    expect(await listed()).toEqual([]);
    expect(await rerun()).toEqual({ settled: 0, resettled: 0, held: 0 });
    expect((await t.app.bets.service.settlementsOf(BigInt(pCoupon.couponId))).map((r) => [r.seq, r.kind, r.amountMinor])).toEqual([
      [1, 'payout', 2000n],
      [2, 'reversal', 2000n],
    ]);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 015: results older than those a coupon was settled with never replace them (a job that read the results before a correction, in another process, yields)', async () => {
    const gameId = 871;
    feed.push([{ type: 'event', at: NOW, event: game(gameId, LATER) }]);
    setMarket(gameId, PRICES);
    const p = await signUp(10_000n);
    const coupon = PlaceCouponResponse.parse((await p.place({ typeId: 0, legs: [leg(gameId)], amountMinor: '1000' })).json()).coupons[0]!;
    const read = () => p.call('GET', `/web-api/coupon/${coupon.couponId}`).then((r) => PlacedCoupon.parse(r.json()));
    const result = (at: number, home: 'won' | 'lost') => ({ type: 'result' as const, at, eventId: gameId, status: 'finished' as const, score: [1, 0] as [number, number], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] });
    feed.push([result(NOW, 'won')]);
    expect(await waitFor(read, (c) => c.status !== 'open')).toMatchObject({ status: 'won', returnMinor: '2000' });
    // The first results as a job read them, then the correction a second later.
    feed.push([result(NOW + 1000, 'lost')]);
    expect(await waitFor(read, (c) => c.status === 'lost')).toMatchObject({ status: 'lost', returnMinor: '0' });
    const balance = await p.balance();
    staleResults = { gameId, status: 'finished', score: '1:0', markets: new Map([['ft.1x2', new Map([['home', 'won' as const]])]]), version: NOW };
    try {
      expect(await t.app.bets.service.settleGame(gameId)).toEqual({ settled: 0, resettled: 0, held: 0 });
    } finally {
      staleResults = null;
    }
    expect(await read()).toMatchObject({ status: 'lost', returnMinor: '0' });
    expect(await p.balance()).toBe(balance);
    expect(await ledger.audit()).toEqual([]);
  });
});
