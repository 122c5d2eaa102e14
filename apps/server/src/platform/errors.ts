import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@wager/contract';

/** Extra fields some errors carry (S1 §8 captcha and terms codes, S1 §4 code reason, lock time). */
export type ApiErrorExtras = Pick<ApiError['error'], 'captchaCode' | 'exception_code' | 'reason' | 'retryAfterSeconds' | 'limitType' | 'endsAt'>;

/** An error a service throws on purpose: it carries the HTTP status and the structured code. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly extras: ApiErrorExtras;
  constructor(statusCode: number, code: ErrorCode, message: string, extras: ApiErrorExtras = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extras = extras;
  }
}

export function apiError(code: ErrorCode, message: string, issues?: { path: string; message: string }[], extras: ApiErrorExtras = {}): ApiError {
  return { error: { code, message, ...(issues ? { issues } : {}), ...extras } };
}

/**
 * Every API error leaves as { error: { code, message } }: bad input is a 400 VALIDATION_FAILED that
 * names the fields, never a 500. Page routes render their own error pages through the SSR handler.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(apiError('NOT_FOUND', `No endpoint ${request.method} ${request.url.split('?')[0]}.`)),
  );
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((issue) => ({
        path: `${err.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'invalid',
      }));
      return reply.code(400).send(apiError('VALIDATION_FAILED', 'The request is not valid.', issues));
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(apiError(err.code, err.message, undefined, err.extras));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: err.cause }, 'response does not match its schema');
      return reply.code(500).send(apiError('INTERNAL', 'Internal server error.'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(apiError('RATE_LIMITED', 'Too many requests.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send(apiError('VALIDATION_FAILED', err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(apiError('INTERNAL', 'Internal server error.'));
  });
}
