import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasinoLaunchAnswer, ProviderError, ProviderSession, ProviderWalletAnswer } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createJobsDatabase } from '../../platform/index.ts';
import { signUpBettor } from '../../testing/bettor.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { fakeDirectory, game, openSession, providerClient, type ProviderCall } from './testing/casino-fixtures.ts';
import { verifyProviderAnswer } from './index.ts';

/**
 * Decision 019: game launch and the providers' seamless-wallet API on the real server, on the
 * built-in Wager Studio provider (its secret from CASINO_PROVIDER_WAGER_STUDIO_SECRET here).
 */
const SECRET = 'test-studio-secret-0123456789abcdef';
const GAME = 101;
const NO_ENGINE = 102;
const NO_DEMO = 103;
const EUR_ONLY = 104;

describe('casino seamless wallet (decision 019)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  const catalogue = fakeDirectory([game(GAME), game(NO_ENGINE, { engine: null }), game(NO_DEMO, { demo: false, engine: 'crash' }), game(EUR_ONLY, { currencies: ['EUR'] })]);
  let call: ProviderCall;

  beforeAll(async () => {
    t = await createTestApp({ casinoWallet: { directory: catalogue.directory, nowMs, env: { CASINO_PROVIDER_WAGER_STUDIO_SECRET: SECRET }, launchRateLimit: { max: 1000, timeWindowMs: 60_000 } } });
    ledger = createWalletModule({ data: t.data }).ledger;
    call = providerClient(t, SECRET, nowMs);
  });
  afterAll(async () => t?.close());

  const bettor = (balance = 10_000n) => signUpBettor(t, ledger, balance);
  const answer = (r: { json(): unknown }) => ProviderWalletAnswer.parse(r.json());
  const refusal = (r: { json(): unknown }) => ProviderError.parse(r.json());
  const ids = () => ({ roundId: `r-${randomUUID()}`, transactionId: `tx-${randomUUID()}` });

  describe('launch', () => {
    it('gives a guest the demo URL of a game with a demo, with engine, game, language and lobby', async () => {
      const r = await t.app.inject({ method: 'POST', url: '/web-api/casino/launch', payload: { gameId: GAME, mode: 'demo', lang: 'ru' } });
      expect(r.statusCode, r.body).toBe(200);
      const launched = CasinoLaunchAnswer.parse(r.json());
      expect(launched.mode).toBe('demo');
      expect(launched.currency).toBeNull();
      const url = new URL(launched.url, 'http://x');
      expect(url.pathname).toBe('/ru/studio/play');
      expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'demo', game: 'dice', gameId: String(GAME), lang: 'ru', lobby: `/ru/casino/game/${GAME}/game-${GAME}` });
    });

    it('refuses a guest real play (401), an unknown game (404), a game without engine or without demo (409 GAME_UNAVAILABLE)', async () => {
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/web-api/casino/launch', payload });
      expect((await post({ gameId: GAME, mode: 'real' })).statusCode).toBe(401);
      const unknown = await post({ gameId: 999, mode: 'demo' });
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND']);
      const noEngine = await post({ gameId: NO_ENGINE, mode: 'demo' });
      expect([noEngine.statusCode, noEngine.json().error.code]).toEqual([409, 'GAME_UNAVAILABLE']);
      const noDemo = await post({ gameId: NO_DEMO, mode: 'demo' });
      expect([noDemo.statusCode, noDemo.json().error.code]).toEqual([409, 'GAME_UNAVAILABLE']);
      expect((await post({ gameId: 'x', mode: 'demo' })).statusCode).toBe(400);
    });

    it('opens a real session on the active account, records the play, and its token works once', async () => {
      const b = await bettor();
      const r = await b.call('POST', '/web-api/casino/launch', { gameId: GAME, mode: 'real' });
      expect(r.statusCode, r.body).toBe(200);
      const launched = CasinoLaunchAnswer.parse(r.json());
      expect(launched.currency).toBe('RUB');
      expect(Date.parse(launched.expiresAt) - nowMs()).toBeLessThanOrEqual(60_000);
      const url = new URL(launched.url, 'http://x');
      expect(url.searchParams.get('mode')).toBe('real');
      const token = url.searchParams.get('token')!;
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(catalogue.played).toContainEqual({ userId: b.userId, gameId: GAME });
      const first = await call('authenticate', { token });
      expect(first.statusCode, first.body).toBe(200);
      const session = ProviderSession.parse(first.json());
      expect(session).toMatchObject({ currency: 'RUB', balanceMinor: '10000', gameCode: 'dice', lang: 'en', jurisdiction: 'default', openRounds: [] });
      expect(session.playerRef).not.toContain(String(b.userId));
      const again = await call('authenticate', { token });
      expect([again.statusCode, refusal(again).error.code]).toEqual([401, 'TOKEN_INVALID']);
    });

    it('expires an unused token after 60 s', async () => {
      const b = await bettor();
      const launched = CasinoLaunchAnswer.parse((await b.call('POST', '/web-api/casino/launch', { gameId: GAME, mode: 'real' })).json());
      offsetMs += 61_000;
      try {
        const r = await call('authenticate', { token: new URL(launched.url, 'http://x').searchParams.get('token')! });
        expect([r.statusCode, refusal(r).error.code]).toEqual([401, 'TOKEN_INVALID']);
      } finally {
        offsetMs -= 61_000;
      }
    });

    it('refuses a currency the game does not take, or one the player holds no account in (409 CURRENCY_NOT_OFFERED), and a frozen account', async () => {
      const b = await bettor();
      const eurOnly = await b.call('POST', '/web-api/casino/launch', { gameId: EUR_ONLY, mode: 'real' });
      expect([eurOnly.statusCode, eurOnly.json().error.code]).toEqual([409, 'CURRENCY_NOT_OFFERED']);
      const noAccount = await b.call('POST', '/web-api/casino/launch', { gameId: GAME, mode: 'real', currency: 'EUR' });
      expect([noAccount.statusCode, noAccount.json().error.code]).toEqual([409, 'CURRENCY_NOT_OFFERED']);
      await t.app.operator.wallet.freezeAccount(b.accountId);
      const frozen = await b.call('POST', '/web-api/casino/launch', { gameId: GAME, mode: 'real' });
      expect([frozen.statusCode, frozen.json().error.code]).toEqual([409, 'ACCOUNT_FROZEN']);
    });
  });

  describe('signature', () => {
    it('refuses a bad signature, a timestamp out of ±30 s and an unknown provider, and signs its answers', async () => {
      const body = { token: 'x'.repeat(43) };
      const bad = await call('authenticate', body, { secret: 'not-the-secret' });
      expect([bad.statusCode, refusal(bad).error.code]).toEqual([401, 'SIGNATURE_INVALID']);
      expect(verifyProviderAnswer(SECRET, bad.headers as Record<string, string>, bad.body)).toBe(true);
      const late = await call('authenticate', body, { atSeconds: Math.floor(nowMs() / 1000) - 31 });
      expect([late.statusCode, refusal(late).error.code]).toEqual([401, 'TIMESTAMP_OUT_OF_WINDOW']);
      const stranger = await providerClient(t, SECRET, nowMs, 'other-studio')('authenticate', body);
      expect([stranger.statusCode, refusal(stranger).error.code]).toEqual([401, 'UNKNOWN_PROVIDER']);
      // A body changed after signing: the signature covers the raw bytes.
      const path = '/casino-api/v1/authenticate';
      const { signProviderRequest } = await import('./index.ts');
      const headers = signProviderRequest(SECRET, path, JSON.stringify(body), Math.floor(nowMs() / 1000), 'wager-studio');
      const tampered = await t.app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify({ token: 'y'.repeat(43) }) });
      expect(refusal(tampered).error.code).toBe('SIGNATURE_INVALID');
      const invalid = await call('bet', { sessionId: 'x' });
      expect([invalid.statusCode, refusal(invalid).error.code]).toEqual([400, 'VALIDATION_FAILED']);
      const noSession = await call('bet', { sessionId: 'not-a-session', roundId: 'r', transactionId: 't', amountMinor: '1', currency: 'RUB' });
      expect([noSession.statusCode, refusal(noSession).error.code]).toEqual([401, 'SESSION_EXPIRED']);
      const notJson = await call('bet', {}, { raw: '{nope' });
      expect([notJson.statusCode, refusal(notJson).error.code]).toEqual([400, 'VALIDATION_FAILED']);
      // A provider's call answers JSON with the security headers but no page policy to build (decision 019).
      expect(notJson.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
      expect(notJson.headers['content-security-policy']).toBeUndefined();
    });

    it('lists the provider API in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
      for (const name of ['authenticate', 'balance', 'bet', 'win', 'play', 'rollback', 'round-end']) expect(doc.paths[`/casino-api/v1/${name}`]?.post?.requestBody).toBeDefined();
      expect(doc.paths['/web-api/casino/launch']?.post).toBeDefined();
    });
  });

  describe('money', () => {
    it('bets, wins and ends a round through provider:wager-studio; a retry answers the first result', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      const betBody = { sessionId: s.sessionId, roundId, transactionId, amountMinor: '2500', currency: 'RUB' };
      const placed = await call('bet', betBody);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(answer(placed)).toMatchObject({ balanceMinor: '7500', currency: 'RUB' });
      expect(verifyProviderAnswer(SECRET, placed.headers as Record<string, string>, placed.body)).toBe(true);
      const retry = answer(await call('bet', betBody));
      expect(retry).toEqual({ ...answer(placed), duplicate: true });
      const changed = await call('bet', { ...betBody, amountMinor: '2600' });
      expect([changed.statusCode, refusal(changed).error.code]).toEqual([409, 'DUPLICATE_TRANSACTION']);
      const won = answer(await call('win', { sessionId: s.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '6000', currency: 'RUB' }));
      expect(won.balanceMinor).toBe('13500');
      expect(answer(await call('balance', { sessionId: s.sessionId })).balanceMinor).toBe('13500');
      expect(answer(await call('round-end', { sessionId: s.sessionId, roundId })).balanceMinor).toBe('13500');
      const after = await call('bet', { ...betBody, transactionId: `late-${transactionId}` });
      expect([after.statusCode, refusal(after).error.code]).toEqual([409, 'ROUND_CLOSED']);
      expect(await b.balance()).toBe(13_500n);
      expect(await ledger.audit()).toEqual([]);
    });

    it('a rollback before its bet leaves a tombstone: the late bet is refused and moves nothing', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      const rolled = await call('rollback', { sessionId: s.sessionId, roundId, transactionId: `rb-${transactionId}`, rollbackTransactionId: transactionId });
      expect(rolled.statusCode, rolled.body).toBe(200);
      expect(answer(rolled).balanceMinor).toBe('10000');
      const late = await call('bet', { sessionId: s.sessionId, roundId, transactionId, amountMinor: '100', currency: 'RUB' });
      expect([late.statusCode, refusal(late).error.code, refusal(late).balanceMinor]).toEqual([409, 'TRANSACTION_ROLLED_BACK', '10000']);
      expect(await b.balance()).toBe(10_000n);
    });

    it('a rollback after the bet refunds it once; a repeated rollback is idempotent', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      await call('bet', { sessionId: s.sessionId, roundId, transactionId, amountMinor: '4000', currency: 'RUB' });
      expect(await b.balance()).toBe(6_000n);
      const body = { sessionId: s.sessionId, roundId, transactionId: `rb-${transactionId}`, rollbackTransactionId: transactionId };
      const first = answer(await call('rollback', body));
      expect(first.balanceMinor).toBe('10000');
      expect(answer(await call('rollback', body))).toEqual({ ...first, duplicate: true });
      const other = answer(await call('rollback', { ...body, transactionId: `rb2-${transactionId}` }));
      expect(other.balanceMinor).toBe('10000');
      expect(await b.balance()).toBe(10_000n);
      const win = await call('win', { sessionId: s.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '1', currency: 'RUB' });
      expect(refusal(win).error.code).toBe('ROUND_CLOSED');
      expect(await ledger.audit()).toEqual([]);
    });

    it('refuses without writing: insufficient funds, another currency, a frozen account, a closed account', async () => {
      const b = await bettor(1_000n);
      const s = await openSession(b, call, GAME);
      const bet = (over: object = {}) => call('bet', { sessionId: s.sessionId, ...ids(), amountMinor: '500', currency: 'RUB', ...over });
      const broke = await bet({ amountMinor: '1001' });
      expect([broke.statusCode, refusal(broke).error.code, refusal(broke).balanceMinor]).toEqual([409, 'INSUFFICIENT_FUNDS', '1000']);
      const usd = await bet({ currency: 'USD' });
      expect([usd.statusCode, refusal(usd).error.code]).toEqual([409, 'CURRENCY_MISMATCH']);
      // The refused transaction ids were not kept: they can be used again.
      const { roundId, transactionId } = ids();
      expect(refusal(await bet({ roundId, transactionId, amountMinor: '5000' })).error.code).toBe('INSUFFICIENT_FUNDS');
      expect((await bet({ roundId, transactionId })).statusCode).toBe(200);
      await t.app.operator.wallet.freezeAccount(b.accountId);
      const frozen = await bet();
      expect([frozen.statusCode, refusal(frozen).error.code]).toEqual([409, 'ACCOUNT_FROZEN']);
      await t.app.operator.wallet.unfreezeAccount(b.accountId);
      expect(await b.balance()).toBe(500n);

      // A currency account removed after the launch (S0 §3.1: only an empty, inactive one can be).
      const added = await b.call('POST', '/web-api/accounts/currency', { currencyId: 978 });
      expect(added.statusCode, added.body).toBe(201);
      const eur = await openSession(b, call, GAME, 'EUR');
      const removed = await t.app.inject({ method: 'DELETE', url: '/web-api/accounts/currency/978', remoteAddress: b.ip, headers: { cookie: b.cookie, 'x-requested-with': 'XMLHttpRequest' } });
      expect(removed.statusCode, removed.body).toBe(200);
      const closed = await call('bet', { sessionId: eur.sessionId, ...ids(), amountMinor: '1', currency: 'EUR' });
      expect([closed.statusCode, refusal(closed).error.code]).toEqual([409, 'ACCOUNT_CLOSED']);
      expect(await ledger.audit()).toEqual([]);
    });

    it('expires a session idle 30 min (bets and balance refused), but lets its round be settled', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      await call('bet', { sessionId: s.sessionId, roundId, transactionId, amountMinor: '1000', currency: 'RUB' });
      offsetMs += 31 * 60_000;
      try {
        const late = await call('bet', { sessionId: s.sessionId, ...ids(), amountMinor: '1', currency: 'RUB' });
        expect([late.statusCode, refusal(late).error.code]).toEqual([401, 'SESSION_EXPIRED']);
        expect(refusal(await call('balance', { sessionId: s.sessionId })).error.code).toBe('SESSION_EXPIRED');
        const won = await call('win', { sessionId: s.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '300', currency: 'RUB', endRound: true });
        expect(answer(won).balanceMinor).toBe('9300');
      } finally {
        offsetMs -= 31 * 60_000;
      }
    });

    it('lists an interrupted round at the next authenticate; the new session completes it (GLI-19 §4.16)', async () => {
      const b = await bettor();
      const first = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      await call('bet', { sessionId: first.sessionId, roundId, transactionId, amountMinor: '700', currency: 'RUB' });
      const next = await openSession(b, call, GAME);
      expect(next.openRounds).toEqual([{ roundId, betTransactionIds: [transactionId], betMinor: '700' }]);
      expect(next.balanceMinor).toBe('9300');
      const won = await call('win', { sessionId: next.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '1400', currency: 'RUB', endRound: true });
      expect(answer(won).balanceMinor).toBe('10700');
      expect((await openSession(b, call, GAME)).openRounds).toEqual([]);
    });

    it('decision 019 (batched writes): 50 calls at once from 20 sessions, with retries, each answered on its own; the ledger stays whole', async () => {
      const players = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const b = await bettor(1_000n);
          return { b, s: await openSession(b, call, GAME) };
        }),
      );
      // Before the burst: players 0-9 have a round with a bet of 100 that the burst's win ends.
      const open = await Promise.all(
        players.slice(0, 10).map(async ({ s }) => {
          const { roundId, transactionId } = ids();
          const r = await call('bet', { sessionId: s.sessionId, roundId, transactionId, amountMinor: '100', currency: 'RUB' });
          expect(r.statusCode, r.body).toBe(200);
          return roundId;
        }),
      );
      type Sent = { player: number; kind: 'bet' | 'win'; amount: bigint; body: object; retryOf?: number };
      const sent: Sent[] = [];
      players.forEach(({ s }, k) => {
        const bet = (amount: bigint) => sent.push({ player: k, kind: 'bet', amount, body: { sessionId: s.sessionId, ...ids(), amountMinor: String(amount), currency: 'RUB' } });
        bet(300n);
        if (k < 10) sent.push({ player: k, kind: 'win', amount: 250n, body: { sessionId: s.sessionId, roundId: open[k], transactionId: `w-${randomUUID()}`, amountMinor: '250', currency: 'RUB', endRound: true } });
        // Players 10-14 ask for more than they hold in all: one of their two bets is refused, which one depends on the order.
        if (k >= 10 && k < 15) bet(800n);
        if (k >= 15) bet(200n);
      });
      // Retries of every third bet, sent at the same moment as their first copy.
      const retried = sent.flatMap((c, i) => (c.kind === 'bet' ? [i] : [])).filter((_, j) => j % 3 === 0);
      for (const i of retried) sent.push({ ...sent[i]!, retryOf: i });
      expect(sent.length).toBe(50);
      const answers = await Promise.all(sent.map((c) => call(c.kind, c.body)));

      const spent = new Map<number, bigint>();
      sent.forEach((c, i) => {
        const r = answers[i]!;
        if (c.kind === 'win') {
          expect(r.statusCode, r.body).toBe(200);
          spent.set(c.player, (spent.get(c.player) ?? 0n) - c.amount);
          return;
        }
        if (r.statusCode !== 200) {
          expect([r.statusCode, refusal(r).error.code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
          return;
        }
        if (c.retryOf === undefined) spent.set(c.player, (spent.get(c.player) ?? 0n) + c.amount);
      });
      // A call and its retry: one answer, the other its copy marked duplicate (or both refused).
      sent.forEach((c, i) => {
        if (c.retryOf === undefined) return;
        const [a, b] = [answers[c.retryOf]!, answers[i]!];
        expect(a.statusCode === 200, `${a.body} / ${b.body}`).toBe(b.statusCode === 200);
        if (a.statusCode !== 200) return;
        const [first, again] = [answer(a), answer(b)];
        expect([first.duplicate, again.duplicate].filter(Boolean)).toEqual([true]);
        expect({ ...first, duplicate: undefined }).toEqual({ ...again, duplicate: undefined });
      });
      for (const [k, { b }] of players.entries()) {
        const balance = await b.balance();
        expect(balance).toBe(1_000n - (k < 10 ? 100n : 0n) - (spent.get(k) ?? 0n));
        expect(balance).toBeGreaterThanOrEqual(0n);
      }
      // Players 10-14: 300 + 800 does not fit in 1,000: exactly one of the two was taken; the others' all were.
      for (let k = 10; k < 15; k++) expect([300n, 800n]).toContain(spent.get(k));
      for (let k = 15; k < 20; k++) expect(spent.get(k)).toBe(500n);
      for (let k = 0; k < 10; k++) expect(spent.get(k)).toBe(300n - 250n);
      expect(await ledger.audit()).toEqual([]);
    });

    it("the operator's sweep rolls back the bets of rounds left without a win or an end", async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      await call('bet', { sessionId: s.sessionId, roundId, transactionId, amountMinor: '900', currency: 'RUB' });
      expect(await t.app.casinoWallet.sweepStaleRounds(3600_000)).toBe(0);
      offsetMs += 2 * 3600_000;
      try {
        expect(await t.app.casinoWallet.sweepStaleRounds(3600_000)).toBeGreaterThanOrEqual(1);
      } finally {
        offsetMs -= 2 * 3600_000;
      }
      expect(await b.balance()).toBe(10_000n);
      const late = await call('win', { sessionId: s.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '1', currency: 'RUB' });
      expect(refusal(late).error.code).toBe('ROUND_CLOSED');
      expect(await ledger.audit()).toEqual([]);
    });
  });
  describe('play: an instant round in one call (decision 019 "Play")', () => {
    /** The round as other modules read it (closed rounds only, through the module's face), or null. */
    const roundRow = async (userId: number, roundId: string) => {
      const round = (await t.app.casinoWallet.rounds.playerRounds(userId, [GAME], 100)).find((r) => r.roundId === roundId);
      return round ? { bet: round.betMinor.toString(), win: round.winMinor.toString() } : null;
    };
    /** The ledger transfers of a round, by kind (a parameterised read through the platform's SQL executor). */
    const transferKinds = async (roundId: string) => {
      const { rows } = await createJobsDatabase(t.data).executeSql("select kind from wallet.transfers where reference_kind = 'casino_round' and reference_id = $1 order by id", [`wager-studio:${roundId}`]);
      return (rows as { kind: string }[]).map((r) => r.kind);
    };

    it('debits the bet, credits the win and closes the round; a retry answers the first result; the round takes nothing more', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      const body = { sessionId: s.sessionId, roundId, transactionId, betMinor: '2500', winMinor: '6000', currency: 'RUB' };
      const played = await call('play', body);
      expect(played.statusCode, played.body).toBe(200);
      expect(answer(played)).toMatchObject({ balanceMinor: '13500', currency: 'RUB' });
      expect(verifyProviderAnswer(SECRET, played.headers as Record<string, string>, played.body)).toBe(true);
      expect(await roundRow(b.userId, roundId)).toEqual({ bet: '2500', win: '6000' });
      // Two ledger movements, as bet and win: wagering limits and reports count the stake (decision 021).
      expect(await transferKinds(roundId)).toEqual(['casino_bet', 'casino_win']);
      expect(answer(await call('play', body))).toEqual({ ...answer(played), duplicate: true });
      const changed = await call('play', { ...body, winMinor: '9000' });
      expect([changed.statusCode, refusal(changed).error.code]).toEqual([409, 'DUPLICATE_TRANSACTION']);
      const sameIdAsBet = await call('bet', { sessionId: s.sessionId, roundId: `r-${randomUUID()}`, transactionId, amountMinor: '2500', currency: 'RUB' });
      expect(refusal(sameIdAsBet).error.code).toBe('DUPLICATE_TRANSACTION');
      const late = await call('win', { sessionId: s.sessionId, roundId, transactionId: `w-${transactionId}`, amountMinor: '1', currency: 'RUB' });
      expect(refusal(late).error.code).toBe('ROUND_CLOSED');
      const again = await call('play', { ...body, transactionId: `p2-${transactionId}` });
      expect(refusal(again).error.code).toBe('ROUND_CLOSED');
      const rolled = await call('rollback', { sessionId: s.sessionId, roundId, transactionId: `rb-${transactionId}`, rollbackTransactionId: transactionId });
      expect([rolled.statusCode, refusal(rolled).error.code]).toEqual([409, 'ROUND_CLOSED']);
      expect(await b.balance()).toBe(13_500n);
      expect(await ledger.audit()).toEqual([]);
    });

    it('a lost play (win 0) moves only the bet; a play with nothing at stake moves nothing and answers the balance', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const lost = ids();
      expect(answer(await call('play', { sessionId: s.sessionId, ...lost, betMinor: '1000', winMinor: '0', currency: 'RUB' })).balanceMinor).toBe('9000');
      expect(await transferKinds(lost.roundId)).toEqual(['casino_bet']);
      expect(await roundRow(b.userId, lost.roundId)).toEqual({ bet: '1000', win: '0' });
      const free = ids();
      expect(answer(await call('play', { sessionId: s.sessionId, ...free, betMinor: '0', winMinor: '0', currency: 'RUB' })).balanceMinor).toBe('9000');
      expect(await transferKinds(free.roundId)).toEqual([]);
      expect(await b.balance()).toBe(9_000n);
      expect(await ledger.audit()).toEqual([]);
    });

    it('refuses without writing: insufficient funds (the win is not paid either), another currency, an expired session; the ids stay free', async () => {
      const b = await bettor(1_000n);
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      const body = { sessionId: s.sessionId, roundId, transactionId, betMinor: '1001', winMinor: '5000', currency: 'RUB' };
      const broke = await call('play', body);
      expect([broke.statusCode, refusal(broke).error.code, refusal(broke).balanceMinor]).toEqual([409, 'INSUFFICIENT_FUNDS', '1000']);
      const usd = await call('play', { ...body, betMinor: '1', currency: 'USD' });
      expect([usd.statusCode, refusal(usd).error.code]).toEqual([409, 'CURRENCY_MISMATCH']);
      expect(await roundRow(b.userId, roundId)).toBeNull();
      expect(await transferKinds(roundId)).toEqual([]);
      offsetMs += 31 * 60_000;
      try {
        const expired = await call('play', { ...body, betMinor: '1' });
        expect([expired.statusCode, refusal(expired).error.code]).toEqual([401, 'SESSION_EXPIRED']);
      } finally {
        offsetMs -= 31 * 60_000;
      }
      const fits = await call('play', { ...body, betMinor: '1000', winMinor: '0' });
      expect(answer(fits).balanceMinor).toBe('0');
      expect(await b.balance()).toBe(0n);
      expect(await ledger.audit()).toEqual([]);
    });

    it('a rollback before its play leaves a tombstone: the late play is refused and moves nothing', async () => {
      const b = await bettor();
      const s = await openSession(b, call, GAME);
      const { roundId, transactionId } = ids();
      const rolled = await call('rollback', { sessionId: s.sessionId, roundId, transactionId: `rb-${transactionId}`, rollbackTransactionId: transactionId });
      expect(answer(rolled).balanceMinor).toBe('10000');
      const late = await call('play', { sessionId: s.sessionId, roundId, transactionId, betMinor: '100', winMinor: '300', currency: 'RUB' });
      expect([late.statusCode, refusal(late).error.code]).toEqual([409, 'TRANSACTION_ROLLED_BACK']);
      expect(await b.balance()).toBe(10_000n);
      expect(await ledger.audit()).toEqual([]);
    });

    it('40 plays at once from 20 sessions, with retries and plays over the balance, each answered on its own; the ledger stays whole', async () => {
      const players = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const b = await bettor(1_000n);
          return { b, s: await openSession(b, call, GAME) };
        }),
      );
      type Sent = { player: number; bet: bigint; win: bigint; body: object; retryOf?: number };
      const sent: Sent[] = [];
      players.forEach(({ s }, k) => {
        const play = (bet: bigint, win: bigint) => sent.push({ player: k, bet, win, body: { sessionId: s.sessionId, ...ids(), betMinor: String(bet), winMinor: String(win), currency: 'RUB' } });
        play(300n, k % 2 === 0 ? 600n : 0n);
        // Players 10-19 also play 900 with nothing back: it fits only if their first play paid (even k) or ran after it.
        if (k >= 10) play(900n, 0n);
      });
      const firsts = sent.length;
      for (let i = 0; i < firsts; i += 3) sent.push({ ...sent[i]!, retryOf: i });
      const answers = await Promise.all(sent.map((c) => call('play', c.body)));
      for (const [i, r] of answers.entries()) if (r.statusCode !== 200) expect([r.statusCode, refusal(r).error.code], sent[i]!.retryOf === undefined ? 'first' : 'retry').toEqual([409, 'INSUFFICIENT_FUNDS']);
      // A play and its retry: written once (a refused copy frees the id, so the other may still be taken).
      const net = new Map<number, bigint>();
      sent.forEach((c, i) => {
        if (c.retryOf !== undefined) return;
        const copies = [i, ...sent.flatMap((r, j) => (r.retryOf === i ? [j] : []))].map((j) => answers[j]!).filter((r) => r.statusCode === 200);
        if (copies.length === 0) return;
        expect(copies.filter((r) => answer(r).duplicate).length).toBe(copies.length - 1);
        expect(new Set(copies.map((r) => answer(r).operatorTransactionId)).size).toBe(1);
        net.set(c.player, (net.get(c.player) ?? 0n) + c.win - c.bet);
      });
      for (const [k, { b }] of players.entries()) {
        const balance = await b.balance();
        expect(balance).toBe(1_000n + (net.get(k) ?? 0n));
        expect(balance).toBeGreaterThanOrEqual(0n);
      }
      for (let k = 0; k < 10; k++) expect(net.get(k)).toBe(k % 2 === 0 ? 300n : -300n);
      expect(await ledger.audit()).toEqual([]);
    });
  });
});
