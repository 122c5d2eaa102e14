import { MAX_MINOR, type MinorUnits } from '../units/units.ts';

/**
 * Money as integer minor units (beyond the spec, decision 008: no floating point near money). Amounts travel as bigint
 * inside the server and as decimal strings on the wire; these convert between the two and the
 * player's typed "50.5" without ever touching a float. What a player reads is formatted in their
 * language by `formatMoney` (format/money-format.ts); `formatMinor` is the machine form ("50.50").
 */

export { MAX_MINOR };

/** "5050" minor units with 2 minor units → "50.50"; negative amounts keep their sign. Machine form: always a point, no grouping. */
export function formatMinor(amountMinor: bigint, minorUnits: number): string {
  const negative = amountMinor < 0n;
  const digits = (negative ? -amountMinor : amountMinor).toString();
  if (minorUnits <= 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(minorUnits + 1, '0');
  const whole = padded.slice(0, padded.length - minorUnits);
  const fraction = padded.slice(padded.length - minorUnits);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * What a player typed ("50", "50.5", "50,50", " 1 000.25 ") → minor units, or null when it is not an
 * amount in this currency (too many decimals, letters, negative, empty).
 */
export function parseMajorToMinor(typed: string, minorUnits: number): MinorUnits | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return null;
  return BigInt(match[1]! + fraction.padEnd(minorUnits, '0')) as MinorUnits;
}

/** A wire amount ("5000") → bigint; null when it is not a whole non-negative number of minor units. */
export function parseMinor(wire: string): MinorUnits | null {
  if (!/^(0|[1-9]\d{0,18})$/.test(wire)) return null;
  const value = BigInt(wire);
  return value <= MAX_MINOR ? (value as MinorUnits) : null;
}
