/**
 * Where a deposit or a withdrawal stands and which moves are allowed (beyond the spec, docs/decisions/008-wallet-money-rules.md). Deposits:
 * created → pending → succeeded | failed | cancelled (a provider may also answer at once from
 * created). Withdrawals: requested → approved → paid, or rejected (by the operator, also when the
 * payout fails after approval) or cancelled (by the player, only while requested). Final states
 * never move again: a later callback that contradicts one is recorded and ignored.
 */

/** The one list of each (the contract's wire enums are built from these). */
export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export const DEPOSIT_STATES = ['created', 'pending', 'succeeded', 'failed', 'cancelled'] as const;
export const WITHDRAWAL_STATES = ['requested', 'approved', 'paid', 'rejected', 'cancelled'] as const;
/** Every state of either direction, each once (deposits' first). */
export const PAYMENT_STATES = ['created', 'pending', 'succeeded', 'failed', 'cancelled', 'requested', 'approved', 'paid', 'rejected'] as const;

export type PaymentDirectionKind = (typeof PAYMENT_DIRECTIONS)[number];
export type DepositState = (typeof DEPOSIT_STATES)[number];
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];

const DEPOSIT_MOVES: Record<DepositState, readonly DepositState[]> = {
  created: ['pending', 'succeeded', 'failed', 'cancelled'],
  pending: ['succeeded', 'failed', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
};

const WITHDRAWAL_MOVES: Record<WithdrawalState, readonly WithdrawalState[]> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

function movesOf(direction: PaymentDirectionKind, from: string): readonly string[] | undefined {
  return direction === 'deposit' ? DEPOSIT_MOVES[from as DepositState] : WITHDRAWAL_MOVES[from as WithdrawalState];
}

/** Whether a payment in `direction` may move from `from` to `to` (staying put is no move). */
export function canPaymentTransition(direction: PaymentDirectionKind, from: string, to: string): boolean {
  return movesOf(direction, from)?.includes(to) ?? false;
}

/** A state nothing leaves. */
export function isFinalPaymentState(direction: PaymentDirectionKind, state: string): boolean {
  const moves = movesOf(direction, state);
  return moves !== undefined && moves.length === 0;
}

/** Whether `state` is one of `direction`'s states at all. */
export function isPaymentState(direction: PaymentDirectionKind, state: string): state is PaymentState {
  return movesOf(direction, state) !== undefined;
}

/**
 * What a report that a payment is now `to` (a provider callback, an operator's decision) does:
 * `move` changes the status, `same` is a repeat of where it stands (nothing to do), `conflict`
 * contradicts it (a final payment told otherwise, or a move backwards): recorded and ignored.
 */
export type PaymentStatusDecision = { kind: 'move'; to: PaymentState } | { kind: 'same' } | { kind: 'conflict' };

export function decidePaymentStatus(direction: PaymentDirectionKind, from: string, to: string): PaymentStatusDecision {
  if (from === to) return { kind: 'same' };
  if (canPaymentTransition(direction, from, to)) return { kind: 'move', to: to as PaymentState };
  return { kind: 'conflict' };
}

/** States a payment of either direction can still leave: money may still move (a deposit be paid, a withdrawal's hold come back). */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = PAYMENT_STATES.filter(
  (state) => !isFinalPaymentState((DEPOSIT_STATES as readonly string[]).includes(state) ? 'deposit' : 'withdrawal', state),
);

/** The player may take back a withdrawal only before the operator approved it. */
export function isWithdrawalCancellable(state: string): boolean {
  return canPaymentTransition('withdrawal', state, 'cancelled');
}

/** Withdrawal states in which the amount is still held on the house's pending account. */
export function isWithdrawalHeld(state: string): boolean {
  return state === 'requested' || state === 'approved';
}
