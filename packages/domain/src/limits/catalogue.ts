/**
 * S1 §3 limit types and the responsible-gaming screen's sections (S1 §2). The numbers are the
 * wire's `limitType`; every rule about them lives beside this file (decision 021).
 */
export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  sessionHours: 31,
  realityCheckMinutes: 32,
  /** S1 §3 "deposit time-out (days)"; the and LCCP's "time-out": a short break from deposits, bets and play. */
  timeOut: 33,
  /**
   * S1 §3 "a special self-exclusion-related limit": here the exclusion a player cannot manage
   * himself — the BlockUser panic button, a national register hit (GAMSTOP-style) or the operator.
   * While active the extra section is disabled (S1 §4).
   */
  externalExclusion: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES = Object.values(LIMIT_TYPE) as readonly LimitType[];

export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

export const LIMIT_SECTIONS = ['deposit', 'extra', 'realityCheck', 'wagering', 'loss'] as const;
export type LimitSection = (typeof LIMIT_SECTIONS)[number];

/** S1 §3 section grouping, in the screen's order within each section. */
export const SECTION_TYPES: Readonly<Record<LimitSection, readonly LimitType[]>> = {
  deposit: [20, 21, 22],
  extra: [33, 30, 31],
  realityCheck: [32],
  wagering: [1, 2, 3],
  loss: [10, 11, 12],
};

/** What a limit's value counts: money (whole units of the account's currency), days, hours, minutes. */
export type LimitMeasure = 'money' | 'days' | 'hours' | 'minutes' | 'none';

/** The rolling window of a money limit, in seconds (S1 §3: 24 h, 7 days, 30 days). */
export const MONEY_LIMIT_WINDOW_SECONDS: Readonly<Partial<Record<LimitType, number>>> = {
  1: 86_400, 2: 7 * 86_400, 3: 30 * 86_400,
  10: 86_400, 11: 7 * 86_400, 12: 30 * 86_400,
  20: 86_400, 21: 7 * 86_400, 22: 30 * 86_400,
};

/** S1 §3: a deposit (money) limit of 999999999 means no limit. */
export const NO_MONEY_LIMIT = 999_999_999;
/** S1 §3: session hours -1 means not set. */
export const NO_SESSION_LIMIT = -1;

export function isLimitType(value: number): value is LimitType {
  return (LIMIT_TYPES as readonly number[]).includes(value);
}
export function sectionOf(type: LimitType): LimitSection | null {
  for (const section of LIMIT_SECTIONS) if (SECTION_TYPES[section].includes(type)) return section;
  return null;
}
export function measureOf(type: LimitType): LimitMeasure {
  if (type in MONEY_LIMIT_WINDOW_SECONDS) return 'money';
  if (type === 30 || type === 33) return 'days';
  if (type === 31) return 'hours';
  if (type === 32) return 'minutes';
  return 'none';
}
