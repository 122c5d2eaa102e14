import { FeedEventUpdate } from '@wager/contract';
import type { Book, BookChanges, BookEvent } from './book.ts';
import { isOpenEvent, wireMarket } from './feed.service.ts';

/** A comment line this often keeps idle streams open through proxies (one timer for every stream). */
export const STREAM_HEARTBEAT_MS = 15_000;
/**
 * A subscriber whose connection holds more than this many bytes not yet sent is too slow to follow
 * the feed: its stream is ended, and the browser's EventSource reconnects and starts again from a
 * fresh snapshot. Memory per subscriber stays bounded whatever the client does.
 */
export const STREAM_MAX_BUFFERED_BYTES = 512 * 1024;
/** Sent first: how long an EventSource waits before reconnecting (ms). */
const RETRY_MS = 5000;

const CRLF = Buffer.from('\r\n');

/**
 * One message as sent to many subscribers, built once: its bytes already framed as one chunk of a
 * chunked HTTP/1.1 body (RFC 9112 §7.1: size in hex, CRLF, the bytes, CRLF), and the bytes alone
 * (a view, no copy) for a connection without chunks.
 */
export class StreamMessage {
  private constructor(
    private readonly framed: Buffer,
    private readonly start: number,
  ) {}

  /** The message whose bytes are `parts` joined. */
  static of(parts: readonly Buffer[]): StreamMessage {
    let length = 0;
    for (const part of parts) length += part.length;
    const prefix = Buffer.from(`${length.toString(16)}\r\n`);
    return new StreamMessage(Buffer.concat([prefix, ...parts, CRLF], prefix.length + length + CRLF.length), prefix.length);
  }

  get body(): Buffer {
    return this.framed.subarray(this.start, this.framed.length - CRLF.length);
  }

  httpChunk(): Buffer {
    return this.framed;
  }
}

/** Where a subscriber's messages go (the route hands the connection). */
export interface StreamSink {
  /** One message; the same one goes to every subscriber of a group, and its bytes must not be changed. */
  write(message: StreamMessage): void;
  /** Bytes queued on the connection and not yet sent. */
  buffered(): number;
  /** Ends the stream (the client reconnects). */
  end(): void;
}

interface Subscriber {
  sink: StreamSink;
  group: Group;
}

/**
 * Subscribers asking for the same games (most viewers of one page) share a group: a batch builds
 * each group's message once and writes the same bytes to every member.
 */
interface Group {
  key: string;
  ids: readonly number[];
  members: Set<Subscriber>;
  /** The pieces of the batch being dispatched (null between batches). */
  pending: Buffer[] | null;
}

export interface StreamStats {
  subscribers: number;
  groups: number;
  /** Batches that changed at least one game somebody follows. */
  batches: number;
  /** Messages written (one per subscriber per batch). */
  messages: number;
  /** Streams ended because the client did not read (STREAM_MAX_BUFFERED_BYTES). */
  dropped: number;
}

/** One server-sent event `update` whose data is a FeedStreamMessage built from pre-serialised updates. */
function frame(at: number, pieces: readonly string[]): string {
  return `event: update\ndata: {"at":${at},"updates":[${pieces.join(',')}]}\n\n`;
}

const COMMA = Buffer.from(',');
const TAIL = Buffer.from(']}\n\n');

/** The same as `frame`, from pieces already encoded: copies bytes, encodes nothing per message. */
function frameBytes(head: Buffer, pieces: readonly Buffer[]): StreamMessage {
  const parts: Buffer[] = [head];
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(pieces[i]!);
  }
  parts.push(TAIL);
  return StreamMessage.of(parts);
}

/**
 * The live push of the odds feed (GET /bff-api/live/stream, decision 012 "Live push"): who follows
 * which games, and what each of them is sent after every batch the book applied.
 *
 * Each changed game's update is serialised once per batch (through the contract's schema) and the
 * string is shared: a subscriber's message is its pieces joined. One shared interval writes the
 * heartbeat; a subscriber has no timer of its own.
 */
export function createStreamHub(deps: {
  book: Book;
  nowMs?: () => number;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const heartbeatMs = deps.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  const maxBuffered = deps.maxBufferedBytes ?? STREAM_MAX_BUFFERED_BYTES;
  const groups = new Map<string, Group>();
  const byGame = new Map<number, Set<Group>>();
  const subscribers = new Set<Subscriber>();
  /** A game's whole current state (every market not closed), kept until the game changes. */
  const snapshotPieces = new Map<number, { entry: BookEvent; text: string }>();
  let heartbeat: NodeJS.Timeout | null = null;
  const stats: StreamStats = { subscribers: 0, groups: 0, batches: 0, messages: 0, dropped: 0 };

  function marketCount(entry: BookEvent): number {
    let n = 0;
    for (const market of entry.markets.values()) if (market.status !== 'closed') n++;
    return n;
  }

  /** The game's update with the given markets (all that are not closed when `keys` is null). */
  function piece(entry: BookEvent, keys: ReadonlySet<string> | null): string {
    const open = isOpenEvent(entry.event.status);
    const markets = [];
    if (keys === null) {
      for (const market of entry.markets.values()) if (market.status !== 'closed') markets.push(wireMarket(market, open));
    } else {
      for (const key of keys) {
        const market = entry.markets.get(key);
        if (market) markets.push(wireMarket(market, open));
      }
    }
    const update = FeedEventUpdate.parse({ id: entry.event.id, status: entry.event.status, live: entry.event.live, markets, marketCount: marketCount(entry) });
    return JSON.stringify(update);
  }

  function snapshotPiece(id: number): string | null {
    const entry = deps.book.event(id);
    if (!entry) return null;
    const cached = snapshotPieces.get(id);
    // The same entry: the game was not forgotten and offered again since.
    if (cached?.entry === entry) return cached.text;
    const text = piece(entry, null);
    snapshotPieces.set(id, { entry, text });
    return text;
  }

  function send(subscriber: Subscriber, chunk: StreamMessage): void {
    if (subscriber.sink.buffered() > maxBuffered) {
      stats.dropped++;
      remove(subscriber);
      subscriber.sink.end();
      return;
    }
    subscriber.sink.write(chunk);
  }

  function remove(subscriber: Subscriber): void {
    if (!subscribers.delete(subscriber)) return;
    const group = subscriber.group;
    group.members.delete(subscriber);
    if (group.members.size === 0) {
      groups.delete(group.key);
      for (const id of group.ids) {
        const set = byGame.get(id);
        set?.delete(group);
        if (set?.size === 0) byGame.delete(id);
      }
    }
    if (subscribers.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function ping(): void {
    // Snapshots of games the book has since forgotten go too.
    for (const [id, cached] of snapshotPieces) if (deps.book.event(id) !== cached.entry) snapshotPieces.delete(id);
    const comment = StreamMessage.of([Buffer.from(': ping\n\n')]);
    for (const subscriber of [...subscribers]) send(subscriber, comment);
  }

  const hub = {
    /**
     * Follows `ids` (unknown ones are kept: a game the feed offers later is sent when it appears)
     * and writes the first message at once: the current state of every known game asked for.
     * Returns the unsubscribe.
     */
    subscribe(ids: readonly number[], sink: StreamSink): () => void {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      const key = sorted.join(',');
      let group = groups.get(key);
      if (!group) {
        group = { key, ids: sorted, members: new Set(), pending: null };
        groups.set(key, group);
        for (const id of sorted) {
          let set = byGame.get(id);
          if (!set) byGame.set(id, (set = new Set()));
          set.add(group);
        }
      }
      const subscriber: Subscriber = { sink, group };
      group.members.add(subscriber);
      subscribers.add(subscriber);
      const pieces: string[] = [];
      for (const id of sorted) {
        const text = snapshotPiece(id);
        if (text !== null) pieces.push(text);
      }
      sink.write(StreamMessage.of([Buffer.from(`retry: ${RETRY_MS}\n\n${frame(nowMs(), pieces)}`)]));
      if (!heartbeat) {
        heartbeat = setInterval(ping, heartbeatMs);
        heartbeat.unref();
      }
      return () => remove(subscriber);
    },

    /**
     * After a batch: each subscriber that follows a changed game gets one message with those of its
     * games that changed, each with status, live state, market count and only the markets whose
     * version or status moved. `at` is when the source published the batch.
     */
    dispatch(changes: BookChanges, at: number): void {
      const touched: Group[] = [];
      const visit = (id: number) => {
        snapshotPieces.delete(id);
        const following = byGame.get(id);
        if (!following) return;
        const entry = deps.book.event(id);
        if (!entry) return;
        const text = Buffer.from(piece(entry, changes.markets.get(id) ?? new Set()));
        for (const group of following) {
          if (group.pending === null) {
            group.pending = [];
            touched.push(group);
          }
          group.pending.push(text);
        }
      };
      for (const id of changes.markets.keys()) visit(id);
      for (const id of changes.events) if (!changes.markets.has(id)) visit(id);
      if (touched.length === 0) return;
      stats.batches++;
      const head = Buffer.from(`event: update\ndata: {"at":${at},"updates":[`);
      // Every message is built first, then all are written in one tight loop.
      const messages: StreamMessage[] = [];
      for (const group of touched) {
        messages.push(frameBytes(head, group.pending!));
        group.pending = null;
      }
      for (let i = 0; i < touched.length; i++) {
        const message = messages[i]!;
        // (A subscriber dropped inside the loop leaves the set; iterating a Set tolerates that.)
        for (const subscriber of touched[i]!.members) send(subscriber, message);
        stats.messages += touched[i]!.members.size;
      }
    },

    /** Ends every stream (the server is closing). */
    closeAll(): void {
      for (const subscriber of [...subscribers]) {
        remove(subscriber);
        subscriber.sink.end();
      }
    },

    stats(): StreamStats {
      return { ...stats, subscribers: subscribers.size, groups: groups.size };
    },
  };
  return hub;
}

export type StreamHub = ReturnType<typeof createStreamHub>;
