import { describe, expect, it } from 'vitest';
import { byPrice, championOf, favourites } from './champs-view.ts';

describe('outright entrants by price (S0 §2.2 champs)', () => {
  const outcomes = [
    { key: 'p3', price: 6000, open: true },
    { key: 'p1', price: 2500, open: true },
    { key: 'p4', price: 2500, open: false },
    { key: 'p2', price: 4000, open: true },
  ];
  it('S0 §2.2: shortest price first, ties in the feed’s order', () => {
    expect(byPrice(outcomes).map((o) => o.key)).toEqual(['p1', 'p4', 'p2', 'p3']);
  });
  it('S0 §2.2: the favourites are the shortest prices still offered', () => {
    expect(favourites({ outcomes }, 2).map((o) => o.key)).toEqual(['p1', 'p2']);
    expect(favourites(null, 3)).toEqual([]);
  });
});

describe('champion of an outright (S0 §2.2 champs: champion results)', () => {
  it('S0 §2.2: the entrant settled as won, by name; its key when the feed gave no name; none before the result', () => {
    const settled = [{ key: 'outright.winner', outcomes: [{ key: 'p1', result: 'lost' }, { key: 'p2', result: 'won' }] }];
    expect(championOf({ outcomeNames: { p1: 'Arsenal', p2: 'Chelsea' } }, settled)).toBe('Chelsea');
    expect(championOf({}, settled)).toBe('p2');
    expect(championOf({}, [])).toBeNull();
  });
});
