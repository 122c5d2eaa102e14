import { z } from 'zod';

/** Error codes every API answers with; user-visible texts for them live in the dictionaries. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL',
  /** Wrong login or password; the same text whichever was wrong. */
  'INVALID_CREDENTIALS',
  /** Too many failures: sign-in refused until `retryAfterSeconds`, or a code unlocks it. */
  'ACCOUNT_LOCKED',
  /** S1 §8: a captcha is needed (captchaCode 100, 111, 112 or 113). */
  'CAPTCHA_REQUIRED',
  /** A one-time code failed; `reason` is wrong_code before its deadline, else time_up (S1 §4). */
  'CODE_INVALID',
  /** The e-mail or phone already belongs to an account. */
  'ALREADY_REGISTERED',
  /** S0 §2.5.1: the site does not allow registration now. */
  'REGISTRATION_CLOSED',
  /** S1 §8: 451 with exception_code 1, the player must confirm the changed terms. */
  'TERMS_NOT_ACCEPTED',
  /** A cookie-authenticated write without the CSRF header. */
  'CSRF_REJECTED',
  'CURRENCY_NOT_OFFERED',
  'FINGERPRINT_INVALID',
  /** The request does not fit the account's current state (two-step already on, nothing to confirm). */
  'STATE_CONFLICT',
  /** The account holds less than the debit (a player balance never goes negative: decision 008). */
  'INSUFFICIENT_FUNDS',
  /** S0 §3.1: a frozen account refuses debits. */
  'ACCOUNT_FROZEN',
  /** Only an empty currency account may be removed. */
  'ACCOUNT_NOT_EMPTY',
  /** A money-moving request without an Idempotency-Key header. */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** The Idempotency-Key was used before for a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** Below the method's minimum or above its maximum for the currency. */
  'AMOUNT_OUT_OF_RANGE',
  /** The payment method is not offered for this direction and currency. */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** A provider callback whose signature does not verify. */
  'SIGNATURE_INVALID',
  /** A player's favourites of that kind are at their limit (100 per kind). */
  'FAVOURITES_LIMIT',
  /** Wager Studio (decision 020): the studio session header is missing, unknown or expired. */
  'STUDIO_SESSION_INVALID',
  /** Wager Studio: the jurisdiction's minimum game cycle has not passed since the last round began (UKGC RTS 14). */
  'STUDIO_MIN_CYCLE',
  /** Wager Studio: the operator refused the bet (its code in the message) or could not be reached. */
  'STUDIO_OPERATOR_REFUSED',
  /** Wager Studio: the round is not open (mines) or another round is still open. */
  'STUDIO_ROUND_STATE',
  /** A casino game that cannot be launched now (no engine behind it, no demo, its provider unavailable; decision 019). */
  'GAME_UNAVAILABLE',
  /** S1 §3/§4 (decision 021): a deposit, wagering or loss limit would be passed; `limitType`, `endsAt` say which and when it frees up. */
  'LIMIT_REACHED',
  /** Self-exclusion (type 30) or an external exclusion (type 37) is active; `endsAt` when it ends (null: indefinite). */
  'SELF_EXCLUDED',
  /** A time-out (type 33) is active until `endsAt`. */
  'TIMED_OUT',
  /** The daily session limit (type 31) is used up: signed out until the next day (S1 §8). */
  'SESSION_LIMIT_ENDED',
  /** A limit change the rules refuse (not an available value, shortening a self-exclusion, nothing to approve). */
  'LIMIT_CHANGE_REFUSED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiError = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Which inputs were wrong, for VALIDATION_FAILED. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** S1 §8 captcha codes 100, 111, 112, 113. */
    captchaCode: z.number().int().optional(),
    /** S1 §8: 451 carries exception_code 1. */
    exception_code: z.number().int().optional(),
    /** CODE_INVALID: wrong_code or time_up (S1 §4). */
    reason: z.string().optional(),
    retryAfterSeconds: z.number().int().optional(),
    /** Limit refusals (decision 021): which limit type stopped it and when that ends (epoch seconds). */
    limitType: z.number().int().optional(),
    endsAt: z.number().int().nullable().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;
