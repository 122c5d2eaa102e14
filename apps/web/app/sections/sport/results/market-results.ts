/**
 * The settled markets a results row opens on (S0 §2.2 results): the match's main markets (result,
 * winner, double chance, draw no bet, both to score, totals and handicaps of the whole match) by
 * their feed keys (`ft.1x2`, `ft.total:2.5`, `ft.ah:-0.75`), with dictionary keys for their names.
 * Every other market's name comes with the sportsbook's market names (sections/shared).
 */

export type MainMarketKind = '1x2' | 'winner' | 'dc' | 'dnb' | 'btts' | 'total' | 'points_total' | 'games_total' | 'maps_total' | 'ah' | 'sets_ah' | 'maps_ah';

export interface MainMarket {
  key: string;
  kind: MainMarketKind;
  /** `ft` the whole match, `reg` regulation time (ice hockey). */
  scope: 'ft' | 'reg';
  /** Totals and handicaps: the line (home's, for a handicap). */
  line: number | null;
}

const KIND_ORDER: readonly MainMarketKind[] = ['1x2', 'winner', 'dc', 'dnb', 'btts', 'total', 'points_total', 'games_total', 'maps_total', 'ah', 'sets_ah', 'maps_ah'];
const LINED = new Set<MainMarketKind>(['total', 'points_total', 'games_total', 'maps_total', 'ah', 'sets_ah', 'maps_ah']);
const HANDICAP = new Set<MainMarketKind>(['ah', 'sets_ah', 'maps_ah']);
const KEY = /^(ft|reg)\.([a-z_0-9]+?)(?::(-?\d+(?:\.\d+)?))?$/;

/** The main market a key names, or null for any other market. */
export function mainMarketOf(key: string): MainMarket | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, scope, kind, line] = match as unknown as [string, 'ft' | 'reg', string, string | undefined];
  if (!(KIND_ORDER as readonly string[]).includes(kind)) return null;
  const k = kind as MainMarketKind;
  if (LINED.has(k) !== (line !== undefined)) return null;
  if (scope === 'reg' && k !== '1x2') return null;
  return { key, kind: k, scope, line: line === undefined ? null : Number(line) };
}

/** The main markets among `keys`, in reading order: result markets, then totals and handicaps by line. */
export function mainMarkets(keys: Iterable<string>): MainMarket[] {
  const found: MainMarket[] = [];
  for (const key of keys) {
    const market = mainMarketOf(key);
    if (market) found.push(market);
  }
  return found.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.scope === b.scope ? 0 : a.scope === 'ft' ? -1 : 1) ||
      (a.line ?? 0) - (b.line ?? 0),
  );
}

/** A line as a player reads it: "2.5"; handicaps carry their sign ("+0.75", "-1.5", "0"). */
export function lineText(line: number, signed: boolean): string {
  const text = String(Math.abs(line));
  if (line === 0) return '0';
  return line < 0 ? `-${text}` : signed ? `+${text}` : text;
}

/** The market's name: a dictionary key and its values. */
export function marketName(market: MainMarket): { key: string; values?: Record<string, string> } {
  const key = market.scope === 'reg' ? 'sportStats.markets.reg1x2' : `sportStats.markets.${market.kind}`;
  return market.line === null ? { key } : { key, values: { line: lineText(market.line, HANDICAP.has(market.kind)) } };
}

/** An outcome's label: a dictionary key (with values) or a text as it is (1, X, 2, a team's name). */
export type OutcomeLabel = { key: string; values?: Record<string, string> } | { text: string };

const SYMBOLS: Readonly<Record<string, string>> = { home: '1', draw: 'X', away: '2', '1x': '1X', '12': '12', x2: 'X2' };

export function outcomeLabel(market: MainMarket, outcomeKey: string, sides: { home: string; away: string }): OutcomeLabel {
  switch (market.kind) {
    case '1x2':
    case 'dc':
      return { text: SYMBOLS[outcomeKey] ?? outcomeKey };
    case 'winner':
    case 'dnb':
      return { text: outcomeKey === 'home' ? sides.home : outcomeKey === 'away' ? sides.away : outcomeKey };
    case 'btts':
      return outcomeKey === 'yes' || outcomeKey === 'no' ? { key: `sportStats.outcomes.${outcomeKey}` } : { text: outcomeKey };
    case 'total':
    case 'points_total':
    case 'games_total':
    case 'maps_total':
      return outcomeKey === 'over' || outcomeKey === 'under' ? { key: `sportStats.outcomes.${outcomeKey}`, values: { line: lineText(market.line ?? 0, false) } } : { text: outcomeKey };
    case 'ah':
    case 'sets_ah':
    case 'maps_ah': {
      const line = market.line ?? 0;
      if (outcomeKey === 'home') return { key: 'sportStats.outcomes.handicap', values: { side: sides.home, line: lineText(line, true) } };
      if (outcomeKey === 'away') return { key: 'sportStats.outcomes.handicap', values: { side: sides.away, line: lineText(-line, true) } };
      return { text: outcomeKey };
    }
  }
}
