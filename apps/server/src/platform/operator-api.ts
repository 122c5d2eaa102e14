import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The operator API's prefix (decisions 015, 016); a JSON API, never a page. */
export const OPERATOR_API_PREFIX = '/operator-api/';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator's bearer token check (`Authorization: Bearer $OPERATOR_API_TOKEN`), shared by every
 * module's operator routes: constant time (both sides hashed to the same length first). Without a
 * configured token the operator API does not exist (404, as any unknown API path).
 */
export function operatorGuard(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected) throw new AppError(404, 'NOT_FOUND', `No endpoint ${request.method} ${request.url.split('?')[0]}.`);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw new AppError(401, 'UNAUTHORIZED', 'The operator token is missing or wrong.');
  };
}
