import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { CSRF_HEADER } from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import { SESSION_COOKIE, UA_COOKIE } from './identity.constants.ts';
import { messageLanguage } from './messages.ts';
import type { RequestMeta } from './ports.ts';
import type { AuthContext, SessionGrant, SessionService } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of this request, from the `user_token` cookie or a service bearer token; null for a guest. */
    auth: AuthContext | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths that never carry a player's identity (built client files): no session lookup. */
const ANONYMOUS_PATH = /^\/(assets\/|favicon|health$|ready$)/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof ua === 'string' ? ua : null,
    lang: messageLanguage(request.cookies?.lng, request.headers['accept-language']),
    clientId: request.device?.clientId ?? null,
    deviceId: request.device?.deviceId ?? null,
  };
}

/**
 * S0 §4.4: the token cookie expires at the token's expiry. httpOnly, SameSite=Lax, Secure when the
 * request came over HTTPS (behind a proxy: X-Forwarded-Proto, trustProxy is on).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: SessionGrant): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

/** S0 §4.4 logout clears the ua and user_token cookies. */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(UA_COOKIE, { path: '/' });
}

/** The signed-in player, or a 401 (S1 §8: the client refreshes its token and retries). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  return request.auth;
}

/**
 * Resolves `request.auth` on every request and applies the CSRF rule: a write under /web-api that
 * is authenticated by the cookie must carry `X-Requested-With: XMLHttpRequest` (S0 §7 default
 * header). Browsers send that header cross-site only after a CORS preflight, which this server
 * never grants; bearer-authenticated calls carry no ambient credential and are exempt.
 */
export function authPlugin(sessions: Pick<SessionService, 'authenticateBearer' | 'authenticateSessionToken'>): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request, reply) => {
      request.auth = null;
      if (ANONYMOUS_PATH.test(request.url)) return;
      const bearer = bearerToken(request);
      if (bearer) {
        const found = await sessions.authenticateBearer(bearer);
        request.auth = found ? { ...found, via: 'bearer' } : null;
        return;
      }
      const token = request.cookies?.[SESSION_COOKIE];
      if (!token) return;
      const found = await sessions.authenticateSessionToken(token);
      if (!found) {
        // An ended session's cookie is dropped, so the browser is a guest again (and may share cached pages).
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      request.auth = { ...found, via: 'cookie' };
      if (WRITE_METHODS.has(request.method) && request.url.startsWith('/web-api/')) {
        const header = request.headers[CSRF_HEADER];
        if (typeof header !== 'string' || header.toLowerCase() !== 'xmlhttprequest') {
          throw new AppError(403, 'CSRF_REJECTED', 'This request must come from the site (X-Requested-With header missing).');
        }
      }
    });
  };
  // Not encapsulated (fastify-plugin): the hook and the decorator apply to every route of the app.
  return fastifyPlugin(plugin);
}
