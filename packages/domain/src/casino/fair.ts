// The provably-fair byte stream (decision 017): HMAC-SHA256(server seed, `${clientSeed}:${nonce}`), 4 bytes per
// uniform draw. This file is the one place in packages/domain that reads a dependency (@noble/hashes: pure,
// synchronous, audited, runs in the browser; .dependency-cruiser.cjs allows exactly this import).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** What a round's outcome is computed from. The server seed stays secret until the seed pair is rotated. */
export interface Seeds {
  /** 64 lowercase hex characters (32 random bytes); the HMAC key is this text's UTF-8 bytes. */
  readonly serverSeed: string;
  /** 1–64 printable ASCII characters (no ':'), chosen by the player. */
  readonly clientSeed: string;
  /** The count of rounds already played on this seed pair: 0, 1, 2 … */
  readonly nonce: number;
}

/** A source of uniform 32-bit unsigned integers. The games read only this, so a simulation may pass a faster one. */
export interface RandomStream {
  nextUint32(): number;
}

export class FairSeedError extends Error {
  constructor(readonly code: 'BAD_SERVER_SEED' | 'BAD_CLIENT_SEED' | 'BAD_NONCE') {
    super(code);
    this.name = 'FairSeedError';
  }
}

export const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_RE = /^[\x20-\x39\x3b-\x7e]{1,64}$/;

export function checkSeeds(seeds: Seeds): void {
  if (!SERVER_SEED_RE.test(seeds.serverSeed)) throw new FairSeedError('BAD_SERVER_SEED');
  if (!CLIENT_SEED_RE.test(seeds.clientSeed)) throw new FairSeedError('BAD_CLIENT_SEED');
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new FairSeedError('BAD_NONCE');
}

const utf8 = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => HEX[b]).join('');

/** The commitment shown before play: lowercase hex SHA-256 of the server seed's text. */
export const hashServerSeed = (serverSeed: string): string => toHex(sha256(utf8.encode(serverSeed)));

/** Turns 32 random bytes (the caller's CSPRNG) into a server seed. */
export function serverSeedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new FairSeedError('BAD_SERVER_SEED');
  return toHex(bytes);
}

/** Block r of a round: block 0 is HMAC(serverSeed, `${clientSeed}:${nonce}`), block r ≥ 1 adds `:${r}`. */
export function fairBlock(seeds: Seeds, block: number): Uint8Array {
  const message = block === 0 ? `${seeds.clientSeed}:${seeds.nonce}` : `${seeds.clientSeed}:${seeds.nonce}:${block}`;
  return hmac(sha256, utf8.encode(seeds.serverSeed), utf8.encode(message));
}

/** The round's stream: big-endian 4-byte groups of block 0, then block 1, … (8 draws per block). */
export function fairStream(seeds: Seeds): RandomStream {
  checkSeeds(seeds);
  let block = -1;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 32;
  return {
    nextUint32() {
      if (at === 32) {
        block += 1;
        bytes = fairBlock(seeds, block);
        at = 0;
      }
      const v = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
      at += 4;
      return v;
    },
  };
}

/**
 * A uniform integer in [0, n): floor(u × n / 2³²), which is floor(float × n) for the published float
 * u / 2³² = b0/256 + b1/256² + b2/256³ + b3/256⁴. Exact in doubles (u × n < 2⁵³ for n < 2²¹).
 */
export function nextIndex(stream: RandomStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n >= 2 ** 21) throw new RangeError('bad range');
  return Math.floor((stream.nextUint32() * n) / 2 ** 32);
}

/** The published float of a draw, for display beside a verified round (never used for the outcome itself). */
export const floatOf = (u: number): number => u / 2 ** 32;

/**
 * A fast seeded generator (sfc32) with the same interface, for the simulation tests only: a million HMAC rounds
 * per game would exceed the test budget, and the games read nothing but uniform 32-bit draws.
 */
export function simulationStream(seed: number): RandomStream {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return { nextUint32: next };
}
