import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, FINGERPRINT_HEADER, FingerprintRequest, FingerprintResponse, SecureDataResponse } from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import { CLIENT_ID_COOKIE, CLIENT_ID_MAX_AGE_SECONDS, GRANT_COOKIE, type DeviceContext, type DeviceTrust } from './device-trust.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser (secure data) and device (fingerprint) behind this request (S0 §7). */
    device: DeviceContext;
  }
}

const NONE: DeviceContext = Object.freeze({ clientId: null, deviceId: null, fingerprint: 'none' });

/** Resolves `request.device` on every API request: the grant from its cookies, the fingerprint from its header. */
export function devicePlugin(trust: DeviceTrust): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    // Fastify wants a non-reference default; the hook below sets the real value on every request.
    app.decorateRequest('device', null as unknown as DeviceContext);
    app.addHook('onRequest', async (request) => {
      request.device = NONE;
      if (!request.url.startsWith('/web-api/') && !request.url.startsWith('/social-api/')) return;
      const clientId = trust.verifiedClientId(request.cookies?.[CLIENT_ID_COOKIE], request.cookies?.[GRANT_COOKIE]);
      const header = request.headers[FINGERPRINT_HEADER];
      if (typeof header !== 'string' || header === '') {
        request.device = { clientId, deviceId: null, fingerprint: 'none' };
        return;
      }
      const deviceId = await trust.verifyFingerprint(header);
      request.device = { clientId, deviceId, fingerprint: deviceId ? 'valid' : 'invalid' };
    });
  };
  // Not encapsulated (fastify-plugin): every route of the app sees request.device.
  return fastifyPlugin(plugin);
}

/**
 * For the sign-in calls: a fingerprint that came forged or expired is a 400 FINGERPRINT_INVALID,
 * which the client answers by fetching a new one and retrying (S1 §8). With `required` on, a
 * missing fingerprint is refused the same way (an operator's choice; off by default so API
 * clients without a browser can still sign in).
 */
export function fingerprintCheck(required: boolean) {
  return async (request: FastifyRequest) => {
    const state = request.device?.fingerprint ?? 'none';
    if (state === 'invalid' || (required && state === 'none')) {
      throw new AppError(400, 'FINGERPRINT_INVALID', 'This browser could not be recognised; reload the page and try again.');
    }
  };
}

function setSecureDataCookies(request: FastifyRequest, reply: FastifyReply, data: { clientId: string; grant: string; expiresAtMs: number }) {
  const secure = request.protocol === 'https';
  reply.setCookie(CLIENT_ID_COOKIE, data.clientId, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: CLIENT_ID_MAX_AGE_SECONDS });
  reply.setCookie(GRANT_COOKIE, data.grant, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: new Date(data.expiresAtMs) });
}

export function deviceTrustRoutes(trust: DeviceTrust): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/web-api/secure-data',
      {
        // A page load asks once; a tight limit keeps it from being a free id mint.
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          summary: 'Secure data (S0 §3.4, §7): the browser id (ggru) and its signed grant for 1800 s, set as httpOnly cookies',
          tags: ['identity'],
          response: { 200: SecureDataResponse, 429: ApiError },
        },
      },
      async (request, reply) => {
        const data = trust.issueSecureData(request.cookies?.[CLIENT_ID_COOKIE]);
        setSecureDataCookies(request, reply, data);
        reply.header('cache-control', 'no-store');
        return { ggru: data.clientId, grant: data.grant, expiresAt: new Date(data.expiresAtMs).toISOString() };
      },
    );

    api.post(
      '/web-api/fingerprint',
      {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          summary: 'Fingerprint (S0 §3.5): the components a browser reports, as a signed token with its expiry and device id',
          tags: ['identity'],
          body: FingerprintRequest,
          response: { 200: FingerprintResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request, reply) => {
        const issued = await trust.issueFingerprint(request.body.components);
        reply.header('cache-control', 'no-store');
        return { token: issued.token, expiresAt: new Date(issued.expiresAtMs).toISOString(), visitorId: issued.visitorId };
      },
    );
  };
}
