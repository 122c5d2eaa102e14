import type { CodeChannelName } from '@wager/contract/enums';
/**
 * S1 §4 forgot-password flow: call → (error) → code sent → resend → approve → save → success or
 * error. A code failure is `wrong_code` while the code's deadline has not passed, else `time_up`.
 */
export type ResetStep = 'call' | 'code' | 'save' | 'success' | 'error';
export type CodeFailure = 'wrong_code' | 'time_up';

export interface ResetState {
  step: ResetStep;
  login: string;
  resetId: string | null;
  channel: CodeChannelName | null;
  /** The code's deadline (ms since epoch). */
  expiresAt: number | null;
  resetToken: string | null;
  codeFailure: CodeFailure | null;
}

export const INITIAL_RESET: ResetState = { step: 'call', login: '', resetId: null, channel: null, expiresAt: null, resetToken: null, codeFailure: null };

export type ResetEvent =
  | { type: 'sent'; login: string; resetId: string; channel: CodeChannelName; expiresAt: number }
  | { type: 'codeFailed'; reason: CodeFailure }
  | { type: 'approved'; resetToken: string }
  | { type: 'saved' }
  | { type: 'saveFailed' }
  | { type: 'restart' };

export function resetReducer(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'sent':
      // A resend keeps the player on the code step with the new deadline.
      return { ...state, step: 'code', login: event.login, resetId: event.resetId, channel: event.channel, expiresAt: event.expiresAt, codeFailure: null, resetToken: null };
    case 'codeFailed':
      return state.step === 'code' ? { ...state, codeFailure: event.reason } : state;
    case 'approved':
      return state.step === 'code' ? { ...state, step: 'save', resetToken: event.resetToken, codeFailure: null } : state;
    case 'saved':
      return state.step === 'save' ? { ...state, step: 'success', resetToken: null } : state;
    case 'saveFailed':
      return state.step === 'save' ? { ...state, step: 'error', resetToken: null } : state;
    case 'restart':
      return { ...INITIAL_RESET, login: state.login };
  }
}

/** S1 §4: the reason the server gives wins; without one the code's deadline decides. */
export function codeFailureAt(serverReason: string | undefined, expiresAt: number | null, now: number): CodeFailure {
  if (serverReason === 'wrong_code' || serverReason === 'time_up') return serverReason;
  return expiresAt !== null && now > expiresAt ? 'time_up' : 'wrong_code';
}
