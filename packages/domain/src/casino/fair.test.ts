import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSeeds, fairBlock, fairStream, FairSeedError, hashServerSeed, nextIndex, serverSeedFromBytes } from './fair.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const hex = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const client = fc.stringMatching(/^[a-zA-Z0-9_-]{1,32}$/);

describe('provably-fair stream (decision 017)', () => {
  it('decision 017: the commitment is SHA-256 of the server seed text (pinned vector)', () => {
    expect(hashServerSeed(S)).toBe('e9d16cb0830d4b74a0209f788738b65f680e161b9fc57ed7b54f7004a0bd4df0');
  });

  it('decision 017: draws are the big-endian 4-byte groups of HMAC blocks 0, 1, … (pinned vector)', () => {
    const s = fairStream({ serverSeed: S, clientSeed: 'player-seed', nonce: 0 });
    expect(Array.from({ length: 9 }, () => s.nextUint32())).toEqual([
      3187789804, 1001550381, 3709878304, 828863009, 2958728222, 3051183746, 2267999035, 3105406445, 679705978,
    ]);
  });

  it('decision 017: blocks equal Node crypto HMAC-SHA256 of `${client}:${nonce}` then `${client}:${nonce}:${r}`', () => {
    fc.assert(
      fc.property(hex, client, fc.nat(), fc.nat({ max: 3 }), (serverSeed, clientSeed, nonce, r) => {
        const msg = r === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${r}`;
        const expected = createHmac('sha256', serverSeed).update(msg).digest('hex');
        expect(Buffer.from(fairBlock({ serverSeed, clientSeed, nonce }, r)).toString('hex')).toBe(expected);
        expect(hashServerSeed(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
      }),
      { numRuns: 50 },
    );
  });

  it('decision 017: index = floor(float × n) with float = u / 2³², always in [0, n)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 100_000 }), (u, n) => {
        const i = nextIndex({ nextUint32: () => u }, n);
        expect(i).toBe(Number((BigInt(u) * BigInt(n)) >> 32n));
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(n);
      }),
    );
  });

  it('decision 017: seed formats are checked', () => {
    expect(() => checkSeeds({ serverSeed: 'ABC', clientSeed: 'x', nonce: 0 })).toThrow(FairSeedError);
    expect(() => checkSeeds({ serverSeed: S, clientSeed: 'a:b', nonce: 0 })).toThrow(FairSeedError);
    expect(() => checkSeeds({ serverSeed: S, clientSeed: '', nonce: 0 })).toThrow(FairSeedError);
    expect(() => checkSeeds({ serverSeed: S, clientSeed: 'x', nonce: -1 })).toThrow(FairSeedError);
    expect(() => checkSeeds({ serverSeed: S, clientSeed: 'x', nonce: 1.5 })).toThrow(FairSeedError);
    expect(serverSeedFromBytes(new Uint8Array(32).fill(255))).toBe('f'.repeat(64));
  });
});
