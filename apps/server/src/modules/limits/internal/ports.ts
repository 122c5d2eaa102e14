import type { Tx } from '../../../platform/index.ts';

/** What limits needs from other modules (app.ts wires them; decision 021). */
export interface LimitsAuditPort {
  record(event: { type: string; userId?: number | null; ip?: string | null; userAgent?: string | null; details?: Record<string, unknown> }, tx?: Tx): Promise<void>;
}

/**
 * Identity's sessions. Sessions are not cached in any process (every request reads its session
 * row), so a revoked session is refused by every process at its next request.
 */
export interface LimitsSessionsPort {
  /** Ends every live session of the player (BlockUser, a used-up session limit); how many ended. */
  endAllSessions(userId: number, tx?: Tx): Promise<number>;
  /** Ends one session (the reality check's log_out). */
  endSession(sessionId: string, userId: number): Promise<void>;
  /** When a session started (the reality check's "this session"); null if unknown. */
  sessionStartedAt(sessionId: string): Promise<Date | null>;
}

/** Who signs in or registers, as the exclusion register sees him. */
export interface PersonKeys {
  userId: number;
  email: string | null;
  phone: string | null;
}

/**
 * A national self-exclusion register (GAMSTOP-style; decision 021), asked at registration and at
 * every sign-in. A hit records a type-37 limit with source 'register'.
 */
export interface ExclusionRegister {
  readonly name: string;
  isListed(person: PersonKeys): Promise<boolean>;
}
