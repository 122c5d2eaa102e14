import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/**
 * Short-lived signed tokens as compact JWTs (HS256, `jose`): the service bearer token of gettoken
 * (S0 §7), the two-step challenge and the password-reset token. JWT rather than a home-made format
 * because the service APIs (limits, games) may one day run apart and verify it with any JWT library;
 * `jose` does the constant-time check, the expiry with a given clock and the audience. Each kind
 * has its own audience, so one can never stand in for another.
 */
export type TokenKind = 'service' | 'two_step' | 'password_reset' | 'fingerprint';

const ISSUER = 'wager';

export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

export function createTokenSigner(appSecret: string, nowMs: () => number) {
  // A key of its own, derived from the app secret, so these tokens never share a key with cookies or captcha.
  const key = createHmac('sha256', appSecret).update('wager:identity:jwt').digest();

  return {
    async sign(kind: TokenKind, claims: TokenClaims, ttlMs: number): Promise<{ token: string; expiresAtMs: number }> {
      const issuedAt = Math.floor(nowMs() / 1000);
      const expiresAt = issuedAt + Math.max(1, Math.floor(ttlMs / 1000));
      const { sub, ...rest } = claims;
      const token = await new SignJWT(rest)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(kind)
        .setSubject(sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAtMs: expiresAt * 1000 };
    },

    /** The claims of a valid, unexpired token of this kind; null otherwise. */
    async verify(kind: TokenKind, token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: kind,
          algorithms: ['HS256'],
          currentDate: new Date(nowMs()),
          clockTolerance: 0,
        });
        if (typeof payload.sub !== 'string') return null;
        return payload as TokenClaims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
