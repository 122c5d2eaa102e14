import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamePath, idPart, parseIdPart, sectionPath } from './sport-links.ts';

describe('sport screen addresses (S0 §2.2, §5; S1 §2)', () => {
  it('S1 §2: MAIN_SECTION, MAIN_SECTION_CHAMP and MAIN_GAME paths', () => {
    expect(sectionPath('line')).toBe('/line');
    expect(sectionPath('live', 'football')).toBe('/live/sports/football');
    expect(sectionPath('line', 'ice-hockey', { id: 12, name: 'NHL' })).toBe('/line/sports/ice-hockey/12-nhl');
    const game = { id: 345, sportSlug: 'football', championship: { id: 7, name: 'England. Premier League' }, home: { name: 'Arsenal' }, away: { name: 'Chelsea' }, name: null };
    expect(gamePath('live', game)).toBe('/live/sports/football/7-england-premier-league/345-arsenal-chelsea');
  });
  it('a name with no Latin letters keeps the id alone', () => {
    expect(idPart(9, 'Спартак')).toBe('9');
  });
  it('the id comes back from any part it made', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.string(), (id, name) => parseIdPart(idPart(id, name)) === id));
  });
  it.each([['abc'], ['0'], ['-1'], ['99999999999'], ['12x']])('S0 §5: %s is not an id', (part) => {
    expect(parseIdPart(part)).toBeNull();
  });
});
