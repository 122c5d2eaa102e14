import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_PROVIDER_PATHS, StudioRotateAnswer, StudioRoundAnswer, StudioStartAnswer, StudioState, StudioVerifyAnswer } from '@wager/contract';
import { casino } from '@wager/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { studioSecret } from './index.ts';
import { createFakeOperator } from './testing/fake-operator.ts';
import { createStudioRepository } from './internal/studio.repository.ts';

// Wager Studio (docs/decisions/020-wager-studio.md; games and seeds of decision 017): the studio API against a
// fake operator speaking the signed seamless-wallet protocol over HTTP (app.inject as the transport).

const SEED = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

describe('Wager Studio (decision 020)', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 24, 12, 0, 0);
  const nowMs = () => clock;
  const secret = studioSecret({}, 'a test app secret of at least thirty-two characters');
  const operator = createFakeOperator({ secret, nowMs });
  const ukgc = createFakeOperator({ secret, nowMs, jurisdiction: 'ukgc' });
  let useUkgc = false;

  beforeAll(async () => {
    t = await createTestApp({
      studio: { secret, nowMs, retryIntervalMs: 0, transport: (req) => (useUkgc ? ukgc : operator).transport(req) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) {
    const res = await t.app.inject({ method, url, headers: token ? { 'x-studio-session': token } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
    return { status: res.statusCode, json: res.json() as Record<string, unknown> & { error?: { code: string } } };
  }
  async function start(body: Record<string, unknown>) {
    const res = await call('POST', '/studio-api/sessions', null, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return StudioStartAnswer.parse(res.json);
  }
  async function play(token: string, body: Record<string, unknown>) {
    const res = await call('POST', '/studio-api/rounds', token, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return StudioRoundAnswer.parse(res.json);
  }

  it('decision 020: demo play money 1,000.00; a dice round takes nonce 0 then 1; rotate reveals the seed whose hash was shown and verify recomputes each round', async () => {
    const { sessionToken, state } = await start({ mode: 'demo', game: 'dice' });
    expect(state).toMatchObject({ mode: 'demo', balanceMinor: '100000', netMinor: '0', seeds: { nonce: 0 } });
    const before = operator.calls.length;
    const r1 = await play(sessionToken, { engine: 'dice', stakeMinor: '100', params: { target: 5000, direction: 'under' } });
    const r2 = await play(sessionToken, { engine: 'dice', stakeMinor: '100', params: { target: 5000, direction: 'over' } });
    expect([r1.round.nonce, r2.round.nonce, r2.state.seeds.nonce]).toEqual([0, 1, 2]);
    expect(operator.calls.length).toBe(before); // demo never calls the operator
    const paid = BigInt(r1.round.payoutMinor!) + BigInt(r2.round.payoutMinor!);
    expect(r2.state.balanceMinor).toBe((100_000n - 200n + paid).toString());
    expect(r2.state.netMinor).toBe((paid - 200n).toString());
    expect(r1.round.serverSeed).toBeNull();

    const rotated = await call('POST', '/studio-api/seeds/rotate', sessionToken);
    const { revealed, state: after } = StudioRotateAnswer.parse(rotated.json);
    expect(casino.hashServerSeed(revealed.serverSeed)).toBe(state.seeds.serverSeedHash);
    expect(revealed).toMatchObject({ serverSeedHash: state.seeds.serverSeedHash, nonce: 2 });
    expect(after.seeds.nonce).toBe(0);
    expect(after.seeds.serverSeedHash).not.toBe(state.seeds.serverSeedHash);

    const v = await call('GET', `/bff-api/studio/verify?engine=dice&serverSeed=${revealed.serverSeed}&clientSeed=${encodeURIComponent(revealed.clientSeed)}&nonce=0&target=5000&direction=under`, null);
    expect(StudioVerifyAnswer.parse(v.json)).toMatchObject({ multiplierBp: r1.round.multiplierBp, outcome: { roll: r1.round.outcome!.roll } });
    const history = await call('GET', '/studio-api/rounds', sessionToken);
    expect((history.json.rounds as { serverSeed: string | null }[]).map((r) => r.serverSeed)).toEqual([revealed.serverSeed, revealed.serverSeed]);
  });

  it('decision 020: the client seed is the player’s; a bad one is 400 and changes nothing', async () => {
    const { sessionToken } = await start({ mode: 'demo', game: 'dice' });
    const set = await call('PUT', '/studio-api/seeds/client', sessionToken, { clientSeed: 'my lucky seed' });
    expect(StudioState.parse(set.json).seeds.clientSeed).toBe('my lucky seed');
    expect((await call('PUT', '/studio-api/seeds/client', sessionToken, { clientSeed: 'a:b' })).status).toBe(400);
    const r = await play(sessionToken, { engine: 'dice', stakeMinor: '100', params: { target: 5000, direction: 'under' } });
    expect(r.round.clientSeed).toBe('my lucky seed');
    expect((await call('GET', '/studio-api/state', null)).json.error?.code).toBe('STUDIO_SESSION_INVALID');
  });

  it('decision 020: real rounds of every single-step engine are decided, then sent as ONE signed play call (stake and payout); balances agree with the operator', async () => {
    const { sessionToken, state } = await start({ mode: 'real', game: 'slots', token: operator.launch('p-real', 50_000n) });
    expect(state).toMatchObject({ mode: 'real', currency: 'EUR', balanceMinor: '50000', safeguards: { profile: 'default', turbo: true } });
    const rounds = [
      { engine: 'dice', stakeMinor: '200', params: { target: 9000, direction: 'under' } },
      { engine: 'slots', stakeMinor: '100' },
      { engine: 'plinko', stakeMinor: '100', params: { rows: 12, risk: 'high' } },
      { engine: 'keno', stakeMinor: '100', params: { picks: [1, 5, 9, 13, 40] } },
      { engine: 'scratchcard', stakeMinor: '100' },
      { engine: 'crash', stakeMinor: '100', params: { cashOutAt: 150 } },
    ];
    let net = 0n;
    for (const [i, body] of rounds.entries()) {
      const before = operator.calls.length;
      const { round, state: s } = await play(sessionToken, body);
      expect(round).toMatchObject({ engine: body.engine, status: 'settled', nonce: i });
      expect(round.payoutMinor).toBe(casino.payoutMinor(BigInt(body.stakeMinor), BigInt(round.multiplierBp!)).toString());
      // Decision 020 "Play": an instant round is one operator call, its stake and payout together.
      const sent = operator.calls.slice(before);
      expect(sent.map((c) => c.path)).toEqual([CASINO_PROVIDER_PATHS.play]);
      expect(sent[0]!.body).toMatchObject({ betMinor: body.stakeMinor, winMinor: round.payoutMinor, roundId: round.roundId, currency: 'EUR' });
      expect(s.balanceMinor).toBe(operator.balance('p-real')!.toString());
      net += BigInt(round.payoutMinor!) - BigInt(body.stakeMinor);
      expect(s.netMinor).toBe(net.toString());
    }
  });

  it('decision 020: a refused or invalid round writes nothing and moves no money (game range, insufficient funds)', async () => {
    const { sessionToken } = await start({ mode: 'real', game: 'dice', token: operator.launch('p-poor', 150n) });
    const before = operator.calls.length;
    expect((await call('POST', '/studio-api/rounds', sessionToken, { engine: 'dice', stakeMinor: '100', params: { target: 9900, direction: 'under' } })).status).toBe(400);
    expect(operator.calls.length).toBe(before);
    const poor = await call('POST', '/studio-api/rounds', sessionToken, { engine: 'dice', stakeMinor: '200', params: { target: 5000, direction: 'under' } });
    expect(poor.json.error?.code).toBe('INSUFFICIENT_FUNDS');
    expect(StudioState.parse((await call('GET', '/studio-api/state', sessionToken)).json).seeds.nonce).toBe(0);
    expect(operator.balance('p-poor')).toBe(150n);
  });

  it('decision 020 "Play": a play whose answer is lost is retried with the same transaction id (one debit, one credit)', async () => {
    const { sessionToken } = await start({ mode: 'real', game: 'dice', token: operator.launch('p-retry', 10_000n) });
    operator.fail(CASINO_PROVIDER_PATHS.play, 'drop');
    const before = operator.calls.length;
    const { round } = await play(sessionToken, { engine: 'dice', stakeMinor: '1000', params: { target: 5000, direction: 'under' } });
    expect(round.status).toBe('settled');
    const plays = operator.calls.slice(before).filter((c) => c.path === CASINO_PROVIDER_PATHS.play);
    expect(plays.length).toBe(2);
    expect(plays[0]!.body.transactionId).toBe(plays[1]!.body.transactionId);
    expect(operator.balance('p-retry')).toBe(10_000n - 1000n + BigInt(round.payoutMinor!));
  });

  it('decision 020: a mines bet with no answer at all is rolled back (502), and its nonce stays used', async () => {
    const { sessionToken } = await start({ mode: 'real', game: 'mines', token: operator.launch('p-rollback', 10_000n, 'mines') });
    operator.fail(CASINO_PROVIDER_PATHS.bet, 'drop', 'drop', 'drop');
    const failed = await call('POST', '/studio-api/mines/start', sessionToken, { stakeMinor: '1000', mines: 3 });
    expect([failed.status, failed.json.error?.code]).toEqual([502, 'STUDIO_OPERATOR_REFUSED']);
    expect(operator.calls.at(-1)!.path).toBe(CASINO_PROVIDER_PATHS.rollback);
    expect(operator.balance('p-rollback')).toBe(10_000n);
  });

  it('decision 020 "Play": a play the operator does not confirm stays queued and is sent again with the same id until it is', async () => {
    const { sessionToken } = await start({ mode: 'real', game: 'dice', token: operator.launch('p-win', 10_000n) });
    operator.fail(CASINO_PROVIDER_PATHS.play, 'down', 'down', 'down');
    // 1.01×-ish sure win: under 98.00 pays 1.0102×.
    const { round, state } = await play(sessionToken, { engine: 'dice', stakeMinor: '1000', params: { target: 9800, direction: 'under' } });
    expect(round.status).toBe('win_pending');
    // Not confirmed: the balance shown is the last the operator gave.
    expect(state.balanceMinor).toBe('10000');
    // Applied by the operator but every answer lost: still queued; the next try gets the first result back.
    operator.fail(CASINO_PROVIDER_PATHS.play, 'drop', 'drop', 'drop');
    expect(await t.app.studio.service.retryPendingWins()).toBe(0);
    expect(await t.app.studio.service.retryPendingWins()).toBe(1);
    const plays = operator.calls.filter((c) => c.path === CASINO_PROVIDER_PATHS.play && c.body.roundId === round.roundId);
    expect(new Set(plays.map((c) => c.body.transactionId)).size).toBe(1);
    expect(operator.balance('p-win')).toBe(10_000n - 1000n + BigInt(round.payoutMinor!));
    const after = StudioState.parse((await call('GET', '/studio-api/state', sessionToken)).json);
    expect(after.balanceMinor).toBe(operator.balance('p-win')!.toString());
    expect(after.netMinor).toBe((BigInt(round.payoutMinor!) - 1000n).toString());
  });

  it('decision 020 (UKGC RTS 14): a ukgc session refuses a slots spin within 2.5 s of the last with STUDIO_MIN_CYCLE and writes nothing', async () => {
    useUkgc = true;
    try {
      const { sessionToken, state } = await start({ mode: 'real', game: 'slots', token: ukgc.launch('p-uk', 10_000n, 'slots') });
      expect(state.safeguards).toEqual({ profile: 'ukgc', minCycleMs: 2500, autoplayMaxRounds: null, turbo: false });
      await play(sessionToken, { engine: 'slots', stakeMinor: '100' });
      clock += 2499;
      const calls = ukgc.calls.length;
      const early = await call('POST', '/studio-api/rounds', sessionToken, { engine: 'slots', stakeMinor: '100' });
      expect([early.status, early.json.error?.code]).toEqual([429, 'STUDIO_MIN_CYCLE']);
      expect(ukgc.calls.length).toBe(calls);
      clock += 1;
      expect((await play(sessionToken, { engine: 'slots', stakeMinor: '100' })).round.nonce).toBe(1);
    } finally {
      useUkgc = false;
    }
  });

  it('decision 020: mines is one round in steps — bet at start, reveals, win at cash-out; a mine ends it at 0; no reveal of the seed while open', async () => {
    const { sessionToken } = await start({ mode: 'real', game: 'mines', token: operator.launch('p-mines', 10_000n) });
    const started = StudioRoundAnswer.parse((await call('POST', '/studio-api/mines/start', sessionToken, { stakeMinor: '1000', mines: 3 })).json);
    expect(started.round).toMatchObject({ status: 'open', nonce: 0, outcome: { picks: [] } });
    expect(started.state.openRound?.roundId).toBe(started.round.roundId);
    expect((await call('POST', '/studio-api/seeds/rotate', sessionToken)).json.error?.code).toBe('STUDIO_ROUND_STATE');
    expect((await call('POST', '/studio-api/rounds', sessionToken, { engine: 'slots', stakeMinor: '100' })).json.error?.code).toBe('STUDIO_ROUND_STATE');
    // The test reads its own module's secret seed to pick safe tiles.
    const repo = createStudioRepository(t.data);
    const [seedRow] = await repo.seedsByIds([(await repo.round(started.round.roundId))!.seedId]);
    const seed = [{ server_seed: seedRow!.serverSeed, client_seed: seedRow!.clientSeed }];
    const layout = casino.mines.outcome({ serverSeed: seed[0]!.server_seed, clientSeed: seed[0]!.client_seed, nonce: 0 }, { mines: 3, picks: [0] }).mineTiles;
    const safe = [...Array(25).keys()].filter((i) => !layout.includes(i));
    for (const tile of safe.slice(0, 3)) {
      const r = StudioRoundAnswer.parse((await call('POST', '/studio-api/mines/reveal', sessionToken, { roundId: started.round.roundId, tile })).json);
      expect(r.round.status).toBe('open');
    }
    const cashed = StudioRoundAnswer.parse((await call('POST', '/studio-api/mines/cash-out', sessionToken, { roundId: started.round.roundId })).json);
    expect(cashed.round).toMatchObject({ status: 'settled', multiplierBp: '14785', payoutMinor: '1478' });
    expect(operator.balance('p-mines')).toBe(10_000n - 1000n + 1478n);
    expect((await call('POST', '/studio-api/mines/cash-out', sessionToken, { roundId: started.round.roundId })).json.error?.code).toBe('STUDIO_ROUND_STATE');

    const second = StudioRoundAnswer.parse((await call('POST', '/studio-api/mines/start', sessionToken, { stakeMinor: '1000', mines: 3 })).json);
    expect(second.round.nonce).toBe(1);
    const mine = casino.mines.outcome({ serverSeed: seed[0]!.server_seed, clientSeed: seed[0]!.client_seed, nonce: 1 }, { mines: 3, picks: [0] }).mineTiles[0]!;
    const boom = StudioRoundAnswer.parse((await call('POST', '/studio-api/mines/reveal', sessionToken, { roundId: second.round.roundId, tile: mine })).json);
    expect(boom.round).toMatchObject({ status: 'settled', multiplierBp: '0', payoutMinor: '0' });
    expect(operator.calls.at(-1)).toMatchObject({ path: CASINO_PROVIDER_PATHS.win, body: { amountMinor: '0', endRound: true } });
  });

  it('decision 020 / 017: verify recomputes the pinned dice vector (rolls 74.22, 50.31, 71.43) with the seed hash; bad parameters are 400', async () => {
    const rolls = [];
    for (const nonce of [0, 1, 2]) {
      const res = await call('GET', `/bff-api/studio/verify?engine=dice&serverSeed=${SEED}&clientSeed=player-seed&nonce=${nonce}&target=5000&direction=under`, null);
      const v = StudioVerifyAnswer.parse(res.json);
      expect(v.serverSeedHash).toBe(casino.hashServerSeed(SEED));
      rolls.push(v.outcome.roll);
    }
    expect(rolls).toEqual([7422, 5031, 7143]);
    const slots = StudioVerifyAnswer.parse((await call('GET', `/bff-api/studio/verify?engine=slots&serverSeed=${SEED}&clientSeed=player-seed&nonce=0`, null)).json);
    expect(slots.multiplierBp).toBe(casino.slots.outcome({ serverSeed: SEED, clientSeed: 'player-seed', nonce: 0 }).multiplierBp.toString());
    const keno = StudioVerifyAnswer.parse((await call('GET', `/bff-api/studio/verify?engine=keno&serverSeed=${SEED}&clientSeed=player-seed&nonce=0&picks=1,2,3`, null)).json);
    expect((keno.outcome.drawn as number[]).length).toBe(10);
    for (const bad of [
      'engine=dice&serverSeed=xyz&clientSeed=a&nonce=0&target=5000&direction=under',
      `engine=dice&serverSeed=${SEED}&clientSeed=a&nonce=0&target=9900&direction=under`,
      `engine=roulette&serverSeed=${SEED}&clientSeed=a&nonce=0`,
      `engine=mines&serverSeed=${SEED}&clientSeed=a&nonce=0&mines=3&picks=1,1`,
      `engine=plinko&serverSeed=${SEED}&clientSeed=a&nonce=-1&rows=8&risk=low`,
    ]) {
      const res = await call('GET', `/bff-api/studio/verify?${bad}`, null);
      expect([res.status, res.json.error?.code], bad).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
  it('decision 020: shared crash rounds — hash published before betting, auto and manual cash-outs by the server clock, a cash-out after the crash refused, the seed revealed and verifiable', async () => {
    const crash = t.app.studio.crash;
    const a = await start({ mode: 'real', game: 'crash', token: operator.launch('p-crash-a', 10_000n) });
    const b = await start({ mode: 'real', game: 'crash', token: operator.launch('p-crash-b', 10_000n) });
    const c = await start({ mode: 'demo', game: 'crash' });
    // Find a round whose point lets a manual cash-out at 1.01× happen before the crash (about 98 % do).
    for (let i = 0; i < 20; i++) {
      await crash.tick();
      const snap = crash.snapshot()!;
      expect(snap.phase).toBe('betting');
      expect(snap.serverSeed).toBeNull();
      const bet = async (token: string, autoCashOutAt: number | null) => call('POST', '/studio-api/crash/bet', token, { stakeMinor: '1000', autoCashOutAt });
      const ra = await bet(a.sessionToken, 101);
      expect(ra.status, JSON.stringify(ra.json)).toBe(200);
      const rb = StudioRoundAnswer.parse((await bet(b.sessionToken, null)).json);
      const rc = StudioRoundAnswer.parse((await bet(c.sessionToken, null)).json);
      expect(rb.round).toMatchObject({ status: 'open', nonce: snap.roundNo });
      // Betting closes at 6 s.
      clock += 6000;
      await crash.tick();
      expect((await bet(a.sessionToken, null)).json.error?.code).toBe('STUDIO_ROUND_STATE');
      expect(crash.snapshot()!.phase).toBe('flying');
      // 200 ms into the flight: 1.01×.
      clock += 200;
      await crash.tick();
      const flying = crash.snapshot()!;
      if (flying.phase === 'crashed') {
        // An instant bust: every bet lost, even the auto cash-out.
        clock += 60_000;
        await crash.tick();
        continue;
      }
      const out = await call('POST', '/studio-api/crash/cash-out', b.sessionToken, { roundId: rb.round.roundId });
      const cashed = StudioRoundAnswer.parse(out.json);
      expect(cashed.round).toMatchObject({ status: 'settled', multiplierBp: String(casino.studio.crashMultiplierAt(200) * 100) });
      // Run to the crash; the demo player never cashed out.
      clock += 600_000;
      await crash.tick();
      const done = crash.snapshot()!;
      expect(done.phase).toBe('crashed');
      expect(casino.hashServerSeed(done.serverSeed!)).toBe(snap.serverSeedHash);
      const late = await call('POST', '/studio-api/crash/cash-out', c.sessionToken, { roundId: rc.round.roundId });
      expect(late.json.error?.code).toBe('STUDIO_ROUND_STATE');
      const rounds = async (token: string) => (await call('GET', '/studio-api/rounds', token)).json.rounds as { roundId: string; status: string; payoutMinor: string; serverSeed: string | null }[];
      const roundA = (await rounds(a.sessionToken)).find((r) => r.roundId === (ra.json as { round: { roundId: string } }).round.roundId)!;
      expect(roundA).toMatchObject({ status: 'settled', payoutMinor: String(casino.payoutMinor(1000n, 10_100n)), serverSeed: done.serverSeed });
      expect((await rounds(c.sessionToken)).find((r) => r.roundId === rc.round.roundId)).toMatchObject({ status: 'settled', payoutMinor: '0' });
      expect(operator.balance('p-crash-a')).toBe(10_000n - 1000n + 1010n);
      const verified = StudioVerifyAnswer.parse((await call('GET', `/bff-api/studio/verify?engine=crash&serverSeed=${done.serverSeed}&clientSeed=wager-studio-crash&nonce=${snap.roundNo}&cashOutAt=101`, null)).json);
      expect(Number(verified.outcome.crashPoint)).toBe(done.crashPoint);
      // The next tick after the pause opens a new round with a new hash.
      clock += 3000;
      await crash.tick();
      expect(crash.snapshot()).toMatchObject({ phase: 'betting', roundNo: snap.roundNo + 1 });
      return;
    }
    throw new Error('no crash round above 1.01× in 20 tries');
  });
});

describe('Wager Studio frame (decision 020)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("decision 020: only /:lng/studio/play may be framed, and only by the site ('self'); every other path keeps frame-ancestors 'none'", async () => {
    const csp = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    expect(await csp('/en/studio/play?game=dice&mode=demo')).toContain("frame-ancestors 'self'");
    expect(await csp('/ru/studio/play')).toContain("frame-ancestors 'self'");
    for (const url of ['/en', '/en/casino', '/en/studio/playground', '/en/provably-fair', '/studio/play']) expect(await csp(url), url).toContain("frame-ancestors 'none'");
  });
});
