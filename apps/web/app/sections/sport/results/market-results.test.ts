import { describe, expect, it } from 'vitest';
import { lineText, mainMarketOf, mainMarkets, marketName, outcomeLabel } from './market-results.ts';

const sides = { home: 'Arsenal', away: 'Chelsea' };

describe('settled main markets of a results row (S0 §2.2 results)', () => {
  it('S0 §2.2: the whole match’s main markets are recognised by their feed keys, others are not', () => {
    expect(mainMarketOf('ft.1x2')).toEqual({ key: 'ft.1x2', kind: '1x2', scope: 'ft', line: null });
    expect(mainMarketOf('reg.1x2')).toMatchObject({ kind: '1x2', scope: 'reg' });
    expect(mainMarketOf('ft.total:2.25')).toMatchObject({ kind: 'total', line: 2.25 });
    expect(mainMarketOf('ft.ah:-0.75')).toMatchObject({ kind: 'ah', line: -0.75 });
    expect(mainMarketOf('ft.points_total:161.5')).toMatchObject({ kind: 'points_total', line: 161.5 });
    for (const key of ['1h.1x2', 'set2.game5.winner', 'ft.cs', 'ft.total', 'ft.1x2:1', 'reg.total:5.5', 'outright.winner', 'ft.method']) expect(mainMarketOf(key), key).toBeNull();
  });

  it('S0 §2.2: result markets first, then totals and handicaps by line', () => {
    expect(mainMarkets(['ft.ah:0.5', 'ft.total:3.5', 'ft.cs', 'reg.1x2', 'ft.total:1.5', 'ft.dc', 'ft.1x2']).map((m) => m.key)).toEqual([
      'ft.1x2',
      'reg.1x2',
      'ft.dc',
      'ft.total:1.5',
      'ft.total:3.5',
      'ft.ah:0.5',
    ]);
  });

  it('S0 §2.2: names and outcome labels; a handicap’s away side carries the opposite line', () => {
    expect(marketName(mainMarketOf('ft.total:2.5')!)).toEqual({ key: 'sportStats.markets.total', values: { line: '2.5' } });
    expect(marketName(mainMarketOf('reg.1x2')!)).toEqual({ key: 'sportStats.markets.reg1x2' });
    expect(marketName(mainMarketOf('ft.ah:0.25')!)).toEqual({ key: 'sportStats.markets.ah', values: { line: '+0.25' } });
    const ah = mainMarketOf('ft.ah:-1.5')!;
    expect(outcomeLabel(ah, 'home', sides)).toEqual({ key: 'sportStats.outcomes.handicap', values: { side: 'Arsenal', line: '-1.5' } });
    expect(outcomeLabel(ah, 'away', sides)).toEqual({ key: 'sportStats.outcomes.handicap', values: { side: 'Chelsea', line: '+1.5' } });
    expect(outcomeLabel(mainMarketOf('ft.1x2')!, 'draw', sides)).toEqual({ text: 'X' });
    expect(outcomeLabel(mainMarketOf('ft.dc')!, 'x2', sides)).toEqual({ text: 'X2' });
    expect(outcomeLabel(mainMarketOf('ft.winner')!, 'away', sides)).toEqual({ text: 'Chelsea' });
    expect(outcomeLabel(mainMarketOf('ft.total:2.5')!, 'under', sides)).toEqual({ key: 'sportStats.outcomes.under', values: { line: '2.5' } });
    expect(lineText(0, true)).toBe('0');
  });
});
