import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { ConfigService } from '../../config/index.ts';

/** A provider an operator enabled (config group `social`, key `providers`); secrets come from the environment. */
export const ProviderSettings = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.url(),
  clientId: z.string(),
  enabled: z.boolean().default(true),
  scope: z.string().default('openid email profile'),
});
export type ProviderSettings = z.infer<typeof ProviderSettings>;

export const OneTapSettings = z.object({
  clientId: z.string(),
  issuer: z.string().default('https://accounts.google.com'),
  jwksUri: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
});

export interface SocialClaims {
  subject: string;
  email: string | null;
}

export interface SocialServiceDeps {
  config: ConfigService;
  /** SOCIAL_<ID>_CLIENT_SECRET by default. */
  clientSecret: (providerId: string) => string | undefined;
  /** Only for tests against a local provider on plain http. */
  allowInsecureIssuers?: boolean;
}

export function createSocialService(deps: SocialServiceDeps) {
  const discovered = new Map<string, Promise<client.Configuration>>();
  const jwks = new Map<string, JWTVerifyGetKey>();

  async function providers(): Promise<ProviderSettings[]> {
    const group = (await deps.config.getGroups(['social'], undefined)).social ?? {};
    const parsed = z.array(ProviderSettings).safeParse(group.providers ?? []);
    return parsed.success ? parsed.data.filter((p) => p.enabled) : [];
  }

  async function provider(id: string): Promise<ProviderSettings | null> {
    return (await providers()).find((p) => p.id === id) ?? null;
  }

  /** OpenID discovery, once per issuer and client (the library validates every answer). */
  function configuration(settings: ProviderSettings): Promise<client.Configuration> {
    const key = `${settings.issuer}|${settings.clientId}`;
    let pending = discovered.get(key);
    if (!pending) {
      const secret = deps.clientSecret(settings.id);
      pending = client
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          secret,
          secret ? client.ClientSecretPost(secret) : client.None(),
          deps.allowInsecureIssuers ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered.delete(key);
          throw error;
        });
      discovered.set(key, pending);
    }
    return pending;
  }

  return {
    providers,
    provider,

    async authorizationUrl(settings: ProviderSettings, redirectUri: string, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await configuration(settings);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    /** Exchanges the code (PKCE, state and nonce checked by openid-client) for the ID token's claims. */
    async completeAuthorization(
      settings: ProviderSettings,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<SocialClaims> {
      const config = await configuration(settings);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email.toLowerCase() : null;
      return { subject: claims.sub, email };
    },

    async oneTapSettings() {
      const group = (await deps.config.getGroups(['social'], undefined)).social ?? {};
      const parsed = OneTapSettings.safeParse(group.googleOneTap);
      return parsed.success ? parsed.data : null;
    },

    /** S1 §7 one-tap: the credential is a Google ID token; its signature, issuer, audience and expiry are checked. */
    async verifyOneTapCredential(credential: string): Promise<SocialClaims> {
      const settings = await this.oneTapSettings();
      if (!settings) throw new Error('one-tap sign-in is not configured');
      let keys = jwks.get(settings.jwksUri);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(settings.jwksUri));
        jwks.set(settings.jwksUri, keys);
      }
      const issuers = settings.issuer === 'https://accounts.google.com' ? [settings.issuer, 'accounts.google.com'] : [settings.issuer];
      const { payload } = await jwtVerify(credential, keys, { issuer: issuers, audience: settings.clientId });
      if (!payload.sub) throw new Error('the credential names no subject');
      const email = typeof payload.email === 'string' && payload.email_verified !== false ? payload.email.toLowerCase() : null;
      return { subject: payload.sub, email };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
