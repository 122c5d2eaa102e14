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

/** The dictionary key of a refused call. */
export function errorKey(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : '';
  switch (code) {
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

