import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsGzip, deflatePieces, gzipJoined } from './gzip-pieces.ts';

const joined = (pieces: Buffer[], between: Buffer) => Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [between, piece])));

describe('gzip from pieces deflated once (decision 005: guest page cache)', () => {
  it('any pieces joined by any nonce gunzip to the joined text', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 3000 }), { minLength: 1, maxLength: 8 }), fc.uint8Array({ maxLength: 64 }), (pieces, nonce) => {
        const plain = pieces.map((piece) => Buffer.from(piece));
        const between = Buffer.from(nonce);
        expect(gunzipSync(gzipJoined(deflatePieces(plain), between)).equals(joined(plain, between))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a page with many nonces compresses close to a whole deflate, and each answer carries its own nonce', () => {
    const page = Array.from({ length: 20 }, (_, index) => Buffer.from(`<link rel="modulepreload" href="/assets/c-${index}.js" nonce="`)).concat(Buffer.from('"/>'.repeat(2000)));
    const pieces = deflatePieces(page);
    const a = gzipJoined(pieces, Buffer.from('AAAAAAAAAAAAAAAAAAAAAA=='));
    const b = gzipJoined(pieces, Buffer.from('BBBBBBBBBBBBBBBBBBBBBB=='));
    expect(gunzipSync(a).toString()).toContain('c-7.js" nonce="AAAAAAAAAAAAAAAAAAAAAA==');
    expect(gunzipSync(b).toString()).not.toContain('AAAA');
  });

  it('reads Accept-Encoding as RFC 9110 does for gzip', () => {
    const cases: [string | undefined, boolean][] = [
      [undefined, false],
      ['', false],
      ['gzip', true],
      ['gzip, deflate, br, zstd', true],
      ['br;q=1.0, gzip;q=0.8', true],
      ['gzip;q=0', false],
      ['gzip; q=0.000', false],
      ['br', false],
      ['identity', false],
      ['*', true],
      ['*;q=0', false],
      ['GZIP', true],
      ['x-gzip', false],
    ];
    for (const [header, expected] of cases) expect(acceptsGzip(header), String(header)).toBe(expected);
  });
});
