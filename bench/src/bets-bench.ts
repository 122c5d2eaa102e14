import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { COUPON_PROBLEMS, CouponDraft } from '@wager/contract';
import { createDatabase, type DatabaseHandle } from '@wager/db';
import { createDataSource } from '../../apps/server/src/platform/data-source.ts';
import { createWalletModule, type Ledger, type Posting } from '../../apps/server/src/modules/wallet/index.ts';
import { createFeedModule } from '../../apps/server/src/modules/feed/index.ts';
import { BETS_HOUSE, createBetsModule, type BetsModule } from '../../apps/server/src/modules/bets/index.ts';
import { createTestFeed, game, SPORT, x12 } from '../../apps/server/src/modules/bets/testing/test-feed.ts';
import { passFail, round, table } from './report.ts';

/**
 * The bets benchmark (decision 015; our targets, beyond the spec). Two measurements on a fresh
 * PostgreSQL database, driving the bets module directly (createBetsModule with the real wallet
 * ledger, the real feed module on a test source, and its pg-boss settlement jobs):
 *
 * 1. Placements: 64 concurrent players place singles and 3-leg expresses (two in a hundred on three
 *    "hot" games, so they queue on the same per-game liability rows), each with its own
 *    Idempotency-Key, no in-play delay; against a baseline of the same number of plain ledger
 *    transfers (player → house, 64 clients), measured in the same run in interleaved chunks.
 * 2. Settlement: 100,000 open single coupons on one game (written by a bulk fixture, stakes debited
 *    through the ledger with the service's keys), then the game's result through the feed, timed
 *    until the settlement job has settled all of them.
 */

const CLIENTS = Number(process.env.BENCH_BETS_CLIENTS ?? 64);
const PLACEMENTS = Number(process.env.BENCH_BETS_PLACEMENTS ?? 6_000);
const SETTLE_COUPONS = Number(process.env.BENCH_BETS_SETTLE ?? 100_000);
/** Placements timed one at a time before the result (the liability check on a busy game). */
const PROBES = 20;
const CHUNKS = 4;
const PLAYERS = 1_000;
const GAMES = 300;
const HOT_GAMES = 3;
/** Two placements in every HOT_EVERY go to the hot games, a single and an express (0: none). */
const HOT_EVERY = Number(process.env.BENCH_BETS_HOT_EVERY ?? 100);
const CURRENCY = 'EUR';
const PRICES: [number, number, number] = [2000, 3400, 3800];
const OUTCOMES = ['home', 'draw', 'away'] as const;
/** The game part 2 settles: outside the ids of part 1. */
const SETTLE_GAME = 900_001;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** How long part 2 may wait for the settlement before it gives up (the run must end). */
const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_BETS_SETTLE_TIMEOUT_MS ?? 240_000);
export const BETS_TARGETS = { placementsPerSecond: 1_000, p99Ms: 250 } as const;

export interface BetsRunFigures {
  operations: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  clientCpuMs: number;
}

export interface BetsBenchResult {
  database: string;
  clients: number;
  players: number;
  games: number;
  placements: {
    baseline: BetsRunFigures;
    bets: BetsRunFigures;
    ratio: number;
    p99Ratio: number;
    accepted: number;
    refused: Record<string, number>;
    /** Errors that are not a refusal of the catalogue (should be none). */
    unknownErrors: string[];
    coupons: number;
    legs: number;
    mix: { singles: number; expresses: number; hot: number };
    auditProblems: string[];
    houseMinor: string;
    stakesMinor: string;
    houseMatches: boolean;
    /** The running per-game liability rows that differ from the open coupons' possible wins (decision 015). */
    liabilityDrift: number;
    pass: boolean;
  };
  settlement: {
    coupons: number;
    /** p50 of one placement alone on a game with few coupons, and on the game with the fixture's open coupons. */
    placeQuietMs: number;
    placeBusyMs: number;
    winners: number;
    fixtureMs: number;
    /** Result published → every coupon settled. */
    settleMs: number;
    perSecond: number;
    settledCoupons: number;
    payoutRows: number;
    payoutTransfers: number;
    paidTwice: number;
    auditProblems: string[];
    houseMinor: string;
    expectedHouseMinor: string;
    houseMatches: boolean;
    timedOut: boolean;
    pass: boolean;
  } | null;
}

interface Sample {
  latencies: number[];
  elapsedMs: number;
  cpuMicros: number;
  errors: number;
}
const newSample = (): Sample => ({ latencies: [], elapsedMs: 0, cpuMicros: 0, errors: 0 });

/** `count` operations by `clients` concurrent workers; an operation's error is counted by `onError`. */
async function drive(count: number, clients: number, operation: (i: number) => Promise<void>, into?: Sample, onError?: (err: unknown) => void): Promise<void> {
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        try {
          await operation(i);
        } catch (err) {
          if (into) into.errors++;
          onError?.(err);
        }
        into?.latencies.push(performance.now() - t0);
      }
    }),
  );
  if (!into) return;
  const used = process.cpuUsage(cpu);
  into.elapsedMs += performance.now() - started;
  into.cpuMicros += used.user + used.system;
}

function figures(sample: Sample): BetsRunFigures {
  const sorted = Float64Array.from(sample.latencies).sort();
  const count = sorted.length;
  const at = (q: number) => round(sorted[Math.min(count - 1, Math.floor(q * count))] ?? 0, 2);
  return {
    operations: count,
    errors: sample.errors,
    perSecond: round(count / (sample.elapsedMs / 1000), 1),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    clientCpuMs: round(sample.cpuMicros / 1000 / count, 3),
  };
}

/** Players with money (users and accounts in bulk, one deposit transfer each through the ledger); [userId, accountId]. */
async function seedPlayers(admin: pg.Client, ledger: Ledger): Promise<{ userId: number; accountId: number }[]> {
  const { rows } = await admin.query<{ id: string; user_id: string }>(
    `WITH u AS (
       INSERT INTO identity.users (country_code, currency_code, registration_type)
       SELECT 'DE', $1, 'fast_reg' FROM generate_series(1, $2) RETURNING id
     )
     INSERT INTO wallet.accounts (owner_kind, user_id, type, currency_code, is_active)
     SELECT 'player', id, 0, $1, true FROM u RETURNING id, user_id`,
    [CURRENCY, PLAYERS],
  );
  const players = rows.map((r) => ({ userId: Number(r.user_id), accountId: Number(r.id) }));
  const each = 10n ** 12n;
  for (let i = 0; i < players.length; i += 200) {
    const chunk = players.slice(i, i + 200);
    await ledger.transfer({
      idempotencyKey: `bench:seed:${i}`,
      kind: 'deposit',
      actor: 'bench',
      postings: [
        { target: { system: { ownerKind: 'provider', code: 'sandbox' } }, currencyCode: CURRENCY, amountMinor: -each * BigInt(chunk.length) },
        ...chunk.map((p): Posting => ({ target: { accountId: p.accountId }, currencyCode: CURRENCY, amountMinor: each })),
      ],
    });
  }
  return players;
}

/** A house account's balance over its shard rows. */
async function houseBalance(admin: pg.Client, code: string): Promise<bigint> {
  const { rows } = await admin.query<{ s: string }>(
    `SELECT coalesce(sum(balance_minor), 0)::text AS s FROM wallet.accounts WHERE owner_kind = 'house' AND system_code = $1 AND currency_code = $2`,
    [code, CURRENCY],
  );
  return BigInt(rows[0]!.s);
}

const pickFrom = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Distinct random games: `n` of `1..GAMES` (hot: of the first HOT_GAMES). */
function distinctGames(n: number, hot: boolean): number[] {
  const range = hot ? HOT_GAMES : GAMES;
  const out = new Set<number>();
  while (out.size < n) out.add(1 + Math.floor(Math.random() * range));
  return [...out];
}

function draftFor(i: number): { draft: unknown; kind: 'single' | 'express'; hot: boolean } {
  // Two in HOT_EVERY on the three hot games (the express on all three): players at once on the same games' liability locks.
  const hot = HOT_EVERY > 0 && (i % HOT_EVERY === 0 || i % HOT_EVERY === HOT_EVERY - 1);
  const express = i % 5 >= 3;
  const games = distinctGames(express ? 3 : 1, hot);
  const legs = games.map((gameId) => {
    const o = Math.floor(Math.random() * 3);
    return { gameId, marketKey: 'ft.1x2', outcomeKey: OUTCOMES[o]!, price: PRICES[o]!, version: 1 };
  });
  const amountMinor = String(100 + Math.floor(Math.random() * 900));
  return { draft: { typeId: express ? 1 : 0, legs, amountMinor }, kind: express ? 'express' : 'single', hot };
}

/** Known refusal codes of the catalogue (CouponRefused carries one; the ledger's money codes too). */
const KNOWN = new Set<string>(COUPON_PROBLEMS);

/** Runs the bets benchmark on a fresh PostgreSQL database; null (after saying why) when PostgreSQL is unreachable. */
export async function runBetsBench(log: (message: string) => void): Promise<BetsBenchResult | null> {
  const baseUrl = (process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_URL).trim();
  const name = `wager_bench_bets_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new pg.Client({ connectionString: baseUrl });
  try {
    await server.connect();
  } catch (err) {
    log(`bets: PostgreSQL is unreachable at ${baseUrl} (${String(err)}): bets benchmark skipped`);
    return null;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | undefined;
  let admin: pg.Client | undefined;
  let bets: BetsModule | undefined;
  let feed: ReturnType<typeof createFeedModule> | undefined;
  try {
    await server.query(`CREATE DATABASE "${name}"`);
    log(`bets: fresh database ${name}; migrating, seeding ${PLAYERS} players, ${GAMES} games`);
    // One pool for the module, the ledger and pg-boss, one connection per client.
    handle = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: CLIENTS });
    await handle.migrate();
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    const data = createDataSource(handle.db);
    const wallet = createWalletModule({ data });
    const ledger = wallet.ledger;
    const players = await seedPlayers(admin, ledger);

    const now = Date.now();
    const source = createTestFeed();
    feed = createFeedModule({ data, source, writeIntervalMs: 600_000 });
    bets = createBetsModule({
      data,
      feed: feed.bets,
      ledger,
      wallet: wallet.service,
      // No in-play delay (the games are not live anyway); the default stake and liability limits.
      config: { inPlayDelayMs: { bySport: {}, other: 0 } },
      jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      secret: 'bench-secret',
    });
    await bets.start();
    await feed.start();
    const later = now + 6 * 3_600_000;
    source.push([
      { type: 'sport', at: now, sport: SPORT },
      ...Array.from({ length: GAMES }, (_, i) => ({ type: 'event' as const, at: now, event: game(i + 1, later) })),
      { type: 'event', at: now, event: game(SETTLE_GAME, later) },
      ...Array.from({ length: GAMES }, (_, i) => ({ type: 'markets' as const, at: now, eventId: i + 1, markets: [x12(1, PRICES)] })),
      { type: 'markets', at: now, eventId: SETTLE_GAME, markets: [x12(1, PRICES)] },
    ]);
    await admin.query('VACUUM ANALYZE');

    // ---- 1. placements against plain ledger transfers ----
    const accepted = { n: 0 };
    const refused: Record<string, number> = {};
    const unknownErrors: string[] = [];
    const mix = { singles: 0, expresses: 0, hot: 0 };
    let seq = 0;
    const baselineOnce = async () => {
      await ledger.transfer({
        idempotencyKey: `bench:baseline:${++seq}`,
        kind: 'transfer',
        actor: 'bench',
        postings: [
          { target: { accountId: pickFrom(players).accountId }, currencyCode: CURRENCY, amountMinor: -1n },
          { target: { system: { ownerKind: 'house', code: 'bench' } }, currencyCode: CURRENCY, amountMinor: 1n },
        ],
      });
    };
    const placeOnce = async (count: boolean) => {
      const { draft, kind, hot } = draftFor(seq++);
      const player = pickFrom(players);
      // The route's own validation (zod), then the service.
      const parsed = CouponDraft.parse(draft);
      try {
        await bets!.service.place(player.userId, randomUUID(), parsed);
        if (count) {
          accepted.n++;
          if (kind === 'single') mix.singles++;
          else mix.expresses++;
          if (hot) mix.hot++;
        }
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && KNOWN.has(code)) {
          if (count) refused[code] = (refused[code] ?? 0) + 1;
          return;
        }
        throw err;
      }
    };
    const onError = (err: unknown) => {
      if (unknownErrors.length < 5) unknownErrors.push(String(err));
    };
    const warmup = Math.min(1_000, Math.ceil(PLACEMENTS / 10));
    log(`bets: warm-up (${warmup} of each)`);
    await drive(warmup, CLIENTS, baselineOnce);
    await drive(warmup, CLIENTS, () => placeOnce(false), undefined, onError);
    const runs = { baseline: newSample(), bets: newSample() };
    const chunk = Math.ceil(PLACEMENTS / CHUNKS);
    log(`bets: ${PLACEMENTS} placements and ${PLACEMENTS} ledger transfers, ${CLIENTS} clients, ${CHUNKS} interleaved chunks`);
    for (let c = 0; c < CHUNKS; c++) {
      const n = Math.min(chunk, PLACEMENTS - c * chunk);
      const order = c % 2 === 0 ? (['baseline', 'bets'] as const) : (['bets', 'baseline'] as const);
      for (const which of order) {
        if (which === 'baseline') await drive(n, CLIENTS, baselineOnce, runs.baseline, onError);
        else await drive(n, CLIENTS, () => placeOnce(true), runs.bets, onError);
      }
    }
    const baseline = figures(runs.baseline);
    const placed = figures(runs.bets);
    const counts = await admin.query<{ coupons: number; legs: number; stakes: string }>(
      `SELECT (SELECT count(*)::int FROM bets.coupons) AS coupons, (SELECT count(*)::int FROM bets.legs) AS legs,
              (SELECT coalesce(sum(stake_minor), 0)::text FROM bets.coupons) AS stakes`,
    );
    const house1 = await houseBalance(admin, BETS_HOUSE.code);
    const stakes1 = BigInt(counts.rows[0]!.stakes);
    const audit1 = await ledger.audit();
    const { rows: drift } = await admin.query<{ n: number }>(
      `WITH actual AS (
         SELECT g.game_id, c.currency, sum(c.possible_win_minor) AS total
         FROM (SELECT DISTINCT coupon_id, game_id FROM bets.legs) g JOIN bets.coupons c ON c.id = g.coupon_id
         WHERE c.status = 'open' GROUP BY g.game_id, c.currency)
       SELECT count(*)::int AS n FROM bets.game_liability l FULL JOIN actual a ON a.game_id = l.game_id AND a.currency = l.currency
       WHERE coalesce(l.open_win_minor, 0) <> coalesce(a.total, 0)`,
    );
    const liabilityDrift = drift[0]!.n;
    const ratio = round(placed.perSecond / baseline.perSecond, 3);
    const placementsPass =
      placed.perSecond >= BETS_TARGETS.placementsPerSecond && placed.p99Ms < BETS_TARGETS.p99Ms && unknownErrors.length === 0 && audit1.length === 0 && house1 === stakes1 && liabilityDrift === 0;
    log(`bets: placements ${placed.perSecond}/s p99 ${placed.p99Ms} ms; baseline ${baseline.perSecond}/s`);

    // ---- 2. settlement of SETTLE_COUPONS open coupons after one result ----
    let settlement: BetsBenchResult['settlement'] = null;
    if (SETTLE_COUPONS > 0) settlement = await settleBench(log, bets, admin, ledger, players, source);

    return {
      database: 'postgres',
      clients: CLIENTS,
      players: PLAYERS,
      games: GAMES,
      placements: {
        baseline,
        bets: placed,
        ratio,
        p99Ratio: round(placed.p99Ms / baseline.p99Ms, 3),
        accepted: accepted.n,
        refused,
        unknownErrors,
        coupons: counts.rows[0]!.coupons,
        legs: counts.rows[0]!.legs,
        mix,
        auditProblems: audit1,
        houseMinor: house1.toString(),
        stakesMinor: stakes1.toString(),
        houseMatches: house1 === stakes1,
        liabilityDrift,
        pass: placementsPass,
      },
      settlement,
    };
  } finally {
    await bets?.stop().catch(() => {});
    await feed?.stop().catch(() => {});
    await admin?.end().catch(() => {});
    await handle?.close().catch(() => {});
    await sleep(500);
    await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await server.end().catch(() => {});
  }
}

/**
 * Part 2. The fixture writes the rows the service writes for a single on SETTLE_GAME (a placement,
 * a coupon from bets.coupon_id_seq, its leg) in bulk SQL, then debits each stake through the ledger
 * with the service's key, kind and reference (`coupon:{id}:stake`), 64 transfers in flight so the
 * ledger batches them. Unlike the service, rows and stake are not one unit of work: a fixture.
 */
async function settleBench(
  log: (message: string) => void,
  bets: BetsModule,
  admin: pg.Client,
  ledger: Ledger,
  players: readonly { userId: number; accountId: number }[],
  source: ReturnType<typeof createTestFeed>,
): Promise<NonNullable<BetsBenchResult['settlement']>> {
  const n = SETTLE_COUPONS;
  log(`bets: fixture: ${n} open singles on game ${SETTLE_GAME}`);
  const t0 = performance.now();
  // Player i takes coupon i (round robin); outcome by i: two of three bet home (wins), one draws (loses).
  const stakeOf = (i: number) => 100 + (i % 900);
  const BULK = 10_000;
  for (let from = 0; from < n; from += BULK) {
    const count = Math.min(BULK, n - from);
    const idx = Array.from({ length: count }, (_, k) => from + k);
    await admin.query('BEGIN');
    await admin.query(
      `WITH input AS (
         SELECT i, nextval('bets.coupon_id_seq') AS coupon_id, u, a, s, o
         FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[]) AS t(i, u, a, s, o)
       ), pl AS (
         INSERT INTO bets.placements (user_id, idempotency_key, request_hash)
         SELECT u, 'bench-settle-' || i, 'bench' FROM input ORDER BY i
         RETURNING id, user_id, idempotency_key
       ), c AS (
         INSERT INTO bets.coupons (id, placement_id, user_id, account_id, currency, type_id, stake_minor, coef, possible_win_minor, status, change_coef_action, placed_at)
         SELECT input.coupon_id, pl.id, input.u, input.a, $6, 0, input.s, CASE input.o WHEN 'home' THEN ${PRICES[0]} ELSE ${PRICES[1]} END,
                input.s * CASE input.o WHEN 'home' THEN ${PRICES[0]} ELSE ${PRICES[1]} END / 1000, 'open', 2, now()
         FROM input JOIN pl ON pl.idempotency_key = 'bench-settle-' || input.i AND pl.user_id = input.u
         RETURNING id
       )
       INSERT INTO bets.legs (coupon_id, position, game_id, market_key, outcome_key, price, market_version, banker, is_live, sport_id, champ_name, home, away, starts_at)
       SELECT coupon_id, 0, $7, 'ft.1x2', o, CASE o WHEN 'home' THEN ${PRICES[0]} ELSE ${PRICES[1]} END, 1, false, false, 1, 'Premier League', 'Home', 'Away', now() + interval '6 hours'
       FROM input WHERE coupon_id IN (SELECT id FROM c)`,
      [
        idx,
        idx.map((i) => players[i % players.length]!.userId),
        idx.map((i) => players[i % players.length]!.accountId),
        idx.map((i) => stakeOf(i)),
        idx.map((i) => (i % 3 === 2 ? 'draw' : 'home')),
        CURRENCY,
        SETTLE_GAME,
      ],
    );
    await admin.query('COMMIT');
  }
  // The game's running liability (decision 015), as the placements would have kept it.
  await admin.query(
    `INSERT INTO bets.game_liability (game_id, currency, open_win_minor)
     SELECT $1, $2, coalesce(sum(c.possible_win_minor), 0) FROM bets.coupons c JOIN bets.legs l ON l.coupon_id = c.id WHERE l.game_id = $1 AND c.status = 'open'
     ON CONFLICT (game_id, currency) DO UPDATE SET open_win_minor = excluded.open_win_minor`,
    [SETTLE_GAME, CURRENCY],
  );
  // The stakes through the ledger, as the service keys them.
  const { rows: fixture } = await admin.query<{ id: string; account_id: string; stake_minor: string }>(
    `SELECT c.id::text, c.account_id::text, c.stake_minor::text FROM bets.coupons c JOIN bets.legs l ON l.coupon_id = c.id WHERE l.game_id = $1 ORDER BY c.id`,
    [SETTLE_GAME],
  );
  await drive(fixture.length, CLIENTS, async (i) => {
    const c = fixture[i]!;
    await ledger.transfer({
      idempotencyKey: `coupon:${c.id}:stake`,
      kind: 'bet_stake',
      actor: 'bench',
      reason: `coupon ${c.id}`,
      reference: { kind: 'coupon', id: c.id },
      postings: [
        { target: { accountId: Number(c.account_id) }, currencyCode: CURRENCY, amountMinor: -BigInt(c.stake_minor) },
        { target: { system: BETS_HOUSE }, currencyCode: CURRENCY, amountMinor: BigInt(c.stake_minor) },
      ],
    });
  });
  await admin.query('VACUUM ANALYZE');
  const fixtureMs = performance.now() - t0;
  log(`bets: fixture written in ${(fixtureMs / 1000).toFixed(1)} s; publishing the result of game ${SETTLE_GAME}`);

  // One player's single, one at a time, on a game with few coupons and on the game with n open
  // coupons: the liability check sums the open coupons of the game under its lock.
  const probe = async (gameId: number) => {
    const times: number[] = [];
    for (let i = 0; i < PROBES; i++) {
      const t = performance.now();
      await bets.service.place(players[i]!.userId, randomUUID(), CouponDraft.parse({ typeId: 0, legs: [{ gameId, marketKey: 'ft.1x2', outcomeKey: 'home', price: PRICES[0], version: 1 }], amountMinor: '100' }));
      times.push(performance.now() - t);
    }
    return round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, 2);
  };
  const placeQuietMs = await probe(GAMES);
  const placeBusyMs = await probe(SETTLE_GAME);
  log(`bets: one placement alone: ${placeQuietMs} ms on a game with few coupons, ${placeBusyMs} ms on the game with ${n} open coupons`);

  const openOnGame = async () =>
    Number(
      (
        await admin.query<{ n: string }>(
          `SELECT count(*) AS n FROM bets.coupons c JOIN bets.legs l ON l.coupon_id = c.id WHERE l.game_id = $1 AND c.status = 'open'`,
          [SETTLE_GAME],
        )
      ).rows[0]!.n,
    );
  const started = performance.now();
  source.push([
    {
      type: 'result',
      at: Date.now(),
      eventId: SETTLE_GAME,
      status: 'finished',
      score: [2, 0],
      markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: 'won' }, { key: 'draw', result: 'lost' }, { key: 'away', result: 'lost' }] }],
    },
  ]);
  const total = n + PROBES;
  let open = total;
  let timedOut = false;
  let lastLog = started;
  for (;;) {
    await sleep(250);
    open = await openOnGame();
    if (open === 0) break;
    const t = performance.now();
    if (t - lastLog > 15_000) {
      log(`bets: ${total - open} of ${total} settled after ${((t - started) / 1000).toFixed(0)} s`);
      lastLog = t;
    }
    if (t - started > SETTLE_TIMEOUT_MS) {
      timedOut = true;
      break;
    }
  }
  const settleMs = performance.now() - started;
  const settledCoupons = total - open;
  log(`bets: ${settledCoupons} settled in ${(settleMs / 1000).toFixed(1)} s${timedOut ? ' (timed out)' : ''}`);

  const v = (
    await admin.query<{ settled: number; winners: number; payout_rows: number; paid_twice: number; payout_transfers: number; stakes: string; returns: string }>(
      `SELECT
         (SELECT count(*)::int FROM bets.coupons c JOIN bets.legs l ON l.coupon_id = c.id WHERE l.game_id = $1 AND c.status <> 'open' AND c.settle_seq = 1) AS settled,
         (SELECT count(*)::int FROM bets.coupons c JOIN bets.legs l ON l.coupon_id = c.id WHERE l.game_id = $1 AND l.outcome_key = 'home') AS winners,
         (SELECT count(*)::int FROM bets.settlements s JOIN bets.legs l ON l.coupon_id = s.coupon_id WHERE l.game_id = $1 AND s.kind = 'payout') AS payout_rows,
         (SELECT count(*)::int FROM (SELECT s.coupon_id FROM bets.settlements s WHERE s.kind = 'payout' GROUP BY s.coupon_id HAVING count(*) > 1) d) AS paid_twice,
         (SELECT count(*)::int FROM wallet.transfers WHERE kind = 'bet_payout') AS payout_transfers,
         (SELECT coalesce(sum(stake_minor), 0)::text FROM bets.coupons) AS stakes,
         (SELECT coalesce(sum(return_minor), 0)::text FROM bets.coupons WHERE status <> 'open') AS returns`,
      [SETTLE_GAME],
    )
  ).rows[0]!;
  const house = await houseBalance(admin, BETS_HOUSE.code);
  const expectedHouse = BigInt(v.stakes) - BigInt(v.returns);
  const auditProblems = await ledger.audit();
  const ok =
    !timedOut &&
    v.settled === total &&
    v.payout_rows === v.winners &&
    v.payout_transfers === v.winners &&
    v.paid_twice === 0 &&
    auditProblems.length === 0 &&
    house === expectedHouse;
  return {
    coupons: total,
    placeQuietMs,
    placeBusyMs,
    winners: v.winners,
    fixtureMs: round(fixtureMs, 0),
    settleMs: round(settleMs, 0),
    perSecond: round(settledCoupons / (settleMs / 1000), 1),
    settledCoupons: v.settled,
    payoutRows: v.payout_rows,
    payoutTransfers: v.payout_transfers,
    paidTwice: v.paid_twice,
    auditProblems,
    houseMinor: house.toString(),
    expectedHouseMinor: expectedHouse.toString(),
    houseMatches: house === expectedHouse,
    timedOut,
    pass: ok,
  };
}

export function describeBets(r: BetsBenchResult): string {
  const p = r.placements;
  const row = (label: string, f: BetsRunFigures, vs: string, p99vs: string) => [label, f.perSecond.toFixed(0), f.p50Ms.toFixed(2), f.p99Ms.toFixed(2), f.clientCpuMs.toFixed(3), String(f.errors), vs, p99vs];
  const refusals = Object.entries(p.refused).map(([code, count]) => `${code} ${count}`).join(', ') || 'none';
  const lines = [
    `7. Bets on PostgreSQL: ${p.bets.operations} placements (${p.mix.singles} singles, ${p.mix.expresses} 3-leg expresses, ${p.mix.hot} on ${HOT_GAMES} hot games) by ${r.clients} concurrent players of ${r.players}, ${r.games} games, no in-play delay; ${CHUNKS} interleaved chunks`,
    table([
      ['run', 'per s', 'p50 ms', 'p99 ms', 'client CPU ms/op', 'errors', 'per s vs baseline', 'p99 vs baseline'],
      row('baseline: ledger.transfer player → house', p.baseline, '', ''),
      row('bets: service.place (validated draft)', p.bets, `${p.ratio.toFixed(3)}x`, `${p.p99Ratio.toFixed(3)}x`),
    ]),
    `  accepted ${p.accepted}, refused: ${refusals}; other errors: ${p.unknownErrors.length === 0 ? 'none' : p.unknownErrors.join(' | ')}`,
    `  ${p.coupons} coupons, ${p.legs} legs; house:bets ${p.houseMinor} = sum of stakes ${p.stakesMinor}: ${p.houseMatches ? 'yes' : 'NO'}; ledger invariants: ${p.auditProblems.length === 0 ? 'all hold' : p.auditProblems.join('; ')}; per-game liability = open coupons: ${p.liabilityDrift === 0 ? 'yes' : `NO (${p.liabilityDrift} games)`}`,
    `  target >= ${BETS_TARGETS.placementsPerSecond} placements/s and p99 < ${BETS_TARGETS.p99Ms} ms: ${passFail(p.pass)} (${p.bets.perSecond.toFixed(0)}/s, p99 ${p.bets.p99Ms.toFixed(0)} ms)`,
  ];
  const s = r.settlement;
  if (s) {
    lines.push(
      '',
      `8. Settlement of ${s.coupons} open singles (${s.coupons - PROBES} by the fixture, ${PROBES} placed) on one game after its result (fixture ${(s.fixtureMs / 1000).toFixed(1)} s), through the pg-boss job`,
      table([
        ['coupons', 'result → all settled s', 'bets/s', 'settled once', 'payout rows / winners', 'paid twice', 'house consistent', 'audit'],
        [
          String(s.coupons),
          (s.settleMs / 1000).toFixed(1) + (s.timedOut ? ' (timed out)' : ''),
          s.perSecond.toFixed(0),
          String(s.settledCoupons),
          `${s.payoutRows} / ${s.winners}`,
          String(s.paidTwice),
          s.houseMatches ? 'yes' : `NO (${s.houseMinor} vs ${s.expectedHouseMinor})`,
          s.auditProblems.length === 0 ? 'holds' : s.auditProblems.join('; '),
        ],
      ]),
      `  every coupon settled exactly once, paid once, ledger and house consistent: ${passFail(s.pass)}`,
      `  before the result, one placement alone (p50 of ${PROBES}): ${s.placeQuietMs.toFixed(1)} ms on a game with few coupons, ${s.placeBusyMs.toFixed(1)} ms on this game (the liability is one running row per game, decision 015)`,
    );
  }
  return lines.join('\n');
}
