import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASINO_PROVIDER_PATHS, CasinoLaunchAnswer, StudioRoundAnswer, StudioStartAnswer, StudioState } from '@wager/contract';
import { casino } from '@wager/domain';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { studioCall, studioGame as findStudioGame } from './testing/casino-player.ts';
import { signUpBettor, type Bettor } from './testing/bettor.ts';
import { createWalletModule, type Ledger } from './modules/wallet/index.ts';
import { createStudioModule, type OperatorTransport } from './modules/studio/index.ts';
import { SWEEP_QUEUE } from './modules/casino-wallet/index.ts';
import { createJobsDatabase } from './platform/index.ts';

const HOUR = 3600_000;

/**
 * Interrupted casino rounds end to end (GLI-19 §4.16; decisions 019 and 020 "Interrupted rounds"): the real
 * operator, its ledger and Wager Studio over the signed protocol (inject into the same app), one driven clock
 * for both. A round left open is completed or rolled back when the player comes back, at the studio's start
 * after a restart, or by the operator's scheduled sweep; money moves once and the ledger audits clean.
 */
describe('interrupted casino rounds (GLI-19 §4.16, decisions 019/020)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let clock = Date.now();
  const nowMs = () => clock;
  /** A network cut on play calls: 'before' the operator sees the call, or 'after' (applied, the answer lost). */
  let cutPlays: 'before' | 'after' | null = null;
  let playCalls = 0;
  const transport: OperatorTransport = async ({ url, headers, body }) => {
    const path = new URL(url).pathname;
    if (path === CASINO_PROVIDER_PATHS.play) playCalls++;
    if (cutPlays === 'before' && path === CASINO_PROVIDER_PATHS.play) throw new Error('connection reset');
    const res = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
    if (cutPlays === 'after' && path === CASINO_PROVIDER_PATHS.play) throw new Error('connection reset');
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp({
      studio: { transport, nowMs, retryIntervalMs: 0, crashTickMs: 0 },
      casinoWallet: { nowMs, sweep: { olderThanMs: 24 * HOUR } },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
  });
  afterAll(async () => t?.close());

  const studioGame = (engine: string) => findStudioGame(t, engine);
  const studio = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) => studioCall(t, method, url, token, payload);
  /** Launch (decision 019) and the studio's session (decision 020): the authenticate that resumes open rounds. */
  async function open(player: Bettor, engine: string) {
    const game = await studioGame(engine);
    const launched = CasinoLaunchAnswer.parse((await player.call('POST', '/web-api/casino/launch', { gameId: game.id, mode: 'real' })).json());
    const token = new URL(launched.url, 'http://site').searchParams.get('token');
    const started = await studio('POST', '/studio-api/sessions', null, { mode: 'real', token, game: engine, lang: 'en' });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    return StudioStartAnswer.parse(started.json);
  }
  async function history(sessionToken: string) {
    return (await studio('GET', '/studio-api/rounds', sessionToken)).json.rounds as { roundId: string; status: string; payoutMinor: string | null; serverSeed: string | null }[];
  }
  /** A mines round (1 mine) with `reveals` safe tiles revealed and still open. */
  async function openMines(sessionToken: string, reveals: number) {
    for (;;) {
      let round = StudioRoundAnswer.parse((await studio('POST', '/studio-api/mines/start', sessionToken, { stakeMinor: '1000', mines: 1 })).json).round;
      for (let tile = 0; tile < reveals && round.status === 'open'; tile++) {
        round = StudioRoundAnswer.parse((await studio('POST', '/studio-api/mines/reveal', sessionToken, { roundId: round.roundId, tile })).json).round;
      }
      if (round.status === 'open') return round;
      // The mine was under a revealed tile (1 in 25): that round is over, start another.
    }
  }

  it('GLI-19 §4.16 / decision 020 "Play": a dice play the operator applied but whose answer was lost stays queued; sent again with its id, it is paid once', async () => {
    const player = await signUpBettor(t, ledger, 10_000n);
    const first = await open(player, 'dice');
    cutPlays = 'after';
    const played = StudioRoundAnswer.parse((await studio('POST', '/studio-api/rounds', first.sessionToken, { engine: 'dice', stakeMinor: '1000', params: { target: 9000, direction: 'under' } })).json);
    cutPlays = null;
    expect(played.round.status).toBe('win_pending');
    const payout = BigInt(played.round.payoutMinor!);
    // The operator took the stake and paid the win in one unit of work, and closed the round.
    expect(await player.balance()).toBe(9_000n + payout);
    // Nothing is left open at the operator: the next session has no round to resume.
    const second = await open(player, 'dice');
    expect(await t.app.studio.service.retryPendingWins()).toBe(1);
    expect((await history(first.sessionToken)).find((r) => r.roundId === played.round.roundId)?.status).toBe('settled');
    // Once: the retry got the first answer back; more retries and sessions pay nothing again.
    expect(await t.app.studio.service.retryPendingWins()).toBe(0);
    await open(player, 'dice');
    expect(await player.balance()).toBe(9_000n + payout);
    expect(StudioState.parse((await studio('GET', '/studio-api/state', second.sessionToken)).json).balanceMinor).toBe((9_000n + payout).toString());
    expect(await ledger.audit()).toEqual([]);
  });

  it('GLI-19 §4.16 / decision 020: an abandoned mines round is cashed out at what was revealed at the next session; with nothing revealed its stake is returned', async () => {
    const player = await signUpBettor(t, ledger, 10_000n);
    const first = await open(player, 'mines');
    const revealed = await openMines(first.sessionToken, 2);
    const multiplierBp = BigInt((revealed.outcome as { multiplierBp: string }).multiplierBp);
    const balance = await player.balance();
    // The player leaves. Another session (same player and game) settles it: the cash-out he could have taken.
    const second = await open(player, 'mines');
    const win = casino.payoutMinor(1000n, multiplierBp);
    expect(win).toBeGreaterThan(1000n);
    expect(await player.balance()).toBe(balance + win);
    expect(second.state.balanceMinor).toBe((balance + win).toString());
    expect((await history(first.sessionToken)).find((r) => r.roundId === revealed.roundId)).toMatchObject({ status: 'settled', payoutMinor: win.toString() });
    // The first session's seed pair may be rotated again: its round is over.
    expect(StudioState.parse((await studio('GET', '/studio-api/state', first.sessionToken)).json).openRound).toBeNull();

    // Nothing revealed: the player decided nothing, so the bet is rolled back (not kept as lost).
    const untouched = await openMines(second.sessionToken, 0);
    expect(await player.balance()).toBe(balance + win - 1000n);
    await open(player, 'mines');
    expect(await player.balance()).toBe(balance + win);
    expect((await history(second.sessionToken)).find((r) => r.roundId === untouched.roundId)?.status).toBe('rolled_back');
    expect(await ledger.audit()).toEqual([]);
  });

  it('GLI-19 §4.16 / decision 020: a bet the studio has no round for (its round never written) is rolled back at the next session', async () => {
    const player = await signUpBettor(t, ledger, 10_000n);
    const game = await studioGame('dice');
    const launched = CasinoLaunchAnswer.parse((await player.call('POST', '/web-api/casino/launch', { gameId: game.id, mode: 'real' })).json());
    // The provider's side of a crash between the operator's debit and the studio's round row, by hand.
    const signer = t.app.casinoWallet.signerFor('wager-studio')!;
    const provider = async (path: string, payload: object) => {
      const body = JSON.stringify(payload);
      const res = await t.app.inject({ method: 'POST', url: path, headers: signer.sign(path, body, Math.floor(clock / 1000)), payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { sessionId: string };
    };
    const { sessionId } = await provider(CASINO_PROVIDER_PATHS.authenticate, { token: new URL(launched.url, 'http://site').searchParams.get('token') });
    await provider(CASINO_PROVIDER_PATHS.bet, { sessionId, roundId: 'ghost-round', transactionId: 'ws:ghost-round:bet', amountMinor: '700', currency: 'RUB' });
    expect(await player.balance()).toBe(9_300n);
    const next = await open(player, 'dice');
    expect(await player.balance()).toBe(10_000n);
    expect(next.state.balanceMinor).toBe('10000');
    await open(player, 'dice');
    expect(await player.balance()).toBe(10_000n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 020: crash bets left open by a process restart are settled at the studio’s start — an auto cash-out at or under the point wins it, any other bet is returned', async () => {
    const player = await signUpBettor(t, ledger, 10_000n);
    const a = await open(player, 'crash');
    const b = await open(player, 'crash');
    const crash = t.app.studio.crash;
    await crash.tick();
    const snap = crash.snapshot()!;
    expect(snap.phase).toBe('betting');
    const bet = async (token: string, autoCashOutAt: number | null) => StudioRoundAnswer.parse((await studio('POST', '/studio-api/crash/bet', token, { stakeMinor: '1000', autoCashOutAt })).json).round;
    const auto = await bet(a.sessionToken, 101);
    const manual = await bet(b.sessionToken, null);
    expect(await player.balance()).toBe(8_000n);

    // The process dies here (its loop is in memory, never ticked again); a new one starts an hour later.
    clock += HOUR;
    const secret = t.app.casinoWallet.getProviderSecret('wager-studio')!;
    const restarted = createStudioModule({ data: t.data, operatorUrl: 'http://operator', secret, transport, nowMs, log: { error() {}, warn() {} }, retryIntervalMs: 0, crashTickMs: 0 });
    await restarted.start();
    restarted.stop();

    // The round's seed, revealed now (its loop is gone), gives the point by decision 017's crash rule.
    const serverSeed = (await history(a.sessionToken)).find((r) => r.roundId === auto.roundId)!.serverSeed!;
    expect(casino.hashServerSeed(serverSeed)).toBe(snap.serverSeedHash);
    const point = Number(casino.crash.outcome({ serverSeed, clientSeed: 'wager-studio-crash', nonce: snap.roundNo }, { cashOutAt: 101 }).crashPoint);
    const autoWins = point >= 101;
    const autoPaid = autoWins ? casino.payoutMinor(1000n, 10_100n) : 1000n;
    expect(await player.balance()).toBe(8_000n + autoPaid + 1000n);
    expect((await history(a.sessionToken)).find((r) => r.roundId === auto.roundId)?.status).toBe(autoWins ? 'settled' : 'rolled_back');
    expect((await history(b.sessionToken)).find((r) => r.roundId === manual.roundId)?.status).toBe('rolled_back');
    // Once: a second start finds nothing left.
    const again = createStudioModule({ data: t.data, operatorUrl: 'http://operator', secret, transport, nowMs, log: { error() {}, warn() {} }, retryIntervalMs: 0, crashTickMs: 0 });
    expect(await again.service.settleOrphanCrashBets(() => false)).toBe(0);
    expect(await player.balance()).toBe(8_000n + autoPaid + 1000n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 019: the scheduled sweep rolls back rounds nobody finished once 24 h stale; a play cut before the operator saw it is void once its session has ended', async () => {
    const jobs = createJobsDatabase(t.data);
    const { rows } = await jobs.executeSql('select cron from pgboss.schedule where name = $1', [SWEEP_QUEUE]);
    expect(rows).toEqual([{ cron: '*/5 * * * *' }]);

    const player = await signUpBettor(t, ledger, 10_000n);
    const session = await open(player, 'mines');
    await openMines(session.sessionToken, 1);
    // The open mines round holds 1,000 (and a round lost to a mine on the way, 1 in 25, keeps its stake).
    const afterMines = await player.balance();
    // And a dice play the operator never gets (down for a day): no money moves, no round is open there.
    const dice = await open(player, 'dice');
    cutPlays = 'before';
    const { round: cut } = StudioRoundAnswer.parse((await studio('POST', '/studio-api/rounds', dice.sessionToken, { engine: 'dice', stakeMinor: '1000', params: { target: 9000, direction: 'under' } })).json);
    expect(cut.status).toBe('win_pending');
    expect(await player.balance()).toBe(afterMines);
    // The player never returns. Under 24 h the sweep leaves the mines round alone…
    clock += 23 * HOUR;
    expect(await t.app.casinoWallet.sweepStaleRounds(24 * HOUR)).toBe(0);
    // …past it, the scheduled job (the queue the cron feeds, run now) rolls its bet back.
    clock += 2 * HOUR;
    await t.app.casinoWallet.sweepJobs!.runNow();
    const refunded = afterMines + 1_000n;
    await waitFor(async () => (await player.balance()) === refunded);
    expect(await t.app.casinoWallet.sweepStaleRounds(24 * HOUR)).toBe(0);
    // The operator is back, but a play needs a live session and this one ended long ago (8 h at most):
    // refused, so the studio voids the round (no money moved on either side) and never sends it again.
    cutPlays = null;
    expect(await t.app.studio.service.retryPendingWins()).toBe(0);
    const sent = playCalls;
    expect(await t.app.studio.service.retryPendingWins()).toBe(0);
    expect(playCalls).toBe(sent);
    expect(await player.balance()).toBe(refunded);
    expect(await ledger.audit()).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
