import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasinoGamesPage, CasinoLaunchAnswer, MyCasinoGames, StudioRoundAnswer, StudioStartAnswer } from '@wager/contract';
import { casino } from '@wager/domain';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { studioCall, studioGame as findStudioGame } from './testing/casino-player.ts';
import { signUpBettor, type Bettor } from './testing/bettor.ts';
import { createWalletModule, type Ledger } from './modules/wallet/index.ts';
import type { OperatorTransport } from './modules/studio/index.ts';

/**
 * A player's real-money casino journey across the modules, as in production: the seeded catalogue
 * (decision 018) names the game, the launch (decision 019) opens a session with a one-time token,
 * Wager Studio (decision 020) exchanges it and plays rounds through the signed seamless-wallet API
 * over HTTP (here `inject` into the same server instead of a socket: the same requests and
 * signatures), and every stake and win is a ledger transfer: the wallet's balance is the studio's.
 */
describe('casino journey: catalogue → launch → Wager Studio → seamless wallet → ledger (decisions 018–020)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let player: Bettor;
  const transport: OperatorTransport = async ({ url, headers, body }) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp({ studio: { transport, retryIntervalMs: 0 } });
    ledger = createWalletModule({ data: t.data }).ledger;
    player = await signUpBettor(t, ledger, 10_000n);
  });
  afterAll(async () => t?.close());

  const studioGame = (engine: string) => findStudioGame(t, engine);
  const studio = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) => studioCall(t, method, url, token, payload);

  it('decision 019/020: a real dice session moves every stake and win through the ledger; the balance the game shows is the wallet balance', async () => {
    const game = await studioGame('dice');
    expect(game.launchable).toBe(true);
    const launched = await player.call('POST', '/web-api/casino/launch', { gameId: game.id, mode: 'real' });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = new URL(CasinoLaunchAnswer.parse(launched.json()).url, 'http://site');
    expect(url.pathname).toBe('/en/studio/play');
    expect(url.searchParams.get('mode')).toBe('real');

    const started = await studio('POST', '/studio-api/sessions', null, { mode: 'real', token: url.searchParams.get('token'), game: 'dice', lang: 'en' });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const { sessionToken, state } = StudioStartAnswer.parse(started.json);
    expect(state.balanceMinor).toBe('10000');
    // The token is single-use (decision 019): a second exchange is refused.
    expect((await studio('POST', '/studio-api/sessions', null, { mode: 'real', token: url.searchParams.get('token'), game: 'dice', lang: 'en' })).status).not.toBe(200);

    let paid = 0n;
    for (let i = 0; i < 6; i++) {
      const played = await studio('POST', '/studio-api/rounds', sessionToken, { engine: 'dice', stakeMinor: '500', params: { target: 5000, direction: i % 2 ? 'over' : 'under' } });
      expect(played.status, JSON.stringify(played.json)).toBe(200);
      const { round, state: after } = StudioRoundAnswer.parse(played.json);
      // The payout is the domain's: the recomputed multiplier on the stake, rounded down (decision 017).
      expect(BigInt(round.payoutMinor!)).toBe(casino.payoutMinor(500n, BigInt(round.multiplierBp!)));
      paid += BigInt(round.payoutMinor!);
      expect(BigInt(after.balanceMinor)).toBe(await player.balance());
    }
    expect(await player.balance()).toBe(10_000n - 3_000n + paid);

    // A stake above the balance is refused by the operator and changes nothing.
    const before = await player.balance();
    const refused = await studio('POST', '/studio-api/rounds', sessionToken, { engine: 'dice', stakeMinor: (before + 1n).toString(), params: { target: 5000, direction: 'under' } });
    expect(refused.json.error?.code).toBe('INSUFFICIENT_FUNDS');
    expect(await player.balance()).toBe(before);

    // S0 §2.2 my-casino: the launch put the game at the top of the player's recently played.
    const recent = MyCasinoGames.parse((await player.call('GET', '/web-api/casino/recent')).json());
    expect(recent.games[0]?.id).toBe(game.id);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 018/019: a third-party brand game launches for real on its aggregator, the Wager Studio sandbox, with its engine', async () => {
    const page = CasinoGamesPage.parse((await t.app.inject({ method: 'GET', url: '/bff-api/casino/games?category=slots&limit=48' })).json());
    const brand = page.games.find((g) => g.provider.slug !== 'wager-studio')!;
    const launched = await player.call('POST', '/web-api/casino/launch', { gameId: brand.id, mode: 'real' });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = new URL(CasinoLaunchAnswer.parse(launched.json()).url, 'http://site');
    expect([url.pathname, url.searchParams.get('game'), url.searchParams.get('gameId')]).toEqual(['/en/studio/play', 'slots', String(brand.id)]);
    const started = await studio('POST', '/studio-api/sessions', null, { mode: 'real', token: url.searchParams.get('token'), game: 'slots', lang: 'en' });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
  });

  it('decision 019/020: a mines round takes its stake at the start and pays at the cash-out, once', async () => {
    const game = await studioGame('mines');
    const launched = CasinoLaunchAnswer.parse((await player.call('POST', '/web-api/casino/launch', { gameId: game.id, mode: 'real' })).json());
    const token = new URL(launched.url, 'http://site').searchParams.get('token');
    const { sessionToken } = StudioStartAnswer.parse((await studio('POST', '/studio-api/sessions', null, { mode: 'real', token, game: 'mines', lang: 'en' })).json);
    const before = await player.balance();
    const started = StudioRoundAnswer.parse((await studio('POST', '/studio-api/mines/start', sessionToken, { stakeMinor: '1000', mines: 1 })).json);
    expect(await player.balance()).toBe(before - 1_000n);
    // With one mine the first reveal is safe 24 times in 25: reveal tiles until one is safe or the round ends.
    let last = started;
    for (let tile = 0; tile < 25 && last.round.status === 'open'; tile++) {
      last = StudioRoundAnswer.parse((await studio('POST', '/studio-api/mines/reveal', sessionToken, { roundId: started.round.roundId, tile })).json);
      if (last.round.status === 'open') break;
    }
    if (last.round.status === 'open') {
      last = StudioRoundAnswer.parse((await studio('POST', '/studio-api/mines/cash-out', sessionToken, { roundId: started.round.roundId })).json);
      expect(BigInt(last.round.payoutMinor!)).toBeGreaterThan(1_000n);
    }
    expect(await player.balance()).toBe(before - 1_000n + BigInt(last.round.payoutMinor ?? '0'));
    // A second cash-out pays nothing more.
    await studio('POST', '/studio-api/mines/cash-out', sessionToken, { roundId: started.round.roundId });
    expect(await player.balance()).toBe(before - 1_000n + BigInt(last.round.payoutMinor ?? '0'));
    expect(await ledger.audit()).toEqual([]);
  });
});
