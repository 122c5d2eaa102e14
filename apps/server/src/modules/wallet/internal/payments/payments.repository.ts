import { sql, type SQL } from 'drizzle-orm';
import type { DataSource, Tx } from '../../../../platform/unit-of-work.ts';
import { executor } from '../../../../platform/data-source.ts';

export interface PaymentRow {
  id: number;
  userId: number;
  accountId: number;
  direction: 'deposit' | 'withdrawal';
  methodCode: string;
  provider: string;
  providerRef: string | null;
  currencyCode: string;
  minorUnits: number;
  amountMinor: bigint;
  status: string;
  idempotencyKey: string;
  requestHash: string;
  destination: string | null;
  failureReason: string | null;
  language: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MethodRow {
  code: string;
  direction: 'deposit' | 'withdrawal';
  provider: string;
  currencyCode: string;
  minMinor: bigint;
  maxMinor: bigint;
}

export interface PlayerAccountRow {
  id: number;
  userId: number;
  currencyCode: string;
  minorUnits: number;
  isActive: boolean;
  frozen: boolean;
}

export interface NewPayment {
  userId: number;
  accountId: number;
  direction: 'deposit' | 'withdrawal';
  methodCode: string;
  provider: string;
  currencyCode: string;
  amountMinor: bigint;
  status: string;
  idempotencyKey: string;
  requestHash: string;
  destination: string | null;
  language: string | null;
}

export interface HistoryFilter {
  direction?: string;
  status?: string;
  /** Inclusive day bounds, `YYYY-MM-DD` (UTC). */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

const PAYMENT_COLUMNS = sql`p.id, p.user_id, p.account_id, p.direction, p.method_code, p.provider, p.provider_ref, p.currency_code, c.minor_units,
  p.amount_minor, p.status, p.idempotency_key, p.request_hash, p.destination, p.failure_reason, p.language, p.created_at, p.updated_at`;

function toPayment(r: Record<string, unknown>): PaymentRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    accountId: Number(r.account_id),
    direction: r.direction as PaymentRow['direction'],
    methodCode: String(r.method_code),
    provider: String(r.provider),
    providerRef: r.provider_ref === null ? null : String(r.provider_ref),
    currencyCode: String(r.currency_code),
    minorUnits: Number(r.minor_units),
    amountMinor: BigInt(r.amount_minor as string),
    status: String(r.status),
    idempotencyKey: String(r.idempotency_key),
    requestHash: String(r.request_hash),
    destination: r.destination === null ? null : String(r.destination),
    failureReason: r.failure_reason === null ? null : String(r.failure_reason),
    language: r.language === null ? null : String(r.language),
    createdAt: asDate(r.created_at),
    updatedAt: asDate(r.updated_at),
  };
}

/** The payments' SQL (decision 008): raw, parameterised statements, row locks where a status moves. */
export function createPaymentsRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  async function onePayment(where: SQL, tx: Tx | undefined, lock = false): Promise<PaymentRow | undefined> {
    const [first] = rowsOf(
      await on(tx).execute(sql`select ${PAYMENT_COLUMNS} from wallet.payments p join wallet.currencies c on c.code = p.currency_code
        where ${where} ${lock ? sql`for update of p` : sql``}`),
    );
    return first ? toPayment(first) : undefined;
  }

  return {
    transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
      return data.transaction(work, within);
    },

    /** The player's own account (any type), or undefined. */
    async findPlayerAccount(userId: number, accountId: number | null, tx?: Tx): Promise<PlayerAccountRow | undefined> {
      const which = accountId === null ? sql`a.is_active` : sql`a.id = ${accountId}`;
      const [first] = rowsOf(
        await on(tx).execute(sql`select a.id, a.user_id, a.currency_code, c.minor_units, a.is_active, a.frozen_at is not null as frozen
          from wallet.accounts a join wallet.currencies c on c.code = a.currency_code
          where a.owner_kind = 'player' and a.user_id = ${userId} and a.closed_at is null and ${which}
          order by a.is_active desc, a.type, a.id limit 1`),
      );
      return first
        ? {
            id: Number(first.id),
            userId: Number(first.user_id),
            currencyCode: String(first.currency_code),
            minorUnits: Number(first.minor_units),
            isActive: first.is_active === true,
            frozen: first.frozen === true,
          }
        : undefined;
    },

    async listMethods(direction: string, currencyCode: string, tx?: Tx): Promise<MethodRow[]> {
      const result = await on(tx).execute(sql`select code, direction, provider, currency_code, min_minor, max_minor from wallet.payment_methods
        where direction = ${direction} and currency_code = ${currencyCode} and enabled order by sort_order, code`);
      return rowsOf(result).map((r) => ({
        code: String(r.code),
        direction: r.direction as MethodRow['direction'],
        provider: String(r.provider),
        currencyCode: String(r.currency_code),
        minMinor: BigInt(r.min_minor as string),
        maxMinor: BigInt(r.max_minor as string),
      }));
    },

    /** A payment id taken before its row is written (a withdrawal's hold is posted first, see the service). */
    async nextPaymentId(tx: Tx): Promise<number> {
      const [first] = rowsOf(await on(tx).execute(sql`select nextval(pg_get_serial_sequence('wallet.payments', 'id')) as id`));
      return Number(first!.id);
    },

    /** The new payment, or undefined when the player's key was taken (by a finished or a concurrent request). */
    async insertPayment(row: NewPayment & { id?: number }, tx?: Tx): Promise<number | undefined> {
      const [first] = rowsOf(
        await on(tx).execute(sql`insert into wallet.payments
          (${row.id === undefined ? sql`` : sql`id, `}user_id, account_id, direction, method_code, provider, currency_code, amount_minor, status, idempotency_key, request_hash, destination, language)
          ${row.id === undefined ? sql`` : sql`overriding system value`}
          values (${row.id === undefined ? sql`` : sql`${row.id}, `}${row.userId}, ${row.accountId}, ${row.direction}, ${row.methodCode}, ${row.provider}, ${row.currencyCode},
            ${row.amountMinor.toString()}::bigint, ${row.status}, ${row.idempotencyKey}, ${row.requestHash}, ${row.destination}, ${row.language})
          on conflict (user_id, idempotency_key) do nothing
          returning id`),
      );
      return first ? Number(first.id) : undefined;
    },

    findByKey(userId: number, idempotencyKey: string, tx?: Tx): Promise<PaymentRow | undefined> {
      return onePayment(sql`p.user_id = ${userId} and p.idempotency_key = ${idempotencyKey}`, tx);
    },

    findById(id: number, tx?: Tx, lock = false): Promise<PaymentRow | undefined> {
      return onePayment(sql`p.id = ${id}`, tx, lock);
    },

    findByProviderRef(provider: string, providerRef: string, tx?: Tx, lock = false): Promise<PaymentRow | undefined> {
      return onePayment(sql`p.provider = ${provider} and p.provider_ref = ${providerRef}`, tx, lock);
    },

    /** Sets the provider's reference once; the same value again is a no-op (provider calls are idempotent per payment). */
    async setProviderRef(id: number, providerRef: string, tx?: Tx): Promise<void> {
      await on(tx).execute(sql`update wallet.payments set provider_ref = ${providerRef}, updated_at = now()
        where id = ${id} and (provider_ref is null or provider_ref = ${providerRef})`);
    },

    /** Moves the status only from `from` (the caller decided the move on a locked row). */
    async updateStatus(id: number, from: string, to: string, failureReason: string | null, tx: Tx): Promise<boolean> {
      const result = await on(tx).execute(sql`update wallet.payments set status = ${to}, failure_reason = coalesce(${failureReason}, failure_reason), updated_at = now()
        where id = ${id} and status = ${from} returning id`);
      return rowsOf(result).length > 0;
    },

    /** Records a provider callback; false when this event id was seen before (a replay). */
    async insertEvent(row: { provider: string; providerEventId: string; paymentId: number; status: string; payload: string }, tx: Tx): Promise<boolean> {
      const result = await on(tx).execute(sql`insert into wallet.payment_events (provider, provider_event_id, payment_id, status, payload)
        values (${row.provider}, ${row.providerEventId}, ${row.paymentId}, ${row.status}, ${row.payload})
        on conflict (provider, provider_event_id) do nothing returning id`);
      return rowsOf(result).length > 0;
    },

    async history(userId: number, filter: HistoryFilter, tx?: Tx): Promise<{ rows: PaymentRow[]; total: number }> {
      const conditions = [sql`p.user_id = ${userId}`];
      if (filter.direction) conditions.push(sql`p.direction = ${filter.direction}`);
      if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
      if (filter.from) conditions.push(sql`p.created_at >= ${filter.from}::date`);
      if (filter.to) conditions.push(sql`p.created_at < (${filter.to}::date + 1)`);
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        on(tx).execute(sql`select ${PAYMENT_COLUMNS} from wallet.payments p join wallet.currencies c on c.code = p.currency_code
          where ${where} order by p.created_at desc, p.id desc limit ${filter.limit} offset ${filter.offset}`),
        on(tx).execute(sql`select count(*)::int as n from wallet.payments p where ${where}`),
      ]);
      return { rows: rowsOf(rows).map(toPayment), total: Number(rowsOf(count)[0]?.n ?? 0) };
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
