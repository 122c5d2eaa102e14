import type { EventResult, PeriodScore } from '@wager/domain';
import type { OutcomeResult } from './feed-types.ts';

type Pair = readonly [number, number];
type Side = 'home' | 'away' | 'draw';

/**
 * Settles a market of a finished match from its result (decision 012): the market key's scope
 * (`ft`, `reg`, `1h`, `2h`, `q3`, `p2`, `set2`, `set2.game5`, `map1`) picks the score it is settled on,
 * and its market name how. Asian lines settle on both halves of a quarter line (2.25 = half on 2, half
 * on 2.5): `half_won`/`half_lost`; a whole line met exactly is `void` (stake back). Returns null for a
 * market it cannot read from the result (a set or period never played, a market it does not know):
 * the caller decides (the feed voids it), so every market the pricing models offer must be read here.
 */
export function settleMarket(key: string, outcomeKeys: readonly string[], result: EventResult): Map<string, OutcomeResult> | null {
  const colon = key.indexOf(':');
  const base = colon < 0 ? key : key.slice(0, colon);
  const line = colon < 0 ? null : Number(key.slice(colon + 1));
  const dot = base.lastIndexOf('.');
  const scope = base.slice(0, dot);
  const market = base.slice(dot + 1);
  const out = new Map<string, OutcomeResult>();
  const each = (decide: (outcome: string) => OutcomeResult | null): Map<string, OutcomeResult> | null => {
    for (const outcome of outcomeKeys) {
      const r = decide(outcome);
      if (r === null) return null;
      out.set(outcome, r);
    }
    return out;
  };
  const won = (yes: boolean): OutcomeResult => (yes ? 'won' : 'lost');

  // A game within a tennis set: its winner from the set's games, in order (a tiebreak is the last).
  const game = /^set(\d+)\.game(\d+)$/.exec(scope);
  if (game) {
    const winner = periodOf(result, `set${game[1]}`)?.gameWinners?.[Number(game[2]) - 1];
    if (market !== 'winner' || !winner) return null;
    return each((o) => won(o === winner));
  }

  const score = scoreOf(scope, market, result);
  if (!score) return null;
  const [home, away] = score;
  const total = home + away;
  const byScore: Side = home > away ? 'home' : home < away ? 'away' : 'draw';
  // The match winner straight from the result (shootouts, MMA); a map's from its period (kills do not tell it).
  const winner: Side = scope === 'ft' && market === 'winner' ? result.winner : (/^map\d+$/.test(scope) && periodOf(result, scope)?.winner) || byScore;
  switch (market) {
    case '1x2':
    case 'winner':
      return each((o) => (winner === 'draw' && market === 'winner' ? 'void' : won(o === winner)));
    case 'dc':
      return each((o) => won((o === '1x' && winner !== 'away') || (o === '12' && winner !== 'draw') || (o === 'x2' && winner !== 'home')));
    case 'dnb':
      return each((o) => (winner === 'draw' ? 'void' : won(o === winner)));
    case 'btts':
      return each((o) => won((o === 'yes') === (home > 0 && away > 0)));
    case 'cs': {
      const exact = `${home}-${away}`;
      const listed = outcomeKeys.includes(exact);
      return each((o) => won(o === exact || (!listed && o === `other_${winner}`)));
    }
    case 'set_score':
    case 'map_score':
      return each((o) => won(o === `${home}-${away}`));
    case 'total':
    case 'points_total':
    case 'games_total':
    case 'maps_total':
    case 'sets_total':
    case 'rounds_total':
      if (line === null) return null;
      return each((o) => asian(o === 'over' ? total - line : line - total));
    case 'home_total':
    case 'away_total': {
      if (line === null) return null;
      const goals = market === 'home_total' ? home : away;
      return each((o) => asian(o === 'over' ? goals - line : line - goals));
    }
    case 'ah':
    case 'sets_ah':
    case 'maps_ah':
    case 'games_ah':
    case 'rounds_ah':
      if (line === null) return null;
      return each((o) => asian(o === 'home' ? home - away + line : away - home - line));
    case 'odd_even':
      return each((o) => won(o === (total % 2 === 1 ? 'odd' : 'even')));
    case 'exact_goals':
      // Outcomes `0` … `5` and `6+`.
      return each((o) => won(o.endsWith('+') ? total >= Number(o.slice(0, -1)) : total === Number(o)));
    case 'home_win_to_nil':
      return each((o) => won((o === 'yes') === (home > 0 && away === 0)));
    case 'away_win_to_nil':
      return each((o) => won((o === 'yes') === (away > 0 && home === 0)));
    case 'result_btts': {
      const both = home > 0 && away > 0 ? 'yes' : 'no';
      return each((o) => won(o === `${winner}.${both}`));
    }
    case 'result_total': {
      if (line === null || total === line) return null;
      const side = total > line ? 'over' : 'under';
      return each((o) => won(o === `${winner}.${side}`));
    }
    case 'htft': {
      const ht = halfOf(result, 1);
      if (!ht) return null;
      const first: Side = ht[0] > ht[1] ? 'home' : ht[0] < ht[1] ? 'away' : 'draw';
      return each((o) => won(o === `${first}.${winner}`));
    }
    case 'highest_half': {
      const first = halfOf(result, 1);
      const second = halfOf(result, 2);
      if (!first || !second) return null;
      const a = first[0] + first[1];
      const b = second[0] + second[1];
      const highest = a > b ? 'first' : a < b ? 'second' : 'equal';
      return each((o) => won(o === highest));
    }
    case 'method': {
      if (!result.method) return null;
      const method = result.method === 'submission' ? 'sub' : result.method === 'decision' ? 'dec' : 'ko';
      return each((o) => won(o === `${result.winner}.${method}`));
    }
    case 'distance':
      if (!result.method) return null;
      return each((o) => won((o === 'yes') === (result.method === 'decision')));
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

function periodOf(result: EventResult, code: string): PeriodScore | undefined {
  // Table tennis plays games where the pricing models say sets.
  return result.periods.find((p) => p.period === code) ?? (code.startsWith('set') ? result.periods.find((p) => p.period === `game${code.slice(3)}`) : undefined);
}

/** A half's score: football's `h1`/`h2`, or basketball's two quarters (overtime belongs to no half). */
function halfOf(result: EventResult, half: 1 | 2): Pair | null {
  const period = periodOf(result, `h${half}`);
  if (period) return period.score;
  const quarters = [periodOf(result, `q${2 * half - 1}`), periodOf(result, `q${2 * half}`)];
  if (!quarters[0] || !quarters[1]) return null;
  return [quarters[0].score[0] + quarters[1].score[0], quarters[0].score[1] + quarters[1].score[1]];
}

/** The score a scope is settled on: goals/points, sets or maps (sets_*, maps_*), games or points summed over periods. */
function scoreOf(scope: string, market: string, result: EventResult): Pair | null {
  const periods = result.periods;
  if (scope === 'ft') {
    if (market === 'points_total' || market === 'games_total' || market === 'games_ah') {
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
  if (scope === '1h' || scope === '2h') return halfOf(result, scope === '1h' ? 1 : 2);
  if (!/^(q|p|set|game|map|r)\d+$/.test(scope)) return null;
  // A period the match never reached (a third set after 2-0): its markets are void.
  return periodOf(result, scope)?.score ?? null;
}
