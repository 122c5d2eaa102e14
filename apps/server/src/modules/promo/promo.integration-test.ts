import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponQuoteResponse, CouponRefusal, PlaceCouponResponse, PlayerPromoResponse, PromoCodesResponse, PromoCodeView } from '@wager/contract';
import { signUpBettor } from '../../testing/bettor.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { createBetsFixtures } from '../bets/testing/bets-fixtures.repository.ts';
import { createTestFeed, game, SPORT, x12 } from '../bets/testing/test-feed.ts';
import { createPromoFixtures } from './testing/promo-fixtures.repository.ts';

// Promo codes and prepaid free bets on the real server through the bets service (decision 016;
// S0 §3.8 promoCode, manualPromoCode, promoCodes, availablePrepaidAmount, outgoing prepaidAmount):
// the operator issues codes, the player redeems them in the coupon, a free bet is staked from
// house:freebets and paid stake-not-returned through the ledger, a void one comes back as free bet.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const LATER = NOW + 3 * 3_600_000;
const PRICES: [number, number, number] = [2000, 3400, 3800];
const GAMES = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210];
const TOKEN = `operator-token-${randomUUID()}`;
const OPERATOR = { authorization: `Bearer ${TOKEN}` };

describe('promo codes and free bets (decision 016)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let bets: ReturnType<typeof createBetsFixtures>;
  let promo: ReturnType<typeof createPromoFixtures>;
  const feed = createTestFeed();
  const versions = new Map<number, number>();
  const savedToken = process.env.OPERATOR_API_TOKEN;

  const setMarket = (gameId: number, prices: [number, number, number]) => {
    const version = (versions.get(gameId) ?? 0) + 1;
    versions.set(gameId, version);
    feed.push([{ type: 'markets', at: NOW, eventId: gameId, markets: [x12(version, prices)] }]);
  };

  beforeAll(async () => {
    process.env.OPERATOR_API_TOKEN = TOKEN;
    t = await createTestApp({
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: { config: { minStakeMinor: 100n, inPlayDelayMs: { bySport: {}, other: 0 } }, jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }, nowMs: () => NOW },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    bets = createBetsFixtures(t.database.db);
    promo = createPromoFixtures(t.database.db);
    feed.push([{ type: 'sport', at: NOW, sport: SPORT }, ...GAMES.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) }))]);
    for (const id of GAMES) setMarket(id, PRICES);
  });
  afterAll(async () => {
    await t?.close();
    if (savedToken === undefined) delete process.env.OPERATOR_API_TOKEN;
    else process.env.OPERATOR_API_TOKEN = savedToken;
  });

  async function signUp(balanceMinor = 100_000n) {
    const bettor = await signUpBettor(t, ledger, balanceMinor);
    return { ...bettor, freebets: () => t.app.operator.promo.balance(bettor.userId, 'RUB') };
  }

  const leg = (gameId: number, outcomeKey: 'home' | 'draw' | 'away' = 'home') => ({ gameId, marketKey: 'ft.1x2', outcomeKey, price: PRICES[['home', 'draw', 'away'].indexOf(outcomeKey)]!, version: versions.get(gameId)! });

  const issue = (body: object) => t.app.inject({ method: 'POST', url: '/operator-api/promo/codes', headers: OPERATOR, payload: { currency: 'RUB', ...body } });

  const settle = async (gameId: number, status: 'finished' | 'cancelled', home: 'won' | 'lost' = 'won') => {
    feed.push([{ type: 'result', at: NOW, eventId: gameId, status, score: status === 'finished' ? [1, 0] : null, markets: status === 'finished' ? [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] : [] }]);
    await t.app.bets.service.settleGame(gameId);
  };

  const audits = async () => {
    expect(await ledger.audit()).toEqual([]);
    expect(await t.app.operator.promo.audit()).toEqual([]);
  };

  it('decision 016: the operator API needs the bearer token; it issues, lists and revokes codes; a code exists once', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/operator-api/promo/codes' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/operator-api/promo/codes', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const issued = await issue({ code: 'welcome-api', freebetMinor: '500', boost: { percentBp: 1000, capMinor: '2000' }, minCoef: 1500, maxUses: 100, couponTypes: [0, 1] });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(PromoCodeView.parse(issued.json())).toMatchObject({ code: 'WELCOME-API', freebetMinor: '500', boost: { percentBp: 1000, capMinor: '2000' }, usesTotal: 0, revokedAt: null });
    expect((await issue({ code: 'WELCOME-API', freebetMinor: '500' })).statusCode).toBe(409);
    // Bad input is a 400 with the fields named, nothing issued: a code that gives nothing, a malformed code.
    const nothing = await issue({ code: 'NOTHING1' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.code).toBe('VALIDATION_FAILED');
    expect((await issue({ code: 'a b', freebetMinor: '100' })).statusCode).toBe(400);
    const list = PromoCodesResponse.parse((await t.app.inject({ method: 'GET', url: '/operator-api/promo/codes', headers: OPERATOR })).json());
    expect(list.codes.map((c) => c.code)).toContain('WELCOME-API');
    expect(list.codes.map((c) => c.code)).not.toContain('NOTHING1');
    const revoked = await t.app.inject({ method: 'POST', url: '/operator-api/promo/codes/welcome-api/revoke', headers: OPERATOR });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/operator-api/promo/codes/NOPE123/revoke', headers: OPERATOR })).statusCode).toBe(404);
  });

  it('S0 §3.8 promoCode, availablePrepaidAmount: a free-bet code is quoted with what it gives; placed with its free bet, it counts once and the stake comes from house:freebets', async () => {
    expect((await issue({ code: 'FREE10', freebetMinor: '1000', maxUses: 50 })).statusCode).toBe(201);
    const p = await signUp();
    // A guest is told to sign in; the player sees the free bet and his available prepaid amount.
    const guest = CouponQuoteResponse.parse((await t.app.inject({ method: 'POST', url: '/web-api/coupon/quote', headers: XHR, payload: { typeId: 0, legs: [leg(201)], amountMinor: '1000', promoCode: 'free10' } })).json());
    expect(guest.promo).toMatchObject({ code: 'FREE10', applied: false, reason: 'SIGN_IN' });
    expect(guest.availablePrepaidAmountMinor).toBe('0');
    const q = await p.quote({ typeId: 0, legs: [leg(201)], amountMinor: '1000', promoCode: 'free10' });
    expect(q.problems).toEqual([]);
    expect(q.promo).toMatchObject({ code: 'FREE10', applied: true, freebetMinor: '1000', currency: 'RUB', boost: null });
    expect(q.availablePrepaidAmountMinor).toBe('1000');
    // Staking the whole free bet: stake not returned, so a win at 2.000 would pay 1 000, not 2 000.
    const withPrepaid = await p.quote({ typeId: 0, legs: [leg(201)], amountMinor: '1000', promoCode: 'free10', prepaidAmountMinor: '1000' });
    expect(withPrepaid.problems).toEqual([]);
    expect(withPrepaid.possibleWinMinor).toBe('2000');
    expect(withPrepaid.possiblePayoutMinor).toBe('1000');

    const before = await p.balance();
    const placed = await p.place({ typeId: 0, legs: [leg(201)], amountMinor: '1000', promoCode: 'free10', prepaidAmountMinor: '1000' });
    expect(placed.statusCode, placed.body).toBe(200);
    const [coupon] = PlaceCouponResponse.parse(placed.json()).coupons;
    expect(coupon).toMatchObject({ stakeMinor: '1000', prepaidMinor: '1000', possibleWinMinor: '1000' });
    expect(await p.balance()).toBe(before);
    expect(await p.freebets()).toBe(0n);
    const codes = (await t.app.operator.promo.list()).find((c) => c.code === 'FREE10')!;
    expect(codes.usesTotal).toBe(1);
    // Once per player: the same code again is refused with its reason, and nothing is written.
    const counts = [await bets.counts(), await promo.counts()];
    const again = await p.place({ typeId: 0, legs: [leg(202)], amountMinor: '1000', promoCode: 'FREE10' });
    expect(again.statusCode).toBe(422);
    expect(CouponRefusal.parse(again.json()).error).toMatchObject({ code: 'PROMO_CODE_INVALID', problems: [{ code: 'PROMO_CODE_INVALID', reason: 'ALREADY_USED' }] });
    expect([await bets.counts(), await promo.counts()]).toEqual(counts);
    expect(await p.balance()).toBe(before);

    // The free bet wins: 2 000 returned, the 1 000 free stake is not: 1 000 paid through the ledger.
    await settle(201, 'finished', 'won');
    const settled = (await p.call('GET', `/web-api/coupon/${coupon!.couponId}`)).json();
    expect(settled).toMatchObject({ status: 'won', returnMinor: '1000' });
    expect(await p.balance()).toBe(before + 1000n);
    await audits();
  });

  it('decision 016: every refused code or prepaid amount answers its reason and writes nothing (rows, balance, free bets, uses)', async () => {
    const p = await signUp(50_000n);
    await t.app.operator.promo.grantFreebet({ userId: p.userId, currency: 'RUB', amountMinor: '300' }, randomUUID(), 'operator:test');
    expect((await issue({ code: 'EXPIRED1', freebetMinor: '100', validFrom: new Date(NOW - 7_200_000).toISOString(), validUntil: new Date(NOW - 3_600_000).toISOString() })).statusCode).toBe(201);
    expect((await issue({ code: 'LATER1', freebetMinor: '100', validFrom: new Date(NOW + 3_600_000).toISOString() })).statusCode).toBe(201);
    expect((await issue({ code: 'ODDS25', freebetMinor: '100', minCoef: 2500 })).statusCode).toBe(201);
    expect((await issue({ code: 'EXPRESS3', boost: { percentBp: 1000 }, minLegs: 3, couponTypes: [1] })).statusCode).toBe(201);
    expect((await issue({ code: 'DOLLARS', freebetMinor: '100', currency: 'USD' })).statusCode).toBe(201);
    expect((await issue({ code: 'GONE1', freebetMinor: '100' })).statusCode).toBe(201);
    await t.app.operator.promo.revoke('gone1');
    const other = await signUp(0n);
    expect((await issue({ code: 'PERSONAL1', freebetMinor: '100', userId: other.userId })).statusCode).toBe(201);
    const cases: [object, string, string][] = [
      [{ promoCode: 'NOSUCHCODE' }, 'PROMO_CODE_INVALID', 'NOT_FOUND'],
      [{ promoCode: 'PERSONAL1' }, 'PROMO_CODE_INVALID', 'NOT_FOUND'],
      [{ promoCode: 'GONE1' }, 'PROMO_CODE_INVALID', 'REVOKED'],
      [{ promoCode: 'EXPIRED1' }, 'PROMO_CODE_INVALID', 'EXPIRED'],
      [{ promoCode: 'LATER1' }, 'PROMO_CODE_INVALID', 'NOT_STARTED'],
      [{ promoCode: 'ODDS25' }, 'PROMO_CODE_INVALID', 'MIN_COEF'],
      [{ promoCode: 'EXPRESS3' }, 'PROMO_CODE_INVALID', 'COUPON_TYPE'],
      [{ promoCode: 'DOLLARS' }, 'PROMO_CODE_INVALID', 'CURRENCY'],
      [{ prepaidAmountMinor: '301' }, 'PREPAID_AMOUNT_INVALID', 'ABOVE_AVAILABLE'],
      [{ prepaidAmountMinor: '300', amountMinor: '200' }, 'PREPAID_AMOUNT_INVALID', 'ABOVE_STAKE'],
    ];
    const counts = [await bets.counts(), await promo.counts()];
    const balance = await p.balance();
    for (const [extra, code, reason] of cases) {
      const draft = { typeId: 0, legs: [leg(203)], amountMinor: '1000', ...extra };
      const quoted = await p.quote(draft);
      expect(quoted.problems, JSON.stringify(extra)).toContainEqual({ code, reason });
      const response = await p.place(draft);
      expect(response.statusCode, `${reason}: ${response.body}`).toBe(code === 'PROMO_CODE_INVALID' ? 422 : 409);
      expect(CouponRefusal.parse(response.json()).error).toMatchObject({ code, problems: [{ code, reason }] });
    }
    expect([await bets.counts(), await promo.counts()]).toEqual(counts);
    expect(await p.balance()).toBe(balance);
    expect(await p.freebets()).toBe(300n);
    // Several singles take a free-bet code but no prepaid amount (a free bet goes on one coupon).
    const singles = await p.quote({ typeId: 9, legs: [leg(203), leg(204)], amountMinor: '500', prepaidAmountMinor: '100' });
    expect(singles.problems).toContainEqual({ code: 'PREPAID_AMOUNT_INVALID', reason: 'COUPON_TYPE' });
  });

  it('decision 016: two placements racing for the last use of a code: exactly one wins, the other is refused USED_UP and writes nothing', async () => {
    expect((await issue({ code: 'LASTONE', freebetMinor: '200', maxUses: 1 })).statusCode).toBe(201);
    const [a, b] = [await signUp(), await signUp()];
    const counts = await promo.counts();
    const answers = await Promise.all([a.place({ typeId: 0, legs: [leg(205)], amountMinor: '500', promoCode: 'LASTONE' }), b.place({ typeId: 0, legs: [leg(205)], amountMinor: '500', promoCode: 'LASTONE' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((r) => r.statusCode === 422)!;
    expect(CouponRefusal.parse(loser.json()).error.problems).toEqual([{ code: 'PROMO_CODE_INVALID', reason: 'USED_UP' }]);
    expect((await t.app.operator.promo.list()).find((c) => c.code === 'LASTONE')!.usesTotal).toBe(1);
    expect(await promo.counts()).toEqual({ redemptions: counts.redemptions + 1, movements: counts.movements + 1, uses: counts.uses + 1 });
    expect([await a.freebets(), await b.freebets()].sort()).toEqual([0n, 200n]);
    // A retried placement (same Idempotency-Key, same body) answers the first result and counts nothing again.
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect((await winner.quote({ typeId: 0, legs: [leg(206)], amountMinor: '500', promoCode: 'LASTONE' })).promo).toMatchObject({ applied: false, reason: 'USED_UP' });
    await audits();
  });

  it('decision 016: a replayed placement with a code answers the first result; the use is counted once', async () => {
    expect((await issue({ code: 'TWICE', freebetMinor: '100', maxUsesPerPlayer: 2 })).statusCode).toBe(201);
    const p = await signUp();
    const key = randomUUID();
    const draft = { typeId: 0, legs: [leg(206)], amountMinor: '500', promoCode: 'TWICE' };
    const first = await p.place(draft, key);
    const second = await p.place(draft, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await t.app.operator.promo.list()).find((c) => c.code === 'TWICE')!.usesTotal).toBe(1);
    expect(await p.freebets()).toBe(100n);
  });

  it('decision 016: a free bet partly staked wins R − P; a void free bet goes back to the free-bet balance, the cash part as money; the ledger audit holds', async () => {
    const p = await signUp();
    const grant = await t.app.inject({ method: 'POST', url: '/operator-api/promo/freebets', headers: { ...OPERATOR, 'idempotency-key': 'grant-mixed-1234' }, payload: { userId: p.userId, currency: 'RUB', amountMinor: '1500' } });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json()).toEqual({ balance: { currency: 'RUB', amountMinor: '1500' }, replayed: false });
    const replay = await t.app.inject({ method: 'POST', url: '/operator-api/promo/freebets', headers: { ...OPERATOR, 'idempotency-key': 'grant-mixed-1234' }, payload: { userId: p.userId, currency: 'RUB', amountMinor: '1500' } });
    expect(replay.json()).toEqual({ balance: { currency: 'RUB', amountMinor: '1500' }, replayed: true });
    expect(PlayerPromoResponse.parse((await p.call('GET', '/web-api/promo')).json()).freebets).toEqual([{ currency: 'RUB', amountMinor: '1500' }]);

    const before = await p.balance();
    // 500 free + 500 cash on 2.000: a win returns 2 000, of which the 500 free stake is kept → 1 500.
    const mixed = await p.place({ typeId: 0, legs: [leg(207)], amountMinor: '1000', prepaidAmountMinor: '500' });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(await p.balance()).toBe(before - 500n);
    expect(await p.freebets()).toBe(1000n);
    // All free on a game whose market then ends without a result: void → the 1 000 goes back to the free-bet balance, no money.
    const voided = await p.place({ typeId: 0, legs: [leg(208)], amountMinor: '1000', prepaidAmountMinor: '1000' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await p.freebets()).toBe(0n);
    // A free-bet coupon is not cashed out.
    const cashOut = await p.call('POST', `/web-api/bets/${voided.json().coupons[0].couponId}/cashout`, {});
    expect(cashOut.statusCode).toBe(409);

    await settle(207, 'finished', 'won');
    // Game 208 ends without a result for the market: its leg is void (decision 015).
    feed.push([{ type: 'result', at: NOW, eventId: 208, status: 'finished', score: [0, 0], markets: [] }]);
    await t.app.bets.service.settleGame(208);
    expect(await p.balance()).toBe(before - 500n + 1500n);
    expect(await p.freebets()).toBe(1000n);
    const v = (await p.call('GET', `/web-api/coupon/${voided.json().coupons[0].couponId}`)).json();
    expect(v).toMatchObject({ status: 'void', returnMinor: '0' });
    // Settling again pays and returns nothing twice.
    await t.app.bets.service.settleGame(208);
    await t.app.bets.service.settleGame(207);
    expect(await p.freebets()).toBe(1000n);
    expect(await p.balance()).toBe(before + 1000n);
    await audits();
    // decision 015 re-settlement: game 208's result is corrected to a home win: the free bet is taken
    // back from the balance (not void any more) and the coupon pays R − P = 1 000.
    feed.push([{ type: 'result', at: NOW, eventId: 208, status: 'finished', score: [0, 0], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }] }] }]);
    await t.app.bets.service.settleGame(208);
    expect((await p.call('GET', `/web-api/coupon/${voided.json().coupons[0].couponId}`)).json()).toMatchObject({ status: 'won', returnMinor: '1000' });
    expect(await p.freebets()).toBe(0n);
    expect(await p.balance()).toBe(before + 2000n);
    await audits();
  });

  it('decision 016: a boost code adds its percent of the winnings within its cap when the coupon wins', async () => {
    expect((await issue({ code: 'BOOST10', boost: { percentBp: 1000, capMinor: '150' }, couponTypes: [1], minLegs: 2 })).statusCode).toBe(201);
    const p = await signUp();
    const draft = { typeId: 1, legs: [leg(209), leg(210)], amountMinor: '1000', promoCode: 'boost10' };
    const q = await p.quote(draft);
    // 1 000 at 2.000 × 2.000 returns 4 000: winnings 3 000, 10 % = 300, capped at 150.
    expect(q.promo).toMatchObject({ applied: true, boost: { percentBp: 1000, capMinor: '150', possibleBoostMinor: '150' } });
    expect(q.possiblePayoutMinor).toBe('4150');
    const before = await p.balance();
    const placed = await p.place(draft);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().coupons[0]).toMatchObject({ boostPercentBp: 1000, possibleWinMinor: '4150' });
    await settle(209, 'finished', 'won');
    await settle(210, 'finished', 'won');
    expect(await p.balance()).toBe(before - 1000n + 4150n);
    await audits();
  });

  it('S0 §3.8 promoCodes: a personal code is listed for its player only while it has uses left', async () => {
    const p = await signUp();
    expect((await issue({ code: 'FORYOU1', freebetMinor: '250', userId: p.userId, title: 'Birthday free bet' })).statusCode).toBe(201);
    const mine = PlayerPromoResponse.parse((await p.call('GET', '/web-api/promo')).json());
    expect(mine.codes).toEqual([{ code: 'FORYOU1', title: 'Birthday free bet', currency: 'RUB', freebetMinor: '250', boost: null, validUntil: null }]);
    const other = await signUp(0n);
    expect(PlayerPromoResponse.parse((await other.call('GET', '/web-api/promo')).json()).codes).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/web-api/promo', headers: XHR })).statusCode).toBe(401);
    expect((await p.place({ typeId: 0, legs: [leg(206)], amountMinor: '500', promoCode: 'foryou1' })).statusCode).toBe(200);
    expect(PlayerPromoResponse.parse((await p.call('GET', '/web-api/promo')).json())).toEqual({ codes: [], freebets: [{ currency: 'RUB', amountMinor: '250' }] });
  });
});
