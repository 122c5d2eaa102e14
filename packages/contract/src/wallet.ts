import { z } from 'zod';
import { ACCOUNT_TYPES, CONVERSION_STATUSES, DEPOSIT_STATES, PAYMENT_DIRECTIONS, PAYMENT_STATES, WITHDRAWAL_STATES } from './enums.ts';

/**
 * The wallet's API (S0 §3.1 accounts, §4.4 conversion reminder, §7 accounts calls, §9;
 * the paths the spec leaves unnamed are ours, docs/decisions/008-wallet-money-rules.md).
 * Money crosses the wire only as integer minor units in decimal strings (`"5000"` is 50.00 EUR):
 * no client ever rounds it through a float. `money` is the same amount formatted with the
 * currency's minor units ("50.00"), for display only.
 */

/** A non-negative whole number of minor units, as a string (at most 18 digits, fits a bigint). */
export const MinorAmount = z.string().regex(/^(0|[1-9]\d{0,17})$/, 'a whole number of minor units');
/** A positive amount, as in a deposit or withdrawal request. */
export const PositiveMinorAmount = MinorAmount.refine((v) => v !== '0', 'must be more than zero');

/** Every money-moving request carries this header; a repeated key answers the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z.string().min(8).max(128).regex(/^[A-Za-z0-9_.:-]+$/);

/** S0 §3.1 account types. */
export const AccountType = z.literal(ACCOUNT_TYPES);

/** S0 §3.1 Account, plus the minor units the client needs to format it. */
export const Account = z.object({
  id: z.number().int(),
  type: AccountType,
  iso: z.string(),
  symbol: z.string(),
  /** ISO 4217 numeric code. */
  currencyId: z.number().int(),
  minorUnits: z.number().int(),
  moneyMinor: MinorAmount,
  money: z.string(),
  points: z.number().int(),
  label: z.string().nullable(),
  isActive: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  isFrozen: z.boolean(),
});
export type Account = z.infer<typeof Account>;

export const OfferedCurrency = z.object({
  currencyId: z.number().int(),
  iso: z.string(),
  symbol: z.string(),
  name: z.string(),
  minorUnits: z.number().int(),
});
export type OfferedCurrency = z.infer<typeof OfferedCurrency>;

/** S0 §3.1 account-conversion status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const ConversionStatus = z.literal(CONVERSION_STATUSES);

/** GET /web-api/accounts (S0 §7 load balances, the full variant). */
export const AccountsResponse = z.object({
  accounts: z.array(Account),
  mainAccountId: z.number().int(),
  activeAccountId: z.number().int(),
  bonuses: z.array(z.object({ idBonus: z.number().int(), money: z.string(), moneyMinor: MinorAmount })),
  isAccountFrozen: z.boolean(),
  isAvailableFirstDepositBonus: z.boolean(),
  conversionStatus: ConversionStatus,
  /** Currencies a new currency account may be opened in (offered and not yet held). */
  addableCurrencies: z.array(OfferedCurrency),
});
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/** GET /web-api/accounts/balances (S0 §7 load balances, the light variant chosen by feature config 1788). */
export const BalancesResponse = z.object({
  activeAccountId: z.number().int(),
  balances: z.array(
    z.object({ id: z.number().int(), iso: z.string(), symbol: z.string(), minorUnits: z.number().int(), moneyMinor: MinorAmount, money: z.string(), isActive: z.boolean() }),
  ),
});
export type BalancesResponse = z.infer<typeof BalancesResponse>;

/** POST /web-api/accounts/currency */
export const AddCurrencyRequest = z.object({ currencyId: z.number().int().positive() });
/** DELETE /web-api/accounts/currency/{currencyId} */
export const CurrencyIdParams = z.object({ currencyId: z.coerce.number().int().positive() });
/** POST /web-api/accounts/active */
export const SetActiveAccountRequest = z.object({ id: z.number().int().positive() });
/** Add, remove and set-active answer the account touched and a message key for the toast. */
export const AccountChangeResponse = z.object({ account: Account.nullable(), message: z.string() });
export type AccountChangeResponse = z.infer<typeof AccountChangeResponse>;

/** S0 §3.1 balance update event, pushed on `GET /web-api/accounts/events` (text/event-stream, event `balance`). */
export const BalanceUpdateEvent = z.object({ account_id: z.number().int(), new_balance: MinorAmount, money: z.string(), iso: z.string() });
export type BalanceUpdateEvent = z.infer<typeof BalanceUpdateEvent>;

/** S0 §5, §9: coupon amount step and initial stake of a currency. */
export const CurrencyDefaults = z.object({ iso: z.string(), amountStepMinor: MinorAmount, initialAmountMinor: MinorAmount, minorUnits: z.number().int() });

/** GET /web-api/currencies (public): the offered currencies with their coupon defaults (S0 §5, §9). */
export const CurrenciesResponse = z.object({
  currencies: z.array(CurrencyDefaults.extend({ currencyId: z.number().int(), symbol: z.string(), name: z.string() })),
  /** S0 §9: the last resort of the default-currency rule. */
  fallbackIso: z.string(),
});
export type CurrenciesResponse = z.infer<typeof CurrenciesResponse>;

// ----- payments -----

export const PaymentDirection = z.enum(PAYMENT_DIRECTIONS);
export type PaymentDirection = z.infer<typeof PaymentDirection>;
export const DepositStatus = z.enum(DEPOSIT_STATES);
export const WithdrawalStatus = z.enum(WITHDRAWAL_STATES);
export const PaymentStatus = z.enum(PAYMENT_STATES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** GET /web-api/payments/methods?direction=deposit|withdrawal: the methods in the active account's currency. */
export const PaymentMethodsQuery = z.object({ direction: PaymentDirection });
export const PaymentMethod = z.object({
  code: z.string(),
  direction: PaymentDirection,
  provider: z.string(),
  iso: z.string(),
  minMinor: MinorAmount,
  maxMinor: MinorAmount,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethodsResponse = z.object({ accountId: z.number().int(), iso: z.string(), minorUnits: z.number().int(), methods: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

/** POST /web-api/payments/deposit (Idempotency-Key header). The player is sent to `redirectUrl` to pay. */
export const DepositRequest = z.object({
  methodCode: z.string().min(1).max(64),
  amountMinor: PositiveMinorAmount,
  /** Defaults to the active account. */
  accountId: z.number().int().positive().optional(),
  /** Language of the return pages (S0 §2.3 onpay/*). */
  lng: z.string().regex(/^[a-z]{2}$/).optional(),
});
export const DepositResponse = z.object({ paymentId: z.number().int(), status: DepositStatus, redirectUrl: z.string() });
export type DepositResponse = z.infer<typeof DepositResponse>;

/** POST /web-api/payments/withdrawal (Idempotency-Key header). The amount is held at once. */
export const WithdrawalRequest = z.object({
  methodCode: z.string().min(1).max(64),
  amountMinor: PositiveMinorAmount,
  accountId: z.number().int().positive().optional(),
  /** Where to pay: a card or wallet number as the player typed it; stored masked. */
  destination: z.string().trim().min(4).max(64),
});
export const WithdrawalResponse = z.object({ paymentId: z.number().int(), status: WithdrawalStatus });
/** POST /web-api/payments/withdrawal/{paymentId}/cancel: the player takes back a request not yet approved. */
export const PaymentIdParams = z.object({ paymentId: z.coerce.number().int().positive() });

/** GET /web-api/payments/history */
export const PaymentHistoryQuery = z.object({
  direction: PaymentDirection.optional(),
  status: PaymentStatus.optional(),
  /** ISO dates (inclusive), e.g. 2026-11-01. */
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const PaymentHistoryItem = z.object({
  id: z.number().int(),
  direction: PaymentDirection,
  status: PaymentStatus,
  methodCode: z.string(),
  iso: z.string(),
  amountMinor: MinorAmount,
  amount: z.string(),
  destination: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The player may still cancel this withdrawal. */
  cancellable: z.boolean(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;
export const PaymentHistoryResponse = z.object({ items: z.array(PaymentHistoryItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponse>;
