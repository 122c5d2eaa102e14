import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLimitsProfileId, type LimitsProfileId } from '@wager/domain';

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
  /** Key for signing tokens and captcha challenges; every process of one site must share it. */
  appSecret: string;
  /** smtp://user:pass@host:port for e-mail; unset keeps e-mail in the outbox only. */
  smtpUrl: string | undefined;
  /**
   * TRUST_PROXY: unset trusts no proxy (the socket's address is the client's); `true`, a hop count,
   * or addresses/CIDRs of the load balancers in front (Fastify's trustProxy).
   */
  trustProxy: boolean | number | string;
  /** DEV_OUTBOX=1 serves /dev/outbox even in production mode (browser tests only; never on a real site). */
  devOutbox: boolean;
  /** FEED_SOURCE: where prices come from (decision 012); `off` by default under NODE_ENV=test, else `simulator`. */
  feedSource: 'simulator' | 'replay' | 'off';
  /** FEED_SEED: the simulator's seed (same seed, same world). */
  feedSeed: string | undefined;
  /** FEED_REPLAY_FILE: the JSON-lines recording the replay source plays (docs/feed-format.md). */
  feedReplayFile: string | undefined;
  /**
   * FEED_RELAY: with Redis, share the feed between processes (decision 012 "Live push"): a process
   * with a source publishes its batches, one with FEED_SOURCE=off mirrors them. `on` by default,
   * `off` under NODE_ENV=test (test apps share one Redis; a test that relays names its own channel).
   */
  feedRelay: boolean;
  /**
   * BETS_IN_PLAY_DELAY_MS: how long a bet with a live leg waits before its prices are checked again
   * (decision 015), by sport id: `1=5000,4=3000,other=4000` (the default; all 0 under NODE_ENV=test).
   */
  betsInPlayDelayMs: { bySport: Record<number, number>; other: number };
  /**
   * BETS_MAX_STAKE_MINOR: the operator's maximum stake of a coupon, minor units (S0 §3.8 maxBetAmount;
   * unset: unlimited). With a maximum, a VIP bet above it goes to the operator (S0 §5, decision 015).
   */
  betsMaxStakeMinor: bigint | null;
  /**
   * OPERATOR_API_TOKEN: the bearer token of the operator API (`/operator-api/…`, decision 016: promo
   * codes and free bets); unset, there is no operator API. At least 32 characters.
   */
  operatorApiToken: string | undefined;
  /**
   * LIMITS_PROFILE: the site's player-protection profile (decision 021): default, uk, mt or on —
   * cooling-off, allowed values, minimum self-exclusion, reality-check requirement.
   */
  limitsProfile: LimitsProfileId;
}

/**
 * APP_SECRET in production (required); elsewhere a random secret kept beside the embedded database,
 * so a developer's sessions survive restarts and no secret is ever committed.
 */
function appSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.APP_SECRET?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
    return fromEnv;
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) throw new Error('APP_SECRET is required with DATABASE_URL in production');
  if (env.NODE_ENV === 'test') return randomBytes(32).toString('hex');
  const file = `${dataDir}.secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data/pglite'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    isProduction: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    dataDir,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    guestPageCacheTtlMs: Number(env.PAGE_CACHE_TTL_MS ?? 2000),
    appSecret: appSecretFrom(env, dataDir),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    devOutbox: env.DEV_OUTBOX === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    feedSource: parseFeedSource(env.FEED_SOURCE, env.NODE_ENV === 'test'),
    feedSeed: env.FEED_SEED?.trim() || undefined,
    feedReplayFile: env.FEED_REPLAY_FILE?.trim() || undefined,
    feedRelay: parseOnOff('FEED_RELAY', env.FEED_RELAY, env.NODE_ENV !== 'test'),
    betsInPlayDelayMs: parseInPlayDelay(env.BETS_IN_PLAY_DELAY_MS, env.NODE_ENV === 'test'),
    betsMaxStakeMinor: parseMinor('BETS_MAX_STAKE_MINOR', env.BETS_MAX_STAKE_MINOR),
    operatorApiToken: parseOperatorToken(env.OPERATOR_API_TOKEN),
    limitsProfile: parseLimitsProfile(env.LIMITS_PROFILE),
  };
}

function parseLimitsProfile(raw: string | undefined): LimitsProfileId {
  const id = parseLimitsProfileId(raw);
  if (id === null) throw new Error(`LIMITS_PROFILE must be default, uk, mt or on, not "${raw}"`);
  return id;
}

function parseOperatorToken(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new Error('OPERATOR_API_TOKEN must be at least 32 characters');
  return value;
}

function parseFeedSource(raw: string | undefined, isTest: boolean): ServerEnv['feedSource'] {
  const value = raw?.trim();
  if (!value) return isTest ? 'off' : 'simulator';
  if (value === 'simulator' || value === 'replay' || value === 'off') return value;
  throw new Error(`FEED_SOURCE must be simulator, replay or off, not "${value}"`);
}

function parseMinor(name: string, raw: string | undefined): bigint | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^[1-9]\d{0,17}$/.test(value)) throw new Error(`${name} must be a positive whole number of minor units, not "${value}"`);
  return BigInt(value);
}

function parseInPlayDelay(raw: string | undefined, isTest: boolean): ServerEnv['betsInPlayDelayMs'] {
  const value = raw?.trim() || (isTest ? 'other=0' : '1=5000,4=3000,other=4000');
  const out: ServerEnv['betsInPlayDelayMs'] = { bySport: {}, other: 0 };
  for (const part of value.split(',')) {
    const m = /^\s*(\d+|other)\s*=\s*(\d{1,6})\s*$/.exec(part);
    if (!m) throw new Error(`BETS_IN_PLAY_DELAY_MS must read like 1=5000,4=3000,other=4000, not "${value}"`);
    if (m[1] === 'other') out.other = Number(m[2]);
    else out.bySport[Number(m[1])] = Number(m[2]);
  }
  return out;
}

function parseOnOff(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim();
  if (!value) return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, not "${value}"`);
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
