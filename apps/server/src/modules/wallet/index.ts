import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createLedgerWindows } from './internal/ledger-windows.repository.ts';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type Ledger, type LedgerBatching, type TransferResult } from './internal/ledger.service.ts';
import { createWalletRepository } from './internal/wallet.repository.ts';
import { createPaymentsRepository } from './internal/payments/payments.repository.ts';
import { paymentsRoutes, type PaymentRateLimits } from './internal/payments/payments.routes.ts';
import { createPaymentsService, type DepositLimits } from './internal/payments/payments.service.ts';
import { createSandboxProvider, SANDBOX_PROVIDER as SANDBOX_PROVIDER_CODE } from './internal/payments/sandbox.provider.ts';
import type { ProviderStatus } from './internal/payments/payment-provider.ts';
import { sandboxRoutes } from './internal/payments/sandbox.routes.ts';
import { createWalletService } from './internal/wallet.service.ts';
import { accountsRoutes } from './internal/accounts.routes.ts';
import type { PubSub, DataSource } from '../../platform/index.ts';
import type { WalletRenderFace } from '@wager/contract';

export type { PlayerAccount, WalletService } from './internal/wallet.service.ts';
export { ACCOUNT_TYPE } from './internal/wallet.service.ts';
export { BALANCE_STREAM_HEARTBEAT_MS } from './internal/accounts.routes.ts';
export { balanceChannel, balancePublisher } from './internal/balance-events.ts';
export type { Ledger, Posting, PostingTarget, TransferRequest, TransferResult } from './internal/ledger.service.ts';
export type { LedgerBatching } from './internal/ledger.service.ts';
export { DEFAULT_LEDGER_BATCHING, SYSTEM_ACCOUNT_SHARDS } from './internal/ledger.service.ts';

/**
 * The wallet (S0 §3.1): currencies, player accounts and the double-entry ledger every
 * movement of money goes through. `onPosted` is told of every committed transfer (the app passes
 * `balancePublisher`); `pubsub` carries the balance stream of the account routes.
 */
export function createWalletModule(deps: {
  data: DataSource;
  onPosted?: (result: TransferResult) => void;
  random?: () => number;
  pubsub?: PubSub;
  balanceStream?: { heartbeatMs?: number };
  /** How transfers outside a caller's transaction are batched (decision 006); the defaults suit most. */
  ledgerBatching?: Partial<LedgerBatching>;
}) {
  const ledger = createLedger({ repository: createLedgerRepository(deps.data), onPosted: deps.onPosted, random: deps.random, batching: deps.ledgerBatching });
  const service = createWalletService({ repository: createWalletRepository(deps.data) });
  const routes: FastifyPluginAsync = async (app) => {
    if (!deps.pubsub) throw new Error('the wallet routes need a pubsub');
    await app.register(accountsRoutes(service, deps.pubsub, deps.balanceStream));
  };
  /** The server render reads the player's accounts in process (the office wallet pages, S0 §3.1). */
  const render: WalletRenderFace = { getAccounts: (userId) => service.getAccounts(userId) };
  /** A player's ledger over a time window, read-only (the limits' rolling windows, decision 021). */
  const windows = createLedgerWindows(deps.data);
  return { service, ledger, routes, render, windows };
}

export type WalletModule = ReturnType<typeof createWalletModule>;

export type { LedgerWindows } from './internal/ledger-windows.repository.ts';
export type { PaymentProvider, ProviderEvent, ProviderStatus } from './internal/payments/payment-provider.ts';
export type { DepositLimitRequest, DepositLimits, DepositLimitVerdict, PaymentsService } from './internal/payments/payments.service.ts';
export type { PaymentRateLimits } from './internal/payments/payments.routes.ts';
/** The Idempotency-Key rule of every money-moving request (400 IDEMPOTENCY_KEY_REQUIRED / VALIDATION_FAILED); bets use it too. */
export { idempotencyKeyOf } from './internal/payments/payments.routes.ts';
export { WITHDRAWALS_PENDING } from './internal/payments/payments.service.ts';
export { SANDBOX_CALLBACK_PATH, SANDBOX_CHECKOUT_PATH, SANDBOX_PROVIDER, SANDBOX_SIGNATURE_HEADER } from './internal/payments/sandbox.provider.ts';
export type { SandboxProvider } from './internal/payments/sandbox.provider.ts';

/**
 * Payments (S0 §2.2 recharge and withdrawal pages): deposits and withdrawals through payment providers (the built-in sandbox,
 * whose callback key is derived from the app secret), their routes (player API, sandbox checkout
 * page and callback) and the operator's approve / reject of withdrawals.
 */
export function createPaymentsModule(deps: {
  data: DataSource;
  ledger: Ledger;
  appSecret: string;
  log?: FastifyBaseLogger;
  nowMs?: () => number;
  rateLimits?: PaymentRateLimits;
  /** Player protection of deposits (decision 021); the limits module's `deposits`. */
  limits?: DepositLimits;
}) {
  const repository = createPaymentsRepository(deps.data);
  // The sandbox keeps no books of its own: where a payment stands is our row.
  const status = async (providerRef: string) => ((await repository.findByProviderRef(SANDBOX_PROVIDER_CODE, providerRef))?.status ?? null) as ProviderStatus | null;
  const sandbox = createSandboxProvider({ appSecret: deps.appSecret, nowMs: deps.nowMs, status });
  const service = createPaymentsService({ repository, ledger: deps.ledger, providers: [sandbox], log: deps.log, limits: deps.limits });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(paymentsRoutes(service, deps.rateLimits));
    await app.register(sandboxRoutes(service, sandbox));
  };
  return { service, sandbox, routes };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

