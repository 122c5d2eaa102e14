import { expect } from 'vitest';
import { ProviderSession } from '@wager/contract';
import type { TestApp } from '../../../testing/test-app.ts';
import type { Bettor } from '../../../testing/bettor.ts';
import type { CasinoGameDirectory } from '../index.ts';
import { signProviderRequest } from '../internal/signature.ts';

type LaunchInfo = NonNullable<Awaited<ReturnType<CasinoGameDirectory['launchInfo']>>>;

/** A catalogue of the test's own (decision 019: the launch's one dependency on the casino module). */
export function fakeDirectory(games: LaunchInfo[]) {
  const played: { userId: number; gameId: number }[] = [];
  const directory: CasinoGameDirectory = {
    launchInfo: async (gameId) => games.find((g) => g.gameId === gameId) ?? null,
    recordPlayed: async (userId, gameId) => void played.push({ userId, gameId }),
  };
  return { directory, played };
}

export const game = (gameId: number, over: Partial<LaunchInfo> = {}): LaunchInfo => ({
  gameId,
  slug: `game-${gameId}`,
  name: `Game ${gameId}`,
  providerSlug: 'wager-studio',
  aggregator: 'studio',
  engine: 'dice',
  demo: true,
  currencies: null,
  route: `/casino/game/${gameId}/game-${gameId}`,
  ...over,
});

/** The provider's side of the API: signed calls through inject, at the test's clock. */
export function providerClient(t: TestApp, secret: string, nowMs: () => number, slug = 'wager-studio') {
  return async (name: string, body: object, opts: { secret?: string; atSeconds?: number; raw?: string } = {}) => {
    const path = `/casino-api/v1/${name}`;
    const payload = opts.raw ?? JSON.stringify(body);
    const headers = signProviderRequest(opts.secret ?? secret, path, payload, opts.atSeconds ?? Math.floor(nowMs() / 1000), slug);
    return t.app.inject({ method: 'POST', url: path, headers, payload });
  };
}
export type ProviderCall = ReturnType<typeof providerClient>;

/** A real launch of `gameId` by the bettor, its token taken from the URL and exchanged: the provider's session. */
export async function openSession(bettor: Bettor, call: ProviderCall, gameId: number, currency?: string): Promise<ProviderSession> {
  const launched = await bettor.call('POST', '/web-api/casino/launch', { gameId, mode: 'real', ...(currency ? { currency } : {}) });
  expect(launched.statusCode, launched.body).toBe(200);
  const token = new URL(launched.json().url, 'http://x').searchParams.get('token')!;
  const auth = await call('authenticate', { token });
  expect(auth.statusCode, auth.body).toBe(200);
  return ProviderSession.parse(auth.json());
}
