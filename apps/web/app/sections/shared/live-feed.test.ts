import { describe, expect, it } from 'vitest';
import type { FeedEventSummary, FeedMarket } from '@wager/contract';
import { FeedStreamMessage } from '@wager/contract';
import { applyStreamMessage, mergeLive, overlayOf, readStreamMessage } from './live-feed.ts';

const market = (version: number, home: number, status: FeedMarket['status'] = 'open'): FeedMarket => ({
  key: 'ft.1x2',
  group: 'main',
  status,
  version,
  outcomes: [
    { key: 'home', price: home, open: status === 'open' },
    { key: 'draw', price: 3400, open: status === 'open' },
    { key: 'away', price: 4100, open: status === 'open' },
  ],
});

function summary(id: number, main: FeedMarket): FeedEventSummary {
  return {
    id,
    sportId: 1,
    category: { id: 1, name: 'England' },
    championship: { id: 2, name: 'Premier League' },
    home: { id: 3, name: 'Arsenal' },
    away: { id: 4, name: 'Chelsea' },
    name: null,
    startsAt: '2026-11-24T12:00:00.000Z',
    status: 'live',
    isTop: false,
    hasVideo: false,
    live: { score: [0, 0], period: 'h1', periods: [], minute: 10 },
    mainMarket: main,
    asianMarkets: [],
    marketCount: 1,
  };
}

describe('the live overlay (S1 §9 push; docs/decisions/013-sport-screens.md)', () => {
  it('decision 013: a market keeps its highest version: a late poll answer never takes a price back', () => {
    const base = summary(1, market(1, 2000));
    const overlay = { at: 100, update: { id: 1, status: 'live' as const, live: base.live, markets: [], marketCount: 1 }, markets: new Map([['ft.1x2', market(3, 2500)]]) };
    expect(mergeLive(base, overlay, 0).mainMarket?.outcomes[0]?.price).toBe(2500);
    // Page data that already has a newer version wins over the overlay's.
    const newer = summary(1, market(4, 2600));
    expect(mergeLive(newer, overlay, 200).mainMarket?.outcomes[0]?.price).toBe(2600);
  });

  it('decision 013: status and score come from whichever arrived last, the page data or the stream', () => {
    const base = summary(2, market(1, 2000));
    const overlay = { at: 100, update: { id: 2, status: 'paused' as const, live: { score: [1, 0] as [number, number], period: 'h1', periods: [], minute: 45 }, markets: [], marketCount: 5 }, markets: new Map<string, FeedMarket>() };
    expect(mergeLive(base, overlay, 50)).toMatchObject({ status: 'paused', live: { score: [1, 0] }, marketCount: 5 });
    expect(mergeLive(base, overlay, 150)).toBe(base);
  });

  it('decision 012 live push: stream messages keep each market at its highest version, and the latest status and score', () => {
    const update = (version: number, home: number, minute: number) => ({
      id: 3,
      status: 'live' as const,
      live: { score: [1, 0] as [number, number], period: 'h1', periods: [], minute },
      markets: [market(version, home)],
      marketCount: 1,
    });
    applyStreamMessage({ at: 10, updates: [update(2, 2100, 11)] }, 10);
    applyStreamMessage({ at: 20, updates: [update(1, 1900, 12)] }, 20);
    const overlay = overlayOf(3)!;
    expect(overlay.markets.get('ft.1x2')).toMatchObject({ version: 2, outcomes: [{ price: 2100 }, {}, {}] });
    expect(overlay.update.live?.minute).toBe(12);
    expect(mergeLive(summary(3, market(1, 1800)), overlay, 0)).toMatchObject({ mainMarket: { version: 2 }, live: { minute: 12 } });
  });

  it('decision 011: a stream message is read without zod, and what the contract accepts it accepts', () => {
    const message = { at: 5, updates: [{ id: 9, status: 'live', live: null, markets: [market(2, 2000)], marketCount: 4 }] };
    expect(FeedStreamMessage.safeParse(message).success).toBe(true);
    expect(readStreamMessage(JSON.stringify(message))).toEqual(message);
    for (const bad of ['not json', '{}', '{"updates":[{"id":"9"}]}', '{"updates":[{"id":9,"status":"live","marketCount":1,"markets":[{"key":1}]}]}']) {
      expect(readStreamMessage(bad)).toBeNull();
    }
  });
});
