import {
  LIMIT_SECTIONS,
  SECTION_TYPES,
  availableValues,
  effectiveState,
  isDisabled,
  measureOf,
  needApprove,
  removalValue,
  sessionSecondsLeft,
  type LimitType,
  type LimitsProfile,
  type StoredLimit,
} from '@wager/domain';
import type { Limit } from '@wager/contract';

/** What the list needs besides the rows: the currency money limits count, what is left of each, seconds used today. */
export interface ViewInputs {
  profile: LimitsProfile;
  nowS: number;
  /** The currency of the player's money limits, else of his active account. */
  currency: string | null;
  rows: readonly (StoredLimit & { currency: string | null })[];
  /** limitType → what is left of an active money limit, minor units. */
  balances: ReadonlyMap<number, bigint>;
  sessionSecondsUsed: number;
}

function measure(type: LimitType, currency: string | null): string {
  const m = measureOf(type);
  return m === 'money' ? (currency ?? '') : m;
}

/**
 * S1 §3 Limit list: every type of every section in the screen's order (S1 §3 grouping), its ACTIVE
 * (or INACTIVE) entry and, when a change waits, its PENDING entry; type 37 when it is set.
 */
export function limitList(input: ViewInputs): Limit[] {
  const { profile, nowS, rows } = input;
  const out: Limit[] = [];
  const entry = (type: LimitType, section: Limit['type'], row: (StoredLimit & { currency: string | null }) | undefined): Limit => {
    const state = row ? effectiveState(row, nowS) : 'INACTIVE';
    const currency = row?.currency ?? input.currency;
    const value = row ? row.value : (removalValue(type) ?? 0);
    let limitBalance: string | null = null;
    if (row && state === 'ACTIVE') {
      const left = input.balances.get(type);
      if (left !== undefined) limitBalance = left.toString();
      if (type === 31) {
        const seconds = sessionSecondsLeft(row.value, input.sessionSecondsUsed);
        limitBalance = seconds === null ? null : String(seconds);
      }
    }
    return {
      limitType: type,
      limitValue: value,
      limitState: state,
      startedAt: row ? row.startedAt : null,
      endsAt: row ? row.endsAt : null,
      limitBalance,
      needApprove: row ? needApprove(row, nowS) : false,
      approvableAt: row?.state === 'pending' ? row.approvableAt : null,
      selfExcludeReason: row?.reason ?? null,
      measure: measure(type, currency),
      availableValues: [...availableValues(profile, type, currency)],
      type: section,
      disabled: isDisabled(type, rows, nowS),
    };
  };
  for (const section of LIMIT_SECTIONS) {
    for (const type of SECTION_TYPES[section]) {
      const active = rows.find((r) => r.type === type && r.state === 'active');
      out.push(entry(type, section, active));
      const pending = rows.find((r) => r.type === type && r.state === 'pending');
      if (pending) out.push(entry(type, section, pending));
      // Type 37 is listed in the extra section after self-exclusion when it is set (S1 §4 disables the section).
      if (type === 30) {
        const external = rows.find((r) => r.type === 37 && r.state === 'active');
        if (external) out.push(entry(37, 'extra', external));
      }
    }
  }
  return out;
}
