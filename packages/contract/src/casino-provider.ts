import { z } from 'zod';
import { MinorAmount } from './wallet.ts';

/**
 * The seamless-wallet API a game provider calls (`/casino-api/v1/…`, every call POST with a JSON
 * body). The operator's wallet stays the only balance: the provider asks for the balance, debits a
 * bet, credits a win, rolls back a debit and ends a round. Money in minor units as strings
 * (decision 008).
 *
 * Every request carries three headers; the operator checks them before anything else:
 *   X-Casino-Provider:  the provider's slug (e.g. `wager-studio`)
 *   X-Casino-Timestamp: Unix time in seconds; refused outside ±30 s of the operator's clock
 *   X-Casino-Signature: hex HMAC-SHA256(provider secret, `${timestamp}.${path}.${raw body}`)
 * Every answer is signed the same way in `X-Casino-Signature` over `${timestamp}.${raw body}`,
 * with its own `X-Casino-Timestamp`.
 *
 * Bet, win and rollback are idempotent by the provider's `transactionId`: a retry answers the first
 * result; the same id with other content is refused (DUPLICATE_TRANSACTION). A rollback of a bet the
 * operator never saw is recorded, so that bet arriving late is refused (TRANSACTION_ROLLED_BACK).
 */
export const CASINO_PROVIDER_HEADERS = {
  provider: 'x-casino-provider',
  timestamp: 'x-casino-timestamp',
  signature: 'x-casino-signature',
} as const;
export const CASINO_SIGNATURE_WINDOW_SECONDS = 30;

const Id = z.string().min(1).max(128).regex(/^[A-Za-z0-9_.:-]+$/);
const Currency = z.string().regex(/^[A-Z]{3}$/);

/** Exchanges the single-use launch token (valid 60 s) for a game session. */
export const ProviderAuthenticateRequest = z.object({ token: z.string().min(16).max(512) });
export const ProviderSession = z.object({
  sessionId: Id,
  /** Opaque player id for the provider (not the operator's user id). */
  playerRef: Id,
  currency: Currency,
  balanceMinor: MinorAmount,
  /** The provider's game code the session was opened for. */
  gameCode: Id,
  lang: z.string().regex(/^[a-z]{2}$/),
  /** Jurisdiction profile whose game-design safeguards apply (e.g. `ukgc`, `mga`, `default`). */
  jurisdiction: z.string().min(1).max(32),
  /** Rounds left interrupted by an earlier session of this player and game (GLI-19 §4.16). */
  openRounds: z.array(z.object({ roundId: Id, betTransactionIds: z.array(Id), betMinor: MinorAmount })),
});
export type ProviderSession = z.infer<typeof ProviderSession>;

export const ProviderBalanceRequest = z.object({ sessionId: Id });

export const ProviderBetRequest = z.object({
  sessionId: Id,
  roundId: Id,
  transactionId: Id,
  amountMinor: MinorAmount,
  currency: Currency,
});
export const ProviderWinRequest = z.object({
  sessionId: Id,
  roundId: Id,
  transactionId: Id,
  /** May be "0" (a lost round reported as a zero win). */
  amountMinor: MinorAmount,
  currency: Currency,
  /** The round ends with this win (same as a separate round-end call). */
  endRound: z.boolean().default(false),
});
/**
 * An instant round in one call (slots, dice, plinko, keno, scratch cards: the outcome is known when
 * the stake is): the bet debited, then its win credited (may be "0"), and the round closed. As bet
 * and win sent one after the other, in half the round trips. Idempotent by `transactionId`; a play is
 * final: a rollback of it is refused once it is written (send the play again for its answer).
 */
export const ProviderPlayRequest = z.object({
  sessionId: Id,
  roundId: Id,
  transactionId: Id,
  betMinor: MinorAmount,
  /** The round's win, may be "0". */
  winMinor: MinorAmount,
  currency: Currency,
});
export const ProviderRollbackRequest = z.object({
  sessionId: Id,
  roundId: Id,
  transactionId: Id,
  /** The bet being rolled back. */
  rollbackTransactionId: Id,
});
export const ProviderRoundEndRequest = z.object({ sessionId: Id, roundId: Id });

/** The answer to balance, bet, win, rollback and round end. */
export const ProviderWalletAnswer = z.object({
  balanceMinor: MinorAmount,
  currency: Currency,
  /** The operator's id of the movement (absent for balance and round end). */
  operatorTransactionId: z.string().optional(),
  /** True when this answers a retry of an earlier request. */
  duplicate: z.boolean().optional(),
});
export type ProviderWalletAnswer = z.infer<typeof ProviderWalletAnswer>;

export const PROVIDER_ERROR_CODES = [
  'SIGNATURE_INVALID',
  'TIMESTAMP_OUT_OF_WINDOW',
  'UNKNOWN_PROVIDER',
  'VALIDATION_FAILED',
  'TOKEN_INVALID',
  'SESSION_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'CURRENCY_MISMATCH',
  'ACCOUNT_CLOSED',
  'ACCOUNT_FROZEN',
  'LIMIT_REACHED',
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_CLOSED',
  'BET_NOT_FOUND',
  'INTERNAL',
] as const;
export const ProviderError = z.object({
  error: z.object({ code: z.enum(PROVIDER_ERROR_CODES), message: z.string() }),
  /** The balance after the refusal when the session is known. */
  balanceMinor: MinorAmount.optional(),
});
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** The operator's paths (POST, JSON), relative to its base URL. */
export const CASINO_PROVIDER_PATHS = {
  authenticate: '/casino-api/v1/authenticate',
  balance: '/casino-api/v1/balance',
  bet: '/casino-api/v1/bet',
  win: '/casino-api/v1/win',
  play: '/casino-api/v1/play',
  rollback: '/casino-api/v1/rollback',
  roundEnd: '/casino-api/v1/round-end',
} as const;
