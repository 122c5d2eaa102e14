/**
 * Human names of the odds feed's markets and outcomes (decision 012 keys: `<scope>.<market>[:<line>]`,
 * packages/domain/src/pricing/market.ts). Pure: texts come from the `markets` dictionary part through the
 * caller's `t`; team and entrant names from the caller.
 *
 * S0 §3.3 `marketsNameType` picks a naming style, but the spec lists no values: these are the full
 * names (the default, 0); `outcomeShortLabel` is the compact form an odds button shows.
 *
 * Lines in a key are in the sport's unit (goals, points, games), written from quarters: `ft.total:2.25`,
 * `ft.ah:-0.75`. A handicap line is the home side's; the away side plays its negation. Lines print with
 * a real minus sign (−0.75) and handicaps with their sign (+0.75); decimals keep the point in every
 * language, as the books print them.
 */

export interface MarketNameContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The first-listed competitor ("home" in outcome keys, in every sport). */
  home: string;
  away: string;
}

export interface OutcomeNameContext extends MarketNameContext {
  /** Outright entrants by outcome key (`p123`), in the player's language. */
  outcomeNames?: Readonly<Record<string, string>>;
}

interface ParsedKey {
  scope: string;
  market: string;
  /** The line in units (2.25, -0.75), or null. */
  line: number | null;
}

const MINUS = '\u2212';

/** Markets whose line is a handicap (the home side's) rather than a total. */
const HANDICAPS = new Set(['ah', 'sets_ah', 'games_ah', 'maps_ah', 'rounds_ah']);

/** Markets with a line that name their outcomes over/under. */
const TOTALS = new Set(['total', 'points_total', 'games_total', 'maps_total', 'sets_total', 'rounds_total', 'home_total', 'away_total']);

/** Markets whose `home`/`draw`/`away` outcomes are the result. */
const RESULTS = new Set(['1x2', 'winner', 'dnb']);

/** Markets that are about one side: the dictionary's text takes the side's name. */
const ONE_SIDE: Readonly<Record<string, 'home' | 'away'>> = { home_total: 'home', away_total: 'away', home_win_to_nil: 'home', away_win_to_nil: 'away' };

/** Markets with their own name for the whole match (Russian says «Исход матча», not «Исход»). */
const MATCH_NAMED = new Set(['1x2', 'winner']);

export function parseMarketKey(key: string): ParsedKey {
  const colon = key.indexOf(':');
  const base = colon < 0 ? key : key.slice(0, colon);
  const line = colon < 0 ? null : Number(key.slice(colon + 1));
  const dot = base.lastIndexOf('.');
  return { scope: dot < 0 ? '' : base.slice(0, dot), market: dot < 0 ? base : base.slice(dot + 1), line: line !== null && Number.isFinite(line) ? line : null };
}

/** A line as players read it: 2.5, −0.75; with `signed`, +0.75 (0 stays 0). */
export function formatLine(line: number, signed = false): string {
  const text = String(Math.abs(line));
  if (line < 0) return `${MINUS}${text}`;
  return signed && line > 0 ? `+${text}` : text;
}

/** The first letter in upper case (the dictionary's names are written to read inside a longer one). */
function capitalised(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase() + text.slice(letter.length);
}

/** The scope's words ("1st half", "set 2 — game 5"), or null for the whole match or an outright. */
function scopeName(scope: string, t: MarketNameContext['t']): string | null {
  if (scope === 'ft' || scope === 'outright' || scope === '') return null;
  if (scope === 'reg' || scope === '1h' || scope === '2h') return t(`markets.scope.${scope}`);
  const game = /^set(\d+)\.game(\d+)$/.exec(scope);
  if (game) return t('markets.scoped', { scope: t('markets.scope.set', { n: game[1] }), market: t('markets.scope.game', { n: game[2] }) });
  const part = /^(q|p|set|map)(\d+)$/.exec(scope);
  if (!part) return null;
  const name = { q: 'quarter', p: 'period', set: 'set', map: 'map' }[part[1] as 'q' | 'p' | 'set' | 'map'];
  return t(`markets.scope.${name}`, { n: part[2] });
}

/** "Total 2.5", "Asian handicap −0.75", "1st half — 1X2", "Set 2 — game 5 — winner", "Map 1 — winner", "Winner" (outright). */
export function marketName(key: string, ctx: MarketNameContext): string {
  const { scope, market, line } = parseMarketKey(key);
  const { t } = ctx;
  const scoped = scopeName(scope, t);
  const side = ONE_SIDE[market];
  const options: Record<string, unknown> = {};
  if (line !== null) options.line = formatLine(line, HANDICAPS.has(market));
  if (side) options.team = side === 'home' ? ctx.home : ctx.away;
  let dictionaryKey = `markets.market.${market}`;
  // A handicap that refunds or splits stakes (whole and quarter lines, not x.5) is an Asian one.
  if (market === 'ah' && line !== null && (((Math.round(line * 4) % 4) + 4) % 4) !== 2) dictionaryKey = 'markets.market.asianHandicap';
  else if (scoped === null && scope === 'ft' && MATCH_NAMED.has(market)) dictionaryKey = `markets.match.${market}`;
  const name = t(dictionaryKey, options);
  if (name === dictionaryKey) return key; // not in the dictionary: the key, for a developer to see
  return capitalised(scoped === null ? name : t('markets.scoped', { scope: scoped, market: name }));
}

/** The name of a result outcome: a team, or the draw. */
function resultName(outcome: string, ctx: MarketNameContext): string | null {
  if (outcome === 'home') return ctx.home;
  if (outcome === 'away') return ctx.away;
  if (outcome === 'draw') return ctx.t('markets.outcome.draw');
  return null;
}

/** "Arsenal", "Draw", "Over", "Under", "Arsenal −0.75", "1X", "2:1", "Any other home win", "Yes"; outright entrants from `outcomeNames`. */
export function outcomeName(marketKey: string, outcomeKey: string, ctx: OutcomeNameContext): string {
  const { market, line } = parseMarketKey(marketKey);
  const { t } = ctx;
  if (market === 'winner' && parseMarketKey(marketKey).scope === 'outright') return ctx.outcomeNames?.[outcomeKey] ?? t('markets.outcome.entrant');
  if (HANDICAPS.has(market) && line !== null) {
    const team = outcomeKey === 'home' ? ctx.home : ctx.away;
    return t('markets.outcome.handicap', { team, line: formatLine(outcomeKey === 'home' ? line : -line, true) });
  }
  if (RESULTS.has(market)) return resultName(outcomeKey, ctx) ?? outcomeKey;
  const score = /^(\d+)-(\d+)$/.exec(outcomeKey);
  if (score) return `${score[1]}:${score[2]}`;
  switch (outcomeKey) {
    case '1x':
    case '12':
    case 'x2':
      return outcomeKey.toUpperCase();
    case 'over':
    case 'under':
    case 'yes':
    case 'no':
    case 'odd':
    case 'even':
    case 'first':
    case 'second':
    case 'equal':
      return t(`markets.outcome.${outcomeKey}`);
    case 'other_home':
    case 'other_draw':
    case 'other_away':
      return t(`markets.outcome.${outcomeKey === 'other_home' ? 'otherHome' : outcomeKey === 'other_draw' ? 'otherDraw' : 'otherAway'}`);
  }
  if (market === 'exact_goals') {
    return outcomeKey.endsWith('+') ? t('markets.outcome.orMore', { n: outcomeKey.slice(0, -1) }) : t('markets.outcome.exactly', { n: outcomeKey });
  }
  const [first, second] = outcomeKey.split('.') as [string, string | undefined];
  if (second !== undefined) {
    const result = resultName(first, ctx);
    if (market === 'htft') {
      const full = resultName(second, ctx);
      if (result !== null && full !== null) return t('markets.outcome.htft', { first: result, second: full });
    }
    if (market === 'result_btts' && result !== null && (second === 'yes' || second === 'no')) return t(`markets.outcome.resultBtts.${second}`, { result });
    if (market === 'result_total' && result !== null && line !== null && (second === 'over' || second === 'under')) {
      return t(`markets.outcome.resultTotal.${second}`, { result, line: formatLine(line) });
    }
    if (market === 'method' && result !== null && (second === 'ko' || second === 'sub' || second === 'dec')) return t(`markets.outcome.method.${second}`, { team: result });
  }
  return resultName(outcomeKey, ctx) ?? outcomeKey;
}

/**
 * A short label for a compact odds button: "1", "X", "2", "O 2.5", "U 2.5", "1 (−0.75)", "1X", "2:1".
 * Without `t` the words it needs (over, under, yes, no …) are the language-neutral letters books use
 * in their Asian view; with it, the player's language's (`markets.short`).
 */
export function outcomeShortLabel(marketKey: string, outcomeKey: string, t?: MarketNameContext['t']): string {
  const { scope, market, line } = parseMarketKey(marketKey);
  const word = (name: keyof typeof SHORT_WORDS): string => (t ? t(`markets.short.${name}`) : SHORT_WORDS[name]);
  const side = outcomeKey === 'home' ? '1' : outcomeKey === 'away' ? '2' : outcomeKey === 'draw' ? 'X' : null;
  if (HANDICAPS.has(market) && line !== null && side !== null && side !== 'X') return `${side} (${formatLine(side === '1' ? line : -line, true)})`;
  if (TOTALS.has(market) && line !== null && (outcomeKey === 'over' || outcomeKey === 'under')) return `${word(outcomeKey)} ${formatLine(line)}`;
  if (scope === 'outright') return outcomeKey;
  if (side !== null) return side;
  const score = /^(\d+)-(\d+)$/.exec(outcomeKey);
  if (score) return `${score[1]}:${score[2]}`;
  switch (outcomeKey) {
    case '1x':
    case '12':
    case 'x2':
      return outcomeKey.toUpperCase();
    case 'other_home':
      return `${word('other')} 1`;
    case 'other_draw':
      return `${word('other')} X`;
    case 'other_away':
      return `${word('other')} 2`;
    case 'first':
      return '1H';
    case 'second':
      return '2H';
    case 'equal':
      return '=';
    case 'yes':
    case 'no':
    case 'odd':
    case 'even':
    case 'over':
    case 'under':
      return word(outcomeKey);
  }
  const [first, second] = outcomeKey.split('.') as [string, string | undefined];
  const result = first === 'home' ? '1' : first === 'away' ? '2' : first === 'draw' ? 'X' : null;
  if (result !== null && second !== undefined) {
    if (market === 'htft') return `${result}/${second === 'home' ? '1' : second === 'away' ? '2' : 'X'}`;
    if (market === 'method' && (second === 'ko' || second === 'sub' || second === 'dec')) return `${result} ${word(second)}`;
    if (second === 'yes' || second === 'no' || second === 'over' || second === 'under') {
      return `${result} + ${word(second)}${market === 'result_total' && line !== null ? ` ${formatLine(line)}` : ''}`;
    }
  }
  return outcomeKey;
}

/** The letters of the compact labels when no `t` is given (the `markets.short` texts otherwise). */
const SHORT_WORDS = { over: 'O', under: 'U', yes: 'Y', no: 'N', odd: 'Odd', even: 'Even', other: '*', ko: 'KO', sub: 'SUB', dec: 'DEC' } as const;

const GROUPS = new Set(['main', 'totals', 'handicaps', 'halves', 'periods', 'score', 'props', 'outright']);

/** The dictionary key of a market group's title (main, totals, handicaps, halves, periods, score, props, outright); `other` for any else. */
export function marketGroupKey(group: string): string {
  return `markets.groups.${GROUPS.has(group) ? group : 'other'}`;
}

/** Markets in the order a game page lists them within a scope: the result first, then lines, then the rest. */
const MARKET_ORDER = [
  'winner', '1x2', 'dc', 'dnb',
  'ah', 'total', 'sets_ah', 'sets_total', 'games_ah', 'games_total', 'maps_ah', 'maps_total', 'points_total', 'rounds_ah', 'rounds_total',
  'home_total', 'away_total', 'btts', 'cs', 'set_score', 'map_score',
  'htft', 'result_btts', 'result_total', 'odd_even', 'exact_goals', 'home_win_to_nil', 'away_win_to_nil', 'highest_half', 'method', 'distance',
];
const MAIN = new Set(['winner', '1x2', 'dc', 'dnb']);

/** The whole match, regulation, halves, quarters or periods, sets (and their games), maps. */
function scopeRank(scope: string): number {
  if (scope === 'ft' || scope === 'outright') return 0;
  if (scope === 'reg') return 1;
  if (scope === '1h') return 2;
  if (scope === '2h') return 3;
  const game = /^set(\d+)\.game(\d+)$/.exec(scope);
  if (game) return 1000 + 100 * Number(game[1]) + Number(game[2]);
  const part = /^(q|p|set|map)(\d+)$/.exec(scope);
  return part ? 100 + Number(part[2]) : 5000;
}

/**
 * Sort order of markets within the game page: the main markets of the match first (1X2 or winner,
 * double chance, draw no bet, regulation's too), then by scope (match, regulation, halves, periods,
 * sets and their games, maps), market and line.
 */
export function compareMarkets(a: string, b: string): number {
  const x = parseMarketKey(a);
  const y = parseMarketKey(b);
  const main = (k: ParsedKey) => ((k.scope === 'ft' || k.scope === 'reg' || k.scope === 'outright') && MAIN.has(k.market) ? 0 : 1);
  const order = (k: ParsedKey) => {
    const i = MARKET_ORDER.indexOf(k.market);
    return i < 0 ? MARKET_ORDER.length : i;
  };
  return (
    main(x) - main(y) ||
    scopeRank(x.scope) - scopeRank(y.scope) ||
    order(x) - order(y) ||
    (x.line ?? 0) - (y.line ?? 0) ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}
