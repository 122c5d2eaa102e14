import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type Unsubscribe = () => Promise<void>;

/**
 * Fan-out of events to every app process (balance updates, live odds, config changes).
 * In memory for one process; Redis channels when several processes run.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  async publish(channel: string, message: unknown): Promise<void> {
    // Deliver a copy, as Redis would, so subscribers never share the publisher's object.
    this.emitter.emit(channel, structuredClone(message));
  }
  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe> {
    this.emitter.on(channel, onMessage);
    return async () => {
      this.emitter.off(channel, onMessage);
    };
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisPubSub implements PubSub {
  private readonly local = new EventEmitter();
  private readonly counts = new Map<string, number>();

  /** `subscriber` must be a connection of its own: Redis puts it in subscribe mode. */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix = 'wager:',
  ) {
    this.local.setMaxListeners(0);
    subscriber.on('message', (channel: string, raw: string) => {
      this.local.emit(channel, JSON.parse(raw));
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<Unsubscribe> {
    const full = this.prefix + channel;
    const count = this.counts.get(full) ?? 0;
    if (count === 0) await this.subscriber.subscribe(full);
    this.counts.set(full, count + 1);
    this.local.on(full, onMessage);
    return async () => {
      this.local.off(full, onMessage);
      const left = (this.counts.get(full) ?? 1) - 1;
      this.counts.set(full, left);
      if (left === 0) await this.subscriber.unsubscribe(full);
    };
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
  }
}
