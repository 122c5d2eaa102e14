import { z } from 'zod';

/** Outgoing message channels. */
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export const MessageChannel = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannel>;

/** One row of the messaging outbox, as the development outbox shows it. */
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: MessageChannel,
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** What the message is for: password_reset, sms_login, email_verification… */
  purpose: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** When the channel accepted it; null while it is only in the outbox (no transport, or a failure). */
  sentAt: z.string().nullable(),
  /** The last delivery failure, kept for a retry. */
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OUTBOX_PAGE_LIMIT = 100;

/** GET /dev/outbox and /dev/outbox.json (development only). */
export const OutboxQuery = z.object({
  /** Exact recipient (an e-mail address or an E.164 phone). */
  to: z.string().trim().max(254).optional(),
  purpose: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_LIMIT).default(OUTBOX_PAGE_LIMIT),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxResponse = z.object({ messages: z.array(OutboxMessage) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;
