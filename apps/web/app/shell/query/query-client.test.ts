import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { clearPlayerData, makeQueryClient, PLAYER_DATA } from './query-client.ts';

describe('query client (decision 010)', () => {
  it('S0 §4.4: a player change drops player data and keeps public data', async () => {
    const client = makeQueryClient();
    await client.prefetchQuery({ queryKey: ['wallet', 'accounts'], queryFn: () => 1, meta: PLAYER_DATA });
    await client.prefetchQuery({ queryKey: ['config', 'remoteViews'], queryFn: () => 2 });
    clearPlayerData(client);
    expect(client.getQueryData(['wallet', 'accounts'])).toBeUndefined();
    expect(client.getQueryData(['config', 'remoteViews'])).toBe(2);
  });

  it('S0 §4.4: the player mark survives the server render (dehydrated and hydrated into the tab)', async () => {
    const server = makeQueryClient();
    await server.prefetchQuery({ queryKey: ['user', 'config'], queryFn: () => ({ user_email: null }), meta: PLAYER_DATA });
    const browser = makeQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    expect(browser.getQueryData(['user', 'config'])).toEqual({ user_email: null });
    clearPlayerData(browser);
    expect(browser.getQueryData(['user', 'config'])).toBeUndefined();
  });

  it('the client never retries by itself (the S0 §7 and S1 §8 retries are the callers’)', () => {
    const client = makeQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
