import { describe, expect, it } from 'vitest';
import {
  BLOCK_CHECK_RETRY,
  BLOCK_REASON_CODES,
  REDIRECT_CHECK_RETRY,
  afterBlockCheck,
  blockNavigation,
  blockPageFor,
  blockPageOf,
  checkRetryDecision,
} from './block-pages.ts';

const at = (pathname: string, search = '') => ({ pathname, search, lang: 'ru' });

describe('block reasons to pages (S0 §4.5)', () => {
  it.each([
    [4, 'site-updates'],
    [16, 'suspension'],
    [1, 'block'],
    [2, 'block'],
    [3, 'block'],
    [5, 'block'],
    [14, 'block'],
    [13, 'block-ua'],
    [17, 'block-ie'],
    [8, 'coming-soon'],
  ])('S0 §4.5: reason %i goes to %s', (code, page) => {
    expect(blockPageFor(code)).toBe(page);
  });

  it('S0 §4.5 names exactly ten reasons; any other code has no page', () => {
    expect(BLOCK_REASON_CODES).toEqual([1, 2, 3, 4, 5, 8, 13, 14, 16, 17]);
    for (const code of [0, 6, 7, 9, 10, 11, 12, 15, 18, -1, 4.5, Number.NaN]) expect(blockPageFor(code)).toBeNull();
    expect(blockPageFor(null)).toBeNull();
  });

  it('S0 §2.3: block pages are recognised under the language prefix or without it', () => {
    expect(blockPageOf('/en/block-ua')).toBe('block-ua');
    expect(blockPageOf('/site-updates')).toBe('site-updates');
    expect(blockPageOf('/ru/coming-soon/')).toBe('coming-soon');
    expect(blockPageOf('/en/block-appeal-history')).toBeNull();
    expect(blockPageOf('/en/live/block')).toBeNull();
  });
});

describe('what the shell does with the block answer (S0 §4.5)', () => {
  it.each([
    [16, '/en/suspension'],
    [1, '/en/block'],
    [13, '/en/block-ua'],
    [17, '/en/block-ie'],
    [8, '/en/coming-soon'],
  ])('S0 §4.5: reason %i on /en/live sends the visitor to %s (the prefix kept, S0 §2.1)', (code, to) => {
    expect(blockNavigation(at('/en/live', '?x=1'), code)).toEqual({ kind: 'redirect', to, why: 'blocked' });
  });

  it('S0 §4.5: reason 4 goes to site-updates with the original path and query kept in the query', () => {
    expect(blockNavigation(at('/en/live/football', '?ref=7'), 4)).toEqual({
      kind: 'redirect',
      to: '/en/site-updates?returnUrl=%2Fen%2Flive%2Ffootball%3Fref%3D7',
      why: 'blocked',
    });
  });

  it('S0 §2.1: a path without a prefix gets the given language on the target', () => {
    expect(blockNavigation(at('/live'), 1)).toEqual({ kind: 'redirect', to: '/ru/block', why: 'blocked' });
    // No language known: the target has none either, and the server's language redirect adds it.
    expect(blockNavigation({ pathname: '/live', search: '', lang: null }, 1)).toEqual({ kind: 'redirect', to: '/block', why: 'blocked' });
    expect(blockNavigation({ pathname: '/block', search: '', lang: null }, null)).toEqual({ kind: 'redirect', to: '/', why: 'not-blocked' });
  });

  it('S0 §4.5: a visitor already on the page of the reason stays', () => {
    expect(blockNavigation(at('/en/block'), 2)).toEqual({ kind: 'stay' });
    expect(blockNavigation(at('/en/site-updates', '?returnUrl=%2Fen%2Flive'), 4)).toEqual({ kind: 'stay' });
  });

  it('S0 §4.5: moving from one block page to site-updates keeps the original path the first page kept', () => {
    expect(blockNavigation(at('/en/block', '?returnUrl=%2Fen%2Fcasino'), 4)).toEqual({
      kind: 'redirect',
      to: '/en/site-updates?returnUrl=%2Fen%2Fcasino',
      why: 'blocked',
    });
    expect(blockNavigation(at('/en/block'), 4)).toEqual({ kind: 'redirect', to: '/en/site-updates', why: 'blocked' });
  });

  it('S0 §4.5: a visitor on a block page with no matching reason is sent away: home', () => {
    expect(blockNavigation(at('/en/block'), null)).toEqual({ kind: 'redirect', to: '/en', why: 'not-blocked' });
    expect(blockNavigation(at('/coming-soon'), null)).toEqual({ kind: 'redirect', to: '/ru', why: 'not-blocked' });
    // A code S0 §4.5 does not name is no reason either.
    expect(blockNavigation(at('/en/block-ie'), 99)).toEqual({ kind: 'redirect', to: '/en', why: 'not-blocked' });
  });

  it('S0 §4.5: after the site update the visitor goes back to the kept original path, never to another block page or another site', () => {
    expect(blockNavigation(at('/en/site-updates', '?returnUrl=%2Fen%2Flive%3Fref%3D7'), null)).toEqual({
      kind: 'redirect',
      to: '/en/live?ref=7',
      why: 'not-blocked',
    });
    expect(blockNavigation(at('/en/site-updates', '?returnUrl=%2Fen%2Fblock'), null)).toEqual({ kind: 'redirect', to: '/en', why: 'not-blocked' });
    expect(blockNavigation(at('/en/site-updates', '?returnUrl=%2F%2Fevil.example'), null)).toEqual({ kind: 'redirect', to: '/en', why: 'not-blocked' });
  });

  it('S0 §4.5: not blocked and not on a block page: stay', () => {
    expect(blockNavigation(at('/en/live'), null)).toEqual({ kind: 'stay' });
  });

  it('S0 §4.5, S1 §4: "if blocking fails, maintenance is set"', () => {
    expect(afterBlockCheck(at('/en/live'), { ok: false })).toEqual({ kind: 'maintenance' });
    expect(afterBlockCheck(at('/en/block'), { ok: false })).toEqual({ kind: 'maintenance' });
    expect(afterBlockCheck(at('/en/live'), { ok: true, reasonCode: 16 })).toEqual({ kind: 'redirect', to: '/en/suspension', why: 'blocked' });
    expect(afterBlockCheck(at('/en/live'), { ok: true, reasonCode: null })).toEqual({ kind: 'stay' });
  });
});

describe('check retries (S0 §7, S1 §9)', () => {
  it('S0 §7, S1 §9: the redirect check is retried 5 times at 1 s', () => {
    expect(REDIRECT_CHECK_RETRY).toEqual({ retries: 5, delayMs: 1000 });
    const decisions = [1, 2, 3, 4, 5, 6].map((failures) => checkRetryDecision(REDIRECT_CHECK_RETRY, failures));
    expect(decisions).toEqual([...Array(5).fill({ retry: true, delayMs: 1000 }), { retry: false }]);
  });

  it('S0 §7: the block check is retried 2 times; S1 §9: at 100 ms; then it has failed (maintenance)', () => {
    expect(BLOCK_CHECK_RETRY).toEqual({ retries: 2, delayMs: 100 });
    expect(checkRetryDecision(BLOCK_CHECK_RETRY, 1)).toEqual({ retry: true, delayMs: 100 });
    expect(checkRetryDecision(BLOCK_CHECK_RETRY, 2)).toEqual({ retry: true, delayMs: 100 });
    expect(checkRetryDecision(BLOCK_CHECK_RETRY, 3)).toEqual({ retry: false });
  });

  it('no failure yet, or nonsense counts: no retry', () => {
    for (const failures of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(checkRetryDecision(BLOCK_CHECK_RETRY, failures)).toEqual({ retry: false });
  });
});
