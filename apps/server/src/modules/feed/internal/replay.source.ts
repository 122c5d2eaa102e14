import { z } from 'zod';
import type { FeedListener, FeedMessage, FeedSource } from './feed-types.ts';

// The replay file's lines (docs/feed-format.md): FeedMessage with times relative to the recording's start.
const Localized = z.object({ en: z.string(), ru: z.string() });
const Ref = z.object({ id: z.number().int(), name: Localized });
const Pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const Outcome = z.object({ key: z.string().min(1), price: z.number().int().min(1001), open: z.boolean() });
const Market = z.object({
  key: z.string().min(1),
  group: z.string().min(1),
  status: z.enum(['open', 'suspended', 'closed', 'settled']),
  version: z.number().int().min(1),
  outcomes: z.array(Outcome).min(1),
});
const EventBody = z.object({
  id: z.number().int().positive(),
  sportId: z.number().int().positive(),
  category: Ref,
  championship: Ref,
  home: Ref.nullable(),
  away: Ref.nullable(),
  name: Localized.nullable(),
  startsAt: z.number().int(),
  status: z.enum(['not_started', 'live', 'paused', 'finished', 'cancelled']),
  isTop: z.boolean(),
  hasVideo: z.boolean().optional(),
  live: z
    .object({
      score: Pair,
      period: z.string(),
      periods: z.array(z.object({ period: z.string(), score: Pair })),
      minute: z.number().int().nullable(),
      timeline: z.array(z.object({ minute: z.number().int(), kind: z.enum(['goal', 'yellow', 'red']), side: z.enum(['home', 'away']) })).optional(),
    })
    .nullable(),
  outcomeNames: z.record(z.string(), Localized).optional(),
});
export const ReplayLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sport'), at: z.number().int(), sport: z.object({ id: z.number().int().positive(), slug: z.string(), name: Localized, sortOrder: z.number().int() }) }),
  z.object({ type: z.literal('event'), at: z.number().int(), event: EventBody }),
  z.object({ type: z.literal('markets'), at: z.number().int(), eventId: z.number().int(), markets: z.array(Market) }),
  z.object({
    type: z.literal('result'),
    at: z.number().int(),
    eventId: z.number().int(),
    status: z.enum(['finished', 'cancelled']),
    score: Pair.nullable(),
    markets: z.array(z.object({ key: z.string(), outcomes: z.array(z.object({ key: z.string(), result: z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']) })) })),
  }),
]);

/** Parses a JSON-lines recording; a bad line throws with its number. Blank lines and `#` comments are skipped. */
export function parseReplay(text: string): FeedMessage[] {
  const messages: FeedMessage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`replay line ${i + 1}: not JSON`);
    }
    const parsed = ReplayLine.safeParse(json);
    if (!parsed.success) throw new Error(`replay line ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
    messages.push(parsed.data as FeedMessage);
  }
  return messages.sort((a, b) => a.at - b.at);
}

/** Shifts a recorded message (times relative to the recording) to a replay that began at `base`. */
function shifted(message: FeedMessage, base: number): FeedMessage {
  const at = base + message.at;
  return message.type === 'event' ? { ...message, at, event: { ...message.event, startsAt: base + message.event.startsAt } } : { ...message, at };
}

export interface ReplaySource extends FeedSource {
  /** Publishes every recorded message due by `now` (the timer calls this); returns them. */
  advanceTo(now: number): FeedMessage[];
  /** Messages not yet played. */
  readonly remaining: number;
}

/**
 * The replay adapter (decision 012): plays a recorded feed (JSON lines, docs/feed-format.md) against
 * the clock, from the moment it starts. It proves the FeedSource interface with a second
 * implementation, and lets a recorded incident be played again.
 */
export function createReplaySource(options: { text: string; tickMs?: number; nowMs?: () => number; onError?: (err: unknown) => void }): ReplaySource {
  const recorded = parseReplay(options.text);
  const tickMs = options.tickMs ?? 1000;
  const nowMs = options.nowMs ?? Date.now;
  const listeners = new Set<FeedListener>();
  const played: FeedMessage[] = [];
  let base: number | null = null;
  let next = 0;
  let timer: NodeJS.Timeout | null = null;

  const source: ReplaySource = {
    kind: 'replay',
    get remaining() {
      return recorded.length - next;
    },
    start(now) {
      if (base === null) {
        base = now;
        source.advanceTo(now);
      }
      if (timer || tickMs <= 0) return;
      timer = setInterval(() => {
        try {
          source.advanceTo(nowMs());
        } catch (err) {
          options.onError?.(err);
        }
      }, tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    advanceTo(now) {
      if (base === null) throw new Error('the replay source has not started');
      const batch: FeedMessage[] = [];
      while (next < recorded.length && base + recorded[next]!.at <= now) batch.push(shifted(recorded[next++]!, base));
      if (batch.length > 0) {
        played.push(...batch);
        for (const listener of listeners) listener(batch);
      }
      return batch;
    },
    snapshot: () => [...played],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return source;
}
