import { describe, expect, it } from 'vitest';
import { advance, createRng, createWorld, listOutrights, outrightEntrantKey, outrightEventMarkets, simEventMarkets, type FairMarket, type SimEvent } from '@wager/domain';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { compareMarkets, formatLine, marketGroupKey, marketName, outcomeName, outcomeShortLabel, type MarketNameContext } from './market-names.ts';

type Dictionary = { readonly [key: string]: unknown };

/** A tiny `t`: dotted keys into the dictionary, `{{name}}` filled; a missing key comes back as itself (as i18next does). */
function tinyT(dictionary: Dictionary): MarketNameContext['t'] {
  return (key, options) => {
    let value: unknown = dictionary;
    for (const part of key.split('.')) value = value !== null && typeof value === 'object' ? (value as Dictionary)[part] : undefined;
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (options?.[name] === undefined ? placeholder : String(options[name])));
  };
}

const LANGUAGES = { en: tinyT(en), ru: tinyT(ru) } as const;

interface Offered {
  key: string;
  group: string;
  outcomes: string[];
  home: { en: string; ru: string };
  away: { en: string; ru: string };
  entrants?: Record<string, { en: string; ru: string }>;
}

/**
 * Every market the demo book offers: each event of a simulated Saturday before it starts (the feed
 * offers 48 h ahead), the outrights, and what the events in play offer over four hours of play,
 * looked at every simulated two minutes (sets, games, periods and maps come and go).
 */
function everythingOffered(): Offered[] {
  const saturday = Date.UTC(2026, 10, 28, 12);
  const world = createWorld('wager', saturday);
  const rng = createRng('wager/live');
  const offered = new Map<string, Offered>();
  const add = (markets: readonly FairMarket[], ev: Pick<SimEvent, 'home' | 'away'>, entrants?: Offered['entrants']) => {
    for (const m of markets) {
      const id = `${m.key}|${m.outcomes.map((o) => o.key).join(',')}`;
      if (!offered.has(id)) offered.set(id, { key: m.key, group: m.group, outcomes: m.outcomes.map((o) => o.key), home: ev.home.name, away: ev.away.name, ...(entrants ? { entrants } : {}) });
    }
  };
  const price = (ev: SimEvent) => {
    try {
      add(simEventMarkets(ev), ev);
    } catch {
      // Between sets the models cannot price: the feed suspends, nothing new is offered.
    }
  };
  for (const ev of world.events.values()) if (ev.status !== 'finished' && ev.status !== 'cancelled' && ev.startsAt <= saturday + 48 * 3_600_000) price(ev);
  for (const outright of listOutrights(world)) {
    const entrants = Object.fromEntries(outright.model.entrants.map((e) => [outrightEntrantKey(e.participantId), e.name]));
    add(outrightEventMarkets(outright), { home: { id: 0, name: outright.name, rating: 0 }, away: { id: 0, name: outright.name, rating: 0 } }, entrants);
  }
  for (let minute = 2; minute <= 4 * 60; minute += 2) {
    advance(world, saturday + minute * 60_000, rng);
    for (const ev of world.inPlay) price(ev);
  }
  return [...offered.values()];
}

const OFFERED = everythingOffered();

describe('market and outcome names (decision 012 keys, S0 §3.3 marketsNameType: the full names, the default style)', () => {
  it('the simulator offers every sport\'s markets, in play and not', () => {
    const scopes = new Set(OFFERED.map((m) => m.key.split('.')[0]!.replace(/\d+$/, 'N')));
    for (const scope of ['ft', 'reg', '1h', '2h', 'qN', 'pN', 'setN', 'mapN', 'outright']) expect(scopes, scope).toContain(scope);
    expect(OFFERED.some((m) => /^set\d+\.game\d+\./.test(m.key))).toBe(true);
    expect(OFFERED.length).toBeGreaterThan(300);
  });

  it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])('%s: every market and outcome the simulator produces has a name, not a raw key, and no placeholder left', (lang) => {
    const t = LANGUAGES[lang];
    const problems: string[] = [];
    const bad = (text: string, raw: string) => text === '' || text === raw || text.includes('{{') || text.includes('markets.') || /undefined|NaN/.test(text);
    for (const m of OFFERED) {
      const ctx = { t, home: m.home[lang], away: m.away[lang], outcomeNames: m.entrants ? Object.fromEntries(Object.entries(m.entrants).map(([k, v]) => [k, v[lang]])) : undefined };
      const name = marketName(m.key, ctx);
      if (bad(name, m.key)) problems.push(`market ${m.key}: "${name}"`);
      const group = t(marketGroupKey(m.group));
      if (bad(group, marketGroupKey(m.group))) problems.push(`group ${m.group}: "${group}"`);
      for (const outcome of m.outcomes) {
        const text = outcomeName(m.key, outcome, ctx);
        // Double chance's "12" is its name (1 or 2), as every book prints it.
        if (bad(text, outcome) && !(m.key.endsWith('.dc') && text === '12')) problems.push(`outcome ${m.key} ${outcome}: "${text}"`);
        if (m.key.startsWith('outright.')) continue; // an entrant's button shows its name
        for (const short of [outcomeShortLabel(m.key, outcome), outcomeShortLabel(m.key, outcome, t)]) {
          // Counts and symbols ("3", "6+", "12") are their own short labels; words are not.
          if (bad(short, /[a-z]/.test(outcome) ? outcome : '')) problems.push(`short ${m.key} ${outcome}: "${short}"`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('the two dictionaries name the same things', () => {
    const paths = (tree: Dictionary, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? paths(v as Dictionary, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(paths(ru.markets).sort()).toEqual(paths(en.markets).sort());
  });

  const ctx = { t: LANGUAGES.en, home: 'Arsenal', away: 'Chelsea' };
  const ruCtx = { t: LANGUAGES.ru, home: 'Арсенал', away: 'Челси' };

  it.each([
    ['ft.1x2', '1X2', 'Исход матча'],
    ['ft.total:2.5', 'Total 2.5', 'Тотал 2.5'],
    ['ft.ah:-0.75', 'Asian handicap −0.75', 'Азиатская фора −0.75'],
    ['ft.ah:0', 'Asian handicap 0', 'Азиатская фора 0'],
    ['ft.ah:1.5', 'Handicap +1.5', 'Фора +1.5'],
    ['1h.1x2', '1st half — 1X2', '1-й тайм — исход'],
    ['2h.total:1.5', '2nd half — total 1.5', '2-й тайм — тотал 1.5'],
    ['set2.game5.winner', 'Set 2 — game 5 — winner', '2-й сет — 5-й гейм — победитель'],
    ['map1.winner', 'Map 1 — winner', '1-я карта — победитель'],
    ['q3.total:54.5', 'Quarter 3 — total 54.5', '3-я четверть — тотал 54.5'],
    ['p2.1x2', 'Period 2 — 1X2', '2-й период — исход'],
    ['reg.1x2', 'Regular time — 1X2', 'Основное время — исход'],
    ['ft.winner', 'Winner', 'Победитель матча'],
    ['outright.winner', 'Winner', 'Победитель'],
    ['ft.btts', 'Both teams to score', 'Обе забьют'],
    ['ft.home_total:1.5', 'Arsenal total 1.5', 'Индивидуальный тотал (Арсенал) 1.5'],
    ['ft.away_win_to_nil', 'Chelsea to win to nil', 'Челси победит всухую'],
    ['ft.htft', 'Half time/full time', 'Тайм/матч'],
    ['ft.games_ah:-2.5', 'Games handicap −2.5', 'Фора по геймам −2.5'],
    ['map2.rounds_total:21.5', 'Map 2 — total rounds 21.5', '2-я карта — тотал раундов 21.5'],
  ])('marketName(%s) is "%s" and in Russian "%s"', (key, english, russian) => {
    expect(marketName(key, ctx)).toBe(english);
    expect(marketName(key, ruCtx)).toBe(russian);
  });

  it.each([
    ['ft.1x2', 'home', 'Arsenal', '1'],
    ['ft.1x2', 'draw', 'Draw', 'X'],
    ['ft.1x2', 'away', 'Chelsea', '2'],
    ['ft.total:2.5', 'over', 'Over', 'O 2.5'],
    ['ft.total:2.5', 'under', 'Under', 'U 2.5'],
    ['ft.ah:-0.75', 'home', 'Arsenal −0.75', '1 (−0.75)'],
    ['ft.ah:-0.75', 'away', 'Chelsea +0.75', '2 (+0.75)'],
    ['ft.ah:0', 'away', 'Chelsea 0', '2 (0)'],
    ['ft.dc', '1x', '1X', '1X'],
    ['ft.cs', '2-1', '2:1', '2:1'],
    ['ft.cs', 'other_home', 'Any other home win', '* 1'],
    ['ft.btts', 'yes', 'Yes', 'Y'],
    ['ft.htft', 'draw.home', 'Draw / Arsenal', 'X/1'],
    ['ft.result_total:2.5', 'away.under', 'Chelsea and under 2.5', '2 + U 2.5'],
    ['ft.exact_goals', '6+', '6 or more', '6+'],
    ['ft.method', 'home.sub', 'Arsenal by submission', '1 SUB'],
    ['ft.highest_half', 'equal', 'Equal', '='],
    ['set1.cs', '7-6', '7:6', '7:6'],
  ])('outcome %s %s is "%s", on a compact button "%s"', (market, outcome, name, short) => {
    expect(outcomeName(market, outcome, ctx)).toBe(name);
    expect(outcomeShortLabel(market, outcome)).toBe(short);
  });

  it('outright entrants are named by the caller; Russian words in the player\'s language', () => {
    expect(outcomeName('outright.winner', 'p12', { ...ctx, outcomeNames: { p12: 'Real Madrid' } })).toBe('Real Madrid');
    expect(outcomeName('ft.total:2.5', 'over', ruCtx)).toBe('Больше');
    expect(outcomeName('ft.ah:-1.25', 'away', ruCtx)).toBe('Челси +1.25');
    expect(outcomeName('ft.cs', 'other_draw', ruCtx)).toBe('Другой счёт, ничья');
    expect(outcomeShortLabel('ft.total:2.5', 'over', ruCtx.t)).toBe('Б 2.5');
    expect(outcomeShortLabel('ft.btts', 'no', ruCtx.t)).toBe('Нет');
  });

  it('lines print with a real minus sign; handicaps with their sign', () => {
    expect(formatLine(-0.75)).toBe('\u22120.75');
    expect(formatLine(2.25)).toBe('2.25');
    expect(formatLine(0.5, true)).toBe('+0.5');
    expect(formatLine(0, true)).toBe('0');
  });

  it('the game page\'s order: the main markets first, then by scope, market and line', () => {
    const football = ['2h.1x2', 'ft.total:3.5', '1h.total:0.5', 'ft.cs', 'ft.total:1.5', 'ft.dc', 'ft.ah:-0.25', 'ft.1x2', '1h.1x2', 'ft.dnb', 'ft.ah:-1.25', 'ft.htft'];
    expect([...football].sort(compareMarkets)).toEqual(['ft.1x2', 'ft.dc', 'ft.dnb', 'ft.ah:-1.25', 'ft.ah:-0.25', 'ft.total:1.5', 'ft.total:3.5', 'ft.cs', 'ft.htft', '1h.1x2', '1h.total:0.5', '2h.1x2']);
    const hockey = ['p1.1x2', 'ft.total:5.5', 'reg.dc', 'ft.winner', 'reg.1x2'];
    expect([...hockey].sort(compareMarkets)).toEqual(['ft.winner', 'reg.1x2', 'reg.dc', 'ft.total:5.5', 'p1.1x2']);
    const tennis = ['set2.game3.winner', 'set2.winner', 'ft.games_total:22.5', 'ft.winner', 'set1.winner', 'set2.game12.winner'];
    expect([...tennis].sort(compareMarkets)).toEqual(['ft.winner', 'ft.games_total:22.5', 'set1.winner', 'set2.winner', 'set2.game3.winner', 'set2.game12.winner']);
    // A total order on everything offered: antisymmetric and consistent with equality.
    const keys = [...new Set(OFFERED.map((m) => m.key))].slice(0, 400);
    for (const a of keys.slice(0, 40)) {
      for (const b of keys) {
        expect(Math.sign(compareMarkets(a, b)) + Math.sign(compareMarkets(b, a))).toBe(0);
        if (a !== b) expect(compareMarkets(a, b)).not.toBe(0);
      }
    }
  });

  it('group titles are dictionary keys of both languages; an unknown group has a title too', () => {
    for (const group of ['main', 'totals', 'handicaps', 'halves', 'periods', 'score', 'props', 'outright', 'something-new']) {
      for (const t of Object.values(LANGUAGES)) expect(t(marketGroupKey(group))).not.toBe(marketGroupKey(group));
    }
  });
});
