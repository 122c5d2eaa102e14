import type { MessageChannel, OutboxMessage } from '@wager/contract';
import { outboxRetryDelayMs } from '@wager/domain';
import type { ChannelAdapter } from './messaging.adapters.ts';
import type { MessagingRepository, OutboxRow } from './messaging.repository.ts';

export interface OutgoingMessageInput {
  channel: MessageChannel;
  /** An e-mail address, or a phone in E.164. */
  recipient: string;
  /** E-mail only; ignored by SMS gateways. */
  subject?: string;
  body: string;
  /** What the message is for (password_reset, sms_login…), for filtering. */
  purpose: string;
}

export interface OutboxFilter {
  recipient?: string;
  purpose?: string;
  /** Default 100, at most 1000. */
  limit?: number;
}

export interface MessagingService {
  /**
   * Writes the message to the outbox, then hands it to its channel. A delivery failure never
   * throws: the row keeps `lastError` and `sentAt` null, so it stays in the outbox for a retry.
   * Without a transport (no SMTP, no SMS gateway) the message is only kept in the outbox and logged.
   * Rejects only when the outbox itself cannot be written.
   */
  send(message: OutgoingMessageInput): Promise<{ id: number }>;
  /** The latest outbox rows, newest first. */
  latest(filter?: OutboxFilter): Promise<OutboxMessage[]>;
  /**
   * Tries again the failed messages that are due (waits doubling from 30 s, at most 8 tries);
   * returns how many were sent now. Safe to run from several processes at once.
   */
  retryDue(limit?: number): Promise<{ tried: number; sent: number }>;
}

/** How long a claimed message is held for one delivery try before another worker may take it. */
const RETRY_LEASE_MS = 120_000;

/** The part of a pino / Fastify logger the module uses. */
export interface MessagingLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel === 'sms' ? 'sms' : 'email',
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    lastError: row.lastError,
  };
}

export function createMessagingService(deps: {
  repository: MessagingRepository;
  adapters: Record<MessageChannel, ChannelAdapter>;
  log: MessagingLogger;
  /** Outside production the log line of a kept message carries its body (the code a developer needs). */
  logBodies: boolean;
  nowMs?: () => number;
}): MessagingService {
  const { repository, adapters, log } = deps;
  const now = deps.nowMs ?? Date.now;

  /** One delivery try of an outbox row; a failure is counted and the next try planned. True when sent. */
  async function deliver(row: {
    id: number;
    channel: MessageChannel;
    recipient: string;
    subject: string | null;
    body: string;
    purpose: string;
    attempts: number;
  }): Promise<boolean> {
    const adapter = adapters[row.channel];
    const context = {
      outboxId: row.id,
      channel: row.channel,
      purpose: row.purpose,
      transport: adapter.transport,
      attempt: row.attempts + 1,
    };
    try {
      const outcome = await adapter.deliver({
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
      });
      if (outcome === 'sent') {
        await repository.markSent(row.id, new Date(now()));
        return true;
      }
      log.info(
        deps.logBodies
          ? {
              ...context,
              recipient: row.recipient,
              subject: row.subject,
              body: row.body,
            }
          : context,
        'message kept in the outbox (no transport configured)',
      );
      return false;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const attempts = row.attempts + 1;
      const delay = outboxRetryDelayMs(attempts);
      await repository.markFailed(row.id, reason, attempts, delay === null ? null : new Date(now() + delay));
      log.warn(
        { ...context, err: reason, retryInMs: delay },
        delay === null ? 'message delivery failed for the last time; left in the outbox' : 'message delivery failed; will retry',
      );
      return false;
    }
  }

  return {
    async send(message) {
      const adapter = adapters[message.channel];
      if (!adapter) throw new Error(`unknown message channel ${String(message.channel)}`);
      const subject = message.subject ?? null;
      const id = await repository.insert({
        channel: message.channel,
        recipient: message.recipient,
        subject,
        body: message.body,
        purpose: message.purpose,
      });
      await deliver({
        id,
        channel: message.channel,
        recipient: message.recipient,
        subject,
        body: message.body,
        purpose: message.purpose,
        attempts: 0,
      });
      return { id };
    },

    async retryDue(limit = 50) {
      const rows = await repository.claimDue(new Date(now()), RETRY_LEASE_MS, limit);
      let sent = 0;
      for (const row of rows) {
        if (row.channel !== 'sms' && row.channel !== 'email') continue;
        if (await deliver({ ...row, channel: row.channel })) sent++;
      }
      return { tried: rows.length, sent };
    },

    async latest(filter = {}) {
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(filter.limit ?? DEFAULT_LIMIT)));
      const rows = await repository.latest({
        recipient: filter.recipient,
        purpose: filter.purpose,
        limit,
      });
      return rows.map(toMessage);
    },
  };
}
