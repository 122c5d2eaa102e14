import { useEffect, useSyncExternalStore } from 'react';
import { isbot } from 'isbot';
import type { FeedEventDetail, FeedEventSummary, FeedEventUpdate, FeedMarket, FeedStreamMessage } from '@wager/contract';

/**
 * The live overlay (docs/decisions/013-sport-screens.md): what the push channel
 * (`GET /bff-api/live/stream`, S1 §9 "never stale past a price change") told this tab about each
 * game since its page data arrived. Every odds button and scoreboard reads its game through
 * `useLiveEvent` / `useLiveMarkets`, so one stream message updates every place a game is shown
 * (home blocks, lists, the game page, multi-live, the coupon) without refetching. A market is
 * kept at its highest version, so a late poll answer never takes a price back.
 *
 * One EventSource per tab carries the union of the games the mounted screens ask for; it is
 * reopened (after a microtask, once per batch of changes) when that set changes, and the server
 * sends the current state of every game first, so nothing falls in the gap.
 */

interface Overlay {
  /** When it arrived (ms): page data fetched later wins for status and score. */
  at: number;
  update: FeedEventUpdate;
  markets: Map<string, FeedMarket>;
}

const overlays = new Map<number, Overlay>();
const listeners = new Set<() => void>();
let generation = 0;

function emit(): void {
  generation++;
  for (const listener of listeners) listener();
}

/** Applies one stream message (exported for tests and for a poll answer that carries updates). */
export function applyStreamMessage(message: FeedStreamMessage, now = Date.now()): void {
  for (const update of message.updates) {
    const overlay = overlays.get(update.id) ?? { at: now, update, markets: new Map<string, FeedMarket>() };
    overlay.at = now;
    overlay.update = update;
    for (const market of update.markets) {
      const known = overlay.markets.get(market.key);
      if (!known || market.version >= known.version) overlay.markets.set(market.key, market);
    }
    overlays.set(update.id, overlay);
  }
  if (message.updates.length > 0) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getGeneration = () => generation;
const getServerGeneration = () => 0;

/** Re-renders on every overlay change; cheap: the merge below is per game and memo-free. */
function useOverlayGeneration(): number {
  return useSyncExternalStore(subscribe, getGeneration, getServerGeneration);
}

function newerMarket(base: FeedMarket, overlay: Overlay | undefined): FeedMarket {
  const pushed = overlay?.markets.get(base.key);
  return pushed && pushed.version >= base.version ? pushed : base;
}

/** A game as the page data had it, with what the stream said since (`fetchedAt`: when the data arrived). */
export function mergeLive<T extends FeedEventSummary>(event: T, overlay: Overlay | undefined, fetchedAt: number): T {
  if (!overlay) return event;
  const main = event.mainMarket ? newerMarket(event.mainMarket, overlay) : null;
  const asian = event.asianMarkets.map((m) => newerMarket(m, overlay));
  const fresher = overlay.at >= fetchedAt;
  if (!fresher && main === event.mainMarket && asian.every((m, i) => m === event.asianMarkets[i])) return event;
  return {
    ...event,
    ...(fresher ? { status: overlay.update.status, live: overlay.update.live, marketCount: overlay.update.marketCount } : {}),
    mainMarket: main,
    asianMarkets: asian,
  };
}

export function useLiveEvent<T extends FeedEventSummary>(event: T, fetchedAt = 0): T {
  useOverlayGeneration();
  return mergeLive(event, overlays.get(event.id), fetchedAt);
}

/** Every market of a game page at its newest version; markets the stream opened since are added. */
export function useLiveMarkets(event: FeedEventDetail): FeedMarket[] {
  useOverlayGeneration();
  const overlay = overlays.get(event.id);
  if (!overlay) return event.markets;
  const keys = new Set(event.markets.map((m) => m.key));
  const merged = event.markets.map((m) => newerMarket(m, overlay));
  for (const market of overlay.markets.values()) if (!keys.has(market.key)) merged.push(market);
  return merged.filter((m) => m.status !== 'closed');
}

/** What the stream told this tab about a game (undefined before any message about it). */
export function overlayOf(gameId: number): Overlay | undefined {
  return overlays.get(gameId);
}

/** One market of a game as the stream last told it (null before any message about it). */
export function useLiveMarket(gameId: number, marketKey: string): FeedMarket | null {
  useOverlayGeneration();
  return overlays.get(gameId)?.markets.get(marketKey) ?? null;
}

// ── The one connection ──────────────────────────────────────────────────────────────────────

const wanted = new Map<number, number>();
let source: EventSource | null = null;
let openIds = '';
let scheduled = false;
let failures = 0;
const connectedListeners = new Set<() => void>();
let connected = false;

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of connectedListeners) listener();
}

function reconcile(): void {
  scheduled = false;
  const ids = [...wanted.keys()].sort((a, b) => a - b).slice(0, 100).join(',');
  if (ids === openIds && source) return;
  source?.close();
  source = null;
  openIds = ids;
  setConnected(false);
  // S1 §4: a bot (SEO crawler) opens no live connection.
  if (!ids || typeof EventSource === 'undefined' || isbot(navigator.userAgent)) return;
  const next = new EventSource(`/bff-api/live/stream?ids=${ids}`);
  source = next;
  next.addEventListener('open', () => {
    failures = 0;
    setConnected(true);
  });
  next.addEventListener('update', (event) => {
    const message = readStreamMessage((event as MessageEvent<string>).data);
    if (message) applyStreamMessage(message);
  });
  next.addEventListener('error', () => {
    // The browser reconnects on its own; after a few failures the screens fall back to polling.
    failures++;
    if (failures >= 3) setConnected(false);
  });
}

/**
 * A stream message read without zod: the home page loads this module, and the contract's schemas
 * would double its JavaScript (decision 011). The server serialises every message through the
 * contract's `FeedStreamMessage`; here only its shape is checked, and anything else is dropped.
 */
export function readStreamMessage(text: string): FeedStreamMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || !Array.isArray((value as { updates?: unknown }).updates)) return null;
  const updates = (value as { updates: unknown[] }).updates;
  const wellFormed = updates.every((u) => {
    if (u === null || typeof u !== 'object') return false;
    const update = u as Partial<FeedEventUpdate>;
    return (
      Number.isSafeInteger(update.id) &&
      typeof update.status === 'string' &&
      Number.isSafeInteger(update.marketCount) &&
      Array.isArray(update.markets) &&
      update.markets.every((m) => m !== null && typeof m === 'object' && typeof m.key === 'string' && Number.isSafeInteger(m.version) && Array.isArray(m.outcomes))
    );
  });
  return wellFormed ? (value as FeedStreamMessage) : null;
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(reconcile);
}

/** Keeps these games on the push channel while the component is mounted. */
export function useLiveStream(ids: readonly number[]): void {
  const key = ids.join(',');
  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    for (const id of list) wanted.set(id, (wanted.get(id) ?? 0) + 1);
    schedule();
    return () => {
      for (const id of list) {
        const count = (wanted.get(id) ?? 1) - 1;
        if (count <= 0) wanted.delete(id);
        else wanted.set(id, count);
      }
      schedule();
    };
  }, [key]);
}

/** Whether the push channel is up: screens poll only while it is not (S1 §9 intervals). */
export function useStreamConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}
