/**
 * Pure helpers of the results, statistics and champs pages (S0 §2.2): the player's day, the days a
 * results page offers, grouping finished events by sport and championship, period labels.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The player's calendar date (YYYY-MM-DD) at `nowMs` for a clock `timeZoneHours` from UTC (S0 §3.3 timeZone). */
export function playerDay(nowMs: number, timeZoneHours: number): string {
  return new Date(nowMs + Math.round(timeZoneHours * 3_600_000)).toISOString().slice(0, 10);
}

/** `day` and the `count - 1` days before it, newest first. */
export function daysBack(day: string, count: number): string[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start - i * DAY_MS).toISOString().slice(0, 10));
}

/** Whether `value` is a real calendar date (YYYY-MM-DD). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** A positive integer id from a search param, else null. */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export interface ResultsFilter {
  /** The day shown (YYYY-MM-DD): never after today. */
  date: string;
  /** The sport asked for, or null for the default (the first sport with results). */
  sportId: number | null;
}

/** The results page's filter from its search params (S0 §2.4: kept in the URL, so it can be shared). */
export function readResultsFilter(params: URLSearchParams, today: string): ResultsFilter {
  const date = params.get('date');
  return { date: isIsoDate(date) && date <= today ? date : today, sportId: readId(params.get('sport')) };
}

/** The search params of a filter: the defaults are left out, other params kept. */
export function resultsSearch(current: URLSearchParams, patch: Partial<ResultsFilter>, today: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (patch.date !== undefined) {
    if (patch.date === today) next.delete('date');
    else next.set('date', patch.date);
  }
  if (patch.sportId !== undefined) {
    if (patch.sportId === null) next.delete('sport');
    else next.set('sport', String(patch.sportId));
  }
  return next;
}

/** The sport a results day shows when none is asked for: the first (in the sports' order) with results. */
export function defaultSportId(sports: readonly { sportId: number; count: number }[] | undefined): number | null {
  return sports?.find((s) => s.count > 0)?.sportId ?? null;
}

interface Grouped<E> {
  championship: { id: number; name: string };
  category: { id: number; name: string };
  events: E[];
}

/**
 * Events by championship, championships in the order their first event comes (the list arrives
 * sorted: newest result first, or earliest start), events in the order given.
 */
export function groupByChampionship<E extends { championship: { id: number; name: string }; category: { id: number; name: string } }>(events: readonly E[]): Grouped<E>[] {
  const groups = new Map<number, Grouped<E>>();
  for (const event of events) {
    let group = groups.get(event.championship.id);
    if (!group) groups.set(event.championship.id, (group = { championship: event.championship, category: event.category, events: [] }));
    group.events.push(event);
  }
  return [...groups.values()];
}

/** Sports in play with how many events each, in the order of `order` (sport ids), others after. */
export function sportCounts(events: readonly { sportId: number }[], order: readonly number[] = []): { sportId: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const e of events) counts.set(e.sportId, (counts.get(e.sportId) ?? 0) + 1);
  const rank = (id: number) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  return [...counts].map(([sportId, count]) => ({ sportId, count })).sort((a, b) => rank(a.sportId) - rank(b.sportId) || a.sportId - b.sportId);
}

/**
 * The dictionary key and number of a period code of the feed (`h1`, `p3`, `q4`, `ot`, `ot2`, `so`,
 * `set2`, `game5`, `r3`, `map1`), e.g. `{ key: 'sportStats.period.set', n: 2 }`; null when unknown.
 */
export function periodLabel(code: string): { key: string; n: number } | null {
  if (code === 'so') return { key: 'sportStats.period.so', n: 0 };
  const match = /^(h|p|q|set|game|r|map|ot)(\d*)$/.exec(code);
  if (!match) return null;
  const [, kind, digits] = match as unknown as [string, string, string];
  if (kind !== 'ot' && digits === '') return null;
  return { key: `sportStats.period.${kind}`, n: digits === '' ? 1 : Number(digits) };
}
