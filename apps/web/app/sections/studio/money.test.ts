import { describe, expect, it } from 'vitest';
import { money, multiplierText, stakeSteps } from './money.ts';
import { verifyHref } from './fairness-panel.tsx';

describe('studio client helpers (decision 020)', () => {
  it.each([
    [19_800n, '1.98'],
    [10_000n, '1.00'],
    [0n, '0.00'],
    [14_785n, '1.47'],
    [28_700_000n, '2870.00'],
  ])('decision 020: %s bp shows ×%s (rounded down, never up)', (bp, text) => {
    expect(multiplierText(bp)).toBe(text);
  });

  it('decision 020: demo credits (XXX) show two decimals and step 0.50 from 1.00; real currencies use their S0 §9 step', () => {
    expect(money('100000', 'XXX', 'en')).toBe('1,000.00');
    expect(money(-150n, 'XXX', 'ru')).toBe('−1,50');
    expect(stakeSteps('XXX')).toEqual({ step: 50n, initial: 100n });
    expect(stakeSteps('EUR')).toEqual({ step: 250n, initial: 500n });
  });

  it('decision 020: a history row links to the verify page with its seeds, nonce and parameters', () => {
    const href = verifyHref('en', { engine: 'keno', serverSeed: 'ab'.repeat(32), serverSeedHash: 'cd'.repeat(32), clientSeed: 'my seed', nonce: 4, params: { picks: [1, 2, 3] } });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/en/provably-fair');
    expect(Object.fromEntries(url.searchParams)).toEqual({ engine: 'keno', serverSeed: 'ab'.repeat(32), clientSeed: 'my seed', nonce: '4', hash: 'cd'.repeat(32), picks: '1,2,3' });
  });
});
