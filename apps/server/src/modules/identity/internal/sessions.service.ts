import { randomBytes, randomUUID } from 'node:crypto';
import { sessionExpiresAtMs, sessionStatus, shouldTouchSession } from '@wager/domain';
import type { Tx } from '../../../platform/index.ts';
import { SESSION_COOKIE } from './identity.constants.ts';
import type { SessionRow } from './identity.repository.ts';
import { sha256, type IdentityKit } from './identity-kit.ts';
import type { RequestMeta } from './ports.ts';

/** A started session: the token goes to the cookie once and is stored only as its hash. */
export interface SessionGrant {
  sessionId: string;
  userId: number;
  token: string;
  expiresAt: Date;
}

/** Who is signed in on this request (`request.auth`); null for a guest. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  /** How the request proved it: the session cookie or a service bearer token (S0 §7 gettoken). */
  via: 'cookie' | 'bearer';
  /** The session's absolute expiry. */
  expiresAt: Date;
}

/** GET /web-api/session's answer. */
export interface SessionSummary {
  authenticated: boolean;
  userId: number | null;
  expiresAt: string | null;
}

export interface SessionStartOptions {
  remember: boolean;
  ip: string | null;
  userAgent: string | null;
}

/** Sessions and tokens (S0 §4.4, §7): start, recognise, end. */
export interface SessionService {
  /** Starts a session; inside `tx` it commits with the caller's unit of work (decision 009). */
  createSession(userId: number, options: SessionStartOptions, tx?: Tx): Promise<SessionGrant>;
  /** The session behind a `user_token` cookie, if it is live (absolute and idle limits). */
  authenticateSessionToken(token: string): Promise<Omit<AuthContext, 'via'> | null>;
  /** GET /web-api/session's answer for a raw Cookie header (the SSR root loader, no HTTP round trip). */
  sessionFromCookieHeader(cookieHeader: string | null): Promise<SessionSummary>;
  /** A service bearer token (gettoken), valid while its session lives. */
  authenticateBearer(token: string): Promise<Omit<AuthContext, 'via'> | null>;
  /** S0 §7 gettoken: a short-lived bearer token for the service APIs. */
  issueServiceToken(auth: Pick<AuthContext, 'userId' | 'sessionId'>): Promise<{ token: string; expiresAt: Date }>;
  /** Ends one session (logout, or the old session when a new sign-in renews it). */
  endSession(sessionId: string, userId: number, meta: RequestMeta | null): Promise<boolean>;
  /** Audits a sign-in made outside the login endpoint (social). */
  recordSignIn(userId: number, meta: RequestMeta, form: string): Promise<void>;
}

const SESSION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function createSessionService(kit: IdentityKit): SessionService {
  const { repository: repo, audit, tokens, policy, nowMs, now } = kit;

  async function liveSession(row: SessionRow | undefined) {
    if (!row) return null;
    const at = nowMs();
    const status = sessionStatus(
      { expiresAtMs: row.expiresAt.getTime(), lastSeenAtMs: row.lastSeenAt.getTime(), remember: row.remember, revoked: row.revokedAt !== null },
      at,
      policy.session,
    );
    if (status !== 'active') return null;
    if (shouldTouchSession(row.lastSeenAt.getTime(), at, policy.session)) await repo.touchSession(row.id, new Date(at));
    return row;
  }

  const sessions: SessionService = {
    async createSession(userId, options, tx) {
      const token = randomBytes(32).toString('base64url');
      const sessionId = randomUUID();
      const createdAt = now();
      const expiresAt = new Date(sessionExpiresAtMs(createdAt.getTime(), options.remember, policy.session));
      await repo.insertSession(
        {
          id: sessionId,
          userId,
          tokenHash: sha256(token),
          remember: options.remember,
          createdAt,
          lastSeenAt: createdAt,
          expiresAt,
          ip: options.ip,
          userAgent: options.userAgent?.slice(0, 512) ?? null,
        },
        tx,
      );
      return { sessionId, userId, token, expiresAt };
    },

    async authenticateSessionToken(token) {
      if (!SESSION_TOKEN_RE.test(token)) return null;
      const row = await liveSession(await repo.findSessionByTokenHash(sha256(token)));
      return row ? { userId: row.userId, sessionId: row.id, expiresAt: row.expiresAt } : null;
    },

    async sessionFromCookieHeader(cookieHeader) {
      const token = cookieHeader ? readCookie(cookieHeader, SESSION_COOKIE) : null;
      const found = token ? await sessions.authenticateSessionToken(token) : null;
      return found ? { authenticated: true, userId: found.userId, expiresAt: found.expiresAt.toISOString() } : { authenticated: false, userId: null, expiresAt: null };
    },

    async authenticateBearer(token) {
      const claims = await tokens.verify('service', token);
      if (!claims || typeof claims.sid !== 'string') return null;
      const row = await liveSession(await repo.findSessionById(claims.sid));
      if (!row || String(row.userId) !== claims.sub) return null;
      return { userId: row.userId, sessionId: row.id, expiresAt: row.expiresAt };
    },

    async issueServiceToken(auth) {
      const { token, expiresAtMs } = await tokens.sign('service', { sub: String(auth.userId), sid: auth.sessionId }, policy.serviceTokenTtlMs);
      return { token, expiresAt: new Date(expiresAtMs) };
    },

    async endSession(sessionId, userId, meta) {
      const ended = await repo.revokeSession(sessionId, now());
      if (ended && meta) await audit.record({ type: 'identity.logout', userId, ip: meta.ip, userAgent: meta.userAgent, details: {} });
      return ended;
    },

    async recordSignIn(userId, meta, form) {
      await audit.record({ type: 'identity.login', userId, ip: meta.ip, userAgent: meta.userAgent, details: { form } });
    },
  };
  return sessions;
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
