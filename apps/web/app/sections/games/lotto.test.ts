import { describe, expect, it } from 'vitest';
import { lottoViewOf } from './lotto.ts';

describe('lotto routes (S0 §2.2 lotto/{sectionName?}/{lottoId?}, S1 §2 sectionName results or view)', () => {
  it.each([
    [undefined, undefined, { kind: 'index' }],
    ['view', '13', { kind: 'view', game: '13' }],
    ['view', 'keno-classic', { kind: 'view', game: 'keno-classic' }],
    ['view', undefined, { kind: 'index-redirect' }],
    ['results', undefined, { kind: 'results', game: null }],
    ['results', '13', { kind: 'results', game: '13' }],
    ['draws', undefined, { kind: 'not-found' }],
  ])('S1 §2: lotto/%s/%s is %o', (section, id, expected) => {
    expect(lottoViewOf(section, id)).toEqual(expected);
  });
});
