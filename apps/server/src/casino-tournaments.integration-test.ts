import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CasinoLaunchAnswer, CasinoLottoResults, CasinoPromotion, CasinoPromotionsAnswer, CasinoTournamentDetail, CasinoTournamentsAnswer, StudioStartAnswer } from '@wager/contract';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { studioCall, studioGame } from './testing/casino-player.ts';
import { signUpBettor, type Bettor } from './testing/bettor.ts';
import { createWalletModule, type Ledger } from './modules/wallet/index.ts';
import type { OperatorTransport } from './modules/studio/index.ts';
import { casinoFixtures } from './modules/casino/testing/fixtures.repository.ts';

/**
 * Casino tournaments, promotions and lotto results (S0 §2.2 bonus/casino/tournaments/{id},
 * bonus/casino/promotions/{id}, bonus/casino/{id}, lotto/results) on the real server: rounds are
 * played for real money through Wager Studio and the seamless wallet (decisions 019, 020), and the
 * leaderboard is computed from the casino wallet's rounds.
 */
describe('casino tournaments, promotions and lotto results (S0 §2.2)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let alice: Bettor;
  let bob: Bettor;
  const transport: OperatorTransport = async ({ url, headers, body }) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, headers: res.headers as Record<string, string | undefined>, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp({ studio: { transport, retryIntervalMs: 0 } });
    ledger = createWalletModule({ data: t.data }).ledger;
  });
  afterAll(async () => t?.close());

  const get = async (url: string, player?: Bettor) => (player ? player.call('GET', url) : t.app.inject({ method: 'GET', url }));

  /** Launches a Wager Studio game for real and plays rounds of the given stakes. */
  async function play(player: Bettor, engine: 'dice' | 'keno', stakes: number[]) {
    const game = await studioGame(t, engine);
    const launched = CasinoLaunchAnswer.parse((await player.call('POST', '/web-api/casino/launch', { gameId: game.id, mode: 'real' })).json());
    const token = new URL(launched.url, 'http://site').searchParams.get('token');
    const { sessionToken } = StudioStartAnswer.parse((await studioCall(t, 'POST', '/studio-api/sessions', null, { mode: 'real', token, game: engine, lang: 'en' })).json);
    for (const stake of stakes) {
      const params = engine === 'dice' ? { target: 5000, direction: 'under' } : { picks: [1, 5, 9, 13, 40] };
      const played = await studioCall(t, 'POST', '/studio-api/rounds', sessionToken, { engine, stakeMinor: String(stake), params });
      expect(played.status, JSON.stringify(played.json)).toBe(200);
    }
    return game;
  }

  it('S0 §2.2: the seeded tournaments are one running, one upcoming and one finished, each with its prize pool', async () => {
    const answer = CasinoTournamentsAnswer.parse((await get('/bff-api/casino/tournaments?lang=ru')).json());
    expect(answer.tournaments.map((item) => [item.id, item.status])).toEqual([
      ['studio-originals-cup', 'finished'],
      ['crash-sprint', 'running'],
      ['slots-marathon', 'upcoming'],
    ]);
    const sprint = answer.tournaments.find((item) => item.id === 'crash-sprint')!;
    expect(sprint.title).toBe('Краш-спринт');
    expect(sprint.category).toEqual({ slug: 'crash-games', name: expect.any(String) });
    expect(sprint.prizePool.RUB).toBe('1750000');
    expect((await get('/bff-api/casino/tournaments/no-such-cup')).statusCode).toBe(404);
    expect((await get('/bff-api/casino/tournaments/Bad_Id')).statusCode).toBe(400);
  });

  it('S0 §2.2: a wagered leaderboard ranks total stakes of counted rounds, masks names and shows the player his own place', async () => {
    const dice = await studioGame(t, 'dice');
    const now = Date.now();
    await casinoFixtures(t.data).addTournament({
      slug: 'dice-derby', titleEn: 'Dice Derby', titleRu: 'Дерби костей', rulesEn: 'Stakes count.', rulesRu: 'Считаются ставки.', metric: 'wagered', categorySlug: null, gameIds: [dice.id],
      startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000), minStake: { EUR: '1', RUB: '100' }, prizes: [{ EUR: '500', RUB: '50000' }, { RUB: '20000' }],
    });
    alice = await signUpBettor(t, ledger, 10_000n);
    bob = await signUpBettor(t, ledger, 10_000n);
    await play(alice, 'dice', [500, 500, 500, 50]);
    await play(bob, 'dice', [200, 200]);

    const guest = CasinoTournamentDetail.parse((await get('/bff-api/casino/tournaments/dice-derby')).json());
    expect(guest.status).toBe('running');
    // A guest sees the first currency offered; a signed-in player his own (below); any other on asking.
    expect(guest.currency).toBe('EUR');
    expect(guest.leaderboard).toEqual([]);
    const rub = CasinoTournamentDetail.parse((await get('/bff-api/casino/tournaments/dice-derby?currency=RUB')).json());
    // Alice's 50 stake is under the minimum: 3 rounds, 1,500 counted.
    expect(rub.leaderboard.map((row) => [row.place, row.score, row.rounds, row.prizeMinor])).toEqual([
      [1, '1500', 3, '50000'],
      [2, '400', 2, '20000'],
    ]);
    expect(rub.leaderboard.every((row) => /^Player \d•/.test(row.player) && !row.me)).toBe(true);
    expect(rub.me).toBeNull();

    const asBob = await get('/bff-api/casino/tournaments/dice-derby', bob);
    expect(asBob.headers['cache-control']).toBe('private, no-store');
    const bobView = CasinoTournamentDetail.parse(asBob.json());
    expect(bobView.currency).toBe('RUB');
    expect(bobView.me).toMatchObject({ place: 2, score: '400', me: true });
    expect(bobView.leaderboard[1]!.me).toBe(true);
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §2.2: a finished tournament pays each place its prize through the ledger, once however often the payout runs', async () => {
    const before = [await alice.balance(), await bob.balance()];
    await casinoFixtures(t.data).endTournament('dice-derby');
    // RUB places 1 and 2 (nobody played in EUR); the seeded tournaments have no rounds.
    expect(await t.app.casino.extras.payFinishedTournaments()).toBe(2);
    expect([await alice.balance(), await bob.balance()]).toEqual([before[0]! + 50_000n, before[1]! + 20_000n]);
    expect(await t.app.casino.extras.payFinishedTournaments()).toBe(0);
    expect([await alice.balance(), await bob.balance()]).toEqual([before[0]! + 50_000n, before[1]! + 20_000n]);
    const finished = CasinoTournamentDetail.parse((await get('/bff-api/casino/tournaments/dice-derby', alice)).json());
    expect(finished.status).toBe('finished');
    expect(finished.me).toMatchObject({ place: 1, prizeMinor: '50000' });
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §2.2 lotto/results: the player sees his finished keno rounds (provably fair), a guest is refused', async () => {
    const carol = await signUpBettor(t, ledger, 5_000n);
    const keno = await play(carol, 'keno', [100, 200]);
    const results = CasinoLottoResults.parse((await get('/web-api/casino/lotto/results?lang=en', carol)).json());
    expect(results.rounds.map((round) => [round.gameId, round.betMinor, round.provablyFair])).toEqual([
      [keno.id, '200', true],
      [keno.id, '100', true],
    ]);
    // Dice is not a lottery: another game's filter leaves it out.
    const diceOnly = CasinoLottoResults.parse((await get(`/web-api/casino/lotto/results?gameId=${(await studioGame(t, 'dice')).id}`, carol)).json());
    expect(diceOnly.rounds).toEqual([]);
    expect((await get('/web-api/casino/lotto/results')).statusCode).toBe(401);
  });

  it('S0 §2.2 bonus/casino: casino promotions in English and Russian, a landing only at its own path, unknown 404', async () => {
    const en = CasinoPromotionsAnswer.parse((await get('/bff-api/casino/promotions?lang=en')).json());
    expect(en.promotions.map((p) => p.id)).toEqual(['weekly-reload', 'crash-cashback', 'tournament-season']);
    const ru = CasinoPromotion.parse((await get('/bff-api/casino/promotions/weekly-reload?lang=ru')).json());
    expect(ru.title).toBe('Еженедельный релоад казино');
    expect(ru.terms.length).toBeGreaterThan(1);
    const landing = CasinoPromotion.parse((await get('/bff-api/casino/promotions/landing-welcome')).json());
    expect(landing.kind).toBe('landing');
    expect((await get('/bff-api/casino/promotions/nothing')).statusCode).toBe(404);
  });
});
