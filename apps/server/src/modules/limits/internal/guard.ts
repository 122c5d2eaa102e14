import { MONEY_LIMIT_WINDOW_SECONDS, NO_MONEY_LIMIT, type LimitType } from '@wager/domain';
import type { LimitRefusalCode } from '@wager/contract';
import type { Tx } from '../../../platform/index.ts';
import { DEPOSIT_KINDS, PLAY_KINDS, STAKE_KINDS, type LimitsRepository, type PlayerLimitRow } from './limits.repository.ts';

/** Why a money movement is refused (decision 021): the code, the limit type and when it frees up (epoch seconds). */
export interface LimitRefusal {
  code: Exclude<LimitRefusalCode, 'SESSION_LIMIT_ENDED'>;
  limitType: number;
  endsAt: number | null;
  message: string;
}
export type GuardVerdict = { allowed: true } | ({ allowed: false } & LimitRefusal);

/** One movement a money path asks about: a stake (bets, casino) or a deposit. */
export interface MoneyRequest {
  userId: number;
  currency: string;
  amountMinor: bigint;
}

const WAGERING: readonly LimitType[] = [1, 2, 3];
const LOSS: readonly LimitType[] = [10, 11, 12];
const DEPOSIT: readonly LimitType[] = [20, 21, 22];
const EXCLUSIONS: readonly number[] = [37, 30, 33];

const secondsOf = (d: Date) => Math.floor(d.getTime() / 1000);

/** A limit row in force now: active, started, not ended (a self-exclusion may start later). */
export function inForce(row: PlayerLimitRow, nowMs: number): boolean {
  return row.state === 'active' && row.startedAt.getTime() <= nowMs && (row.endsAt === null || row.endsAt.getTime() > nowMs);
}

/** The exclusion that stops play and deposits now (type 37, then 30, then 33), if any. */
export function exclusionOf(rows: readonly PlayerLimitRow[], nowMs: number): LimitRefusal | null {
  for (const type of EXCLUSIONS) {
    const row = rows.find((r) => r.limitType === type && inForce(r, nowMs));
    if (!row) continue;
    const endsAt = row.endsAt ? secondsOf(row.endsAt) : null;
    if (type === 33) return { code: 'TIMED_OUT', limitType: 33, endsAt, message: 'A time-out is active: deposits and bets are paused until it ends.' };
    return { code: 'SELF_EXCLUDED', limitType: type, endsAt, message: 'The player is self-excluded: deposits and bets are refused.' };
  }
  return null;
}

export function createGuard(deps: { repository: LimitsRepository; nowMs: () => number }) {
  const repo = deps.repository;

  /** What a money limit's window counts so far (player side), and the oldest movement in it. */
  async function usedIn(userId: number, type: LimitType, currency: string, now: number, tx: Tx): Promise<{ used: bigint; oldest: Date | null }> {
    const since = new Date(now - MONEY_LIMIT_WINDOW_SECONDS[type]! * 1000);
    const isDeposit = DEPOSIT.includes(type);
    const kinds = isDeposit ? DEPOSIT_KINDS : LOSS.includes(type) ? PLAY_KINDS : STAKE_KINDS;
    const sums = (await repo.ledgerSums(userId, kinds, since, tx)).filter((s) => s.currency === currency);
    const net = sums.reduce((a, s) => a + s.sum, 0n);
    // Deposits credit the player (+); stakes and losses debit him (−).
    let used = isDeposit ? net : -net;
    if (isDeposit) used += (await repo.pendingDeposits(userId, since, tx)).filter((p) => p.currency === currency).reduce((a, p) => a + p.sum, 0n);
    const oldest = sums.reduce<Date | null>((a, s) => (a === null || s.oldest < a ? s.oldest : a), null);
    return { used: used > 0n ? used : 0n, oldest };
  }

  /** What is left of a money limit now, in minor units (GET limits' limitBalance). */
  async function balanceOf(row: PlayerLimitRow, tx?: Tx): Promise<bigint | null> {
    if (row.value >= NO_MONEY_LIMIT || !row.currency) return null;
    const work = async (t: Tx) => {
      const cap = BigInt(row.value) * 10n ** BigInt(await repo.minorUnitsOf(row.currency!, t));
      const { used } = await usedIn(row.userId, row.limitType as LimitType, row.currency!, deps.nowMs(), t);
      return cap > used ? cap - used : 0n;
    };
    return repo.transaction(work, tx);
  }

  /**
   * The one check (decision 021) of a batch of movements of one kind, inside the money path's unit of
   * work: one indexed read of the batch's limit rows; only players with a limit that applies are
   * locked (ascending ids) and summed from the ledger. Several requests of one player count together.
   */
  async function check(kind: 'stake' | 'deposit', requests: readonly MoneyRequest[], tx: Tx): Promise<GuardVerdict[]> {
    const now = deps.nowMs();
    const moneyTypes = kind === 'deposit' ? DEPOSIT : [...WAGERING, ...LOSS];
    const rows = (await repo.limitsOf(requests.map((r) => r.userId), tx)).filter(
      (r) => inForce(r, now) && (EXCLUSIONS.includes(r.limitType) || (moneyTypes.includes(r.limitType as LimitType) && r.value < NO_MONEY_LIMIT)),
    );
    if (rows.length === 0) return requests.map(() => ({ allowed: true }));
    const byUser = new Map<number, PlayerLimitRow[]>();
    for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    await repo.lockPlayers([...byUser.keys()], tx);

    const usedCache = new Map<string, { used: bigint; oldest: Date | null }>();
    const accepted = new Map<string, bigint>();
    const out: GuardVerdict[] = [];
    for (const request of requests) {
      const mine = byUser.get(request.userId);
      if (!mine) {
        out.push({ allowed: true });
        continue;
      }
      const excluded = exclusionOf(mine, now);
      if (excluded) {
        out.push({ allowed: false, ...excluded });
        continue;
      }
      let refusal: LimitRefusal | null = null;
      for (const row of mine.filter((r) => moneyTypes.includes(r.limitType as LimitType))) {
        const type = row.limitType as LimitType;
        if (row.currency !== request.currency) {
          refusal = { code: 'LIMIT_REACHED', limitType: type, endsAt: null, message: `A limit counts ${row.currency}: money in another currency is refused while it exists.` };
          break;
        }
        const key = `${request.userId}:${type}`;
        let used = usedCache.get(key);
        if (!used) usedCache.set(key, (used = await usedIn(request.userId, type, row.currency, now, tx)));
        const cap = BigInt(row.value) * 10n ** BigInt(await repo.minorUnitsOf(row.currency, tx));
        if (used.used + (accepted.get(key) ?? 0n) + request.amountMinor > cap) {
          const window = MONEY_LIMIT_WINDOW_SECONDS[type]!;
          const freesAt = used.oldest ? secondsOf(used.oldest) + window : Math.floor(now / 1000) + window;
          refusal = { code: 'LIMIT_REACHED', limitType: type, endsAt: freesAt, message: 'This would pass a limit the player set.' };
          break;
        }
      }
      if (refusal) {
        out.push({ allowed: false, ...refusal });
        continue;
      }
      for (const row of mine) {
        const key = `${request.userId}:${row.limitType}`;
        accepted.set(key, (accepted.get(key) ?? 0n) + request.amountMinor);
      }
      out.push({ allowed: true });
    }
    return out;
  }

  return { check, balanceOf, usedIn };
}

export type Guard = ReturnType<typeof createGuard>;
