export {
  DEPOSIT_STATES,
  OPEN_PAYMENT_STATES,
  PAYMENT_DIRECTIONS,
  PAYMENT_STATES,
  WITHDRAWAL_STATES,
  canPaymentTransition,
  decidePaymentStatus,
  isFinalPaymentState,
  isPaymentState,
  isWithdrawalCancellable,
  isWithdrawalHeld,
} from './status.ts';
export type { DepositState, PaymentDirectionKind, PaymentState, PaymentStatusDecision, WithdrawalState } from './status.ts';
export { AMOUNT_PROBLEMS, checkAmount, checkAmountLimits } from './limits.ts';
export type { AmountCheck, AmountLimitProblem, AmountLimits, AmountProblemCode } from './limits.ts';
export {
  SIGNATURE_TOLERANCE_SECONDS,
  constantTimeEqual,
  formatSignatureHeader,
  isSignatureFresh,
  parseSignatureHeader,
  signedPayload,
} from './signature.ts';
export type { ParsedSignature } from './signature.ts';
export { maskDestination } from './destination.ts';
