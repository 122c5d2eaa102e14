import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  dictionaryLanguage,
  isLanguagePrefix,
  languageRedirect,
  languagesOffered,
  localizePath,
  parseAcceptLanguage,
  resolveLanguage,
  splitLanguagePrefix,
} from './language.ts';

const langArb = fc.stringMatching(/^[a-z]{2}$/);
const segmentArb = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const restArb = fc
  .array(segmentArb, { maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);
const searchArb = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{0,6}(&[a-z]{1,6}=[a-z0-9]{0,6}){0,2}$/).map((q) => `?${q}`),
);
const acceptArb = fc.option(
  fc
    .array(fc.tuple(fc.stringMatching(/^[a-zA-Z]{2}(-[A-Z]{2})?$/), fc.integer({ min: 0, max: 10 })), {
      maxLength: 5,
    })
    .map((parts) => parts.map(([tag, q]) => (q === 10 ? tag : `${tag};q=${q / 10}`)).join(', ')),
  { nil: null },
);

describe('isLanguagePrefix', () => {
  it.each([
    ['en', true],
    ['ru', true],
    ['EN', false],
    ['eng', false],
    ['e', false],
    ['', false],
    ['e1', false],
  ])('S0 §5: language prefix "%s" is two lowercase letters → %s', (segment, expected) => {
    expect(isLanguagePrefix(segment)).toBe(expected);
  });
});

describe('splitLanguagePrefix', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/casino', 'en', '/casino'],
    ['/ru/line/football/champ', 'ru', '/line/football/champ'],
    ['/casino', null, '/casino'],
    ['/', null, '/'],
    ['', null, '/'],
    ['/EN/casino', null, '/EN/casino'],
    ['/eng/casino', null, '/eng/casino'],
    ['en/casino', 'en', '/casino'],
  ])('S0 §2.1: "%s" splits into prefix %s and rest "%s"', (pathname, prefix, rest) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ prefix, rest });
  });
});

describe('parseAcceptLanguage', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['en-US,en;q=0.9,ru;q=0.8', ['en', 'ru']],
    ['ru;q=0.5, de;q=0.9, fr', ['fr', 'de', 'ru']],
    ['de;q=0.5, fr;q=0.5', ['de', 'fr']],
    ['*;q=0.5, kk', ['kk']],
    ['en;q=0, ru', ['ru']],
    ['EN-gb, Ru-RU;q=0.3', ['en', 'ru']],
    ['pt-BR;q=0.4, pt;q=0.9', ['pt']],
    ['en;q=abc, ru', ['ru']],
    ['  , ,uk ', ['uk']],
  ])('S0 §2.1: browser languages from "%s" are %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('resolveLanguage', () => {
  const available = ['ru', 'en', 'de', 'kk'] as const;
  it.each([
    ['url prefix before the cookie', { prefix: 'de', cookie: 'en', acceptLanguage: 'kk' }, 'de'],
    ['cookie before the browser languages', { prefix: null, cookie: 'kk', acceptLanguage: 'de' }, 'kk'],
    ['unavailable prefix falls through to the cookie', { prefix: 'fr', cookie: 'en' }, 'en'],
    ['browser languages in order', { acceptLanguage: 'fr, de;q=0.9, en;q=0.8' }, 'de'],
    ['default when nothing matches', { prefix: 'fr', cookie: 'es', acceptLanguage: 'it' }, 'ru'],
    ['default when nothing is given', {}, 'ru'],
  ])('S0 §2.1: %s', (_name, input, expected) => {
    expect(resolveLanguage({ ...input, available, defaultLanguage: 'ru' })).toBe(expected);
  });

  it.each([
    ['default is unavailable', ['ru', 'de'], 'fr', 'en'],
    ['English even if not available', ['ru', 'de'], 'xx', 'en'],
    ['available default wins over English', ['en', 'de'], 'de', 'de'],
  ])('S1 §5: falls back to English when the %s', (_name, avail, defaultLanguage, expected) => {
    expect(resolveLanguage({ available: avail, defaultLanguage, acceptLanguage: 'it' })).toBe(expected);
  });

  it('S1 §5: always returns an available language or English', () => {
    fc.assert(
      fc.property(
        fc.option(langArb, { nil: null }),
        fc.option(fc.string({ maxLength: 4 }), { nil: null }),
        acceptArb,
        fc.array(langArb, { maxLength: 5 }),
        langArb,
        (prefix, cookie, acceptLanguage, avail, defaultLanguage) => {
          const lang = resolveLanguage({ prefix, cookie, acceptLanguage, available: avail, defaultLanguage });
          expect(lang === 'en' || avail.includes(lang)).toBe(true);
        },
      ),
    );
  });
});

describe('localizePath', () => {
  it.each([
    ['en', '/', '', '/en'],
    ['en', '', '', '/en'],
    ['ru', '/casino', '', '/ru/casino'],
    ['ru', '/casino', '?a=1', '/ru/casino?a=1'],
    ['ru', '/', 'a=1', '/ru?a=1'],
    ['de', '/office/account/', '?', '/de/office/account/'],
  ])('S0 §2.1: localizePath(%s, "%s", "%s") is "%s"', (lang, rest, search, expected) => {
    expect(localizePath(lang, rest, search)).toBe(expected);
  });

  it('S0 §2.1: splitLanguagePrefix undoes localizePath', () => {
    fc.assert(
      fc.property(langArb, restArb, (lang, rest) => {
        expect(splitLanguagePrefix(localizePath(lang, rest))).toEqual({ prefix: lang, rest });
      }),
    );
  });

  it('S0 §2.1: localizePath rebuilds a prefixed path from its split', () => {
    fc.assert(
      fc.property(langArb, fc.array(segmentArb, { maxLength: 4 }), (lang, segments) => {
        const pathname = ['', lang, ...segments].join('/');
        const { prefix, rest } = splitLanguagePrefix(pathname);
        expect(prefix).toBe(lang);
        expect(localizePath(prefix ?? '', rest)).toBe(pathname);
      }),
    );
  });
});

describe('languageRedirect', () => {
  const base = { available: ['ru', 'en', 'de'], defaultLanguage: 'ru' } as const;
  it.each([
    ['available prefix needs no redirect', { pathname: '/de/casino', cookie: 'en' }, 'de', null],
    ['root with prefix needs no redirect', { pathname: '/en' }, 'en', null],
    ['no prefix goes to the cookie language', { pathname: '/casino', search: '?x=1', cookie: 'en' }, 'en', '/en/casino?x=1'],
    ['no prefix goes to the browser language', { pathname: '/line/football', acceptLanguage: 'fr, de;q=0.8' }, 'de', '/de/line/football'],
    ['no prefix at the root goes to the default', { pathname: '/' }, 'ru', '/ru'],
    ['unavailable prefix is replaced', { pathname: '/fr/casino', search: '?a=b', cookie: 'en' }, 'en', '/en/casino?a=b'],
    ['unavailable prefix alone is replaced by the default', { pathname: '/fr' }, 'ru', '/ru'],
    ['upper-case prefix is not a prefix and is kept in the path', { pathname: '/EN/casino' }, 'ru', '/ru/EN/casino'],
  ])('S0 §2.1: %s', (_name, input, lang, redirectTo) => {
    expect(languageRedirect({ ...base, ...input })).toEqual({ lang, redirectTo });
  });

  it('S0 §2.1: a redirect target never needs another redirect', () => {
    fc.assert(
      fc.property(
        fc.oneof(restArb, fc.tuple(langArb, restArb).map(([l, r]) => localizePath(l, r))),
        searchArb,
        fc.option(fc.string({ maxLength: 3 }), { nil: null }),
        acceptArb,
        fc.array(langArb, { maxLength: 4 }),
        langArb,
        (pathname, search, cookie, acceptLanguage, available, defaultLanguage) => {
          const ctx = { cookie, acceptLanguage, available, defaultLanguage };
          const first = languageRedirect({ pathname, search, ...ctx });
          if (first.redirectTo === null) return;
          const q = first.redirectTo.indexOf('?');
          const nextPath = q === -1 ? first.redirectTo : first.redirectTo.slice(0, q);
          const nextSearch = q === -1 ? '' : first.redirectTo.slice(q);
          expect(nextSearch).toBe(search);
          const second = languageRedirect({ pathname: nextPath, search: nextSearch, ...ctx });
          expect(second).toEqual({ lang: first.lang, redirectTo: null });
        },
      ),
    );
  });

  it('S1 §5: no redirect loop when neither the default nor English is available', () => {
    const input = { available: ['de'], defaultLanguage: 'fr', pathname: '/en/casino' };
    expect(languageRedirect(input)).toEqual({ lang: 'en', redirectTo: null });
  });
});

describe('dictionaryLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['kk', 'ru'],
    ['uk', 'ru'],
    ['az', 'ru'],
    ['en', 'en'],
    ['de', 'en'],
    ['by', 'en'],
  ])('S0 §1: language %s uses the %s dictionary', (lang, expected) => {
    expect(dictionaryLanguage(lang)).toBe(expected);
  });
});

describe('languagesOffered', () => {
  it.each([
    ['guests do not see hidden languages', false, ['ru', 'en']],
    ['signed-in users see every language', true, ['ru', 'en', 'kk']],
  ])('S0 §1: %s', (_name, isSignedIn, expected) => {
    expect(languagesOffered(['ru', 'en', 'kk'], ['kk'], isSignedIn)).toEqual(expected);
  });
});
