import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ShellServices } from '@wager/contract';
import { createDatabase, type DatabaseHandle } from '@wager/db';
import type { ServerEnv } from './env.ts';
import { AppError, createPlatform, installErrorHandling, type Platform } from './platform/index.ts';
import { installSsr } from './platform/ssr.ts';
import { createDataSource } from './platform/data-source.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createCaptchaModule } from './modules/captcha/index.ts';
import { createCasinoModule, type CasinoModule } from './modules/casino/index.ts';
import { createConfigModule, type ConfigService } from './modules/config/index.ts';
import { createContentModule, type ContentService } from './modules/content/index.ts';
import { createMessagingModule } from './modules/messaging/index.ts';
import { createIdentityModule, type IdentityPolicyOverrides } from './modules/identity/index.ts';
import { balancePublisher, createPaymentsModule, createWalletModule, type PaymentRateLimits, type PaymentsService, type WalletService } from './modules/wallet/index.ts';
import { createOfficeModule } from './modules/office/index.ts';
import { createShowcaseModule } from './modules/showcase/index.ts';
import { createSocialModule } from './modules/social/index.ts';
import { createFeedModule, createReplaySource, createSimulatorSource, type FeedSource } from './modules/feed/index.ts';
import { createRedirectsModule, type RedirectsService } from './modules/redirects/index.ts';
import { countryHeaderFrom, createBlocksModule, type BlocksService } from './modules/blocks/index.ts';
import { createFavouritesModule } from './modules/favourites/index.ts';
import { createPromoModule, type PromoService } from './modules/promo/index.ts';
import { createStudioModule, studioSecret, type OperatorTransport, type StudioModule } from './modules/studio/index.ts';
import { createBetsModule, type BetLimits, type BetsConfig, type BetsFeed, type BetsModule, type SettlementJobsOptions } from './modules/bets/index.ts';
import { createCasinoWalletModule, type CasinoGameDirectory, type CasinoLimits, type CasinoWalletBatching, type CasinoWalletModule, type LaunchRateLimit, type SweepOptions } from './modules/casino-wallet/index.ts';
import { createLimitsModule, sandboxRegisterFromEnv, type ExclusionRegister, type LimitsModule } from './modules/limits/index.ts';
import { installLanguageRedirect, isApiPath } from './shell/language.ts';
import { installSiteAccess } from './shell/site-access.ts';
import { createRequestContext } from './shell/request-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
  interface FastifyInstance {
    /**
     * The operator's in-process controls (redirect and block rules, site config), on the same cache
     * as the running app so a change is seen at once. There is no operator HTTP API yet (no roles);
     * scripts and tests use these.
     */
    operator: OperatorControls;
    /** The bets module (decision 015): tests and scripts reach its service and settlement queue. */
    bets: BetsModule;
    /** The casino module (decision 018): the launch module's `directory`, tests' and scripts' `service` (`reload` after an operator edit). */
    casino: CasinoModule;
    /** Wager Studio (decision 020): tests reach its service (queued wins). */
    studio: StudioModule;
    /** The casino seamless wallet (decision 019): the studio's request signer, the operator's sweep of interrupted rounds. */
    casinoWallet: CasinoWalletModule;
    /** Player protection (decision 021): tests reach its services and hooks. */
    limits: LimitsModule;
  }
}

export interface OperatorControls {
  redirects: Pick<RedirectsService, 'addRule' | 'removeRule' | 'setRuleEnabled' | 'listRules'>;
  blocks: Pick<BlocksService, 'addRule' | 'removeRule' | 'setRuleEnabled' | 'listRules'>;
  config: Pick<ConfigService, 'setValue'>;
  /** Information pages (S0 §2.2): replace a page's text in one language; the seed never overwrites it. */
  content: Pick<ContentService, 'setPage'>;
  /** Withdrawals (decision 008): approve (then the payout is sent) or reject (the hold goes back); a payment's status at its provider. */
  payments: Pick<PaymentsService, 'approveWithdrawal' | 'rejectWithdrawal' | 'providerStatus'>;
  /** Accounts (S0 §3.1, §9): freeze (no debits) and unfreeze an account; offer a currency or stop offering it. */
  wallet: Pick<WalletService, 'freezeAccount' | 'unfreezeAccount' | 'setCurrencyEnabled'>;
  /** S0 §2.5.9: ask a player to identify himself (the identification blocker holds him), or record that he did. */
  identity: { setIdentificationRequired(userId: number, required: boolean): Promise<boolean> };
  /** Decision 016: issue, list and revoke promo codes; grant free bets (also over HTTP with OPERATOR_API_TOKEN). */
  promo: Pick<PromoService, 'issue' | 'list' | 'revoke' | 'grantFreebet' | 'balance' | 'audit'>;
}

export interface AppOptions {
  env: ServerEnv;
  /** An already migrated database (tests); otherwise one is opened from `env` and migrated. */
  database?: DatabaseHandle;
  platform?: Platform;
  /** Which web renderer to mount; false serves only the APIs (API tests need no web build). */
  ssr: 'production' | 'development' | false;
  /** Writes config defaults and the demo catalogue (idempotent). */
  seed?: boolean;
  random?: () => number;
  /** Sign-in security numbers and the clock of the identity module (tests move time forward). */
  identity?: { policy?: IdentityPolicyOverrides; nowMs?: () => number };
  /** Tests sign in against a local OpenID provider on http, with client secrets from here. */
  social?: { allowInsecureIssuers?: boolean; env?: NodeJS.ProcessEnv };
  /** Per-player limits on opening payments (tests use their own window: player ids repeat across fresh databases). */
  payments?: { rateLimits?: PaymentRateLimits };
  /**
   * The odds feed (decision 012): a source of the test's own (or null for none) instead of the one
   * FEED_SOURCE names, its clock, and how often it is written behind.
   */
  feed?: {
    source?: FeedSource | null;
    nowMs?: () => number;
    writeIntervalMs?: number;
    /**
     * Share the feed through the platform pub/sub on this channel (decision 012 "Live push"), or
     * not (false). Default: FEED_RELAY when the platform is Redis, on `feed:messages`.
     */
    relay?: { channel?: string } | false;
    streamHeartbeatMs?: number;
  };
  /** Bets (decision 015): the operator's numbers, the player-protection hook, the settlement jobs' polling. */
  bets?: {
    config?: Partial<BetsConfig>;
    limits?: BetLimits;
    jobs?: SettlementJobsOptions;
    nowMs?: () => number;
    sleep?: (ms: number) => Promise<void>;
    /** Tests: what the bets module sees of the feed, around the real face (a stale result, say). */
    feed?: (real: BetsFeed) => BetsFeed;
  };
  /** Wager Studio (decision 020): the operator's transport (tests: a fake operator) and the clock. */
  studio?: { transport?: OperatorTransport; secret?: string; operatorUrl?: string; nowMs?: () => number; retryIntervalMs?: number; crashTickMs?: number };
  /** Player protection (decision 021): its clock (tests), profile (default: LIMITS_PROFILE) and exclusion register (default: the sandbox). */
  limits?: { nowMs?: () => number; profile?: ServerEnv['limitsProfile']; register?: ExclusionRegister };
  /** Promo codes and free bets (decision 016): their clock (tests); defaults to the bets' clock. */
  promo?: { nowMs?: () => number };
  /** Pay finished casino tournaments' prizes every minute (default: in a served app; tests call `casino.extras.payFinishedTournaments`). */
  casinoTournamentPayouts?: boolean;
  /**
   * The casino seamless wallet (decision 019): the catalogue's game directory (the lead wires the
   * casino module's; none by default), the player-protection hook, the clock, provider secrets' env.
   */
  casinoWallet?: {
    directory?: CasinoGameDirectory;
    limits?: CasinoLimits;
    nowMs?: () => number;
    env?: NodeJS.ProcessEnv;
    launchRateLimit?: LaunchRateLimit;
    batching?: Partial<CasinoWalletBatching>;
    /** The scheduled sweep of interrupted rounds (decision 019); default on in a served app, off in API tests. */
    sweep?: Partial<SweepOptions> | false;
  };
}

/** CASINO_SWEEP_CRON (pg-boss cron, UTC) and CASINO_STALE_ROUND_HOURS for the sweep of interrupted rounds (decision 019). */
function sweepFromEnv(env: NodeJS.ProcessEnv): Partial<SweepOptions> {
  const hours = Number(env.CASINO_STALE_ROUND_HOURS);
  return {
    ...(env.CASINO_SWEEP_CRON ? { cron: env.CASINO_SWEEP_CRON } : {}),
    ...(env.CASINO_STALE_ROUND_HOURS && Number.isFinite(hours) && hours > 0 ? { olderThanMs: Math.round(hours * 3600_000) } : {}),
  };
}

/** The studio's game client page, the one page another page of this site may frame (decision 020). */
const STUDIO_FRAME_PATH = /^\/[a-z]{2}\/studio\/play(?:[?#]|$)/;

/** The source FEED_SOURCE names (decision 012). */
function feedSourceFrom(env: ServerEnv, onError: (err: unknown) => void): FeedSource | null {
  switch (env.feedSource) {
    case 'off':
      return null;
    case 'replay':
      if (!env.feedReplayFile) throw new Error('FEED_SOURCE=replay needs FEED_REPLAY_FILE');
      return createReplaySource({ text: readFileSync(env.feedReplayFile, 'utf8'), onError });
    case 'simulator':
      return createSimulatorSource({ seed: env.feedSeed, onError });
  }
}

/** Whether the feed is shared between processes: only through Redis (in memory there is one process). */
function feedRelayFrom(option: { channel?: string } | false | undefined, env: ServerEnv, platform: Platform) {
  if (option === false) return null;
  if (option) return { pubsub: platform.pubsub, channel: option.channel };
  return env.feedRelay && platform.kind === 'redis' ? { pubsub: platform.pubsub } : null;
}

/** Builds the whole server without listening, so tests can `inject()` requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.logLevel },
    // Only a proxy we were told about may set the client's address (rate limits and captcha count by IP).
    trustProxy: env.trustProxy as boolean | string,
    // S0 §7 default headers arrive on every API call; nothing to reject, keep them out of the logs.
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const database =
    options.database ??
    createDatabase(env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: env.dataDir });
  if (!options.database) await database.migrate();
  const platform = options.platform ?? createPlatform(env.redisUrl);
  // Modules see the database only through this (decision 009): transactions and after-commit effects.
  const data = createDataSource(database.db, { onEffectError: (err) => app.log.error({ err }, 'after-commit effect failed') });
  app.addHook('onClose', async () => {
    await platform.close();
    if (!options.database) await database.close();
  });

  app.decorateRequest('cspNonce', '');
  const nonces = createNonceSource();
  // Game providers' server-to-server calls (decision 019) get JSON, never a page: no nonce, no remote
  // views, no Content-Security-Policy to build; the other security headers still apply.
  const isProviderCall = (url: string) => url.startsWith('/casino-api/');
  app.addHook('onRequest', async (request) => {
    if (isProviderCall(request.url)) return;
    request.cspNonce = nonces();
    // Helmet builds the policy from the raw request, so the nonce goes there too.
    (request.raw as unknown as { cspNonce: string }).cspNonce = request.cspNonce;
  });
  // S0 §4.2, §7: the page may fetch, load scripts, styles and images from the remote views an
  // operator configured (group `remoteViews`), and from no other origin. Read before helmet's hook.
  let remoteViewOrigins: () => Promise<readonly string[]> = async () => [];
  app.addHook('onRequest', async (request) => {
    if (isProviderCall(request.url)) return;
    let origins = '';
    try {
      origins = (await remoteViewOrigins()).join(' ');
    } catch (err) {
      request.log.warn({ err }, 'remote view origins unavailable; the CSP allows none');
    }
    (request.raw as unknown as { remoteViewOrigins: string }).remoteViewOrigins = origins;
  });
  const viewOrigins = (req: unknown) => (req as { remoteViewOrigins?: string }).remoteViewOrigins ?? '';
  // Helmet's middleware is built once; its CSP reads the nonce and the view origins per request from
  // the functions below. (@fastify/helmet rebuilt the whole middleware for every request.)
  const securityHeaders = helmet({
    // Vite's dev server injects inline scripts for hot reload; production gets the strict policy.
    contentSecurityPolicy:
      options.ssr === 'development'
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (req) => `'nonce-${(req as unknown as { cspNonce?: string }).cspNonce ?? ''}'`, viewOrigins],
              // Inline style attributes carry per-item colours; no script can be injected through them.
              styleSrc: ["'self'", "'unsafe-inline'", viewOrigins],
              imgSrc: ["'self'", 'data:', viewOrigins],
              connectSrc: ["'self'", viewOrigins],
              // Only Wager Studio's game client may be framed, and only by the site itself (decision 020).
              frameAncestors: [(req) => (STUDIO_FRAME_PATH.test((req as unknown as { url?: string }).url ?? '') ? "'self'" : "'none'")],
              upgradeInsecureRequests: null,
            },
          },
    crossOriginEmbedderPolicy: false,
  });
  const providerSecurityHeaders = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) =>
    (isProviderCall(request.url) ? providerSecurityHeaders : securityHeaders)(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  // Level 5: for pages and JSON it keeps 99% of level 6's saving (the zlib default) at about two thirds of
  // its CPU (bench/README.md). Built assets are pre-compressed at the highest levels instead.
  await app.register(fastifyCompress, { global: true, threshold: 1024, zlibOptions: { level: 5 } });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Wager API', version: '0.1.0', description: 'Every endpoint behind the Wager site.' } },
    transform: jsonSchemaTransform,
  });

  const config = createConfigModule({ data, cache: platform.cache, random: options.random });
  remoteViewOrigins = () => config.service.getRemoteViewOrigins();
  const feed = createFeedModule({
    data,
    source: options.feed?.source !== undefined ? options.feed.source : feedSourceFrom(env, (err) => app.log.error({ err }, 'feed tick failed')),
    nowMs: options.feed?.nowMs,
    writeIntervalMs: options.feed?.writeIntervalMs,
    relay: feedRelayFrom(options.feed?.relay, env, platform),
    streamHeartbeatMs: options.feed?.streamHeartbeatMs,
    onError: (err, what) => app.log.error({ err }, `${what} failed`),
  });
  // The casino catalogue (decision 018): games blocked for the visitor's country (the blocks module's trusted header) are left out.
  const casino = createCasinoModule({ data, countryHeader: countryHeaderFrom(process.env), pubsub: platform.pubsub });
  const content = createContentModule({ data });
  const showcase = createShowcaseModule({ feed: feed.service, casino: casino.service, content: content.service, nowMs: options.feed?.nowMs });
  const audit = createAuditModule({ data });
  const messaging = createMessagingModule({
    data,
    smtpUrl: env.smtpUrl,
    isProduction: env.isProduction,
    // Browser tests run the production build but read codes from the outbox.
    exposeDevOutbox: !env.isProduction || env.devOutbox,
    log: app.log,
  });
  // Every committed transfer pushes the new balances to the player's open tabs (S0 §3.1, §3.2; decision 008).
  const wallet = createWalletModule({ data, onPosted: balancePublisher(platform.pubsub, app.log), pubsub: platform.pubsub });
  // Player protection (decision 021): one check on every money path, and the sign-in gate. Identity is built below; its sessions are bound late.
  let identitySessions: (() => ReturnType<typeof createIdentityModule>['limitsSessions']) | null = null;
  const limits = createLimitsModule({
    data,
    windows: wallet.windows,
    audit: audit.service,
    sessions: () => {
      if (!identitySessions) throw new Error('identity is not built yet');
      return identitySessions();
    },
    profile: options.limits?.profile ?? env.limitsProfile,
    register: options.limits?.register ?? sandboxRegisterFromEnv(process.env),
    nowMs: options.limits?.nowMs,
  });
  const payments = createPaymentsModule({
    data,
    ledger: wallet.ledger,
    appSecret: env.appSecret,
    log: app.log,
    rateLimits: options.payments?.rateLimits,
    limits: limits.hooks.deposits,
  });
  const redirects = createRedirectsModule({ data, cache: platform.cache, log: app.log });
  const blocks = createBlocksModule({ data, cache: platform.cache, nowMs: options.identity?.nowMs });
  const captcha = createCaptchaModule({ data, secret: env.appSecret });
  const identity = createIdentityModule({
    data,
    audit: audit.service,
    messaging: messaging.service,
    captcha: captcha.service,
    config: config.service,
    wallet: wallet.service,
    protection: limits.gate,
    appSecret: env.appSecret,
    redis: platform.redis,
    policy: options.identity?.policy,
    nowMs: options.identity?.nowMs,
  });
  identitySessions = () => identity.limitsSessions;
  const office = createOfficeModule({ identity: identity.service, config: config.service, nowMs: options.identity?.nowMs });
  const social = createSocialModule({
    config: config.service,
    accounts: identity.socialAccounts,
    secret: env.appSecret,
    // Only tests run providers on plain http; real providers are https.
    allowInsecureIssuers: options.social?.allowInsecureIssuers ?? false,
    env: options.social?.env,
  });
  // Per-route limits only (`config.rateLimit`), counted in Redis when configured so all processes share them.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(platform.redis ? { redis: platform.redis, nameSpace: 'wager:rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', 'Too many requests; try again later.', {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  // request.auth for every route below, and the CSRF rule on cookie-authenticated writes.
  await app.register(identity.plugin);
  await app.register(limits.sessionTime);

  if (options.seed) {
    await config.service.seedDefaults();
    await casino.service.seedDemo();
    await casino.extras.seedDemo();
    await content.service.seedDemo();
  }

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await Promise.all([database.ping(), platform.ping()]);
      // feedBacklog: rows the odds feed has still to write behind (decision 012); a fresh book's first write takes seconds.
      return { status: 'ready', database: database.kind, cache: platform.kind, feedBacklog: feed.writerBacklog() };
    } catch (err) {
      app.log.warn({ err }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  // The OpenAPI document, at our first path and at the second path other clients use (beyond the spec).
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/web-api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(config.routes);
  await app.register(showcase.routes);
  await app.register(content.routes);
  await app.register(messaging.routes);
  // Failed SMS and e-mail are tried again in the background (decision 007); stops with the server.
  const stopOutboxRetries = messaging.startRetryWorker();
  app.addHook('onClose', async () => stopOutboxRetries());
  await app.register(captcha.routes);
  await app.register(identity.routes);
  await app.register(office.routes);
  await app.register(wallet.routes);
  await app.register(payments.routes);
  await app.register(social.routes);
  await app.register(limits.routes);
  app.decorate('limits', limits);
  // Promo codes and prepaid free bets (decision 016): the operator API (OPERATOR_API_TOKEN) and the coupon's hook.
  const promo = createPromoModule({ data, nowMs: options.promo?.nowMs ?? options.bets?.nowMs, operatorToken: env.operatorApiToken });
  await app.register(promo.routes);
  app.decorate('operator', {
    redirects: redirects.service,
    blocks: blocks.service,
    config: config.service,
    content: content.service,
    payments: payments.service,
    wallet: wallet.service,
    identity: { setIdentificationRequired: (userId, required) => identity.service.setIdentificationRequired(userId, required) },
    promo: promo.service,
  } satisfies OperatorControls);
  await app.register(redirects.routes);
  await app.register(blocks.routes);
  await app.register(feed.routes);
  // Sportsbook favourites (S0 §2.2): a signed-in player's starred games and championships.
  await app.register(createFavouritesModule({ data }).routes);
  // The casino catalogue, its art, and a player's favourite and recent casino games (decision 018).
  await app.register(casino.routes);
  app.decorate('casino', casino);
  let stopCasinoListen: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopCasinoListen = await casino.service.listen((err) => app.log.error({ err }, 'casino catalogue reload failed'));
  });
  app.addHook('preClose', async () => stopCasinoListen?.());
  // Bets (decision 015): quote, place, coupons, history, saved coupons; settlement jobs on the feed's results.
  const bets = createBetsModule({
    data,
    feed: options.bets?.feed ? options.bets.feed(feed.bets) : feed.bets,
    ledger: wallet.ledger,
    wallet: wallet.service,
    pubsub: platform.pubsub,
    limits: options.bets?.limits ?? limits.hooks.bets,
    config: { inPlayDelayMs: env.betsInPlayDelayMs, maxStakeMinor: env.betsMaxStakeMinor, ...options.bets?.config },
    nowMs: options.bets?.nowMs,
    jobs: options.bets?.jobs,
    sleep: options.bets?.sleep,
    log: app.log,
    secret: env.appSecret,
    offers: promo.offers,
    operatorToken: env.operatorApiToken,
    siteRules: async () => {
      const site = await config.service.getSiteConfig();
      const hyper = site.hyperBonus;
      return {
        bonusBetAllowed: site.isAvailableCouponBonusBet,
        typesWithMin: site.couponTypesWithMinAmount,
        typesWithMax: site.couponTypesWithMaxAmount,
        vipBetAllowed: site.showVipBet,
        hyperBonus:
          hyper.percent > 0
            ? { basisPoints: Math.round(hyper.percent * 100), minStakeMinor: BigInt(hyper.minBetLimitMinor), maxBonusMinor: hyper.maxBonusMinor === null ? null : BigInt(hyper.maxBonusMinor) }
            : null,
      };
    },
  });
  await app.register(bets.routes);
  app.decorate('bets', bets);
  // Wager Studio (decision 020): the sandbox provider, talking to this operator over the signed HTTP protocol only.
  const studio = createStudioModule({
    data,
    operatorUrl: options.studio?.operatorUrl ?? process.env.STUDIO_OPERATOR_URL ?? `http://127.0.0.1:${env.port}`,
    secret: options.studio?.secret ?? studioSecret(process.env, env.appSecret),
    transport: options.studio?.transport,
    nowMs: options.studio?.nowMs,
    // Background timers only in a served app; API tests drive them by hand.
    retryIntervalMs: options.studio?.retryIntervalMs ?? (env.isProduction || options.ssr ? undefined : 0),
    crashTickMs: options.studio?.crashTickMs ?? (env.isProduction || options.ssr ? undefined : 0),
    log: app.log,
  });
  await app.register(studio.routes);
  app.decorate('studio', studio);
  app.addHook('onReady', async () => studio.start());
  app.addHook('preClose', async () => studio.stop());
  // Casino launch and the providers' seamless-wallet API (decision 019).
  const casinoWallet = createCasinoWalletModule({
    data,
    ledger: wallet.ledger,
    wallet: wallet.service,
    directory: options.casinoWallet?.directory ?? casino.directory,
    countryHeader: countryHeaderFrom(process.env),
    limits: options.casinoWallet?.limits ?? limits.hooks.casino,
    appSecret: env.appSecret,
    env: options.casinoWallet?.env,
    nowMs: options.casinoWallet?.nowMs,
    launchRateLimit: options.casinoWallet?.launchRateLimit,
    batching: options.casinoWallet?.batching,
    sweep: options.casinoWallet?.sweep ?? (env.isProduction || options.ssr ? sweepFromEnv(process.env) : false),
    log: app.log,
  });
  await app.register(casinoWallet.routes);
  app.decorate('casinoWallet', casinoWallet);
  // The casino's lotto results and tournament leaderboards read finished rounds through the wallet's public face.
  // Prizes of finished tournaments come from the house's casino-tournaments account, once per place (ledger key).
  casino.extras.connectRounds(casinoWallet.rounds, {
    pay: ({ key, tournament, accountId, currency, amountMinor }) =>
      wallet.ledger.transfer({
        idempotencyKey: key,
        kind: 'casino_tournament_prize',
        actor: 'system',
        reference: { kind: 'casino_tournament', id: tournament },
        postings: [
          { target: { system: { ownerKind: 'house', code: 'casino-tournaments' } }, currencyCode: currency, amountMinor: -amountMinor },
          { target: { accountId }, currencyCode: currency, amountMinor },
        ],
      }),
  });
  let prizeTimer: NodeJS.Timeout | null = null;
  if (options.casinoTournamentPayouts ?? (env.isProduction || options.ssr)) {
    app.addHook('onReady', async () => {
      const run = () => void casino.extras.payFinishedTournaments().catch((err: unknown) => app.log.error({ err }, 'casino tournament payout failed'));
      prizeTimer = setInterval(run, 60_000);
      prizeTimer.unref();
      run();
    });
    app.addHook('preClose', async () => {
      if (prizeTimer) clearInterval(prizeTimer);
    });
  }
  app.addHook('onReady', async () => casinoWallet.start());
  app.addHook('preClose', async () => casinoWallet.stop());
  // The settlement jobs start before the feed, so no result is missed; both stop before the database closes.
  app.addHook('onReady', async () => bets.start());
  // The feed starts once the app is ready and stops (writing what is left) before the database closes.
  app.addHook('onReady', async () => feed.start());
  app.addHook('preClose', async () => feed.stop());
  app.addHook('preClose', async () => bets.stop());

  if (options.ssr) {
    installLanguageRedirect(app, config.service);
    installSiteAccess(app, { config: config.service, redirects: redirects.service, blocks });
    const services: ShellServices = { ...config.render, ...showcase.render, ...content.render, ...wallet.render, ...feed.render, ...bets.render, ...casino.render };
    await installSsr(app, {
      mode: options.ssr,
      guestPageCacheTtlMs: env.guestPageCacheTtlMs,
      loadContext: createRequestContext({ getSiteConfig: (lang) => config.service.getSiteConfig(lang), viewerOf: office.viewerOf, services, countryHeader: countryHeaderFrom(process.env) }),
      isNeverPage: isApiPath,
      countryHeader: countryHeaderFrom(process.env),
    });
  }
  return app;
}

/**
 * 16 random bytes a request, as base64, for the CSP nonce. Taken from a 4 KiB block of the same
 * CSPRNG refilled when used up: one randomBytes(16) a request cost ~3% of a provider-API call's CPU.
 */
function createNonceSource(): () => string {
  const block = Buffer.alloc(4096);
  let offset = block.length;
  return () => {
    if (offset + 16 > block.length) {
      randomFillSync(block);
      offset = 0;
    }
    const nonce = block.toString('base64', offset, offset + 16);
    offset += 16;
    return nonce;
  };
}
