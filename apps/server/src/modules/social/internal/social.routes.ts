import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { ApiError, CountryCode, CurrencyCode } from '@wager/contract';
import { isLanguagePrefix, isSafeReturnUrl } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { ConfigService } from '../../config/index.ts';
import { FLOW_COOKIE, FLOW_TTL_MS, openFlow, sealFlow } from './flow-cookie.ts';
import type { SocialService } from './social.service.ts';

/** What social sign-in needs from the identity module. */
export interface SocialAccounts {
  /** The account linked to (provider, subject), else one linked by verified e-mail, else a new one (soc_reg). */
  findOrCreateSocialUser(input: {
    provider: string;
    subject: string;
    email: string | null;
    countryCode: string;
    currencyCode: string;
  }): Promise<{ userId: number; created: boolean }>;
  /** Starts a session and sets the session cookie on the reply. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number, options: { remember: boolean }): Promise<void>;
}

const StartQuery = z.object({
  returnUrl: z.string().max(2000).optional(),
  countryCode: CountryCode.optional(),
  currencyCode: CurrencyCode.optional(),
});
const CallbackQuery = z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }).loose();
const ProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{2,32}$/) });
const OneTapForm = z.object({
  credential: z.string().min(20).max(10_000),
  language: z.string().optional(),
  currency: CurrencyCode.optional(),
  countryId: z.string().optional(),
});

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function homeFor(lang: string | undefined): string {
  return lang && isLanguagePrefix(lang) ? `/${lang}` : '/';
}

export function socialRoutes(deps: {
  service: SocialService;
  accounts: SocialAccounts;
  config: ConfigService;
  secret: string;
  nowMs?: () => number;
}): FastifyPluginAsync {
  const nowMs = deps.nowMs ?? Date.now;
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    await app.register(import('@fastify/multipart'), { limits: { fields: 10, fileSize: 0, files: 0 } });

    api.get(
      '/social-api/providers',
      {
        schema: {
          summary: 'Social sign-in providers the operator enabled (S0 §3.5)',
          tags: ['social'],
          response: { 200: z.object({ providers: z.array(z.object({ id: z.string(), name: z.string() })) }) },
        },
      },
      async () => ({ providers: (await deps.service.providers()).map(({ id, name }) => ({ id, name })) }),
    );

    api.get(
      '/social-api/oauth/:provider/start',
      {
        schema: {
          summary: 'Starts OpenID Connect sign-in or registration (soc_reg) with a provider',
          tags: ['social'],
          params: ProviderParams,
          querystring: StartQuery,
          response: { 404: ApiError },
        },
      },
      async (request, reply) => {
        const settings = await deps.service.provider(request.params.provider);
        if (!settings) throw new AppError(404, 'NOT_FOUND', 'This sign-in provider is not available.');
        const site = await deps.config.getSiteConfig();
        const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
        const returnUrl = request.query.returnUrl && isSafeReturnUrl(request.query.returnUrl) ? request.query.returnUrl : homeFor(request.cookies.lng);
        const sealed = sealFlow(
          {
            provider: settings.id,
            ...checks,
            returnUrl,
            countryCode: request.query.countryCode ?? 'RU',
            currencyCode: request.query.currencyCode ?? site.geoCurrencyCode,
            expiresAtMs: nowMs() + FLOW_TTL_MS,
          },
          deps.secret,
        );
        reply.setCookie(FLOW_COOKIE, sealed, {
          path: '/social-api/oauth/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: FLOW_TTL_MS / 1000,
        });
        const redirectUri = `${origin(request)}/social-api/oauth/${settings.id}/callback`;
        const url = await deps.service.authorizationUrl(settings, redirectUri, checks);
        return reply.redirect(url.href, 302);
      },
    );

    api.get(
      '/social-api/oauth/:provider/callback',
      {
        schema: {
          summary: 'The provider returns here; the player is signed in and sent back',
          tags: ['social'],
          params: ProviderParams,
          querystring: CallbackQuery,
        },
      },
      async (request, reply) => {
        const flow = openFlow(request.cookies[FLOW_COOKIE], deps.secret, nowMs());
        reply.clearCookie(FLOW_COOKIE, { path: '/social-api/oauth/' });
        const failTo = (reason: string) => {
          request.log.warn({ provider: request.params.provider, reason }, 'social sign-in failed');
          const back = flow?.returnUrl ?? '/';
          return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}socialError=${encodeURIComponent(reason)}`, 302);
        };
        if (!flow || flow.provider !== request.params.provider) return failTo('expired');
        if (request.query.error) return failTo('denied');
        const settings = await deps.service.provider(flow.provider);
        if (!settings) return failTo('unavailable');
        let claims;
        try {
          claims = await deps.service.completeAuthorization(settings, new URL(request.url, origin(request)), flow);
        } catch (err) {
          request.log.warn({ err }, 'authorization code exchange failed');
          return failTo('rejected');
        }
        const { userId } = await deps.accounts.findOrCreateSocialUser({
          provider: flow.provider,
          subject: claims.subject,
          email: claims.email,
          countryCode: flow.countryCode,
          currencyCode: flow.currencyCode,
        });
        await deps.accounts.signIn(request, reply, userId, { remember: true });
        return reply.redirect(flow.returnUrl, 302);
      },
    );

    api.get(
      '/social-api/oauth/google-one-tap/clientId',
      {
        schema: {
          summary: 'The Google client id for one-tap sign-in (S1 §7)',
          tags: ['social'],
          response: { 200: z.object({ clientId: z.string() }), 404: ApiError },
        },
      },
      async () => {
        const settings = await deps.service.oneTapSettings();
        if (!settings) throw new AppError(404, 'NOT_FOUND', 'One-tap sign-in is not configured.');
        return { clientId: settings.clientId };
      },
    );

    api.post(
      '/social-api/oauth/google-one-tap',
      {
        schema: {
          summary: 'One-tap sign-in with a Google ID token, sent as a multipart form (S1 §7)',
          tags: ['social'],
          response: { 200: z.object({ redirectUrl: z.string() }), 400: ApiError, 401: ApiError },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(400, 'VALIDATION_FAILED', 'Send the credential as multipart/form-data.');
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
        const form = OneTapForm.safeParse(fields);
        if (!form.success) throw new AppError(400, 'VALIDATION_FAILED', 'The one-tap form is missing its credential.');
        let claims;
        try {
          claims = await deps.service.verifyOneTapCredential(form.data.credential);
        } catch (err) {
          request.log.warn({ err }, 'one-tap credential refused');
          throw new AppError(401, 'INVALID_CREDENTIALS', 'The sign-in credential was not accepted.');
        }
        const site = await deps.config.getSiteConfig();
        const { userId } = await deps.accounts.findOrCreateSocialUser({
          provider: 'google',
          subject: claims.subject,
          email: claims.email,
          countryCode: 'RU',
          currencyCode: form.data.currency ?? site.geoCurrencyCode,
        });
        await deps.accounts.signIn(request, reply, userId, { remember: true });
        return { redirectUrl: homeFor(form.data.language) };
      },
    );
  };
}

