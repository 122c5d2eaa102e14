import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  DepositResponse,
  PaymentDirection,
  PaymentHistoryItem,
  PaymentHistoryResponse,
  PaymentMethodsResponse,
  PaymentStatus,
} from '@wager/contract';
import type { Tx } from '../../../../platform/index.ts';
import { asMinorUnits, checkAmountLimits, decidePaymentStatus, formatMinor, isWithdrawalCancellable, maskDestination, type PaymentDirectionKind } from '@wager/domain';
import { AppError } from '../../../../platform/index.ts';
import type { Ledger, TransferResult } from '../ledger.service.ts';
import type { PaymentProvider, ProviderEvent, ProviderStatus } from './payment-provider.ts';
import type { MethodRow, PaymentRow, PaymentsRepository, PlayerAccountRow } from './payments.repository.ts';

/** The house account a withdrawal's amount waits on between request and payout (decision 008). */
export const WITHDRAWALS_PENDING = 'withdrawals-pending';

export interface DepositInput {
  methodCode: string;
  amountMinor: string;
  accountId?: number;
  lng?: string;
}

/**
 * The player-protection hook of deposits (decision 021): asked inside the deposit's unit of work,
 * before the payment row is written and before the provider is called. A refusal writes no payment.
 */
export interface DepositLimitRequest {
  userId: number;
  accountId: number;
  currency: string;
  amountMinor: bigint;
}
export type DepositLimitVerdict =
  | { allowed: true }
  | { allowed: false; code: 'LIMIT_REACHED' | 'SELF_EXCLUDED' | 'TIMED_OUT'; limitType: number; endsAt: number | null; message: string };
export interface DepositLimits {
  check(request: DepositLimitRequest, tx: Tx): Promise<DepositLimitVerdict>;
}
export const ALLOW_ALL_DEPOSITS: DepositLimits = { check: async () => ({ allowed: true }) };

export interface WithdrawalInput {
  methodCode: string;
  amountMinor: string;
  accountId?: number;
  destination: string;
}

export interface HistoryInput {
  direction?: PaymentDirection;
  status?: PaymentStatus;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** What a callback did: `replayed` (event seen before), `ignored` (contradicts a final status), or the status now. */
export interface CallbackOutcome {
  paymentId: number;
  status: string;
  result: 'applied' | 'unchanged' | 'replayed' | 'ignored';
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/**
 * Deposits and withdrawals (S0 §2.2 recharge, deduce; decision 008). A payment row tracks where a
 * request stands; money moves only through the ledger, in the same transaction as the status change that causes it:
 * deposit succeeded → provider pays the player; withdrawal requested → the amount is held on the
 * house's pending account; paid → hold to the provider; rejected or cancelled → hold back to the player.
 */
export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  ledger: Ledger;
  providers: readonly PaymentProvider[];
  log?: FastifyBaseLogger;
  limits?: DepositLimits;
}) {
  const repo = deps.repository;
  const ledger = deps.ledger;
  const providers = new Map(deps.providers.map((p) => [p.code, p]));

  function providerOf(code: string): PaymentProvider {
    const provider = providers.get(code);
    if (!provider) throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This payment method is not available.');
    return provider;
  }

  async function ownAccount(userId: number, accountId: number | undefined): Promise<PlayerAccountRow> {
    const account = await repo.findPlayerAccount(userId, accountId ?? null);
    if (!account) throw new AppError(404, 'NOT_FOUND', 'No such account.');
    if (account.frozen) throw new AppError(409, 'ACCOUNT_FROZEN', 'This account is frozen; payments are not possible.');
    return account;
  }

  async function methodFor(direction: PaymentDirectionKind, code: string, account: PlayerAccountRow, amountMinor: bigint): Promise<MethodRow> {
    const method = (await repo.listMethods(direction, account.currencyCode)).find((m) => m.code === code);
    if (!method || !providers.has(method.provider)) {
      throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', `The method ${code} is not available for ${direction}s in ${account.currencyCode}.`);
    }
    const problem = checkAmountLimits(asMinorUnits(amountMinor), { minMinor: asMinorUnits(method.minMinor), maxMinor: asMinorUnits(method.maxMinor) });
    if (problem) {
      const min = formatMinor(method.minMinor, account.minorUnits);
      const max = formatMinor(method.maxMinor, account.minorUnits);
      throw new AppError(400, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max} ${account.currencyCode}.`);
    }
    return method;
  }

  function sameRequest(existing: PaymentRow, hash: string): PaymentRow {
    if (existing.requestHash !== hash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    return existing;
  }

  async function existingByKey(userId: number, key: string, hash: string): Promise<PaymentRow | undefined> {
    const existing = await repo.findByKey(userId, key);
    return existing && sameRequest(existing, hash);
  }

  async function depositAnswer(payment: PaymentRow): Promise<DepositResponse> {
    const provider = providerOf(payment.provider);
    // createDeposit is idempotent per payment: a retry (or a request that lost the race) gets the same session.
    const session = await provider.createDeposit({
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currencyCode: payment.currencyCode,
      language: payment.language ?? 'en',
    });
    if (payment.providerRef !== session.providerRef) await repo.setProviderRef(payment.id, session.providerRef);
    return { paymentId: payment.id, status: payment.status as DepositResponse['status'], redirectUrl: session.redirectUrl };
  }

  function transferRef(payment: Pick<PaymentRow, 'id'>) {
    return { kind: 'payment', id: String(payment.id) };
  }

  /** The hold (or its release): player ⇄ the house's pending-withdrawals account. */
  function holdTransfer(payment: Pick<PaymentRow, 'id' | 'accountId' | 'currencyCode' | 'amountMinor'>, step: 'hold' | 'release', actor: string, reason: string, tx: Tx): Promise<TransferResult> {
    const sign = step === 'hold' ? -1n : 1n;
    return ledger.transfer(
      {
        idempotencyKey: `payment:${payment.id}:${step}`,
        kind: step === 'hold' ? 'withdrawal_hold' : 'withdrawal_release',
        actor,
        reason,
        reference: transferRef(payment),
        postings: [
          { target: { accountId: payment.accountId }, currencyCode: payment.currencyCode, amountMinor: sign * payment.amountMinor },
          { target: { system: { ownerKind: 'house', code: WITHDRAWALS_PENDING } }, currencyCode: payment.currencyCode, amountMinor: -sign * payment.amountMinor },
        ],
      },
      tx,
    );
  }

  /** What moves the money when a payment reaches `to` (inside the status change's transaction). */
  async function moneyFor(payment: PaymentRow, to: string, actor: string, tx: Tx): Promise<TransferResult | null> {
    if (payment.direction === 'deposit' && to === 'succeeded') {
      return ledger.transfer(
        {
          idempotencyKey: `payment:${payment.id}:settle`,
          kind: 'deposit',
          actor,
          reason: `deposit via ${payment.methodCode}`,
          reference: transferRef(payment),
          postings: [
            { target: { system: { ownerKind: 'provider', code: payment.provider } }, currencyCode: payment.currencyCode, amountMinor: -payment.amountMinor },
            { target: { accountId: payment.accountId }, currencyCode: payment.currencyCode, amountMinor: payment.amountMinor },
          ],
        },
        tx,
      );
    }
    if (payment.direction === 'withdrawal' && to === 'paid') {
      return ledger.transfer(
        {
          idempotencyKey: `payment:${payment.id}:payout`,
          kind: 'withdrawal_payout',
          actor,
          reason: `withdrawal via ${payment.methodCode}`,
          reference: transferRef(payment),
          postings: [
            { target: { system: { ownerKind: 'house', code: WITHDRAWALS_PENDING } }, currencyCode: payment.currencyCode, amountMinor: -payment.amountMinor },
            { target: { system: { ownerKind: 'provider', code: payment.provider } }, currencyCode: payment.currencyCode, amountMinor: payment.amountMinor },
          ],
        },
        tx,
      );
    }
    if (payment.direction === 'withdrawal' && (to === 'rejected' || to === 'cancelled')) {
      return holdTransfer(payment, 'release', actor, to === 'cancelled' ? 'withdrawal cancelled by the player' : 'withdrawal rejected', tx);
    }
    return null;
  }

  /** The system accounts a payment's transfers touch exist (and are cached) before any transaction opens. */
  async function warmAccounts(provider: string, currencyCode: string): Promise<void> {
    await Promise.all([ledger.systemAccountId('provider', provider, currencyCode), ledger.systemAccountId('house', WITHDRAWALS_PENDING, currencyCode)]);
  }

  /**
   * Moves one payment to `to` under a row lock, with its money, in one transaction; the ledger
   * pushes the balances after commit (decision 009). `same` is a no-op; a move the state machine forbids is a 409.
   */
  async function move(paymentId: number, to: string, actor: string, opts: { userId?: number; reason?: string | null } = {}): Promise<PaymentRow> {
    const before = await repo.findById(paymentId);
    if (!before || (opts.userId !== undefined && before.userId !== opts.userId)) throw new AppError(404, 'NOT_FOUND', 'No such payment.');
    await warmAccounts(before.provider, before.currencyCode);
    const { payment } = await repo.transaction(async (tx) => {
      const locked = (await repo.findById(paymentId, tx, true))!;
      const decision = decidePaymentStatus(locked.direction, locked.status, to);
      if (decision.kind === 'same') return { payment: locked, posted: null };
      if (decision.kind === 'conflict') throw new AppError(409, 'STATE_CONFLICT', `This payment is ${locked.status}; it cannot become ${to}.`);
      const posted = await moneyFor(locked, to, actor, tx);
      await repo.updateStatus(locked.id, locked.status, to, opts.reason ?? null, tx);
      return { payment: { ...locked, status: to }, posted };
    });
    return payment;
  }

  function historyItem(p: PaymentRow): PaymentHistoryItem {
    return {
      id: p.id,
      direction: p.direction,
      status: p.status as PaymentStatus,
      methodCode: p.methodCode,
      iso: p.currencyCode,
      amountMinor: p.amountMinor.toString(),
      amount: formatMinor(p.amountMinor, p.minorUnits),
      destination: p.destination,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      cancellable: p.direction === 'withdrawal' && isWithdrawalCancellable(p.status),
    };
  }

  const service = {
    /** The methods offered in the active account's currency, with their limits. */
    async methods(userId: number, direction: PaymentDirectionKind): Promise<PaymentMethodsResponse> {
      const account = await repo.findPlayerAccount(userId, null);
      if (!account) throw new AppError(404, 'NOT_FOUND', 'No active account.');
      const methods = (await repo.listMethods(direction, account.currencyCode)).filter((m) => providers.has(m.provider));
      return {
        accountId: account.id,
        iso: account.currencyCode,
        minorUnits: account.minorUnits,
        methods: methods.map((m) => ({
          code: m.code,
          direction: m.direction,
          provider: m.provider,
          iso: m.currencyCode,
          minMinor: m.minMinor.toString(),
          maxMinor: m.maxMinor.toString(),
        })),
      };
    },

    /** Opens a deposit and its checkout session; the same key and body answer the same payment. */
    async deposit(userId: number, idempotencyKey: string, input: DepositInput, fallbackLanguage: string): Promise<DepositResponse> {
      const hash = hashOf(['deposit', input.methodCode, input.amountMinor, input.accountId ?? null, input.lng ?? null]);
      const existing = await existingByKey(userId, idempotencyKey, hash);
      if (existing) return depositAnswer(existing);
      const amountMinor = BigInt(input.amountMinor);
      const account = await ownAccount(userId, input.accountId);
      const method = await methodFor('deposit', input.methodCode, account, amountMinor);
      // Player protection (decision 021): checked with the payment's insert, under the limits' player lock, before the provider is called.
      const limits = deps.limits ?? ALLOW_ALL_DEPOSITS;
      const written = await repo.transaction(async (tx) => {
        const verdict = await limits.check({ userId, accountId: account.id, currency: account.currencyCode, amountMinor }, tx);
        if (!verdict.allowed) return { refused: verdict, id: undefined };
        const id = await repo.insertPayment(
          {
            userId,
            accountId: account.id,
            direction: 'deposit',
            methodCode: method.code,
            provider: method.provider,
            currencyCode: account.currencyCode,
            amountMinor,
            status: 'created',
            idempotencyKey,
            requestHash: hash,
            destination: null,
            language: input.lng ?? fallbackLanguage,
          },
          tx,
        );
        return { refused: null, id };
      });
      if (written.refused) {
        const r = written.refused;
        throw new AppError(403, r.code, r.message, { limitType: r.limitType, endsAt: r.endsAt });
      }
      const id = written.id;
      // Lost the race to a concurrent request with the same key: answer its payment.
      const payment = await repo.findByKey(userId, idempotencyKey);
      if (!payment) throw new AppError(409, 'STATE_CONFLICT', 'A request with this key is in progress; try again.');
      if (id === undefined) sameRequest(payment, hash);
      try {
        return await depositAnswer(payment);
      } catch (err) {
        deps.log?.error({ err, paymentId: payment.id }, 'payment provider refused the deposit session');
        await repo.transaction((tx) => repo.updateStatus(payment.id, 'created', 'failed', 'provider_unavailable', tx));
        throw new AppError(503, 'PAYMENT_METHOD_UNAVAILABLE', 'The payment provider is not available; try again later.');
      }
    },

    /**
     * Requests a withdrawal: the payment row and the hold of its amount are written in one
     * transaction (not enough money → 409 INSUFFICIENT_FUNDS and nothing is written).
     */
    async withdraw(userId: number, idempotencyKey: string, input: WithdrawalInput): Promise<{ paymentId: number; status: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled' }> {
      const destination = maskDestination(input.destination);
      const hash = hashOf(['withdrawal', input.methodCode, input.amountMinor, input.accountId ?? null, destination]);
      const answer = (p: PaymentRow) => ({ paymentId: p.id, status: p.status as 'requested' });
      const existing = await existingByKey(userId, idempotencyKey, hash);
      if (existing) return answer(existing);
      const amountMinor = BigInt(input.amountMinor);
      const account = await ownAccount(userId, input.accountId);
      const method = await methodFor('withdrawal', input.methodCode, account, amountMinor);
      await warmAccounts(method.provider, account.currencyCode);
      // The hold is posted before the payment row is written: the row's foreign key would take a
      // share lock on the account before the ledger's row lock, and two withdrawals of one player
      // would deadlock. Its id is taken first so the hold can reference it.
      const keyTaken = new Error('idempotency key taken');
      let created: { id: number; hold: TransferResult };
      try {
        created = await repo.transaction(async (tx) => {
          const id = await repo.nextPaymentId(tx);
          const hold = await holdTransfer({ id, accountId: account.id, currencyCode: account.currencyCode, amountMinor }, 'hold', `user:${userId}`, 'withdrawal requested', tx);
          const inserted = await repo.insertPayment(
            {
              id,
              userId,
              accountId: account.id,
              direction: 'withdrawal',
              methodCode: method.code,
              provider: method.provider,
              currencyCode: account.currencyCode,
              amountMinor,
              status: 'requested',
              idempotencyKey,
              requestHash: hash,
              destination,
              language: null,
            },
            tx,
          );
          // A concurrent request with this key won: roll the hold back and answer its payment.
          if (inserted === undefined) throw keyTaken;
          return { id, hold };
        });
      } catch (err) {
        // Also when the hold was refused: a request with this key that committed meanwhile took the money.
        const winner = await repo.findByKey(userId, idempotencyKey);
        if (winner) return answer(sameRequest(winner, hash));
        if (err === keyTaken) throw new AppError(409, 'STATE_CONFLICT', 'A request with this key is in progress; try again.');
        throw err;
      }
      return { paymentId: created.id, status: 'requested' };
    },

    /** The player takes back a withdrawal the operator has not approved yet; the hold comes back. */
    async cancelWithdrawal(userId: number, paymentId: number) {
      const payment = await repo.findById(paymentId);
      if (!payment || payment.userId !== userId || payment.direction !== 'withdrawal') throw new AppError(404, 'NOT_FOUND', 'No such withdrawal.');
      const moved = await move(paymentId, 'cancelled', `user:${userId}`, { userId });
      return { paymentId: moved.id, status: moved.status as 'cancelled' };
    },

    /**
     * Operator: approves a requested withdrawal and sends the payout. Calling it again for an
     * approved one retries the payout (the provider's payout is idempotent per payment).
     */
    async approveWithdrawal(paymentId: number, operator: string): Promise<PaymentRow> {
      const payment = await repo.findById(paymentId);
      if (!payment || payment.direction !== 'withdrawal') throw new AppError(404, 'NOT_FOUND', 'No such withdrawal.');
      // Already paid: approving again is a no-op, never a second payout.
      if (payment.status === 'paid') return payment;
      const approved = await move(paymentId, 'approved', `operator:${operator}`);
      if (approved.status !== 'approved') return approved;
      const payout = await providerOf(approved.provider).createPayout({
        paymentId,
        amountMinor: approved.amountMinor,
        currencyCode: approved.currencyCode,
        destination: approved.destination,
      });
      await repo.setProviderRef(paymentId, payout.providerRef);
      if (payout.status === 'paid') return move(paymentId, 'paid', `provider:${approved.provider}`);
      return approved;
    },

    /** Operator: rejects a withdrawal (requested or approved but not paid); the hold goes back to the player. */
    async rejectWithdrawal(paymentId: number, operator: string, reason = 'rejected'): Promise<PaymentRow> {
      const payment = await repo.findById(paymentId);
      if (!payment || payment.direction !== 'withdrawal') throw new AppError(404, 'NOT_FOUND', 'No such withdrawal.');
      return move(paymentId, 'rejected', `operator:${operator}`, { reason });
    },

    /**
     * A provider's callback (decision 008): verified first (forged or stale → 401), recorded by event
     * id (a replay changes nothing), then the status moves as the state machine allows, with its
     * money, in one transaction. A report contradicting a final status is recorded and ignored.
     */
    async handleCallback(providerCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<CallbackOutcome> {
      const provider = providers.get(providerCode);
      if (!provider) throw new AppError(404, 'NOT_FOUND', 'No such payment provider.');
      const event: ProviderEvent = provider.verifyCallback(rawBody, headers);
      const found = await repo.findByProviderRef(provider.code, event.providerRef);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'No payment has this provider reference.');
      await warmAccounts(found.provider, found.currencyCode);
      const outcome = await repo.transaction(async (tx) => {
        const payment = (await repo.findByProviderRef(provider.code, event.providerRef, tx, true))!;
        const fresh = await repo.insertEvent(
          { provider: provider.code, providerEventId: event.eventId, paymentId: payment.id, status: event.status, payload: rawBody },
          tx,
        );
        const at = (result: CallbackOutcome['result'], status = payment.status, posted: TransferResult | null = null) => ({
          outcome: { paymentId: payment.id, status, result },
          posted,
        });
        if (!fresh) return at('replayed');
        const decision = decidePaymentStatus(payment.direction, payment.status, event.status);
        if (decision.kind === 'same') return at('unchanged');
        if (decision.kind === 'conflict') {
          deps.log?.warn({ paymentId: payment.id, status: payment.status, reported: event.status, eventId: event.eventId }, 'payment callback contradicts its status; ignored');
          return at('ignored');
        }
        const posted = await moneyFor(payment, decision.to, `provider:${provider.code}`, tx);
        await repo.updateStatus(payment.id, payment.status, decision.to, event.reason, tx);
        return at('applied', decision.to, posted);
      });
      return outcome.outcome;
    },

    /** The player's own payments, newest first, filtered and paged. */
    async history(userId: number, query: HistoryInput): Promise<PaymentHistoryResponse> {
      const { rows, total } = await repo.history(userId, {
        direction: query.direction,
        status: query.status,
        from: query.from,
        to: query.to,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: rows.map(historyItem), total, page: query.page, pageSize: query.pageSize };
    },

    /** The sandbox checkout page's view of a deposit session. */
    async checkoutSession(providerCode: string, providerRef: string): Promise<PaymentRow | undefined> {
      const payment = await repo.findByProviderRef(providerCode, providerRef);
      return payment?.direction === 'deposit' ? payment : undefined;
    },

    /** Where a payment stands according to its provider (reconciliation). */
    async providerStatus(paymentId: number): Promise<ProviderStatus | null> {
      const payment = await repo.findById(paymentId);
      if (!payment?.providerRef) return null;
      return providerOf(payment.provider).queryStatus(payment.providerRef);
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
