import { outcomeName, outcomeShortLabel } from './market-names.ts';
import type { OutcomeLabels } from './outcome-labels.ts';

/** Every market's outcome names (the sport screens, which ship the `markets` dictionary part). */
export const FULL_OUTCOME_LABELS: OutcomeLabels = {
  name: (market, outcome, ctx) => outcomeName(market, outcome, ctx),
  short: (market, outcome, t) => outcomeShortLabel(market, outcome, t),
};
