import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '@wager/db';
import { buildApp, readEnv } from '@wager/server';
import { createDataSource } from '../../apps/server/src/platform/data-source.ts';
import { createWalletModule } from '../../apps/server/src/modules/wallet/index.ts';
import { houseAdjustment } from '../../apps/server/src/modules/wallet/testing/house-adjustment.ts';
import { signProviderRequest, type CasinoGameDirectory } from '../../apps/server/src/modules/casino-wallet/index.ts';
import { runAsChild } from './server-child.ts';

/**
 * The casino wallet benchmark's server (decision 019): the real app (no SSR, feed off) on a fresh
 * PostgreSQL database, one studio game, BENCH_CASINO_PLAYERS players registered, funded and each
 * with an authenticated game session; their session ids travel back in `info.sessions`.
 */
const GAME: NonNullable<Awaited<ReturnType<CasinoGameDirectory['launchInfo']>>> = {
  gameId: 1, slug: 'bench-dice', name: 'Bench dice', providerSlug: 'wager-studio', aggregator: 'studio', engine: 'dice', demo: true, currencies: null, route: '/casino/game/1/bench-dice',
};

runAsChild(async () => {
  const env = readEnv({ ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', FEED_SOURCE: 'off' });
  if (!env.databaseUrl) throw new Error('the casino wallet bench needs DATABASE_URL (PostgreSQL)');
  // A fresh database with a pool as large as the sessions (as the wallet and bets benches do), dropped on close.
  const name = `wager_casino_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(env.databaseUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: Number(process.env.BENCH_CASINO_POOL ?? 40) });
  await database.migrate();
  const secret = process.env.CASINO_PROVIDER_WAGER_STUDIO_SECRET!;
  const app = await buildApp({
    env,
    database,
    ssr: false,
    seed: true,
    casinoWallet: {
      directory: { launchInfo: async (id) => (id === 1 ? GAME : null), recordPlayed: async () => {} },
      launchRateLimit: { max: 100_000, timeWindowMs: 60_000 },
      // BENCH_CASINO_LANES / BENCH_CASINO_MAX_BATCH: to try the writer's settings (decision 019 "Batched writes").
      batching: {
        ...(process.env.BENCH_CASINO_LANES ? { lanes: Number(process.env.BENCH_CASINO_LANES) } : {}),
        ...(process.env.BENCH_CASINO_MAX_BATCH ? { maxBatch: Number(process.env.BENCH_CASINO_MAX_BATCH) } : {}),
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ledger = createWalletModule({ data: createDataSource(database.db) }).ledger;
  const players = Number(process.env.BENCH_CASINO_PLAYERS ?? 64);
  const sessions: string[] = [];
  for (let i = 0; i < players; i++) {
    const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${1 + (i % 250)}`;
    const registered = await app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: ip,
      payload: { countryCode: 'RU', currencyCode: 'EUR', bonusChoice: 0, acceptTerms: true, confirmAge: true, type: 'full_reg', email: `casino-bench-${i}-${randomInt(0, 1e9)}@example.com`, password: 'bench password 1' },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
    const cookie = `user_token=${registered.cookies.find((c) => c.name === 'user_token')!.value}`;
    const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const accounts = (await app.inject({ url: '/web-api/accounts', remoteAddress: ip, headers })).json() as { mainAccountId: number };
    await houseAdjustment(ledger, accounts.mainAccountId, 'EUR', 1_000_000_000n);
    const launched = await app.inject({ method: 'POST', url: '/web-api/casino/launch', remoteAddress: ip, headers, payload: { gameId: 1, mode: 'real' } });
    if (launched.statusCode !== 200) throw new Error(`launch: ${launched.statusCode} ${launched.body}`);
    const token = new URL((launched.json() as { url: string }).url, 'http://x').searchParams.get('token')!;
    const body = JSON.stringify({ token });
    const auth = await app.inject({ method: 'POST', url: '/casino-api/v1/authenticate', headers: signProviderRequest(secret, '/casino-api/v1/authenticate', body, Date.now() / 1000, 'wager-studio'), payload: body });
    if (auth.statusCode !== 200) throw new Error(`authenticate: ${auth.statusCode} ${auth.body}`);
    sessions.push((auth.json() as { sessionId: string }).sessionId);
  }
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    info: { database: 'postgres', databaseName: name, cache: env.redisUrl ? 'redis' : 'memory', sessions: sessions.join(',') },
    async close() {
      // The ledger's invariants after the load (decision 008): printed for the bench's report.
      const problems = await ledger.audit();
      console.log(`CASINO_AUDIT ${JSON.stringify(problems)}`);
      // What the load asked of PostgreSQL (transactions and rows written), to read beside the CPU per round.
      const stats = await database.db.execute(
        `select xact_commit, xact_rollback, tup_inserted, tup_updated, tup_deleted from pg_stat_database where datname = current_database()`,
      );
      console.log(`CASINO_DB_STATS ${JSON.stringify((stats as unknown as { rows: unknown[] }).rows[0])}`);
      await app.close();
      await database.close();
      const dropper = new pg.Client({ connectionString: env.databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
});
