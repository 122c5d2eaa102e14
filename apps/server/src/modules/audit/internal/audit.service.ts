import type { Tx } from '../../../platform/index.ts';
import type { AuditRepository } from './audit.repository.ts';

/** One significant event, as read back from the log. */
export interface AuditEvent {
  id: number;
  /** ISO 8601. */
  occurredAt: string;
  /** e.g. identity.registered, identity.login_failed, identity.locked, identity.password_changed */
  type: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

export interface AuditEventInput {
  type: string;
  userId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  userId?: number;
  type?: string;
  /** At most this many events, newest first (default 100, capped at 1000). */
  limit?: number;
}

export interface AuditService {
  /**
   * Appends an event to the append-only log. Pass `tx` (a Drizzle transaction) to write it inside
   * the caller's transaction, so the event exists exactly when the change it describes does.
   */
  record(event: AuditEventInput, tx?: Tx): Promise<void>;
  /** Events newest first. */
  list(filter: AuditFilter): Promise<AuditEvent[]>;
}

export const DEFAULT_AUDIT_LIST_LIMIT = 100;
export const MAX_AUDIT_LIST_LIMIT = 1000;
/** A user agent is kept to this length: it is client-controlled and unbounded. */
const MAX_USER_AGENT_LENGTH = 512;

export function createAuditService(deps: { repository: AuditRepository }): AuditService {
  const { repository } = deps;
  return {
    async record(event, tx) {
      if (!event.type) throw new Error('audit event type is required');
      await repository.insert(
        {
          type: event.type,
          userId: event.userId ?? null,
          ip: event.ip ?? null,
          userAgent: event.userAgent ? event.userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
          details: event.details ?? {},
        },
        tx,
      );
    },

    async list(filter) {
      const requested = filter.limit ?? DEFAULT_AUDIT_LIST_LIMIT;
      const limit = Math.max(1, Math.min(MAX_AUDIT_LIST_LIMIT, Math.floor(requested)));
      const rows = await repository.list({ userId: filter.userId, type: filter.type, limit });
      return rows.map((row) => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        type: row.type,
        userId: row.userId,
        ip: row.ip,
        userAgent: row.userAgent,
        details: row.details,
      }));
    },
  };
}
