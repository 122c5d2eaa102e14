import type { StudioRoundAnswer, StudioRoundView, StudioState } from '@wager/contract';
import { ApiRequestError } from '../../shell/api-client.ts';

/** What an engine's view gets from the game frame (decision 020). */
export interface PlayContext {
  token: string;
  state: StudioState;
  stakeMinor: bigint;
  /** Runs a round call; its answer updates the balance, seeds and history. */
  run: (call: () => Promise<StudioRoundAnswer>) => Promise<StudioRoundAnswer | null>;
  busy: boolean;
  /** Ms until the minimum game cycle allows the next round (0 = now). */
  waitMs: number;
  lastRound: StudioRoundView | null;
  money: (minor: string | bigint) => string;
}

/** Decision 021: the player-protection codes an operator may refuse a bet with (S1 §3, §4). */
const LIMIT_CODES = ['LIMIT_REACHED', 'SELF_EXCLUDED', 'TIMED_OUT'] as const;

/** The operator's own code inside a STUDIO_OPERATOR_REFUSED message ("… refused the bet (CODE)."), or null. */
export function operatorRefusalCode(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'STUDIO_OPERATOR_REFUSED') return null;
  return /\(([A-Z][A-Z0-9_]*)\)/.exec(error.message)?.[1] ?? null;
}

/** The dictionary key of a refused call. */
export function errorKey(error: unknown): string {
  const operator = operatorRefusalCode(error);
  // Decision 021: a bet the operator refused for a limit gets the limit wording (the shell ships it).
  if (operator !== null && (LIMIT_CODES as readonly string[]).includes(operator)) return `responsible.refusal.operator.${operator}`;
  const code = error instanceof ApiRequestError ? error.code : '';
  switch (code) {
    case 'LIMIT_REACHED':
    case 'SELF_EXCLUDED':
    case 'TIMED_OUT':
      return `responsible.refusal.operator.${code}`;
    case 'SESSION_LIMIT_ENDED':
      return 'responsible.refusal.SESSION_LIMIT_ENDED';
    case 'STUDIO_SESSION_INVALID':
      return 'studio.errors.session';
    case 'INSUFFICIENT_FUNDS':
      return 'studio.errors.funds';
    case 'STUDIO_MIN_CYCLE':
      return 'studio.errors.minCycle';
    case 'STUDIO_OPERATOR_REFUSED':
      return 'studio.errors.operator';
    case 'STUDIO_ROUND_STATE':
      return 'studio.errors.state';
    default:
      return 'studio.errors.generic';
  }
}

