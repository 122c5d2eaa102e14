/**
 * Dates and times in the player's language (UI.md: through `Intl`), at the player's time-zone offset
 * (`tzo`, hours, S0 §3.3; default 3, S0 §9) and 12/24-hour choice. The offset is applied by hand and
 * the result formatted as UTC, so the server render and the browser print the same text whatever
 * zone either machine is in.
 */
export interface DateTimeOptions {
  lang: string;
  /** S0 §3.3 timeZone: hours east of UTC (may be fractional: -3.5). */
  timeZoneHours: number;
  /** S0 §3.3 is12h. */
  is12h: boolean;
  /** With the day and month ("22 Nov, 20:05"); default true. */
  withDate?: boolean;
  /** A fuller date ("22 Nov 2026, 20:05" for medium, "22 November 2026" for long without time). */
  dateStyle?: 'medium' | 'long';
  /** Only the date (no time); default false. */
  dateOnly?: boolean;
}

/** `instant` (ISO text, epoch ms or a Date) for the player; an invalid instant is returned as given. */
export function formatDateTime(instant: string | number | Date, options: DateTimeOptions): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return String(instant);
  return dateTimeFormat(options).format(new Date(ms + options.timeZoneHours * 3_600_000));
}

// Building an Intl formatter costs ~50x formatting with one; a page formats dozens of times.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(options: DateTimeOptions): Intl.DateTimeFormat {
  const withDate = options.withDate !== false;
  const key = `${options.lang}|${options.is12h}|${withDate}|${options.dateStyle ?? ''}|${options.dateOnly === true}`;
  let format = formats.get(key);
  if (!format) {
    const time: Intl.DateTimeFormatOptions = options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit', hour12: options.is12h };
    const date: Intl.DateTimeFormatOptions = !withDate
      ? {}
      : options.dateStyle === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : options.dateStyle === 'medium'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : { day: 'numeric', month: 'short' };
    format = createFormat(options.lang, { timeZone: 'UTC', ...time, ...date });
    formats.set(key, format);
  }
  return format;
}

function createFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(lang, options);
  } catch {
    return new Intl.DateTimeFormat('en', options);
  }
}
