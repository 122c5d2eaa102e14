import type { MessageChannel, OutboxMessage } from '@wager/contract';
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
}

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
      const context = { outboxId: id, channel: message.channel, purpose: message.purpose, transport: adapter.transport };
      try {
        const outcome = await adapter.deliver({ recipient: message.recipient, subject, body: message.body });
        if (outcome === 'sent') {
          await repository.markSent(id, new Date(now()));
        } else {
          log.info(
            deps.logBodies ? { ...context, recipient: message.recipient, subject, body: message.body } : context,
            'message kept in the outbox (no transport configured)',
          );
        }
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await repository.markFailed(id, reason);
        log.warn({ ...context, err: reason }, 'message delivery failed; kept in the outbox for a retry');
      }
      return { id };
    },

    async latest(filter = {}) {
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(filter.limit ?? DEFAULT_LIMIT)));
      const rows = await repository.latest({ recipient: filter.recipient, purpose: filter.purpose, limit });
      return rows.map(toMessage);
    },
  };
}
