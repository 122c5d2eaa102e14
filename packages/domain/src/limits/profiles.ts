import { currencyByCode } from '../currency/index.ts';
import { NO_MONEY_LIMIT, NO_SESSION_LIMIT, measureOf, type LimitType } from './catalogue.ts';

/**
 * Jurisdiction profiles (decision 021): the rules that differ by licence are configuration, one
 * profile per site. Every value list is a subset of S1 §3's available values.
 */
export type LimitsProfileId = 'default' | 'uk' | 'mt' | 'on';
export const LIMITS_PROFILE_IDS: readonly LimitsProfileId[] = ['default', 'uk', 'mt', 'on'];

/** The rules a profile cites; the values are the regulator's clause (shown in the audit and the tests). */
export type LimitsRule =
  | 'coolingOff'
  | 'selfExclusion'
  | 'timeOut'
  | 'sessionLimit'
  | 'realityCheck'
  | 'moneyLimits'
  | 'loosening'
  | 'registrationPrompt';

export interface LimitsProfile {
  id: LimitsProfileId;
  /** A looser limit or a removal can be approved this long after it was asked for (S1 §4: start + 86400 s). */
  coolingOffSeconds: number;
  /** Self-exclusion lengths offered, in days (S1 §3). */
  selfExclusionDays: readonly number[];
  /** Time-out (type 33) lengths offered, in days (S1 §3). */
  timeOutDays: readonly number[];
  /** Session-limit hours offered, NO_SESSION_LIMIT (-1) last (S1 §3). */
  sessionHours: readonly number[];
  /** Reality-check minutes offered (S1 §3, §9). */
  realityCheckMinutes: readonly number[];
  /** Money-limit ladder in whole major units (USD-like currencies), NO_MONEY_LIMIT last (S1 §3). */
  moneyValues: readonly number[];
  /** The reminder must be offered to every player: the web never hides the reality-check section behind a flag. */
  realityCheckRequired: boolean;
  /** Registration offers to set a deposit limit before the first deposit. */
  limitPromptAtRegistration: boolean;
  /** A looser limit or a removal first passes the self-assessment questionnaire (decision 021). */
  loosenNeedsQuestions: boolean;
  clauses: Readonly<Record<LimitsRule, string>>;
}

const DAY = 86_400;
const S1_SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const;
const S1_TIME_OUT_DAYS = [1, 7, 30, 90] as const;
const S1_SESSION_HOURS = [...Array.from({ length: 24 }, (_, i) => i + 1), NO_SESSION_LIMIT];
const S1_REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const;
/** Whole major units for a dollar-like currency; `moneyLadderScale` multiplies it for smaller units. */
export const MONEY_LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, NO_MONEY_LIMIT] as const;
/** Self-exclusion of at least six months (UKGC LCCP SR 3.5.3; MGA Player Protection Directive). */
const SIX_MONTHS_OR_MORE = S1_SELF_EXCLUSION_DAYS.filter((d) => d >= 180);

const S1_CLAUSES: Record<LimitsRule, string> = {
  coolingOff: 'S1 §4, §9: approval time is start + 86400 s',
  selfExclusion: 'S1 §3 self-exclusion days',
  timeOut: 'S1 §3 deposit time-out days',
  sessionLimit: 'S1 §3 session hours, §4 ping',
  realityCheck: 'S1 §3, §4 reality check',
  moneyLimits: 'S1 §3 deposit, wagering and loss limits (24 h, 7 d, 30 d)',
  loosening: 'decision 021: a looser limit passes the questionnaire, then waits for the cooling-off',
  registrationPrompt: 'S1 §2 deposit-limit pop-up',
};

const DEFAULT_PROFILE: LimitsProfile = {
  id: 'default',
  coolingOffSeconds: DAY,
  selfExclusionDays: S1_SELF_EXCLUSION_DAYS,
  timeOutDays: S1_TIME_OUT_DAYS,
  sessionHours: S1_SESSION_HOURS,
  realityCheckMinutes: S1_REALITY_CHECK_MINUTES,
  moneyValues: MONEY_LADDER,
  realityCheckRequired: false,
  limitPromptAtRegistration: false,
  loosenNeedsQuestions: true,
  clauses: S1_CLAUSES,
};

export const LIMITS_PROFILES: Readonly<Record<LimitsProfileId, LimitsProfile>> = {
  default: DEFAULT_PROFILE,
  uk: {
    ...DEFAULT_PROFILE,
    id: 'uk',
    selfExclusionDays: SIX_MONTHS_OR_MORE,
    // A time-out is a short break of up to six weeks; longer is a self-exclusion.
    timeOutDays: S1_TIME_OUT_DAYS.filter((d) => d <= 42),
    realityCheckRequired: true,
    limitPromptAtRegistration: true,
    clauses: {
      coolingOff: 'UKGC RTS 12: a decrease applies at once, an increase after 24 h and a positive confirmation',
      selfExclusion: 'UKGC LCCP SR 3.5.3: self-exclusion of at least 6 months',
      timeOut: 'UKGC LCCP 3.5.2-style time-out: a break of up to 6 weeks',
      sessionLimit: 'UKGC RTS 13: time limits',
      realityCheck: 'UKGC RTS 13: reality checks offered to every player',
      moneyLimits: 'UKGC RTS 12: financial limits by 24 h, 7 days and month',
      loosening: 'UKGC RTS 12: an increase needs a cooling-off and a positive confirmation',
      registrationPrompt: 'UKGC RTS 12: limits offered at registration',
    },
  },
  mt: {
    ...DEFAULT_PROFILE,
    id: 'mt',
    selfExclusionDays: SIX_MONTHS_OR_MORE,
    clauses: {
      coolingOff: 'MGA Player Protection Directive (Directive 2 of 2018): an increase takes effect after 24 h',
      selfExclusion: 'MGA Player Protection Directive: self-exclusion of at least 6 months',
      timeOut: 'MGA Player Protection Directive: time-out offered',
      sessionLimit: 'MGA Player Protection Directive: time limits',
      realityCheck: 'MGA Player Protection Directive: reality checks',
      moneyLimits: 'MGA Player Protection Directive: deposit, wagering and loss limits',
      loosening: 'MGA Player Protection Directive: an increase takes effect after 24 h',
      registrationPrompt: 'MGA Player Protection Directive: limits offered at registration',
    },
  },
  on: {
    ...DEFAULT_PROFILE,
    id: 'on',
    clauses: {
      coolingOff: 'AGCO Registrar’s Standards for Internet Gaming 2.23/2.24: 24 h cooling-off on an increase',
      selfExclusion: 'AGCO Registrar’s Standards for Internet Gaming: self-exclusion',
      timeOut: 'AGCO Registrar’s Standards for Internet Gaming: time-out',
      sessionLimit: 'AGCO Registrar’s Standards for Internet Gaming 2.23: time limits',
      realityCheck: 'AGCO Registrar’s Standards for Internet Gaming: play reminders',
      moneyLimits: 'AGCO Registrar’s Standards for Internet Gaming 2.23: deposit, wagering and loss limits',
      loosening: 'AGCO Registrar’s Standards for Internet Gaming 2.24: an increase after a 24 h cooling-off',
      registrationPrompt: 'S1 §2 deposit-limit pop-up',
    },
  },
};

export function limitsProfile(id: LimitsProfileId): LimitsProfile {
  return LIMITS_PROFILES[id];
}

/** The site's `LIMITS_PROFILE` setting: empty means 'default'; an unknown name is null (refuse to start). */
export function parseLimitsProfileId(text: string | null | undefined): LimitsProfileId | null {
  const name = (text ?? '').trim().toLowerCase();
  if (name === '') return 'default';
  return (LIMITS_PROFILE_IDS as readonly string[]).includes(name) ? (name as LimitsProfileId) : null;
}

/**
 * How many times the money ladder is multiplied for a currency: a power of ten near its coupon
 * step against the dollar's 2.5 (so RUB, JPY ×100, KRW ×1000, EUR, GBP ×1). Unknown currency: 1.
 */
export function moneyLadderScale(currency?: string | null): number {
  const ref = currency ? currencyByCode(currency) : undefined;
  if (!ref) return 1;
  const stepMajor = Number(ref.amountStepMinor) / 10 ** ref.minorUnits;
  const exponent = Math.max(0, Math.round(Math.log10(stepMajor / 2.5)));
  return 10 ** exponent;
}

/**
 * S1 §3/§5 available values of a type under a profile. Money values are whole major units of
 * `currency` (the ladder scaled, values reaching NO_MONEY_LIMIT dropped, NO_MONEY_LIMIT last).
 * The reality check's "off" (REALITY_CHECK_OFF) is not listed: it is a removal, not a value.
 * Type 37 has none: the player cannot set it.
 */
export function availableValues(profile: LimitsProfile, type: LimitType, currency?: string | null): readonly number[] {
  if (type === 30) return profile.selfExclusionDays;
  if (type === 33) return profile.timeOutDays;
  if (type === 31) return profile.sessionHours;
  if (type === 32) return profile.realityCheckMinutes;
  if (measureOf(type) !== 'money') return [];
  const scale = moneyLadderScale(currency);
  const scaled = profile.moneyValues.filter((v) => v !== NO_MONEY_LIMIT).map((v) => v * scale).filter((v) => v < NO_MONEY_LIMIT);
  return [...scaled, NO_MONEY_LIMIT];
}
