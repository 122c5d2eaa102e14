import { NO_MONEY_LIMIT, NO_SESSION_LIMIT, measureOf, type LimitType } from './catalogue.ts';

/**
 * How a limit's value reads on the responsible-gaming screen (S1 §3: "shown as days, months or
 * years"). The server keeps days; the screen speaks in the largest whole unit a player thinks in:
 * 30 → 1 month, 90 → 3 months, 180 → 6 months, 360 or 365 → 1 year, 720/730 → 2 years,
 * 1080/1095 → 3 years, 1800/1825 → 5 years, 3650 → 10 years. Pure: the words come from the
 * dictionaries, this only picks the unit and the count.
 */
export type LimitValueUnit = 'days' | 'months' | 'years' | 'hours' | 'minutes' | 'money' | 'none' | 'unset';

export interface LimitValueDisplay {
  unit: LimitValueUnit;
  /** How many of `unit`; for money the whole major units; 0 for 'none' and 'unset'. */
  count: number;
}

const DAYS_PER_YEAR = [360, 365] as const;

/** Days as the largest unit that divides them evenly (30-day months, 360- or 365-day years). */
export function describeDays(days: number): LimitValueDisplay {
  if (days <= 0) return { unit: 'days', count: days };
  for (const year of DAYS_PER_YEAR) if (days % year === 0) return { unit: 'years', count: days / year };
  if (days % 30 === 0) return { unit: 'months', count: days / 30 };
  return { unit: 'days', count: days };
}

/**
 * `value` of a limit of `type`. S1 §3: -1 is "not set" (session hours; any type, since the wire
 * uses it as the absent value), as is a duration of 0; 999999999 on a money limit is "no limit".
 */
export function describeLimitValue(type: LimitType, value: number): LimitValueDisplay {
  if (value === NO_SESSION_LIMIT) return { unit: 'unset', count: 0 };
  const measure = measureOf(type);
  switch (measure) {
    case 'money':
      return value >= NO_MONEY_LIMIT ? { unit: 'none', count: 0 } : { unit: 'money', count: value };
    // A duration of 0 or less is none chosen (an INACTIVE row).
    case 'days':
      return value <= 0 ? { unit: 'unset', count: 0 } : describeDays(value);
    case 'hours':
      return value <= 0 ? { unit: 'unset', count: 0 } : { unit: 'hours', count: value };
    case 'minutes':
      return value <= 0 ? { unit: 'unset', count: 0 } : { unit: 'minutes', count: value };
    default:
      return { unit: 'none', count: 0 };
  }
}

/**
 * S1 §4 "a pending deposit-limit change is cancellable, with a notice giving the hours left":
 * whole hours until `untilS` (rounded up, so a change due in 10 minutes still says 1 hour; 0 once due).
 */
export function hoursLeft(nowS: number, untilS: number): number {
  return untilS <= nowS ? 0 : Math.ceil((untilS - nowS) / 3600);
}
