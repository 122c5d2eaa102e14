import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface ServerEnv {
  port: number;
  host: string;
  isProduction: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where PGlite keeps its files when no DATABASE_URL is set. */
  dataDir: string;
  logLevel: string;
  /** How long guests may share one rendered page (0 = render every request). */
  guestPageCacheTtlMs: number;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    isProduction: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data/pglite')),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    guestPageCacheTtlMs: Number(env.PAGE_CACHE_TTL_MS ?? 2000),
  };
}
