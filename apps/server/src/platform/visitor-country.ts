import type { FastifyRequest } from 'fastify';

/**
 * The visitor's ISO country from the header a trusted proxy sets (GEO_COUNTRY_HEADER, e.g.
 * Cloudflare's `cf-ipcountry`), upper case; null when no header is configured (any client could
 * send one) or its value is not two letters (Cloudflare's `T1` for Tor).
 */
export function visitorCountry(request: FastifyRequest, header: string | null): string | null {
  if (!header) return null;
  const raw = request.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}
