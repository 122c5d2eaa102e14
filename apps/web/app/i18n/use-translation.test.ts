import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createI18n } from './i18n.ts';
import { rememberingT } from './use-translation.ts';

const dictionary = {
  plain: 'Top events',
  odds: '{{outcome}} at {{odds}}',
  twice: '{{a}} and {{a}} again, then {{b}}',
  edges: '{{a}}',
  plural_one: '{{count}} game',
  plural_other: '{{count}} games',
  formatted: 'Total {{amount, number}}',
  nested: 'See $t(plain)',
  unescaped: 'Raw {{- html}}',
  missingValue: 'Hello {{name}}',
  nestedGroup: { inner: 'Inner {{x}}' },
};

function pair() {
  const i18n = createI18n('en', dictionary);
  return { fast: rememberingT(i18n), slow: i18n.getFixedT(null, 'translation') };
}

describe('rememberingT says what i18next says (decision 011: light pages)', () => {
  it('for texts without options, remembered or not', () => {
    const { fast, slow } = pair();
    for (const key of ['plain', 'nestedGroup.inner', 'nested', 'no.such.key']) {
      expect(fast(key)).toBe(slow(key));
      expect(fast(key)).toBe(slow(key));
    }
  });

  it('for the texts and options only i18next may fill: plurals, formats, nesting, unescaped, missing values', () => {
    const { fast, slow } = pair();
    const cases: [string, Record<string, unknown>][] = [
      ['plural', { count: 1 }],
      ['plural', { count: 5 }],
      ['formatted', { amount: 1234.5 }],
      ['nested', { x: 1 }],
      ['unescaped', { html: '<b>' }],
      ['missingValue', {}],
      ['missingValue', { name: null }],
      ['missingValue', { name: { first: 'A' } }],
      ['odds', { outcome: 'Arsenal', odds: '1.85', defaultValue: 'x' }],
      ['no.such.key', { a: 1 }],
    ];
    for (const [key, options] of cases) expect(fast(key, options)).toBe(slow(key, options));
  });

  it('for plain placeholders with any string or number values', () => {
    const { fast, slow } = pair();
    const value = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.constantFrom('odds', 'twice', 'edges', 'nestedGroup.inner'), value, value, (key, a, b) => {
        const options = { outcome: a, odds: b, a, b, x: a };
        expect(fast(key, options)).toBe(slow(key, options));
      }),
    );
  });

  it('forgets what it remembered when a dictionary part is added', () => {
    const i18n = createI18n('en', dictionary);
    const t = rememberingT(i18n);
    expect(t('later.text')).toBe('later.text');
    expect(t('plain')).toBe('Top events');
    i18n.addResourceBundle('en', 'translation', { later: { text: 'Now here' }, plain: 'Changed' }, true, true);
    expect(t('later.text')).toBe('Now here');
    expect(t('plain')).toBe('Changed');
  });
});
