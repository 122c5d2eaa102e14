import type { EventResult } from '@wager/domain';
import type { OutcomeResult } from './feed-types.ts';

type Pair = readonly [number, number];

/**
 * Settles a market of a finished match from its result (decision 012): the market key's scope
 * (`ft`, `reg`, `1h`, `q3`, `set2`, `map1`) picks the score it is settled on, and its market name how.
 * Asian lines settle on both halves of a quarter line (2.25 = half on 2, half on 2.5):
 * `half_won`/`half_lost`; a whole line met exactly is `void` (stake back). Returns null for a market
 * it cannot read from the result (a game within a set): the caller decides.
 */
export function settleMarket(key: string, outcomeKeys: readonly string[], result: EventResult): Map<string, OutcomeResult> | null {
  const colon = key.indexOf(':');
  const base = colon < 0 ? key : key.slice(0, colon);
  const line = colon < 0 ? null : Number(key.slice(colon + 1));
  const dot = base.lastIndexOf('.');
  const scope = base.slice(0, dot);
  const market = base.slice(dot + 1);
  const score = scoreOf(scope, market, result);
  if (!score) return null;
  const [home, away] = score;
  const out = new Map<string, OutcomeResult>();
  const each = (decide: (outcome: string) => OutcomeResult | null): Map<string, OutcomeResult> | null => {
    for (const outcome of outcomeKeys) {
      const r = decide(outcome);
      if (r === null) return null;
      out.set(outcome, r);
    }
    return out;
  };
  const winner = scope === 'ft' && market === 'winner' ? result.winner : home > away ? 'home' : home < away ? 'away' : 'draw';
  switch (market) {
    case '1x2':
    case 'winner':
      return each((o) => (winner === 'draw' && market === 'winner' ? 'void' : o === winner ? 'won' : 'lost'));
    case 'dc':
      return each((o) => ((o === '1x' && winner !== 'away') || (o === '12' && winner !== 'draw') || (o === 'x2' && winner !== 'home') ? 'won' : 'lost'));
    case 'dnb':
      return each((o) => (winner === 'draw' ? 'void' : o === winner ? 'won' : 'lost'));
    case 'btts':
      return each((o) => ((o === 'yes') === (home > 0 && away > 0) ? 'won' : 'lost'));
    case 'cs': {
      const exact = `${home}-${away}`;
      const listed = outcomeKeys.includes(exact);
      return each((o) => (o === exact || (!listed && o === `other_${winner}`) ? 'won' : 'lost'));
    }
    case 'set_score':
    case 'map_score':
      return each((o) => (o === `${home}-${away}` ? 'won' : 'lost'));
    case 'total':
    case 'points_total':
    case 'games_total':
    case 'maps_total':
      if (line === null) return null;
      return each((o) => asian(o === 'over' ? home + away - line : line - (home + away)));
    case 'ah':
    case 'sets_ah':
    case 'maps_ah':
      if (line === null) return null;
      return each((o) => asian(o === 'home' ? home - away + line : away - home - line));
    case 'method': {
      if (!result.method) return null;
      const method = result.method === 'submission' ? 'sub' : result.method === 'decision' ? 'dec' : 'ko';
      return each((o) => (o === `${result.winner}.${method}` ? 'won' : 'lost'));
    }
    default:
      return null;
  }
}

/** An Asian line's result from the margin by which the bet beats its line: quarter lines split. */
function asian(margin: number): OutcomeResult {
  const quarter = Math.round(margin * 4) % 2 !== 0;
  const one = (m: number) => (m > 0 ? 1 : m < 0 ? -1 : 0);
  const sum = quarter ? one(margin - 0.25) + one(margin + 0.25) : 2 * one(margin);
  return sum === 2 ? 'won' : sum === 1 ? 'half_won' : sum === 0 ? 'void' : sum === -1 ? 'half_lost' : 'lost';
}

/** The score a scope is settled on: goals/points, sets or maps (sets_*, maps_*), games or points summed over periods. */
function scoreOf(scope: string, market: string, result: EventResult): Pair | null {
  const periods = result.periods;
  if (scope === 'ft') {
    if (market === 'points_total' || market === 'games_total') {
      let h = 0;
      let a = 0;
      for (const p of periods) {
        h += p.score[0];
        a += p.score[1];
      }
      return [h, a];
    }
    return result.score;
  }
  if (scope === 'reg') {
    let h = 0;
    let a = 0;
    for (const p of periods) {
      if (!/^(p|q)\d$/.test(p.period)) continue;
      h += p.score[0];
      a += p.score[1];
    }
    return [h, a];
  }
  const code = scope === '1h' ? 'h1' : scope === '2h' ? 'h2' : scope;
  if (!/^(h|q|p|set|game|map|r)\d+$/.test(code)) return null;
  // Table tennis plays games where the pricing models say sets.
  const period = periods.find((p) => p.period === code) ?? (code.startsWith('set') ? periods.find((p) => p.period === `game${code.slice(3)}`) : undefined);
  // A period the match never reached (a third set after 2-0): its markets are void.
  return period ? period.score : null;
}
