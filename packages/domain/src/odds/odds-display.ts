import { ODDS_FORMAT, type OddsFormatId } from '../display-settings.ts';
export { isOddsFormatId, parseOddsFormatId } from '../display-settings.ts';
import { formatDecimalOdds } from '../format/odds-format.ts';
import { isDecimalOdds, type DecimalOdds } from '../units/units.ts';
import { FRACTION_LADDER } from './fraction-ladder.ts';

/**
 * Odds shown in the player's format (S0 §3.3 coefViewId, §9 ids and "rounding to 3 decimals").
 * Work is on integer thousandths; where a division is needed the result is rounded half away
 * from zero to thousandths (American: to whole units, as every converter shows it).
 *
 * Trailing zeros: decimal, Hong Kong, Indonesian and Malay show two decimals unless the third is
 * non-zero ("1.50", "0.909", "-0.667"), as the major Asian and European books do; this is the rule
 * of `formatDecimalOdds`, which stays the one decimal formatter.
 * Signs: a negative price reads "-2.00"/"-110" (ASCII hyphen, as typed); positive Hong Kong,
 * Indonesian and Malay prices carry no sign, American ones always "+150" ("+100" at evens).
 * Ids 14 to 16 are variants the spec does not describe: they show decimal odds.
 */

export interface FormatOddsOptions {
  /** Fractional text for 2.00; "1/1" by default (digits need no translation; "EVS" is the UK word). */
  evens?: string;
  /** Fractional only: the reduced fraction even where a ladder fraction exists (2.500 → "3/2", not "6/4"). */
  exactFractions?: boolean;
}

export function formatOdds(odds: DecimalOdds, formatId: OddsFormatId, opts: FormatOddsOptions = {}): string {
  const above = odds - 1000; // the win per unit staked, in thousandths
  switch (formatId) {
    case ODDS_FORMAT.fractional:
      return fractional(odds, opts);
    case ODDS_FORMAT.american:
      return odds >= 2000 ? `+${divRound(above, 10)}` : String(-divRound(100_000, above));
    case ODDS_FORMAT.hongKong:
      return thousandthsText(above);
    case ODDS_FORMAT.indonesian:
      return thousandthsText(odds >= 2000 ? above : -inverseThousandths(above));
    case ODDS_FORMAT.malay:
      return thousandthsText(odds <= 2000 ? above : -inverseThousandths(above));
    default:
      return formatDecimalOdds(odds);
  }
}

/**
 * The decimal odds a displayed price stands for, rounded half away from zero to thousandths; undefined
 * when the text is no price of that format. Where the format is coarser than thousandths (American,
 * negative Malay or Indonesian) this is the nearest thousandths, not necessarily the original odds.
 */
export function toDecimalOdds(text: string, formatId: OddsFormatId, opts: FormatOddsOptions = {}): DecimalOdds | undefined {
  const trimmed = text.trim();
  let odds: number | undefined;
  switch (formatId) {
    case ODDS_FORMAT.fractional: {
      if (trimmed === (opts.evens ?? '1/1') || /^(evs|evens)$/i.test(trimmed)) return 2000 as DecimalOdds;
      const match = /^(\d{1,7})\/(\d{1,7})$/.exec(trimmed);
      if (match) odds = 1000 + divRound(1000 * Number(match[1]), Number(match[2]) || Number.NaN);
      break;
    }
    case ODDS_FORMAT.american: {
      if (!/^[+-]?\d{1,7}$/.test(trimmed)) return undefined;
      const american = Number(trimmed);
      if (american >= 100) odds = 1000 + american * 10;
      else if (american <= -100) odds = 1000 + divRound(100_000, -american);
      break;
    }
    default: {
      const value = parseThousandths(trimmed);
      if (value === undefined) return undefined;
      if (formatId === ODDS_FORMAT.hongKong) odds = value > 0 ? value + 1000 : undefined;
      else if (formatId === ODDS_FORMAT.indonesian) odds = value >= 1000 ? value + 1000 : value <= -1000 ? 1000 + inverseThousandths(-value) : undefined;
      else if (formatId === ODDS_FORMAT.malay) odds = value > 0 && value <= 1000 ? value + 1000 : value < 0 && value >= -1000 ? 1000 + inverseThousandths(-value) : undefined;
      else odds = value;
    }
  }
  return isDecimalOdds(odds) ? odds : undefined;
}

/** Ladder fractions by the odds they round to (thousandths), built once. */
const LADDER_BY_ODDS: ReadonlyMap<number, string> = new Map(FRACTION_LADDER.map(([n, d]) => [1000 + divRound(1000 * n, d), `${n}/${d}`]));

// A ladder fraction is used only when it rounds to exactly these thousandths: snapping nearby prices
// (1.91 to 10/11) would let a higher price read lower (1.62 → 8/13 = 0.615 under 1.619 → 619/1000).
function fractional(odds: DecimalOdds, opts: FormatOddsOptions): string {
  if (odds === 2000) return opts.evens ?? '1/1';
  if (!opts.exactFractions) {
    const ladder = LADDER_BY_ODDS.get(odds);
    if (ladder !== undefined) return ladder;
  }
  const above = odds - 1000;
  const divisor = gcd(above, 1000);
  return `${above / divisor}/${1000 / divisor}`;
}

/** 1/x for x in thousandths, in thousandths (never 0: the smallest magnitude shown is 0.001). */
function inverseThousandths(thousandths: number): number {
  return Math.max(1, divRound(1_000_000, thousandths));
}

/** Signed thousandths with the digits rule of `formatDecimalOdds`: 1500 → "1.50", -667 → "-0.667". */
function thousandthsText(value: number): string {
  const magnitude = Math.abs(value);
  const fraction = String(magnitude % 1000).padStart(3, '0');
  return `${value < 0 ? '-' : ''}${Math.trunc(magnitude / 1000)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

function parseThousandths(text: string): number | undefined {
  const match = /^([+-]?)(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] === '-' ? -value : value;
}

/**
 * a / b for safe integers, rounded half away from zero, exact: the float quotient is within
 * |a/b|·2^-53 of the true one, less than its 1/|b| distance to any other integer, so `trunc` is exact.
 */
export function divRound(a: number, b: number): number {
  const quotient = Math.trunc(a / b);
  const remainder = a - quotient * b;
  return 2 * Math.abs(remainder) >= Math.abs(b) ? quotient + Math.sign(a) * Math.sign(b) : quotient;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}
