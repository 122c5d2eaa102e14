/**
 * The settlement crash test's process (decision 015). On the database CRASH_DATABASE (`pglite:<dir>`
 * or a PostgreSQL URL) it runs the feed (a test source), the wallet's ledger and the bets module with
 * its pg-boss settlement jobs, as the app wires them. CRASH_PHASE:
 *   `settle`  migrate, fund players, place many open coupons on game X (and expresses with game Y,
 *             which ends first), print `PLACED <json>`, publish X's result, write it to the feed
 *             tables (`FLUSHED`), and print `SETTLED <couponId>` after each settlement's commit,
 *             until the parent kills it with SIGKILL.
 *   `recover` start the bets module (its start-up recovery queues the games left to settle), wait
 *             until no coupon is open, print `DONE`, stop cleanly and exit 0.
 */
import { CouponDraft } from '@wager/contract';
import { createDatabase } from '@wager/db';
import { createDataSource } from '../../../platform/data-source.ts';
import type { PubSub } from '../../../platform/index.ts';
import { createFeedModule } from '../../feed/index.ts';
import { createWalletModule } from '../../wallet/index.ts';
import { houseAdjustment } from '../../wallet/testing/house-adjustment.ts';
import { createLedgerFixtures } from '../../wallet/testing/ledger-fixtures.repository.ts';
import { createBetsModule } from '../index.ts';
import { createBetsChecks, waitForSettleJobs } from './bets-checks.repository.ts';
import { createTestFeed, game, SPORT, x12 } from './test-feed.ts';
import { CRASH_DEPOSIT, CRASH_GAME_X, CRASH_GAME_Y, CRASH_PRICES, CRASH_RESULTS, type CrashCoupon } from './settlement-crash-plan.ts';

const target = process.env.CRASH_DATABASE ?? '';
const phase = process.env.CRASH_PHASE ?? 'settle';
const players = Number(process.env.CRASH_PLAYERS ?? 4);
const perPlayer = Number(process.env.CRASH_COUPONS_PER_PLAYER ?? 30);
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const handle = createDatabase(target.startsWith('pglite:') ? { kind: 'pglite', dataDir: target.slice('pglite:'.length) } : { kind: 'postgres', url: target, poolSize: 6 });
  if (phase === 'settle') await handle.migrate();
  const data = createDataSource(handle.db);
  const source = phase === 'settle' ? createTestFeed() : null;
  const feed = createFeedModule({ data, source, writeIntervalMs: 60_000 });
  const wallet = createWalletModule({ data });
  // The settlement push, after each commit, is how the parent counts settlements without opening the database.
  const pubsub: PubSub = {
    publish: async (_channel, message) => void print(`SETTLED ${(message as { couponId: string }).couponId}`),
    subscribe: async () => async () => {},
    close: async () => {},
  };
  const bets = createBetsModule({
    data,
    feed: feed.bets,
    ledger: wallet.ledger,
    wallet: wallet.service,
    pubsub,
    secret: 'crash-test-secret',
    // Small batches: several commits per game, so the kill falls between some of them (decision 015).
    config: { minStakeMinor: 100n, maxLiabilityPerGameMinor: null, inPlayDelayMs: { bySport: {}, other: 0 }, settleBatchSize: 4 },
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
  const checks = createBetsChecks(handle.db);
  // As the app: the jobs (and their recovery) start before the feed.
  await bets.start();
  await feed.start();

  if (phase === 'recover') {
    print('READY');
    for (let i = 0; ; i++) {
      const open = await checks.openCoupons();
      if (open === 0) break;
      if (i > 600) throw new Error(`${open} coupons still open after recovery`);
      await new Promise((r) => setTimeout(r, 50));
    }
    print('DONE');
    await bets.stop();
    await feed.stop();
    await handle.close();
    return;
  }

  const now = Date.now();
  source!.push([
    { type: 'sport', at: now, sport: SPORT },
    ...[CRASH_GAME_X, CRASH_GAME_Y].flatMap((id) => [
      { type: 'event' as const, at: now, event: game(id, now + 3_600_000) },
      { type: 'markets' as const, at: now, eventId: id, markets: [x12(1, CRASH_PRICES[id]!)] },
    ]),
  ]);
  const fixtures = createLedgerFixtures(handle.db);
  const placed: CrashCoupon[] = [];
  const outcomes = ['home', 'draw', 'away'] as const;
  const leg = (gameId: number, outcomeKey: (typeof outcomes)[number]) => ({ gameId, marketKey: 'ft.1x2', outcomeKey, price: CRASH_PRICES[gameId]![outcomes.indexOf(outcomeKey)]!, version: 1 });
  for (let p = 0; p < players; p++) {
    const { userId, accountId } = await fixtures.player('EUR');
    await houseAdjustment(wallet.ledger, accountId, 'EUR', CRASH_DEPOSIT);
    for (let i = 0; i < perPlayer; i++) {
      const o = outcomes[(p + i) % 3]!;
      const stake = String(100 + ((p * 37 + i * 53) % 900));
      const draft =
        i % 8 === 0
          ? { typeId: 9, legs: [leg(CRASH_GAME_X, 'home'), leg(CRASH_GAME_X, 'draw')], amountMinor: stake }
          : i % 5 === 0
            ? { typeId: 1, legs: [leg(CRASH_GAME_X, o), leg(CRASH_GAME_Y, outcomes[i % 2]!)], amountMinor: stake }
            : { typeId: 0, legs: [leg(CRASH_GAME_X, o)], amountMinor: stake };
      const { coupons } = await bets.service.place(userId, `crash-${p}-${i}`, CouponDraft.parse(draft));
      for (const c of coupons) placed.push({ couponId: c.couponId, accountId, typeId: c.typeId as 0 | 1 | 9, stakeMinor: c.stakeMinor, legs: c.legs.map((l) => ({ gameId: l.gameId, outcomeKey: l.outcomeKey, price: l.price })) });
    }
  }
  const result = (id: number) => ({
    type: 'result' as const,
    at: Date.now(),
    eventId: id,
    status: 'finished' as const,
    score: [1, 1] as [number, number],
    markets: [{ key: 'ft.1x2', outcomes: Object.entries(CRASH_RESULTS[id]!).map(([key, r]) => ({ key, result: r })) }],
  });
  // Y ends first: the expresses' Y legs get their result, the coupons stay open.
  const jobsBefore = (await checks.settleJobs(CRASH_GAME_Y)).total;
  source!.push([result(CRASH_GAME_Y)]);
  await waitForSettleJobs(checks, CRASH_GAME_Y, jobsBefore + 1);
  print(`PLACED ${JSON.stringify(placed)}`);
  source!.push([result(CRASH_GAME_X)]);
  // The result must be in the feed tables for the next process to find it.
  await feed.flush();
  print('FLUSHED');
  // Settling now; the parent kills this process part-way.
  await new Promise(() => {});
}

main().catch((err: unknown) => {
  print(`ERR ${String((err as Error)?.stack ?? err).replace(/\s+/g, ' ').slice(0, 1000)}`);
  process.exit(1);
});
