import { describe, expect, it } from 'vitest';
import { needsResync, parseStored, playedFor, restarted, stopped, synced, REALITY_CHECK_RESYNC_MS } from './reality-check-timer.ts';

describe('S1 §4 reality check timer', () => {
  it('S1 §4: it runs only for a timer above 0; the first due time is the server\'s, or the chosen minutes from now', () => {
    expect(synced(null, { minutes: 0, dueAt: 1000 }, 5).dueAtMs).toBeNull();
    expect(synced(null, { minutes: 15, dueAt: 1000 }, 5)).toEqual({ dueAtMs: 1_000_000, minutes: 15, syncedAtMs: 5, stopped: false });
    expect(synced(null, { minutes: 15, dueAt: null }, 5).dueAtMs).toBe(900_005);
  });

  it('S1 §4: the browser keeps its due time and "do not show again" across re-syncs; new minutes start over', () => {
    const kept = { dueAtMs: 700_000, minutes: 10, syncedAtMs: 0, stopped: false };
    expect(synced(kept, { minutes: 10, dueAt: null }, 300_000)).toEqual({ ...kept, syncedAtMs: 300_000 });
    expect(synced(stopped(kept), { minutes: 10, dueAt: 999 }, 300_000).dueAtMs).toBeNull();
    expect(synced(stopped(kept), { minutes: 5, dueAt: null }, 300_000)).toEqual({ dueAtMs: 600_000, minutes: 5, syncedAtMs: 300_000, stopped: false });
    expect(synced(kept, { minutes: 0, dueAt: null }, 300_000).dueAtMs).toBeNull();
  });

  it('S1 §9: re-sync with the server at most every 5 minutes', () => {
    const stored = { dueAtMs: 1, minutes: 5, syncedAtMs: 1_000, stopped: false };
    expect(needsResync(null, 0)).toBe(true);
    expect(needsResync(stored, 1_000 + REALITY_CHECK_RESYNC_MS - 1)).toBe(false);
    expect(needsResync(stored, 1_000 + REALITY_CHECK_RESYNC_MS)).toBe(true);
    // A clock that went back: the stored time cannot be trusted.
    expect(needsResync(stored, 999)).toBe(true);
  });

  it('S1 §4: "nothing" restarts the timer from now at the chosen minutes', () => {
    expect(restarted({ dueAtMs: 5, minutes: 10, syncedAtMs: 0, stopped: false }, 60_000).dueAtMs).toBe(660_000);
    expect(restarted({ dueAtMs: 5, minutes: 0, syncedAtMs: 0, stopped: false }, 60_000).dueAtMs).toBeNull();
  });

  it('S1 §4: the due timestamp in local storage is read back, anything else is ignored', () => {
    expect(parseStored(JSON.stringify({ dueAtMs: 7, minutes: 5, syncedAtMs: 3 }))).toEqual({ dueAtMs: 7, minutes: 5, syncedAtMs: 3, stopped: false });
    expect(parseStored(JSON.stringify({ dueAtMs: null, minutes: 5, syncedAtMs: 3 }))?.dueAtMs).toBeNull();
    expect(parseStored('{"dueAtMs":"x"}')).toBeNull();
    expect(parseStored('not json')).toBeNull();
    expect(parseStored(null)).toBeNull();
  });

  it('UKGC RTS 13: the reminder says how long the player has played', () => {
    expect(playedFor(0, 3_900_000)).toEqual({ hours: 1, minutes: 5 });
    expect(playedFor(100, 0)).toEqual({ hours: 0, minutes: 0 });
  });
});
