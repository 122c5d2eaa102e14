import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, BlockCheckRequest, BlockCheckResponse } from '@wager/contract';
import { COUNTRY_CODE_RE, LANGUAGE_PREFIX_RE } from '@wager/domain';
import type { BlockCheckInput, BlocksService } from './blocks.service.ts';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : null;
}

/**
 * The visitor's country from the trusted header, when one is configured. Only a proxy we run
 * (Cloudflare's `cf-ipcountry`, a load balancer with GeoIP) may set it; unconfigured, the header is
 * ignored, since any client could send it. Values that are not two letters (Cloudflare's `T1` for
 * Tor) count as unknown.
 */
function countryOf(request: FastifyRequest, countryHeader: string | null): string | null {
  if (countryHeader === null) return null;
  const value = header(request, countryHeader);
  return value !== null && COUNTRY_CODE_RE.test(value) ? value.toUpperCase() : null;
}

/** The block-check input of a request for `url` (the endpoint's, and the server render's before a page). */
export function blockInputOf(request: FastifyRequest, url: string, signedInFlag: boolean, countryHeader: string | null): BlockCheckInput {
  const lng = request.cookies?.lng;
  return {
    signedIn: request.auth !== null || signedInFlag,
    url,
    ip: request.ip ?? null,
    userAgent: header(request, 'user-agent'),
    country: countryOf(request, countryHeader),
    lang: typeof lng === 'string' && LANGUAGE_PREFIX_RE.test(lng) ? lng : null,
  };
}

export function blocksRoutes(service: BlocksService, options: { countryHeader: string | null }): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/blocks-api/api/v2/block',
      {
        schema: {
          summary: 'Block check for the visitor and page (S0 §4.5, §7; S1 §3 block response)',
          description:
            'Matches the operator block rules (country from the trusted header, IP range, user agent, time window, everyone; guests, signed-in players or both) and answers data with displayTypeId and templateTypeId, the S0 §4.5 reason code and its page, and redirectUrl: where the shell goes now (the block page, away from a block page when nothing blocks, null to stay). The shell calls it with 2 retries at 100 ms; when it fails, maintenance is set.',
          tags: ['blocks'],
          body: BlockCheckRequest,
          response: { 200: BlockCheckResponse, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.check(blockInputOf(request, request.body.url, request.body.auth, options.countryHeader));
      },
    );
  };
}
