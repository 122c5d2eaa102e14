import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';
import { SETTLE_GAME_QUEUE } from '../internal/settlement-jobs.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Raw reads for the bets model and crash tests (decision 015): what the ledger holds per coupon, the
 * settlement rows, and the settlement queue's jobs (pg-boss's own table), so a test can wait for the
 * jobs of a game to be done instead of sleeping.
 */
export function createBetsChecks(db: Database) {
  return {
    /** The ledger transfers that reference a coupon: their keys and what they moved on the player's account. */
    async couponTransfers(couponId: bigint, accountId: number): Promise<{ key: string; playerMinor: bigint }[]> {
      const rows = rowsOf<{ key: string; amount: string | null }>(
        await db.execute(sql`
          select t.idempotency_key as key, (select sum(e.amount_minor)::text from wallet.entries e where e.transfer_id = t.id and e.account_id = ${accountId}) as amount
          from wallet.transfers t where t.reference_kind = 'coupon' and t.reference_id = ${couponId.toString()} order by t.id`),
      );
      return rows.map((r) => ({ key: r.key, playerMinor: BigInt(r.amount ?? '0') }));
    },

    /** Settlement rows of a set of coupons (kind, seq, amount) by coupon. */
    async settlements(couponIds: readonly bigint[]): Promise<Map<bigint, { seq: number; kind: string; amountMinor: bigint; status: string }[]>> {
      const out = new Map<bigint, { seq: number; kind: string; amountMinor: bigint; status: string }[]>(couponIds.map((id) => [id, []]));
      if (couponIds.length === 0) return out;
      const list = sql.join(
        couponIds.map((id) => sql`${id.toString()}::bigint`),
        sql`, `,
      );
      const rows = rowsOf<{ coupon_id: string; seq: number; kind: string; amount: string; status: string }>(
        await db.execute(sql`select coupon_id::text, seq, kind, amount_minor::text as amount, status from bets.settlements where coupon_id in (${list}) order by coupon_id, seq, kind`),
      );
      for (const r of rows) out.get(BigInt(r.coupon_id))?.push({ seq: r.seq, kind: r.kind, amountMinor: BigInt(r.amount), status: r.status });
      return out;
    },

    /**
     * The liability rows that differ from the open coupons' possible wins recomputed (decision 015:
     * each open coupon once per game of it); empty when the running totals hold.
     */
    async liabilityDrift(): Promise<string[]> {
      const rows = rowsOf<{ game_id: number; currency: string; kept: string; actual: string }>(
        await db.execute(sql`
          with actual as (
            select g.game_id, c.currency, sum(c.possible_win_minor) as total
            from (select distinct coupon_id, game_id from bets.legs) g join bets.coupons c on c.id = g.coupon_id
            where c.status = 'open' group by g.game_id, c.currency
          )
          select coalesce(l.game_id, a.game_id) as game_id, coalesce(l.currency, a.currency) as currency,
                 coalesce(l.open_win_minor, 0)::text as kept, coalesce(a.total, 0)::text as actual
          from bets.game_liability l full join actual a on a.game_id = l.game_id and a.currency = l.currency
          where coalesce(l.open_win_minor, 0) <> coalesce(a.total, 0)`),
      );
      return rows.map((r) => `game ${r.game_id} ${r.currency}: kept ${r.kept}, open coupons ${r.actual}`);
    },

    /** One game's running liability in one currency (0 without a row). */
    async liability(gameId: number, currency: string): Promise<bigint> {
      const [row] = rowsOf<{ total: string }>(await db.execute(sql`select open_win_minor::text as total from bets.game_liability where game_id = ${gameId} and currency = ${currency}`));
      return BigInt(row?.total ?? '0');
    },

    /** Every ledger key of coupon payouts, reversals and cash-outs that appears more than once (the unique index says never). */
    async duplicateCouponKeys(): Promise<string[]> {
      const rows = rowsOf<{ key: string }>(
        await db.execute(sql`select idempotency_key as key from wallet.transfers where reference_kind = 'coupon' group by idempotency_key having count(*) > 1`),
      );
      return rows.map((r) => r.key);
    },

    /** The settlement jobs of one game: how many were ever sent and how many are not done yet. */
    async settleJobs(gameId: number): Promise<{ total: number; pending: number; failed: number }> {
      const [row] = rowsOf<{ total: number; pending: number; failed: number }>(
        await db.execute(sql`
          select count(*)::int as total,
                 count(*) filter (where state in ('created', 'retry', 'active'))::int as pending,
                 count(*) filter (where state = 'failed')::int as failed
          from pgboss.job where name = ${SETTLE_GAME_QUEUE} and (data->>'gameId')::int = ${gameId}`),
      );
      return row ?? { total: 0, pending: 0, failed: 0 };
    },

    /** The settlement jobs of one game in full (state, tries, last error), for a failure message. */
    async settleJobDetails(gameId: number): Promise<unknown[]> {
      return rowsOf<unknown>(
        await db.execute(sql`
          select id, state, retry_count, created_on, started_on, completed_on, start_after, output
          from pgboss.job where name = ${SETTLE_GAME_QUEUE} and (data->>'gameId')::int = ${gameId} order by created_on`),
      );
    },

    async balance(accountId: number): Promise<bigint> {
      const [row] = rowsOf<{ b: string }>(await db.execute(sql`select balance_minor::text as b from wallet.accounts where id = ${accountId}`));
      return BigInt(row!.b);
    },

    /** Coupons by status, and how many settlement rows there are. */
    async statusCounts(): Promise<Record<string, number>> {
      const rows = rowsOf<{ status: string; n: number }>(await db.execute(sql`select status, count(*)::int as n from bets.coupons group by status`));
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },

    /** How many coupons are open. */
    async openCoupons(): Promise<number> {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bets.coupons where status = 'open'`));
      return row!.n;
    },

    /** Every coupon's status, return and settlement sequence by id. */
    async couponStates(): Promise<Map<string, { status: string; returnMinor: string | null; settleSeq: number }>> {
      const rows = rowsOf<{ id: string; status: string; r: string | null; seq: number }>(await db.execute(sql`select id::text, status, return_minor::text as r, settle_seq as seq from bets.coupons`));
      return new Map(rows.map((r) => [r.id, { status: r.status, returnMinor: r.r, settleSeq: r.seq }]));
    },

    /** Rows of the bets tables and ledger transfers (a refused placement changes none). */
    async counts(): Promise<{ placements: number; coupons: number; legs: number; settlements: number; transfers: number }> {
      const [row] = rowsOf<{ placements: number; coupons: number; legs: number; settlements: number; transfers: number }>(
        await db.execute(sql`
          select (select count(*)::int from bets.placements) as placements, (select count(*)::int from bets.coupons) as coupons,
                 (select count(*)::int from bets.legs) as legs, (select count(*)::int from bets.settlements) as settlements,
                 (select count(*)::int from wallet.transfers) as transfers`),
      );
      return row!;
    },
  };
}

export type BetsChecks = ReturnType<typeof createBetsChecks>;

/**
 * Waits (bounded, polling the queue table) until a game's settlement jobs are all done, at least
 * `atLeast` of them having been sent; throws with the counts when they are not done in time. The bound
 * only has to outlast a 2-core machine running three test files at once (a job there took over 20 s).
 */
export async function waitForSettleJobs(checks: BetsChecks, gameId: number, atLeast: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await checks.settleJobs(gameId);
    if (jobs.total >= atLeast && jobs.pending === 0) {
      if (jobs.failed > 0) throw new Error(`settlement of game ${gameId} failed: ${JSON.stringify(jobs)}`);
      return;
    }
    if (Date.now() > until) {
      const details = JSON.stringify(await checks.settleJobDetails(gameId));
      throw new Error(`settlement jobs of game ${gameId} not done in ${timeoutMs} ms: ${JSON.stringify(jobs)}, expected at least ${atLeast}; jobs ${details} at ${new Date().toISOString()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}
