import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, CouponRefusal, LIMIT_PATHS, LimitsAnswer, PingAnswer, ProviderError, RealityCheckAnswer, SaveLimitsAnswer, TestAnswersAnswer, type Limit } from '@wager/contract';
import { signUpBettor, type Bettor } from '../../testing/bettor.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { createAuditModule } from '../audit/index.ts';
import { houseAdjustment } from '../wallet/testing/house-adjustment.ts';
import { createTestFeed, game, SPORT, x12 } from '../bets/testing/test-feed.ts';
import { fakeDirectory, game as casinoGame, openSession, providerClient, type ProviderCall } from '../casino-wallet/testing/casino-fixtures.ts';

/**
 * The limit service and its enforcement on the real server (S1 §3–§8; decision 021, profile
 * 'default': cooling-off 86400 s, S1 §3 values). The limits module's clock is the test's.
 */
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const LATER = NOW + 3 * 3_600_000;
const GAMES = [301, 302, 303, 304];
const PRICES: [number, number, number] = [2000, 3400, 3800];
const SECRET = 'test-studio-secret-0123456789abcdef';
const CASINO_GAME = 501;
/** The default profile's passing answers (decision 021 questionnaire: "Yes" then "Never" ×4). */
const PASSING = [
  { questionId: 1, answerId: 11 },
  { questionId: 2, answerId: 21 },
  { questionId: 3, answerId: 31 },
  { questionId: 4, answerId: 41 },
  { questionId: 5, answerId: 51 },
];

describe('player protection: the limit service (S1 §3–§8; decision 021)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let offsetMs = 0;
  // A controlled clock: the module's time moves only when a test moves it (no second boundary crossed under load).
  const START_MS = Date.now();
  const nowMs = () => START_MS + offsetMs;
  const nowS = () => Math.floor(nowMs() / 1000);
  const feed = createTestFeed();
  const catalogue = fakeDirectory([casinoGame(CASINO_GAME)]);
  let provider: ProviderCall;

  beforeAll(async () => {
    t = await createTestApp({
      limits: { nowMs },
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: { config: { minStakeMinor: 100n, inPlayDelayMs: { bySport: {}, other: 0 } }, jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }, nowMs: () => NOW },
      casinoWallet: { directory: catalogue.directory, env: { CASINO_PROVIDER_WAGER_STUDIO_SECRET: SECRET }, launchRateLimit: { max: 1000, timeWindowMs: 60_000 } },
      payments: { rateLimits: { create: { max: 10_000, timeWindowMs: 60_000 } } },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    provider = providerClient(t, SECRET, Date.now);
    feed.push([{ type: 'sport', at: NOW, sport: SPORT }, ...GAMES.map((id) => ({ type: 'event' as const, at: NOW, event: game(id, LATER) }))]);
    for (const id of GAMES) feed.push([{ type: 'markets', at: NOW, eventId: id, markets: [x12(1, PRICES)] }]);
  });
  afterAll(async () => t?.close());

  const signUp = (balanceMinor = 1_000_000n, options: { currency?: string; email?: string } = {}) => signUpBettor(t, ledger, balanceMinor, options);
  const limitsOf = async (p: Bettor) => {
    const r = await p.call('GET', LIMIT_PATHS.limits);
    expect(r.statusCode, r.body).toBe(200);
    return LimitsAnswer.parse(r.json()).limits;
  };
  const entry = (list: Limit[], type: number, state: Limit['limitState'] = 'ACTIVE') => list.find((l) => l.limitType === type && l.limitState === state);
  const save = (p: Bettor, limits: object[]) => p.call('POST', LIMIT_PATHS.limits, { limits });
  const deposit = (p: Bettor, amountMinor: string) => p.call('POST', '/web-api/payments/deposit', { methodCode: 'sandbox_card', amountMinor }, { 'idempotency-key': randomUUID() });
  const single = (stake: string, gameId = GAMES[0]!) => ({ typeId: 0, legs: [{ gameId, marketKey: 'ft.1x2', outcomeKey: 'home', price: PRICES[0], version: 1 }], amountMinor: stake });
  const casinoBet = (sessionId: string, amountMinor: string) => provider('bet', { sessionId, roundId: `r-${randomUUID()}`, transactionId: `tx-${randomUUID()}`, amountMinor, currency: 'RUB' });
  const auditTypes = async (userId: number) => (await createAuditModule({ data: t.data }).service.list({ userId })).map((e) => e.type);

  it('S1 §3–§5, §8; decision 021: a 24 h deposit limit of 20 EUR refuses a 30 EUR deposit (LIMIT_REACHED, endsAt); raising it asks the questions, then waits PENDING for the cooling-off', async () => {
    offsetMs = 0;
    const p = await signUp(0n, { currency: 'EUR' });
    const saved = await save(p, [{ limitType: 20, limitValue: 20 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(SaveLimitsAnswer.parse(saved.json())).toMatchObject({ status: 'saved', questions: null, tokenGuid: null });
    expect(entry(await limitsOf(p), 20)).toMatchObject({ limitValue: 20, measure: 'EUR', limitBalance: '2000', type: 'deposit', needApprove: false, disabled: false });

    const refused = await deposit(p, '3000');
    expect(refused.statusCode, refused.body).toBe(403);
    const error = ApiError.parse(refused.json()).error;
    expect(error).toMatchObject({ code: 'LIMIT_REACHED', limitType: 20 });
    expect(error.endsAt).toBeGreaterThan(nowS());
    // A pending deposit counts (decision 021): 15 EUR opens, then 10 more would pass 20.
    expect((await deposit(p, '1500')).statusCode).toBe(200);
    expect(ApiError.parse((await deposit(p, '1000')).json()).error.code).toBe('LIMIT_REACHED');
    expect(entry(await limitsOf(p), 20)!.limitBalance).toBe('500');

    // Raise to 50: questions first (nothing saved yet); a failed test changes nothing.
    const asked = SaveLimitsAnswer.parse((await save(p, [{ limitType: 20, limitValue: 50 }])).json());
    expect(asked.status).toBe('questions');
    expect(asked.questions!.map((q) => q.id)).toEqual([1, 2, 3, 4, 5]);
    const failed = TestAnswersAnswer.parse((await p.call('POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: [{ questionId: 1, answerId: 12 }, ...PASSING.slice(1)] })).json());
    expect(failed.success).toBe(false);
    expect(failed.questionsResult.find((r) => r.questionId === 1)?.passed).toBe(false);
    expect(entry(failed.limitsData, 20, 'PENDING')).toBeUndefined();
    // The token is single use.
    expect((await p.call('POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: PASSING })).statusCode).toBe(400);

    const again = SaveLimitsAnswer.parse((await save(p, [{ limitType: 20, limitValue: 50 }])).json());
    const passed = TestAnswersAnswer.parse((await p.call('POST', LIMIT_PATHS.testAnswers, { tokenGuid: again.tokenGuid, answers: PASSING })).json());
    expect(passed.success).toBe(true);
    const pending = entry(passed.limitsData, 20, 'PENDING')!;
    expect(pending).toMatchObject({ limitValue: 50, needApprove: false });
    expect(pending.approvableAt! - pending.startedAt!).toBe(86_400);
    expect(entry(passed.limitsData, 20)!.limitValue).toBe(20);

    // S1 §4: approval only from start + 86400 s.
    const early = await p.call('POST', LIMIT_PATHS.limitAction, { limitType: 20, action: 1 });
    expect([early.statusCode, ApiError.parse(early.json()).error.code]).toEqual([409, 'LIMIT_CHANGE_REFUSED']);
    offsetMs = 86_401_000;
    expect(entry(await limitsOf(p), 20, 'PENDING')!.needApprove).toBe(true);
    const approved = await p.call('POST', LIMIT_PATHS.limitAction, { limitType: 20, action: 1 });
    expect(approved.statusCode, approved.body).toBe(204);
    const after = await limitsOf(p);
    expect(entry(after, 20)!.limitValue).toBe(50);
    expect(entry(after, 20, 'PENDING')).toBeUndefined();
    expect(await auditTypes(p.userId)).toEqual(expect.arrayContaining(['limits.set', 'limits.refused', 'limits.questions_asked', 'limits.pending', 'limits.approved']));
    offsetMs = 0;
  });

  it('S1 §4 reject: a pending change is cancelled (204) and the active limit stays; nothing pending → 400', async () => {
    const p = await signUp(0n, { currency: 'EUR' });
    await save(p, [{ limitType: 21, limitValue: 100 }]);
    const asked = SaveLimitsAnswer.parse((await save(p, [{ limitType: 21, limitValue: 999_999_999 }])).json());
    expect(TestAnswersAnswer.parse((await p.call('POST', LIMIT_PATHS.testAnswers, { tokenGuid: asked.tokenGuid, answers: PASSING })).json()).success).toBe(true);
    expect(entry(await limitsOf(p), 21, 'PENDING')!.limitValue).toBe(999_999_999);
    expect((await p.call('DELETE', `${LIMIT_PATHS.limit}?limitType=21`)).statusCode).toBe(204);
    const list = await limitsOf(p);
    expect(entry(list, 21, 'PENDING')).toBeUndefined();
    expect(entry(list, 21)!.limitValue).toBe(100);
    const none = await p.call('DELETE', `${LIMIT_PATHS.limit}?limitType=21`);
    expect([none.statusCode, ApiError.parse(none.json()).error.code]).toEqual([400, 'LIMIT_CHANGE_REFUSED']);
    expect(await auditTypes(p.userId)).toContain('limits.cancelled');
  });

  it('S1 §5: a value that is not available → 400 LIMIT_CHANGE_REFUSED and nothing changes, even for the valid items of the same request', async () => {
    const p = await signUp(0n, { currency: 'EUR' });
    const r = await save(p, [{ limitType: 22, limitValue: 200 }, { limitType: 20, limitValue: 33 }]);
    expect([r.statusCode, ApiError.parse(r.json()).error.code]).toEqual([400, 'LIMIT_CHANGE_REFUSED']);
    const list = await limitsOf(p);
    expect(entry(list, 20)).toBeUndefined();
    expect(entry(list, 22)).toBeUndefined();
    expect(entry(list, 22, 'INACTIVE')).toMatchObject({ limitValue: 999_999_999, measure: 'EUR' });
    expect((await save(p, [{ limitType: 37, limitValue: 1 }])).statusCode).toBe(400);
  });

  it('S1 §8: unauthenticated → 401 on every limit call', async () => {
    for (const [method, url] of [
      ['GET', LIMIT_PATHS.limits],
      ['GET', LIMIT_PATHS.availableLimits],
      ['GET', LIMIT_PATHS.selfExcludeReasons],
      ['POST', LIMIT_PATHS.limits],
      ['POST', LIMIT_PATHS.ping],
      ['POST', LIMIT_PATHS.blockUser],
      ['GET', LIMIT_PATHS.realityCheck],
    ] as const) {
      const r = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: url === LIMIT_PATHS.limits ? { limits: [{ limitType: 20, limitValue: 20 }] } : {} } : {}) });
      expect([url, r.statusCode]).toEqual([url, 401]);
    }
  });

  it('S1 §7: the gettoken bearer works on the limit service without the CSRF header; a cookie write without X-Requested-With is 403; ping without a session limit answers null', async () => {
    const p = await signUp(0n);
    const { token } = (await p.call('GET', '/web-api/user/gettoken')).json();
    const bearer = { authorization: `Bearer ${token}` };
    const saved = await t.app.inject({ method: 'POST', url: LIMIT_PATHS.limits, headers: bearer, payload: { limits: [{ limitType: 32, limitValue: 30 }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(entry(LimitsAnswer.parse((await t.app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: bearer })).json()).limits, 32)).toMatchObject({ limitValue: 30, measure: 'minutes', type: 'realityCheck' });
    const noCsrf = await t.app.inject({ method: 'POST', url: LIMIT_PATHS.limits, headers: { cookie: p.cookie }, payload: { limits: [{ limitType: 32, limitValue: 5 }] } });
    expect([noCsrf.statusCode, ApiError.parse(noCsrf.json()).error.code]).toEqual([403, 'CSRF_REJECTED']);
    expect(PingAnswer.parse((await t.app.inject({ method: 'POST', url: LIMIT_PATHS.ping, headers: bearer })).json())).toEqual({ secondsLeft: null, ended: false });
  });

  it('S1 §3, §7: GET limits lists every S1 §3 type in section order; availablelimits and the reasons in the X-Language', async () => {
    const p = await signUp(0n);
    const list = await limitsOf(p);
    expect(list.map((l) => l.limitType)).toEqual([20, 21, 22, 33, 30, 31, 32, 1, 2, 3, 10, 11, 12]);
    expect(entry(list, 1, 'INACTIVE')).toMatchObject({ measure: 'RUB', type: 'wagering' });
    const available = (await p.call('GET', LIMIT_PATHS.availableLimits)).json();
    expect(available.available.find((a: { limitType: number }) => a.limitType === 32).availableValues).toEqual([5, 10, 15, 30, 45, 60]);
    const ru = (await p.call('GET', LIMIT_PATHS.selfExcludeReasons, undefined, { 'x-language': 'ru' })).json();
    expect(ru.reasons[0]).toEqual({ id: 1, selfExcludeReason: 'Я трачу на игру слишком много времени' });
  });

  it('decision 021: two concurrent bets whose sum passes a wagering limit — exactly one is accepted', async () => {
    const p = await signUp(1_000_000n);
    // RUB's ladder is scaled ×100: 1000 RUB = 100000 minor.
    expect((await save(p, [{ limitType: 1, limitValue: 1000 }])).statusCode).toBe(200);
    const results = await Promise.all([p.place(single('60000', GAMES[0])), p.place(single('60000', GAMES[1]))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const refused = CouponRefusal.parse(results.find((r) => r.statusCode === 403)!.json());
    expect(refused.error.code).toBe('LIMIT_REACHED');
    expect(refused.error.problems[0]).toMatchObject({ code: 'LIMIT_REACHED', limitType: 1 });
    expect(await p.balance()).toBe(1_000_000n - 60_000n);
    expect(entry(await limitsOf(p), 1)!.limitBalance).toBe('40000');
  });

  it('decision 021: two concurrent casino bets whose sum passes a wagering limit — exactly one is accepted', async () => {
    const p = await signUp(1_000_000n);
    expect((await save(p, [{ limitType: 1, limitValue: 1000 }])).statusCode).toBe(200);
    const s = await openSession(p, provider, CASINO_GAME);
    const results = await Promise.all([casinoBet(s.sessionId, '70000'), casinoBet(s.sessionId, '70000')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(ProviderError.parse(results.find((r) => r.statusCode === 409)!.json()).error.code).toBe('LIMIT_REACHED');
    expect(await p.balance()).toBe(1_000_000n - 70_000n);
  });

  it('S1 §3 loss limit (10): the net loss in the window (stakes − returns, from the ledger) plus the new stake may not pass it; a win makes room', async () => {
    const p = await signUp(1_000_000n);
    expect((await save(p, [{ limitType: 10, limitValue: 1000 }])).statusCode).toBe(200);
    const s = await openSession(p, provider, CASINO_GAME);
    const roundId = `r-${randomUUID()}`;
    expect((await provider('bet', { sessionId: s.sessionId, roundId, transactionId: `tx-${randomUUID()}`, amountMinor: '70000', currency: 'RUB' })).statusCode).toBe(200);
    expect((await provider('win', { sessionId: s.sessionId, roundId, transactionId: `w-${randomUUID()}`, amountMinor: '50000', currency: 'RUB' })).statusCode).toBe(200);
    // Lost 20000 so far: 90000 more would lose 110000 > 100000; 80000 is exactly the limit.
    const over = await casinoBet(s.sessionId, '90000');
    expect([over.statusCode, ProviderError.parse(over.json()).error.code]).toEqual([409, 'LIMIT_REACHED']);
    expect(entry(await limitsOf(p), 10)!.limitBalance).toBe('80000');
    expect((await casinoBet(s.sessionId, '80000')).statusCode).toBe(200);
    expect(CouponRefusal.parse((await p.place(single('100'))).json()).error.code).toBe('LIMIT_REACHED');
  });

  it('decision 021: a money limit counts the currency it was set on; while it exists a casino bet from an account in another currency is refused', async () => {
    const p = await signUp(1_000_000n);
    expect((await save(p, [{ limitType: 2, limitValue: 1000 }])).statusCode).toBe(200);
    expect(entry(await limitsOf(p), 2)!.measure).toBe('RUB');
    const added = await p.call('POST', '/web-api/accounts/currency', { currencyId: 978 });
    expect(added.statusCode, added.body).toBe(201);
    await houseAdjustment(ledger, added.json().account.id, 'EUR', 10_000n);
    const s = await openSession(p, provider, CASINO_GAME, 'EUR');
    const eur = await provider('bet', { sessionId: s.sessionId, roundId: `r-${randomUUID()}`, transactionId: `tx-${randomUUID()}`, amountMinor: '100', currency: 'EUR' });
    expect([eur.statusCode, ProviderError.parse(eur.json()).error.code]).toEqual([409, 'LIMIT_REACHED']);
  });

  it('decision 021: a 1-day time-out refuses a bet, a casino bet and a deposit with TIMED_OUT; a withdrawal is allowed', async () => {
    const p = await signUp(1_000_000n);
    const s = await openSession(p, provider, CASINO_GAME);
    expect((await save(p, [{ limitType: 33, limitValue: 1 }])).statusCode).toBe(200);
    const list = await limitsOf(p);
    expect(entry(list, 33)).toMatchObject({ limitValue: 1, disabled: true });
    expect(entry(list, 33)!.endsAt! - entry(list, 33)!.startedAt!).toBe(86_400);

    const bet = await p.place(single('1000'));
    expect([bet.statusCode, CouponRefusal.parse(bet.json()).error.code]).toEqual([403, 'TIMED_OUT']);
    const spin = await casinoBet(s.sessionId, '1000');
    expect([spin.statusCode, ProviderError.parse(spin.json()).error.code]).toEqual([409, 'TIMED_OUT']);
    const dep = await deposit(p, '50000');
    expect(dep.statusCode).toBe(403);
    expect(ApiError.parse(dep.json()).error).toMatchObject({ code: 'TIMED_OUT', limitType: 33, endsAt: entry(list, 33)!.endsAt });
    const out = await p.call('POST', '/web-api/payments/withdrawal', { methodCode: 'sandbox_card', amountMinor: '100000', destination: '4111 1111 1111 1111' }, { 'idempotency-key': randomUUID() });
    expect(out.statusCode, out.body).toBe(200);
    // S1 §4: a time-out cannot be shortened.
    expect(ApiError.parse((await save(p, [{ limitType: 33, limitValue: 1 }])).json()).error.code).toBe('LIMIT_CHANGE_REFUSED');
    expect(await p.balance()).toBe(1_000_000n - 100_000n);
  });

  it('S1 §7 BlockUser: type 37 at once and the session ends (the next request is 401); an audit event records it', async () => {
    const p = await signUp(0n);
    const blocked = await p.call('POST', LIMIT_PATHS.blockUser, {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ success: true });
    expect((await p.call('GET', LIMIT_PATHS.limits)).statusCode).toBe(401);
    expect(await auditTypes(p.userId)).toEqual(expect.arrayContaining(['limits.blocked', 'limits.session_ended']));
    // Signing in again is allowed (a withdrawal stays possible) but play is not.
    const login = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', remoteAddress: p.ip, headers: { 'x-requested-with': 'XMLHttpRequest' }, payload: { form: 'login_password', login: p.email, password: 'bets password 1' } });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = `user_token=${login.cookies.find((c) => c.name === 'user_token')!.value}`;
    const list = LimitsAnswer.parse((await t.app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: { cookie } })).json()).limits;
    expect(entry(list, 37)).toMatchObject({ disabled: true, endsAt: null, type: 'extra' });
    expect(entry(list, 33, 'INACTIVE')!.disabled).toBe(true);
  });

  it('S1 §4, §8: a used-up session limit — ping answers ended, the session ends and sign-in is refused until the next day', async () => {
    offsetMs = 0;
    const p = await signUp(0n);
    expect((await save(p, [{ limitType: 31, limitValue: 1 }])).statusCode).toBe(200);
    let last = PingAnswer.parse((await p.call('POST', LIMIT_PATHS.ping)).json());
    expect(last).toEqual({ secondsLeft: 3600, ended: false });
    for (let i = 0; i < 200 && !last.ended; i++) {
      offsetMs += 60_000;
      last = PingAnswer.parse((await p.call('POST', LIMIT_PATHS.ping)).json());
    }
    expect(last).toEqual({ secondsLeft: 0, ended: true });
    expect((await p.call('GET', LIMIT_PATHS.limits)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/web-api/auth/login', remoteAddress: p.ip, headers: { 'x-requested-with': 'XMLHttpRequest' }, payload: { form: 'login_password', login: p.email, password: 'bets password 1' } });
    expect(login.statusCode).toBe(403);
    const error = ApiError.parse(login.json()).error;
    expect(error).toMatchObject({ code: 'SESSION_LIMIT_ENDED', limitType: 31 });
    expect(error.endsAt! % 86_400).toBe(0);
    expect(await auditTypes(p.userId)).toEqual(expect.arrayContaining(['limits.session_ended', 'limits.refused']));
    offsetMs = 0;
  });

  it('S1 §3, §4 reality check: GET answers the minutes, when it is due and this session’s result; POST continue restarts the timer, log_out ends the session', async () => {
    const p = await signUp(100_000n);
    expect((await save(p, [{ limitType: 32, limitValue: 15 }])).statusCode).toBe(200);
    expect((await p.place(single('2000'))).statusCode).toBe(200);
    const first = RealityCheckAnswer.parse((await p.call('GET', LIMIT_PATHS.realityCheck)).json());
    expect(first.minutes).toBe(15);
    // UKGC RTS 13: this session's stakes and net result, from the ledger since the session started.
    expect(first.session).toEqual([{ currency: 'RUB', stakedMinor: '2000', returnedMinor: '0', netMinor: '-2000' }]);
    expect(first.dueAt! - nowS()).toBeGreaterThan(15 * 60 - 5);
    const post = (action: string, stop = false) => p.call('POST', LIMIT_PATHS.realityCheck, { data: { attributes: { action, do_not_show_again: stop, popup_show_at: nowS() } } });
    const cont = RealityCheckAnswer.parse((await post('continue')).json());
    expect(cont.dueAt).not.toBeNull();
    const stop = RealityCheckAnswer.parse((await post('continue', true)).json());
    expect(stop.dueAt).toBeNull();
    const out = await post('log_out');
    expect(out.statusCode).toBe(200);
    expect((await p.call('GET', LIMIT_PATHS.realityCheck)).statusCode).toBe(401);
  });

  it('decision 021 register: an e-mail on the (sandbox) national register opens the account with a type-37 exclusion: bets and deposits are refused', async () => {
    const p = await signUp(100_000n, { email: `x${randomUUID().slice(0, 8)}@selfexcluded.test` });
    expect(entry(await limitsOf(p), 37)).toMatchObject({ disabled: true });
    const bet = await p.place(single('1000'));
    expect([bet.statusCode, CouponRefusal.parse(bet.json()).error.code]).toEqual([403, 'SELF_EXCLUDED']);
    expect(ApiError.parse((await deposit(p, '50000')).json()).error).toMatchObject({ code: 'SELF_EXCLUDED', limitType: 37 });
    expect(await auditTypes(p.userId)).toContain('limits.register_hit');
  });
});

describe('player protection under the uk profile (decision 021; UKGC LCCP SR 3.5.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { profile: 'uk' } });
  });
  afterAll(async () => t?.close());

  it('UKGC LCCP SR 3.5.3: a self-exclusion shorter than 6 months is not available (400, nothing set); 180 days is', async () => {
    const p = await signUpBettor(t, createWalletModule({ data: t.data }).ledger, 0n);
    const answer = LimitsAnswer.parse((await p.call('GET', LIMIT_PATHS.limits)).json());
    expect(answer.profile).toBe('uk');
    expect(answer.limits.find((l) => l.limitType === 30)!.availableValues[0]).toBe(180);
    const short = await p.call('POST', LIMIT_PATHS.limits, { limits: [{ limitType: 30, limitValue: 30, selfExcludeReason: 3 }] });
    expect([short.statusCode, ApiError.parse(short.json()).error.code]).toEqual([400, 'LIMIT_CHANGE_REFUSED']);
    const long = await p.call('POST', LIMIT_PATHS.limits, { limits: [{ limitType: 30, limitValue: 180, selfExcludeReason: 3 }] });
    expect(long.statusCode, long.body).toBe(200);
    const excluded = LimitsAnswer.parse((await p.call('GET', LIMIT_PATHS.limits)).json()).limits.find((l) => l.limitType === 30 && l.limitState === 'ACTIVE')!;
    expect(excluded).toMatchObject({ limitValue: 180, selfExcludeReason: 3, disabled: true });
    expect(excluded.endsAt! - excluded.startedAt!).toBe(180 * 86_400);
  });
});
