import { NO_MONEY_LIMIT, NO_SESSION_LIMIT, SECTION_TYPES, measureOf, type LimitState, type LimitType } from './catalogue.ts';
import { availableValues, type LimitsProfile } from './profiles.ts';
import { isSelfExcludeReason } from './reasons.ts';

/**
 * The state machine of one limit (S1 §4; decision 021). Pure: the server reads the rows, asks
 * here, and writes what the answer says in the same unit of work. Times are epoch seconds.
 */
export interface StoredLimit {
  type: LimitType;
  state: 'active' | 'pending';
  /** Money: whole major units (NO_MONEY_LIMIT = none); days, hours (-1 = none) or minutes. */
  value: number;
  /** Active: in effect from (a self-exclusion may start later). Pending: when it was asked for. */
  startedAt: number;
  /** Self-exclusion, time-out, external exclusion: when it ends (null = until lifted). */
  endsAt: number | null;
  /** Pending: the player may approve it from this time. */
  approvableAt: number | null;
  /** Self-exclusion reason id (SELF_EXCLUDE_REASONS). */
  reason: number | null;
  source: 'player' | 'operator' | 'register';
}

/** The player's limits of the request's type, and all his limits (for type 37). */
export interface LimitsOfType {
  active?: StoredLimit;
  pending?: StoredLimit;
  all: readonly StoredLimit[];
}

/** A player's rows of one type, as decideChange and approvePending take them. */
export function limitsOfType(all: readonly StoredLimit[], type: LimitType): LimitsOfType {
  return { active: all.find((l) => l.type === type && l.state === 'active'), pending: all.find((l) => l.type === type && l.state === 'pending'), all };
}

export interface LimitChangeRequest {
  type: LimitType;
  value: number;
  reason?: number | null;
  /** Money limits: the account currency, which scales the ladder (moneyLadderScale). */
  currency?: string | null;
}

/** Why a change is refused; the server answers LIMIT_CHANGE_REFUSED with it. */
export type LimitChangeRefusal =
  /** S1 §5: not one of the available values (or an unknown self-exclusion reason). */
  | 'NOT_AVAILABLE'
  /** S1 §4: an active self-exclusion or time-out cannot be shortened or cancelled. */
  | 'CANNOT_SHORTEN'
  /** S1 §4: the extra section is disabled while type 37 is active. */
  | 'EXTERNALLY_EXCLUDED'
  /** Type 37 is set by BlockUser, the register or the operator, never through a limit change. */
  | 'INVALID_TYPE'
  /** S1 §4 approve / reject: there is no pending change of that type. */
  | 'NOTHING_PENDING'
  /** S1 §4: approval only from start + cooling-off (S1 §9: 86400 s). */
  | 'NOT_YET_APPROVABLE';

export type LimitChangeDecision =
  /** Write `active` as the type's active row; delete the type's pending row if `dropPending`. */
  | { kind: 'apply'; active: StoredLimit; dropPending: boolean }
  /** Delete the type's active row (and its pending row): the limit is gone at once. */
  | { kind: 'remove'; dropPending: boolean }
  /** Write `pending` as the type's pending row (replacing any); ask the questions first if `needsQuestions`. */
  | { kind: 'pending'; pending: StoredLimit; needsQuestions: boolean }
  | { kind: 'refuse'; code: LimitChangeRefusal };

const DAY = 86_400;
/** Type 32's "off": not an S1 §3 value but the removal of the reminder (the contract's minutes 0). */
export const REALITY_CHECK_OFF = 0;
const EXCLUSION_TYPES: readonly LimitType[] = [30, 33];

/** The value that means "no limit of this type" (a removal request). */
export function removalValue(type: LimitType): number | null {
  if (measureOf(type) === 'money') return NO_MONEY_LIMIT;
  if (type === 31) return NO_SESSION_LIMIT;
  if (type === 32) return REALITY_CHECK_OFF;
  return null;
}

export function isRemoval(type: LimitType, value: number): boolean {
  return removalValue(type) === value;
}

/**
 * How protective a value is, bigger = looser. Money: more is looser, none loosest. Session hours:
 * more hours looser, -1 loosest. Reality check: a reminder protects, so less frequent (more
 * minutes) is looser and off loosest. Self-exclusion, time-out: longer is tighter.
 */
export function looseness(type: LimitType, value: number): number {
  if (isRemoval(type, value)) return Number.POSITIVE_INFINITY;
  if (EXCLUSION_TYPES.includes(type)) return -value;
  return value;
}

/** `next` protects the player less than `current` (S1 §4: such a change waits). */
export function isLooser(type: LimitType, next: number, current: number): boolean {
  return looseness(type, next) > looseness(type, current);
}

/** A self-exclusion (or another dated limit) set to start later: shown INACTIVE with a warning (S1 §4). */
export function startsInFuture(limit: StoredLimit, nowS: number): boolean {
  return limit.state === 'active' && limit.startedAt > nowS;
}

/** S1 §3 limitState at `nowS`: an ended or not yet started limit is INACTIVE. */
export function effectiveState(limit: StoredLimit, nowS: number): LimitState {
  if (limit.state === 'pending') return 'PENDING';
  if (limit.endsAt !== null && nowS >= limit.endsAt) return 'INACTIVE';
  if (limit.startedAt > nowS) return 'INACTIVE';
  return 'ACTIVE';
}

/** S1 §3 needApprove: a pending change whose cooling-off has passed (S1 §4 non-dismissible pop-up). */
export function needApprove(limit: StoredLimit, nowS: number): boolean {
  return limit.state === 'pending' && limit.approvableAt !== null && nowS >= limit.approvableAt;
}

function isInForce(limit: StoredLimit, type: LimitType, nowS: number): boolean {
  return limit.type === type && effectiveState(limit, nowS) === 'ACTIVE';
}

/** An active row that has not ended yet, started or scheduled: it binds the player. */
function isBinding(limit: StoredLimit | undefined, nowS: number): limit is StoredLimit {
  return limit !== undefined && limit.state === 'active' && (limit.endsAt === null || nowS < limit.endsAt);
}

/** Type 37 in force: the extra section is disabled (S1 §4). */
export function isExternallyExcluded(all: readonly StoredLimit[], nowS: number): boolean {
  return all.some((l) => isInForce(l, 37, nowS));
}

/**
 * S1 §3 `disabled`: the player may not change this field now. Type 37 always; the extra section
 * while 37 is in force; a self-exclusion or time-out that binds (even one not yet started). The
 * API still accepts a longer self-exclusion or time-out (it extends; decideChange).
 */
export function isDisabled(type: LimitType, all: readonly StoredLimit[], nowS: number): boolean {
  if (type === 37) return true;
  if (SECTION_TYPES.extra.includes(type) && isExternallyExcluded(all, nowS)) return true;
  if (EXCLUSION_TYPES.includes(type)) return all.some((l) => l.type === type && isBinding(l, nowS));
  return false;
}

/** S1 §4: the extra section is disabled when 37 is in force or any of its fields is disabled. */
export function isSectionDisabled(section: keyof typeof SECTION_TYPES, all: readonly StoredLimit[], nowS: number): boolean {
  return SECTION_TYPES[section].some((type) => isDisabled(type, all, nowS));
}

/**
 * What to do with a request to set a limit (S1 §4, §5; decision 021):
 * - a tighter value, a first limit or the same value applies at once and drops any pending change;
 * - a looser value or a removal (NO_MONEY_LIMIT, session -1) becomes PENDING, approvable after the
 *   profile's cooling-off, after the questionnaire when the profile asks for it; a newer looser
 *   request replaces the pending one and restarts the cooling-off;
 * - the reality check is a reminder, not a limit: any frequency and "off" apply at once (RTS 13
 *   leaves the frequency to the player; nothing requires a cooling-off for it);
 * - self-exclusion and time-out start now and end after the chosen days, never need questions;
 *   while one binds a request may only extend it (CANNOT_SHORTEN otherwise).
 */
export function decideChange(profile: LimitsProfile, current: LimitsOfType, request: LimitChangeRequest, nowS: number): LimitChangeDecision {
  const { type, value } = request;
  if (type === 37) return refuse('INVALID_TYPE');
  if (SECTION_TYPES.extra.includes(type) && isExternallyExcluded(current.all, nowS)) return refuse('EXTERNALLY_EXCLUDED');
  if (EXCLUSION_TYPES.includes(type)) return decideExclusion(profile, current, request, nowS);

  const removal = isRemoval(type, value);
  const listed = availableValues(profile, type, request.currency).includes(value);
  if (!removal && !listed) return refuse('NOT_AVAILABLE');

  const active = current.active && effectiveState(current.active, nowS) === 'ACTIVE' ? current.active : undefined;
  const dropPending = current.pending !== undefined;
  if (type === 32 || !active || !isLooser(type, value, active.value)) {
    if (removal) return { kind: 'remove', dropPending };
    if (active && active.value === value) return { kind: 'apply', active, dropPending };
    return { kind: 'apply', active: row(type, 'active', value, nowS, 'player'), dropPending };
  }
  const pending = { ...row(type, 'pending', value, nowS, 'player'), approvableAt: nowS + profile.coolingOffSeconds };
  return { kind: 'pending', pending, needsQuestions: profile.loosenNeedsQuestions };
}

function decideExclusion(profile: LimitsProfile, current: LimitsOfType, request: LimitChangeRequest, nowS: number): LimitChangeDecision {
  const { type, value } = request;
  const reason = type === 30 ? (request.reason ?? null) : null;
  const binding = isBinding(current.active, nowS) ? current.active : undefined;
  // A zero or negative length asks to cancel: never while one binds (S1 §4).
  if (binding && value <= 0) return refuse('CANNOT_SHORTEN');
  if (!availableValues(profile, type).includes(value)) return refuse('NOT_AVAILABLE');
  if (reason !== null && !isSelfExcludeReason(reason)) return refuse('NOT_AVAILABLE');
  const endsAt = nowS + value * DAY;
  if (!binding) return { kind: 'apply', active: { ...row(type, 'active', value, nowS, 'player'), endsAt, reason }, dropPending: current.pending !== undefined };
  // Extend only: start no later than now, end no earlier than before; the value becomes the whole days between.
  const startedAt = Math.min(binding.startedAt, nowS);
  const newEnd = binding.endsAt === null ? null : Math.max(binding.endsAt, endsAt);
  if (startedAt === binding.startedAt && newEnd === binding.endsAt) return refuse('CANNOT_SHORTEN');
  const days = newEnd === null ? binding.value : Math.max(binding.value, Math.ceil((newEnd - startedAt) / DAY));
  return { kind: 'apply', active: { ...binding, startedAt, endsAt: newEnd, value: days, reason: reason ?? binding.reason }, dropPending: current.pending !== undefined };
}

export type PendingDecision =
  /** Write `active` as the type's active row and delete the pending row. */
  | { kind: 'apply'; active: StoredLimit }
  /** The pending change was a removal: delete both rows. */
  | { kind: 'remove' }
  | { kind: 'refuse'; code: 'NOTHING_PENDING' | 'NOT_YET_APPROVABLE' | 'EXTERNALLY_EXCLUDED' };

/**
 * S1 §4 limitaction 1 (approve): only from approvableAt; the pending row becomes the active one,
 * in effect now. With `all` given, a pending extra-section change waits while 37 is in force.
 */
export function approvePending(current: Partial<LimitsOfType>, nowS: number): PendingDecision {
  const pending = current.pending;
  if (!pending) return { kind: 'refuse', code: 'NOTHING_PENDING' };
  if (!needApprove(pending, nowS)) return { kind: 'refuse', code: 'NOT_YET_APPROVABLE' };
  if (current.all && SECTION_TYPES.extra.includes(pending.type) && isExternallyExcluded(current.all, nowS)) return { kind: 'refuse', code: 'EXTERNALLY_EXCLUDED' };
  if (isRemoval(pending.type, pending.value)) return { kind: 'remove' };
  return { kind: 'apply', active: { ...pending, state: 'active', startedAt: nowS, approvableAt: null } };
}

/** S1 §4 reject (DELETE …/limit): the pending change is dropped, the active limit stays. */
export function cancelPending(current: Pick<LimitsOfType, 'pending'>): { kind: 'cancel'; pending: StoredLimit } | { kind: 'refuse'; code: 'NOTHING_PENDING' } {
  return current.pending ? { kind: 'cancel', pending: current.pending } : { kind: 'refuse', code: 'NOTHING_PENDING' };
}

function row(type: LimitType, state: StoredLimit['state'], value: number, nowS: number, source: StoredLimit['source']): StoredLimit {
  return { type, state, value, startedAt: nowS, endsAt: null, approvableAt: null, reason: null, source };
}

function refuse(code: LimitChangeRefusal): LimitChangeDecision {
  return { kind: 'refuse', code };
}
