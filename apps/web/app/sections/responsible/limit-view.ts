import { LIMIT_TYPE, SECTION_TYPES, asMinorUnits, describeLimitValue, formatMoney, minorUnitsOf, type LimitSection, type LimitType } from '@wager/domain';
import type { Limit } from '@wager/contract';
import type { TFunction } from 'i18next';

/**
 * What the responsible-gaming screen shows of the limit service's rows (S1 §3, §4). The server
 * decides (decision 021: `disabled`, `needApprove`, `approvableAt`); this only groups and words.
 * Pure, with table tests (limit-view.test.ts).
 */
export interface TypeView {
  type: LimitType;
  /** The value in effect: the ACTIVE row, else the INACTIVE one that carries the choices. */
  current: Limit | null;
  /** A change waiting for approval (S1 §4). */
  pending: Limit | null;
  /** S1 §5: the values the player may choose. */
  options: readonly number[];
  /** 'money' rows carry the currency's code in `measure`. */
  currency: string | null;
}

export function typeView(limits: readonly Limit[], type: LimitType): TypeView {
  const rows = limits.filter((limit) => limit.limitType === type);
  const current = rows.find((limit) => limit.limitState === 'ACTIVE') ?? rows.find((limit) => limit.limitState === 'INACTIVE') ?? null;
  const pending = rows.find((limit) => limit.limitState === 'PENDING') ?? null;
  const options = (current ?? pending)?.availableValues ?? [];
  const measure = (current ?? pending)?.measure ?? '';
  return { type, current, pending, options, currency: /^[A-Z]{3}$/.test(measure) ? measure : null };
}

export function sectionViews(limits: readonly Limit[], section: LimitSection): TypeView[] {
  return SECTION_TYPES[section].map((type) => typeView(limits, type));
}

export function isActive(limit: Limit | null | undefined): limit is Limit {
  return limit?.limitState === 'ACTIVE';
}

/** S1 §4: the special limit (type 37: BlockUser, a register, the operator) is active. */
export function externalExclusion(limits: readonly Limit[]): Limit | null {
  return limits.find((limit) => limit.limitType === LIMIT_TYPE.externalExclusion && limit.limitState === 'ACTIVE') ?? null;
}

/** S1 §4: the extra section is disabled while type 37 is active or when any of its fields is disabled. */
export function isExtraDisabled(limits: readonly Limit[]): boolean {
  if (externalExclusion(limits)) return true;
  return SECTION_TYPES.extra.some((type) => limits.some((limit) => limit.limitType === type && limit.disabled));
}

/** S1 §4: the sections the "entirely disabled" feature flag applies to. */
export const LOCK_ALL_SECTIONS: readonly LimitSection[] = ['deposit', 'wagering', 'loss'];

/** S1 §4: a field the server marked disabled (its ACTIVE/INACTIVE row or its pending change). */
export function isRowDisabled(view: TypeView): boolean {
  return view.current?.disabled === true || view.pending?.disabled === true;
}

/**
 * S1 §4: "deposit, wagering and loss sections are entirely disabled if any one field is disabled,
 * under a feature flag" (site config limitsSectionLockAll). Off: only the disabled field is.
 */
export function isSectionLockedAll(limits: readonly Limit[], section: LimitSection, lockAll: boolean): boolean {
  if (!lockAll || !LOCK_ALL_SECTIONS.includes(section)) return false;
  return sectionViews(limits, section).some(isRowDisabled);
}

/** S1 §4: self-exclusion and time-out cannot be changed once active. */
export function isLocked(view: TypeView): boolean {
  return (view.type === LIMIT_TYPE.selfExclusion || view.type === LIMIT_TYPE.timeOut) && isActive(view.current) && view.current.limitValue > 0;
}

/** S1 §4: a self-exclusion that has not started yet (a warning says when it will). */
export function startsLater(limit: Limit | null, nowS: number): boolean {
  return isActive(limit) && limit.limitType === LIMIT_TYPE.selfExclusion && limit.startedAt !== null && limit.startedAt > nowS;
}

const DEPOSIT_TYPES: readonly number[] = SECTION_TYPES.deposit;

/** S1 §4: pending deposit limits whose approval time has come (start + 86400 s): the pop-up forces a choice. */
export function dueApprovals(limits: readonly Limit[], nowS: number): Limit[] {
  return limits.filter((limit) => limit.limitState === 'PENDING' && DEPOSIT_TYPES.includes(limit.limitType) && (limit.needApprove || (limit.approvableAt !== null && limit.approvableAt <= nowS)));
}

/** When the next pending deposit limit becomes approvable (epoch seconds), or null. */
export function nextApprovalAt(limits: readonly Limit[], nowS: number): number | null {
  let next: number | null = null;
  for (const limit of limits) {
    if (limit.limitState !== 'PENDING' || !DEPOSIT_TYPES.includes(limit.limitType) || limit.approvableAt === null || limit.approvableAt <= nowS) continue;
    if (next === null || limit.approvableAt < next) next = limit.approvableAt;
  }
  return next;
}

/** S1 §9: the session ping runs while a session limit (type 31) is set. */
export function hasSessionLimit(limits: readonly Limit[]): boolean {
  return limits.some((limit) => limit.limitType === LIMIT_TYPE.sessionHours && limit.limitState === 'ACTIVE' && limit.limitValue > 0);
}

/** Whole major units of a money limit as minor units (limitValue is whole units, decision 021). */
export function majorToMinor(value: number, currency: string): bigint {
  return BigInt(value) * 10n ** BigInt(minorUnitsOf(currency));
}

export function moneyText(minor: bigint | string, currency: string, lang: string): string {
  return `${formatMoney(asMinorUnits(typeof minor === 'bigint' ? minor : BigInt(minor)), currency, lang)} ${currency}`;
}

/** A limit value in words (S1 §3: days, months or years; money through formatMoney; 999999999 no limit; -1 not set). */
export function valueText(t: TFunction, type: LimitType, value: number, currency: string | null, lang: string): string {
  const shown = describeLimitValue(type, value);
  switch (shown.unit) {
    case 'money':
      return currency ? moneyText(majorToMinor(shown.count, currency), currency, lang) : String(shown.count);
    case 'none':
      return t('responsible.value.none');
    case 'unset':
      return t('responsible.value.unset');
    default:
      return t(`responsible.value.${shown.unit}`, { count: shown.count });
  }
}
