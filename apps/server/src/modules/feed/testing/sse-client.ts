import { get, type IncomingMessage } from 'node:http';
import { FeedStreamMessage } from '@wager/contract';

/**
 * A real HTTP client of GET /bff-api/live/stream for tests: reads chunks as they come, splits them
 * into server-sent events and parses each `update` with the contract's schema. A connection of its
 * own (no pool), destroyed by `close()` as a browser tab closing would.
 */
export async function openFeedStream(url: string) {
  const message = await new Promise<IncomingMessage>((resolve, reject) => get(url, { agent: false }, resolve).on('error', reject));
  const response = { status: message.statusCode ?? 0, headers: new Headers(Object.entries(message.headers).map(([k, v]): [string, string] => [k, String(v)])) };
  const updates: FeedStreamMessage[] = [];
  const comments: string[] = [];
  let buffer = '';
  const waiters = new Set<() => void>();
  message.setEncoding('utf8');
  message.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = block.split('\n');
      if (lines.every((l) => l.startsWith(':'))) comments.push(block);
      else if (lines[0] === 'event: update') updates.push(FeedStreamMessage.parse(JSON.parse(lines[1]!.slice('data: '.length))));
      for (const wake of waiters) wake();
    }
  });
  message.on('error', () => {});
  const ended = new Promise<void>((resolve) => message.on('close', resolve));

  /** The first update (counting from the start of the stream) that satisfies `match`. */
  async function until(match: (m: FeedStreamMessage) => boolean, timeoutMs = 5000): Promise<FeedStreamMessage> {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    for (;;) {
      for (; seen < updates.length; seen++) if (match(updates[seen]!)) return updates[seen]!;
      if (Date.now() > deadline) throw new Error(`no matching update within ${timeoutMs} ms; got ${JSON.stringify(updates).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        waiters.add(resolve);
        setTimeout(resolve, 50);
      });
      waiters.clear();
    }
  }

  return {
    response,
    updates,
    comments,
    until,
    /** Resolves when the server ends the stream (or the connection closes). */
    ended,
    async close() {
      message.socket.destroy();
    },
  };
}
