import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isSafeReturnUrl,
  prefetchMode,
  readReturnUrl,
  shouldHideModalsOnNavigation,
  shouldScrollToTop,
  withReturnUrl,
  withoutReturnUrl,
  type ConnectionInfo,
} from './navigation.ts';

describe('shouldScrollToTop', () => {
  it.each([
    ['path changes', '/ru/casino', '/ru/slots', false, true],
    ['path changes but the route opted out', '/ru/casino', '/ru/slots', true, false],
    ['path unchanged (query or hash change)', '/ru/casino', '/ru/casino', false, false],
  ])('S0 §2.4: %s → scroll %s', (_name, prev, next, optOut, expected) => {
    expect(shouldScrollToTop({ pathname: prev }, { pathname: next }, optOut)).toBe(expected);
  });
});

describe('shouldHideModalsOnNavigation', () => {
  it.each([
    ['path and hash unchanged', ['/ru', '#a'], ['/ru', '#a'], false],
    ['empty hash and bare # are the same', ['/ru', ''], ['/ru', '#'], false],
    ['hash changes', ['/ru', '#a'], ['/ru', '#b'], true],
    ['path changes', ['/ru', ''], ['/ru/casino', ''], true],
    ['both change', ['/ru', '#a'], ['/en', '#b'], true],
  ])('S0 §2.4: %s → hide %s', (_name, [p1, h1], [p2, h2], expected) => {
    expect(
      shouldHideModalsOnNavigation({ pathname: p1 ?? '', hash: h1 ?? '' }, { pathname: p2 ?? '', hash: h2 ?? '' }),
    ).toBe(expected);
  });
});

describe('prefetchMode', () => {
  it.each<[string, ConnectionInfo | undefined, 'intent' | 'none']>([
    ['unknown connection', undefined, 'intent'],
    ['4g', { effectiveType: '4g' }, 'intent'],
    ['3g', { effectiveType: '3g' }, 'none'],
    ['2g', { effectiveType: '2g' }, 'none'],
    ['slow-2g', { effectiveType: 'slow-2g' }, 'none'],
    ['data saver on 4g', { effectiveType: '4g', saveData: true }, 'none'],
    ['data saver off', { saveData: false }, 'intent'],
  ])('S0 §2.4: %s → %s', (_name, connection, expected) => {
    expect(prefetchMode(connection)).toBe(expected);
  });
});

describe('return URL', () => {
  it.each([
    ['/ru/office/account', true],
    ['/ru/casino?x=1#top', true],
    ['/', true],
    ['//evil.com', false],
    ['//evil.com/ru', false],
    ['/\\evil.com', false],
    ['/\t/evil.com', false],
    ['https://evil.com', false],
    ['javascript:alert(1)', false],
    ['ru/casino', false],
    ['', false],
  ])('S0 §2.4: return URL "%s" is accepted: %s', (url, expected) => {
    expect(isSafeReturnUrl(url)).toBe(expected);
  });

  it.each([
    ['/ru/user/login', '/ru/office/account', '/ru/user/login?returnUrl=%2Fru%2Foffice%2Faccount'],
    ['/ru/user/login?ref=5#f', '/ru/casino?x=1', '/ru/user/login?ref=5&returnUrl=%2Fru%2Fcasino%3Fx%3D1#f'],
    ['/ru/user/login?returnUrl=%2Fold', '/new', '/ru/user/login?returnUrl=%2Fnew'],
    ['/ru/user/login?a=1', '//evil.com', '/ru/user/login?a=1'],
  ])('S0 §2.4: withReturnUrl(%s, %s) is %s', (path, returnUrl, expected) => {
    expect(withReturnUrl(path, returnUrl)).toBe(expected);
  });

  it.each([
    ['?returnUrl=%2Fru%2Foffice', '/ru/office'],
    ['returnUrl=%2Fru%2Foffice', '/ru/office'],
    ['?a=1&returnUrl=/ru/casino&b=2', '/ru/casino'],
    ['?returnUrl=%2F%2Fevil.com', null],
    ['?returnUrl=https%3A%2F%2Fevil.com', null],
    ['?returnUrl=%2F%5Cevil.com', null],
    ['?returnUrl=%E0%A4%A', null],
    ['?returnUrl=', null],
    ['?a=1', null],
    ['', null],
  ])('S0 §2.4: readReturnUrl("%s") is %s', (search, expected) => {
    expect(readReturnUrl(search)).toBe(expected);
  });

  it.each([
    ['?returnUrl=%2Fru', ''],
    ['?a=1&returnUrl=%2Fru&b=x+y', '?a=1&b=x+y'],
    ['?a=%20', '?a=%20'],
    ['', ''],
  ])('S0 §2.4: the return URL is cleared after use: "%s" → "%s"', (search, expected) => {
    expect(withoutReturnUrl(search)).toBe(expected);
  });

  const safePathArb = fc
    .array(fc.stringMatching(/^[a-zA-Z0-9._~ %?&=-]{1,10}$/), { maxLength: 4 })
    .map((segments) => `/${segments.join('/')}`)
    .filter(isSafeReturnUrl);

  it('S0 §2.4: a safe return URL survives withReturnUrl then readReturnUrl', () => {
    fc.assert(
      fc.property(safePathArb, safePathArb, (path, returnUrl) => {
        const url = withReturnUrl(path.split('?')[0] ?? '/', returnUrl);
        expect(readReturnUrl(url.slice(url.indexOf('?')))).toBe(returnUrl);
      }),
    );
  });

  it('S0 §2.4: whatever the query says, a read return URL is a same-origin path', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const read = readReturnUrl(`?returnUrl=${encodeURIComponent(value)}`);
        if (read !== null) {
          expect(read.startsWith('/') && !read.startsWith('//')).toBe(true);
          expect(new URL(read, 'https://site.example').origin).toBe('https://site.example');
        }
      }),
    );
  });
});
