import { CasinoGameDetail, CasinoGamesPage } from '@wager/contract';
import type { TestApp } from './test-app.ts';

/**
 * The casino tests' view of the seeded catalogue and of Wager Studio's API (decisions 018, 020):
 * the catalogue's in-house game of an engine, and a call to `/studio-api/…` with a studio session.
 */
export async function studioGame(t: TestApp, engine: string): Promise<CasinoGameDetail> {
  const page = CasinoGamesPage.parse((await t.app.inject({ method: 'GET', url: '/bff-api/casino/games?provider=wager-studio&limit=48' })).json());
  for (const game of page.games) {
    const detail = CasinoGameDetail.parse((await t.app.inject({ method: 'GET', url: `/bff-api/casino/games/${game.id}` })).json());
    if (detail.engine === engine) return detail;
  }
  throw new Error(`no Wager Studio ${engine} game in the catalogue`);
}

export async function studioCall(t: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) {
  const res = await t.app.inject({ method, url, headers: token ? { 'x-studio-session': token } : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> & { error?: { code: string } } };
}
