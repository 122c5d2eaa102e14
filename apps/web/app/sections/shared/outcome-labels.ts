import { createContext, useContext } from 'react';

/**
 * How odds buttons name their outcomes. The home page's rows only ever show a 1X2 or winner market,
 * so by default the rows name those alone and the page ships a single text (decision 011, light
 * pages); the sport screens provide the full names of every market (`market-names.ts`) through
 * `OutcomeLabelsProvider`, so the home page does not carry the whole market dictionary.
 */
export interface NameContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  home: string;
  away: string;
}

export interface OutcomeLabels {
  name(marketKey: string, outcomeKey: string, ctx: NameContext): string;
  short(marketKey: string, outcomeKey: string, t: NameContext['t']): string;
}

const SIDES: Readonly<Record<string, string>> = { home: '1', draw: 'X', away: '2' };

export const MAIN_MARKET_LABELS: OutcomeLabels = {
  name: (_market, outcome, ctx) => (outcome === 'home' ? ctx.home : outcome === 'away' ? ctx.away : outcome === 'draw' ? ctx.t('markets.outcome.draw') : outcome),
  short: (_market, outcome) => SIDES[outcome] ?? outcome,
};

const OutcomeLabelsContext = createContext<OutcomeLabels>(MAIN_MARKET_LABELS);
export const OutcomeLabelsProvider = OutcomeLabelsContext.Provider;

export function useOutcomeLabels(): OutcomeLabels {
  return useContext(OutcomeLabelsContext);
}
