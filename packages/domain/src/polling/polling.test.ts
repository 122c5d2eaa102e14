import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPollingActive, PAUSE_POLLING_AFTER_LEAVE_MS, pollInterval } from './index.ts';

describe('S1 §9 poll intervals', () => {
  it.each([
    ['dashboard', 'line', 15_000],
    ['dashboard', 'live', 5_000],
    ['game', 'live', 5_000],
    ['menu', 'line', 10_000],
    ['menu', 'live', 5_000],
    ['favourites', 'live', 5_000],
    ['topGames', 'line', 60_000],
    ['topGames', 'live', 10_000],
    ['gameSlider', 'live', 15_000],
    ['someSports', 'live', 3_000],
    ['syntheticGame', 'live', 2_000],
    ['gameOverPanel', 'live', 10_000],
  ] as const)('S1 §9: %s polls every %s ms on %s', (screen, section, ms) => {
    expect(pollInterval(screen, section)).toBe(ms);
  });
});

describe('S1 §4 page leave and bots', () => {
  it('S1 §4: a bot (SEO crawler) never polls', () => {
    expect(isPollingActive({ isBot: true, hiddenSince: null }, 0)).toBe(false);
  });
  it('S1 §9: polling goes on for 30 s after the page is left, then pauses', () => {
    expect(isPollingActive({ isBot: false, hiddenSince: 1_000 }, 1_000 + PAUSE_POLLING_AFTER_LEAVE_MS - 1)).toBe(true);
    expect(isPollingActive({ isBot: false, hiddenSince: 1_000 }, 1_000 + PAUSE_POLLING_AFTER_LEAVE_MS)).toBe(false);
  });
  it('a shown page polls whatever the time', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (now) => isPollingActive({ isBot: false, hiddenSince: null }, now)));
  });
});
