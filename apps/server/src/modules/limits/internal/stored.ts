import { limitsOfType, type LimitType, type StoredLimit } from '@wager/domain';
import type { NewPlayerLimitRow, PlayerLimitRow } from './limits.repository.ts';

// Rows ⇄ the domain's StoredLimit (epoch seconds), so the pure rules decide and the repository writes.

const secondsOf = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const dateOf = (s: number | null) => (s === null ? null : new Date(s * 1000));

export function toStored(row: PlayerLimitRow): StoredLimit {
  return {
    type: row.limitType as LimitType,
    state: row.state as StoredLimit['state'],
    value: row.value,
    startedAt: secondsOf(row.startedAt)!,
    endsAt: secondsOf(row.endsAt),
    approvableAt: secondsOf(row.approvableAt),
    reason: row.selfExcludeReason,
    source: row.source as StoredLimit['source'],
  };
}

export function toRow(userId: number, limit: StoredLimit, currency: string | null): NewPlayerLimitRow & { userId: number; limitType: number; state: string } {
  return {
    userId,
    limitType: limit.type,
    state: limit.state,
    value: limit.value,
    currency,
    startedAt: dateOf(limit.startedAt)!,
    endsAt: dateOf(limit.endsAt),
    approvableAt: dateOf(limit.approvableAt),
    selfExcludeReason: limit.reason,
    source: limit.source,
  };
}

/** The player's rows of one type, and all of them (the domain's LimitsOfType). */
export function ofType(rows: readonly PlayerLimitRow[], type: number) {
  return limitsOfType(rows.map(toStored), type as LimitType);
}
