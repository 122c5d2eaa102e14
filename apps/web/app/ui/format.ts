/**
 * Dates in the player's language, time-zone offset (`tzo`, hours) and 12/24-hour choice (S0 §3.3).
 * The offset is applied by hand and formatted as UTC, so the server render and the browser agree.
 */
export function formatDateTime(
  instant: string | number | Date,
  options: { lang: string; timeZoneHours: number; is12h: boolean; withDate?: boolean },
): string {
  const ms = new Date(instant).getTime() + options.timeZoneHours * 3_600_000;
  return dateTimeFormat(options.lang, options.is12h, options.withDate !== false).format(new Date(ms));
}

// Building an Intl formatter costs ~50x formatting with one; a page formats dozens of times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(lang: string, is12h: boolean, withDate: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${is12h}|${withDate}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hour12: is12h,
      ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** Decimal odds from thousandths: 1850 → "1.85", 1875 → "1.875" (S0 §9 rounds to 3 decimals). */
export function formatDecimalOdds(oddsMilli: number): string {
  const text = (oddsMilli / 1000).toFixed(3);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}
