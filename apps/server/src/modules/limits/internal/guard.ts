import { MONEY_LIMIT_WINDOW_SECONDS, NO_MONEY_LIMIT, exclusionVerdict, lossSoFar, moneyLimitFreesAt, moneyLimitVerdict, windowStart, type LimitType } from '@wager/domain';
import type { LimitRefusalCode } from '@wager/contract';
import type { Tx } from '../../../platform/index.ts';
import { DEPOSIT_KINDS, PLAY_KINDS, STAKE_KINDS, type LimitsRepository, type PlayerLimitRow } from './limits.repository.ts';
import { toStored } from './stored.ts';
import type { LedgerWindows } from '../../wallet/index.ts';

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

/** The exclusion that stops this action now (type 37, 30, 33; the domain's exclusionVerdict), if any. */
export function exclusionOf(rows: readonly PlayerLimitRow[], action: 'deposit' | 'bet', nowMs: number): LimitRefusal | null {
  const verdict = exclusionVerdict(rows.map(toStored), action, Math.floor(nowMs / 1000));
  if (!verdict) return null;
  const message = verdict.code === 'TIMED_OUT' ? 'A time-out is active: deposits and bets are paused until it ends.' : 'The player is self-excluded: deposits and bets are refused.';
  return { ...verdict, message };
}

export function createGuard(deps: { repository: LimitsRepository; windows: LedgerWindows; nowMs: () => number }) {
  const repo = deps.repository;
  const windows = deps.windows;

  /** What a money limit's window counts so far (stakes, net loss or deposits), and the window's start. */
  async function usedIn(userId: number, type: LimitType, currency: string, now: number, tx: Tx): Promise<{ used: bigint; since: Date }> {
    const since = new Date(windowStart(type, Math.floor(now / 1000))! * 1000);
    if (DEPOSIT.includes(type)) {
      const credited = (await windows.sums(userId, DEPOSIT_KINDS, since, tx)).filter((s) => s.currency === currency).reduce((a, s) => a + s.sum, 0n);
      const pending = (await windows.pendingDeposits(userId, since, tx)).filter((p) => p.currency === currency).reduce((a, p) => a + p.sum, 0n);
      return { used: credited + pending, since };
    }
    const sums = (await windows.sums(userId, LOSS.includes(type) ? PLAY_KINDS : STAKE_KINDS, since, tx)).filter((s) => s.currency === currency);
    // Player side: stakes are debits (−), returns credits (+).
    const staked = -sums.filter((s) => (STAKE_KINDS as readonly string[]).includes(s.kind)).reduce((a, s) => a + s.sum, 0n);
    const returned = sums.filter((s) => !(STAKE_KINDS as readonly string[]).includes(s.kind)).reduce((a, s) => a + s.sum, 0n);
    return { used: LOSS.includes(type) ? lossSoFar({ stakedMinor: staked, returnedMinor: returned }) : staked, since };
  }

  /** When a refused movement would fit (LIMIT_REACHED endsAt): the domain's moneyLimitFreesAt over the window's movements. */
  async function freesAt(userId: number, type: LimitType, currency: string, limitMinor: bigint, amountMinor: bigint, extraMinor: bigint, now: number, since: Date, tx: Tx): Promise<number | null> {
    const kinds = DEPOSIT.includes(type) ? DEPOSIT_KINDS : STAKE_KINDS;
    const moves = (await windows.movements(userId, kinds, currency, since, tx)).map((m) => ({ atS: Math.floor(m.at.getTime() / 1000), amountMinor: DEPOSIT.includes(type) ? m.amountMinor : -m.amountMinor }));
    if (DEPOSIT.includes(type)) for (const p of await windows.pendingDepositRows(userId, currency, since, tx)) moves.push({ atS: Math.floor(p.at.getTime() / 1000), amountMinor: p.amountMinor });
    // Accepted in this batch, not yet in the ledger: counted as now.
    if (extraMinor > 0n) moves.push({ atS: Math.floor(now / 1000), amountMinor: extraMinor });
    const fits = moneyLimitFreesAt(type, moves, limitMinor, amountMinor, Math.floor(now / 1000));
    if (fits !== null) return fits;
    // Larger than the whole limit: it never fits; endsAt says when the window holding the latest movement (or one starting now) ends.
    const latest = moves.reduce((a, m) => Math.max(a, m.atS), Math.floor(now / 1000));
    return latest + MONEY_LIMIT_WINDOW_SECONDS[type]!;
  }

  /** What is left of a money limit now, in minor units (GET limits' limitBalance). */
  async function balanceOf(row: PlayerLimitRow, tx?: Tx): Promise<bigint | null> {
    if (row.value >= NO_MONEY_LIMIT || !row.currency) return null;
    const work = async (t: Tx) => {
      const { used } = await usedIn(row.userId, row.limitType as LimitType, row.currency!, deps.nowMs(), t);
      return moneyLimitVerdict({ limitMajor: row.value, minorUnits: await windows.minorUnitsOf(row.currency!, t), usedMinor: used, amountMinor: 0n }).leftMinor;
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

    const usedCache = new Map<string, { used: bigint; since: Date }>();
    const accepted = new Map<string, bigint>();
    const out: GuardVerdict[] = [];
    for (const request of requests) {
      const mine = byUser.get(request.userId);
      if (!mine) {
        out.push({ allowed: true });
        continue;
      }
      const excluded = exclusionOf(mine, kind === 'deposit' ? 'deposit' : 'bet', now);
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
        const minorUnits = await windows.minorUnitsOf(row.currency, tx);
        const batch = accepted.get(key) ?? 0n;
        const verdict = moneyLimitVerdict({ limitMajor: row.value, minorUnits, usedMinor: used.used + batch, amountMinor: request.amountMinor });
        if (!verdict.allowed) {
          const limitMinor = BigInt(row.value) * 10n ** BigInt(minorUnits);
          // A loss limit frees up as stakes leave the window only approximately (returns leave too): its endsAt is the window's end from now.
          const endsAt = LOSS.includes(type)
            ? Math.floor(now / 1000) + MONEY_LIMIT_WINDOW_SECONDS[type]!
            : await freesAt(request.userId, type, row.currency, limitMinor, request.amountMinor, batch, now, used.since, tx);
          refusal = { code: 'LIMIT_REACHED', limitType: type, endsAt, message: 'This would pass a limit the player set.' };
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
