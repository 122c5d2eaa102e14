import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload.ts';

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium import failure', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'), true],
    ['Safari import failure', new TypeError('Importing a module script failed.'), true],
    ['Firefox import failure', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['Vite CSS preload failure', new Error('Unable to preload CSS for /assets/a-1.css'), true],
    ['ChunkLoadError by name', new ChunkLoadError('Loading chunk 3 failed'), true],
    ['plain object with the message', { message: 'Failed to fetch dynamically imported module' }, true],
    ['string message', 'Importing a module script failed.', true],
    ['wrapped in a cause', new Error('route failed', { cause: new TypeError('Importing a module script failed.') }), true],
    ['ordinary fetch failure', new TypeError('Failed to fetch'), false],
    ['other error', new Error('boom'), false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['number', 42, false],
    ['object with a non-string message', { message: 1 }, false],
  ])('S0 §8: %s → %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('S0 §8: never throws, whatever is thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isChunkLoadError(value)).toBe('boolean');
      }),
    );
  });

  it('S0 §8: a cyclic cause chain terminates', () => {
    const error = new Error('outer') as Error & { cause?: unknown };
    error.cause = error;
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  it.each<[string, number | null, number, boolean]>([
    ['never reloaded', null, 1_000, true],
    ['reloaded 1 s ago', 100_000, 101_000, false],
    ['reloaded 59.999 s ago', 100_000, 159_999, false],
    ['reloaded exactly 60 s ago', 100_000, 160_000, true],
    ['reloaded 2 min ago', 100_000, 220_000, true],
    ['stamp in the future (clock moved back)', 500_000, 100_000, true],
  ])('S0 §4.8: %s → reload %s', (_name, last, now, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });

  it('S0 §9: the reload guard is 60000 ms', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60000);
  });

  it('S0 §4.8: at most one reload per 60 s window', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: CHUNK_RELOAD_GUARD_MS - 1 }), (last, elapsed) => {
        expect(shouldReloadAfterChunkError(last, last + elapsed)).toBe(false);
        expect(shouldReloadAfterChunkError(last, last + CHUNK_RELOAD_GUARD_MS + elapsed)).toBe(true);
      }),
    );
  });
});
