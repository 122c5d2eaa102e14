// Slots (decision 017): 5 reels × 3 rows, 10 paylines, a wild; one draw per reel picks its stop.
import { fairStream, nextIndex, type RandomStream, type Seeds } from './fair.ts';
import { BP, ratio, rtpOf, type Rational } from './rational.ts';

export type SlotSymbol = 'W' | '7' | 'BAR' | 'BELL' | 'PLUM' | 'ORANGE' | 'LEMON' | 'CHERRY';
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

export interface SlotConfig {
  /** One strip per reel; the visible rows at stop s are strip[s], strip[s + 1], strip[s + 2] (wrapping). */
  readonly strips: readonly (readonly SlotSymbol[])[];
  /** The row (0 top, 1 middle, 2 bottom) a payline crosses on each reel. */
  readonly lines: readonly (readonly number[])[];
  /** Pays for 3, 4 and 5 in a row from the left, in line bets. `W` is wild and has its own pays. */
  readonly pays: Readonly<Record<SlotSymbol, readonly [number, number, number]>>;
}

export interface SlotResult {
  readonly stops: readonly number[];
  /** grid[row][reel]. */
  readonly grid: readonly (readonly SlotSymbol[])[];
  /** Each paying line: its index, symbol, run length and pay in line bets. */
  readonly wins: readonly { readonly line: number; readonly symbol: SlotSymbol; readonly count: number; readonly pay: number }[];
  /** Total pay over the total bet (the bet is shared equally by the lines). */
  readonly multiplierBp: bigint;
}

/** Every reel: 32 stops (W 1, 7 2, BAR 3, BELL 4, PLUM 5, ORANGE 5, LEMON 6, CHERRY 6), shuffled once and pinned. */
export const SLOT_CONFIG: SlotConfig = {
  strips: [
    ['ORANGE', 'LEMON', 'ORANGE', 'PLUM', 'CHERRY', 'CHERRY', '7', 'ORANGE', '7', 'BELL', 'PLUM', 'CHERRY', 'LEMON', 'ORANGE', 'BAR', 'PLUM', 'PLUM', 'BELL', 'W', 'BAR', 'BELL', 'LEMON', 'ORANGE', 'CHERRY', 'LEMON', 'LEMON', 'BAR', 'CHERRY', 'PLUM', 'BELL', 'LEMON', 'CHERRY'],
    ['LEMON', 'BELL', 'CHERRY', 'CHERRY', 'CHERRY', 'BAR', 'BELL', 'LEMON', 'ORANGE', 'BELL', 'ORANGE', 'BAR', 'LEMON', 'PLUM', 'PLUM', '7', 'PLUM', 'LEMON', 'W', 'PLUM', 'CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'ORANGE', 'LEMON', 'ORANGE', 'ORANGE', '7', 'PLUM', 'BELL', 'BAR'],
    ['BAR', 'LEMON', 'CHERRY', 'BELL', 'PLUM', 'LEMON', 'W', 'PLUM', 'ORANGE', 'PLUM', 'CHERRY', 'CHERRY', 'PLUM', 'CHERRY', 'BAR', 'CHERRY', 'BELL', 'LEMON', 'BAR', 'LEMON', 'LEMON', 'ORANGE', 'ORANGE', 'BELL', 'CHERRY', 'LEMON', '7', 'BELL', '7', 'PLUM', 'ORANGE', 'ORANGE'],
    ['LEMON', 'LEMON', 'PLUM', 'PLUM', 'CHERRY', 'CHERRY', 'BAR', 'PLUM', 'ORANGE', 'BAR', 'LEMON', 'CHERRY', 'CHERRY', 'PLUM', 'BELL', 'PLUM', 'BAR', 'ORANGE', 'ORANGE', 'ORANGE', 'W', 'ORANGE', 'LEMON', 'CHERRY', '7', 'BELL', 'BELL', 'BELL', 'LEMON', '7', 'LEMON', 'CHERRY'],
    ['CHERRY', 'BELL', 'CHERRY', 'CHERRY', 'CHERRY', 'PLUM', 'PLUM', 'ORANGE', 'W', 'CHERRY', 'ORANGE', 'LEMON', 'BAR', 'LEMON', 'BAR', 'BELL', 'ORANGE', 'ORANGE', 'CHERRY', 'ORANGE', 'PLUM', 'LEMON', 'BELL', 'BELL', 'LEMON', '7', 'PLUM', 'BAR', '7', 'PLUM', 'LEMON', 'LEMON'],
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
  ],
  pays: {
    W: [50, 250, 2500],
    '7': [50, 250, 1500],
    BAR: [35, 140, 700],
    BELL: [25, 85, 350],
    PLUM: [18, 50, 200],
    ORANGE: [14, 35, 140],
    LEMON: [10, 25, 100],
    CHERRY: [7, 18, 70],
  },
};

/**
 * A line's pay: the run from reel 1 of the first non-wild symbol (wilds count as it), or the run of leading wilds
 * on their own pays, whichever pays more; 3+ pays.
 */
export function linePay(config: SlotConfig, symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === 'W') wilds++;
  const wildPay = wilds >= 3 ? config.pays.W[wilds - 3]! : 0;
  if (wilds === SLOT_REELS) return { symbol: 'W', count: wilds, pay: wildPay };
  const s = symbols[wilds]!;
  let n = wilds;
  while (n < SLOT_REELS && (symbols[n] === s || symbols[n] === 'W')) n++;
  const pay = n >= 3 ? config.pays[s][n - 3]! : 0;
  return wildPay > pay ? { symbol: 'W', count: wilds, pay: wildPay } : { symbol: s, count: n, pay };
}

export function evaluate(config: SlotConfig, stops: readonly number[]): SlotResult {
  if (BP % BigInt(config.lines.length) !== 0n) throw new RangeError('BAD_LINES');
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) =>
    config.strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const wins: { line: number; symbol: SlotSymbol; count: number; pay: number }[] = [];
  let total = 0;
  config.lines.forEach((rows, line) => {
    const w = linePay(config, rows.map((row, reel) => grid[row]![reel]!));
    if (w.pay > 0) {
      wins.push({ line, ...w });
      total += w.pay;
    }
  });
  return { stops, grid, wins, multiplierBp: (BigInt(total) * BP) / BigInt(config.lines.length) };
}

/** Reel r's stop is floor(f × strip length), draws 0–4 in reel order. */
export function play(stream: RandomStream, config: SlotConfig = SLOT_CONFIG): SlotResult {
  return evaluate(config, config.strips.map((strip) => nextIndex(stream, strip.length)));
}

export const outcome = (seeds: Seeds, config: SlotConfig = SLOT_CONFIG): SlotResult => play(fairStream(seeds), config);

/**
 * Exact RTP from the reel strips. Every payline crosses each reel once and, over the strip's equally likely stops,
 * shows each symbol as often as it appears on the strip, independently per reel; so every line's expected pay is
 * Σ over symbol 5-tuples of linePay × Π (count on reel r / strip length), and the RTP (total pay / total bet) is
 * that one line's expectation. Equal to the mean over all Π lengths stop combinations (tested on small strips).
 */
export function exactRtp(config: SlotConfig = SLOT_CONFIG): Rational {
  const perReel = config.strips.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts];
  });
  let num = 0n;
  const den = config.strips.reduce((d, s) => d * BigInt(s.length), 1n);
  const walk = (reel: number, symbols: SlotSymbol[], weight: bigint): void => {
    if (reel === SLOT_REELS) {
      num += weight * BigInt(linePay(config, symbols).pay);
      return;
    }
    for (const [s, c] of perReel[reel]!) walk(reel + 1, [...symbols, s], weight * BigInt(c));
  };
  walk(0, [], 1n);
  return rtpOf([{ multiplierBp: BP, probability: ratio(num, den) }]);
}
