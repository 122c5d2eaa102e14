import type { AccountChangeResponse, AccountsResponse, Account as ApiAccount, BalancesResponse, CurrenciesResponse } from '@wager/contract';
import type { Tx } from '../../../platform/index.ts';
import { ACCOUNT_TYPE, FALLBACK_CURRENCY, conversionStatus, currencyByCode, formatMinor } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { AccountRow, CurrencyRow, WalletRepository } from './wallet.repository.ts';

/** S0 §3.1 account types. */
/** S0 §3.1 account types: the domain's one list. */
export { ACCOUNT_TYPE };

/** Message keys the account changes answer with (the client's toast, apps/web i18n `wallet.account.*`). */
export const ACCOUNT_MESSAGE = { added: 'wallet.account.added', removed: 'wallet.account.removed', activeSet: 'wallet.account.willBeSet' } as const;

export interface PlayerAccount {
  id: number;
  type: number;
  currencyCode: string;
  /** Integer minor units, as a decimal string so no client rounds it through a float. */
  balanceMinor: string;
  isActive: boolean;
  frozen: boolean;
}

function toPlayerAccount(row: AccountRow): PlayerAccount {
  return {
    id: row.id,
    type: row.type ?? ACCOUNT_TYPE.main,
    currencyCode: row.currencyCode,
    balanceMinor: row.balanceMinor.toString(),
    isActive: row.isActive,
    frozen: row.frozenAt !== null,
  };
}

/** Minor units of a currency for formatting a pushed balance without a query (ISO 4217; 2 when unknown). */
export function minorUnitsOf(currencyCode: string): number {
  return currencyByCode(currencyCode)?.minorUnits ?? 2;
}

function toApiAccount(row: AccountRow, currency: CurrencyRow | undefined): ApiAccount {
  const minorUnits = currency?.minorUnits ?? minorUnitsOf(row.currencyCode);
  return {
    id: row.id,
    type: (row.type ?? ACCOUNT_TYPE.main) as ApiAccount['type'],
    iso: row.currencyCode,
    symbol: currency?.symbol ?? row.currencyCode,
    currencyId: currency?.numericCode ?? 0,
    minorUnits,
    moneyMinor: row.balanceMinor.toString(),
    money: formatMinor(row.balanceMinor, minorUnits),
    // Points balances (S0 §3.1 isPointsTypeBalance) are not offered: every account holds money.
    points: 0,
    label: row.label,
    isActive: row.isActive,
    isPointsTypeBalance: false,
    isFrozen: row.frozenAt !== null,
  };
}

/** A duplicate-key error from PostgreSQL (23505), e.g. two requests opening the same account at once. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createWalletService(deps: { repository: WalletRepository }) {
  const repo = deps.repository;

  async function currencyMap(rows: readonly AccountRow[], ex?: Tx): Promise<Map<string, CurrencyRow>> {
    const list = await repo.listCurrencies([...new Set(rows.map((r) => r.currencyCode))], ex);
    return new Map(list.map((c) => [c.code, c]));
  }

  async function offeredCurrencyByNumeric(currencyId: number, ex?: Tx): Promise<CurrencyRow> {
    const currency = await repo.findCurrencyByNumericCode(currencyId, ex);
    if (!currency) throw new AppError(404, 'NOT_FOUND', 'No such currency.');
    return currency;
  }

  /** The active account, else the main one (S0 §7: balance loading repeats until an active account exists). */
  function activeOf(rows: readonly AccountRow[]): AccountRow | undefined {
    return rows.find((r) => r.isActive) ?? rows.find((r) => r.type === ACCOUNT_TYPE.main);
  }

  return {
    /** Whether new accounts may be opened in this currency (registration, add currency). */
    async isCurrencyOffered(code: string): Promise<boolean> {
      return (await repo.findCurrency(code))?.enabled === true;
    },

    /** Operator switch: a currency switched off is no longer offered for new accounts; existing ones stay. */
    async setCurrencyEnabled(code: string, enabled: boolean): Promise<boolean> {
      return repo.setCurrencyEnabled(code, enabled);
    },

    async offeredCurrencies(): Promise<string[]> {
      return (await repo.listEnabledCurrencies()).map((c) => c.code);
    },

    /** GET /web-api/currencies: the offered currencies with their coupon defaults (S0 §5, §9). */
    async currencyDefaults(): Promise<CurrenciesResponse> {
      const rows = await repo.listEnabledCurrencies();
      return {
        currencies: rows.map((c) => ({
          iso: c.code,
          currencyId: c.numericCode,
          symbol: c.symbol,
          name: c.name,
          minorUnits: c.minorUnits,
          amountStepMinor: c.amountStepMinor.toString(),
          initialAmountMinor: c.initialAmountMinor.toString(),
        })),
        fallbackIso: FALLBACK_CURRENCY,
      };
    },

    /**
     * Registration (S0 §3.1): the player's main account (type 0) in the chosen currency, active,
     * empty. Runs inside the caller's transaction so a player never exists without it.
     */
    async openMainAccount(userId: number, currencyCode: string, tx: Tx): Promise<PlayerAccount> {
      const currency = await repo.findCurrency(currencyCode, tx);
      if (!currency?.enabled) throw new AppError(400, 'CURRENCY_NOT_OFFERED', 'This currency is not offered; choose another.');
      return toPlayerAccount(await repo.insertPlayerAccount({ userId, type: ACCOUNT_TYPE.main, currencyCode, isActive: true }, tx));
    },

    async listAccounts(userId: number): Promise<PlayerAccount[]> {
      return (await repo.listPlayerAccounts(userId)).map(toPlayerAccount);
    },

    /** One open account of the player (another player's, a removed or a house account: undefined). */
    async findAccount(userId: number, accountId: number): Promise<PlayerAccount | undefined> {
      const row = await repo.findPlayerAccount(userId, accountId);
      return row ? toPlayerAccount(row) : undefined;
    },

    /**
     * GET /web-api/accounts (S0 §3.1, §7 the full variant). `accounts` holds every open account
     * (main, bonus and currency accounts); `bonuses` repeats the bonus accounts (type 4) as S0 §3.1
     * bonuses. The conversion status is our rule (see `conversionStatus` in @wager/domain): a
     * currency the site no longer offers has to be converted, 1 for the main account, 2 for an
     * additional one.
     */
    async getAccounts(userId: number): Promise<AccountsResponse> {
      const [rows, offered, deposits] = await Promise.all([repo.listPlayerAccounts(userId), repo.listEnabledCurrencies(), repo.countSucceededDeposits(userId)]);
      const currencies = await currencyMap(rows);
      const main = rows.find((r) => r.type === ACCOUNT_TYPE.main);
      const active = activeOf(rows);
      const held = new Set(rows.filter((r) => r.type !== ACCOUNT_TYPE.bonus).map((r) => r.currencyCode));
      return {
        accounts: rows.map((r) => toApiAccount(r, currencies.get(r.currencyCode))),
        mainAccountId: main?.id ?? 0,
        activeAccountId: active?.id ?? 0,
        bonuses: rows
          .filter((r) => r.type === ACCOUNT_TYPE.bonus)
          .map((r) => {
            const account = toApiAccount(r, currencies.get(r.currencyCode));
            return { idBonus: r.id, money: account.money, moneyMinor: account.moneyMinor };
          }),
        isAccountFrozen: active?.frozenAt != null,
        isAvailableFirstDepositBonus: deposits === 0,
        conversionStatus: conversionStatus(rows.map((r) => ({ type: r.type ?? 0, currencyOffered: currencies.get(r.currencyCode)?.enabled === true }))),
        addableCurrencies: offered
          .filter((c) => !held.has(c.code))
          .map((c) => ({ currencyId: c.numericCode, iso: c.code, symbol: c.symbol, name: c.name, minorUnits: c.minorUnits })),
      };
    },

    /** GET /web-api/accounts/balances (S0 §7 the light variant): only what the header and the poll need. */
    async getBalances(userId: number): Promise<BalancesResponse> {
      const rows = await repo.listPlayerAccounts(userId);
      const currencies = await currencyMap(rows);
      return {
        activeAccountId: activeOf(rows)?.id ?? 0,
        balances: rows.map((r) => {
          const currency = currencies.get(r.currencyCode);
          const minorUnits = currency?.minorUnits ?? minorUnitsOf(r.currencyCode);
          return {
            id: r.id,
            iso: r.currencyCode,
            symbol: currency?.symbol ?? r.currencyCode,
            minorUnits,
            moneyMinor: r.balanceMinor.toString(),
            money: formatMinor(r.balanceMinor, minorUnits),
            isActive: r.isActive,
          };
        }),
      };
    },

    /**
     * S0 §7 add currency: opens a currency account (type 9) in an offered currency the player does
     * not hold yet; a currency account removed before is reopened (its history stays).
     */
    async addCurrency(userId: number, currencyId: number): Promise<AccountChangeResponse> {
      try {
        return await repo.transaction(async (tx) => {
          await repo.lockPlayerAccounts(userId, tx);
          const currency = await offeredCurrencyByNumeric(currencyId, tx);
          const held = (await repo.listPlayerAccounts(userId, tx)).find((r) => r.type !== ACCOUNT_TYPE.bonus && r.currencyCode === currency.code);
          if (held) throw new AppError(409, 'STATE_CONFLICT', `You already have an account in ${currency.code}.`);
          if (!currency.enabled) throw new AppError(400, 'CURRENCY_NOT_OFFERED', 'This currency is not offered; choose another.');
          const closed = await repo.findPlayerAccountByCurrency(userId, ACCOUNT_TYPE.currency, currency.code, tx);
          const row = closed
            ? await repo.reopenAccount(closed.id, tx)
            : await repo.insertPlayerAccount({ userId, type: ACCOUNT_TYPE.currency, currencyCode: currency.code, isActive: false }, tx);
          return { account: toApiAccount(row!, currency), message: ACCOUNT_MESSAGE.added };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'STATE_CONFLICT', 'You already have an account in this currency.');
        throw err;
      }
    },

    /**
     * S0 §7 remove currency: only a currency account (type 9), only when it is empty, never the
     * active one. The row is closed, not deleted: its entries keep pointing at it.
     */
    async removeCurrency(userId: number, currencyId: number): Promise<AccountChangeResponse> {
      return repo.transaction(async (tx) => {
        await repo.lockPlayerAccounts(userId, tx);
        const currency = await offeredCurrencyByNumeric(currencyId, tx);
        const rows = await repo.listPlayerAccounts(userId, tx);
        const account = rows.find((r) => r.type === ACCOUNT_TYPE.currency && r.currencyCode === currency.code);
        if (!account) {
          if (rows.some((r) => r.type === ACCOUNT_TYPE.main && r.currencyCode === currency.code)) {
            throw new AppError(409, 'STATE_CONFLICT', 'The main account cannot be removed.');
          }
          throw new AppError(404, 'NOT_FOUND', `You have no ${currency.code} account.`);
        }
        if (account.isActive) throw new AppError(409, 'STATE_CONFLICT', 'This is your active account: make another account active first.');
        if (account.balanceMinor !== 0n) {
          const money = formatMinor(account.balanceMinor, currency.minorUnits);
          throw new AppError(409, 'ACCOUNT_NOT_EMPTY', `The ${currency.code} account still holds ${money} ${currency.code}: withdraw it before removing the account.`);
        }
        // A deposit still being paid or a withdrawal whose hold may come back would have nowhere to land.
        if ((await repo.countOpenPayments(account.id, tx)) > 0) {
          throw new AppError(409, 'STATE_CONFLICT', `A payment on the ${currency.code} account is still in progress: wait until it is finished.`);
        }
        const closed = await repo.closeEmptyCurrencyAccount(userId, account.id, ACCOUNT_TYPE.currency, tx);
        if (!closed) throw new AppError(409, 'ACCOUNT_NOT_EMPTY', 'Money has just arrived on this account; it cannot be removed.');
        return { account: toApiAccount(closed, currency), message: ACCOUNT_MESSAGE.removed };
      });
    },

    /** S0 §7 set active account: own open accounts only, never a frozen one; one active at a time. */
    async setActiveAccount(userId: number, accountId: number): Promise<AccountChangeResponse> {
      return repo.transaction(async (tx) => {
        await repo.lockPlayerAccounts(userId, tx);
        const account = await repo.findPlayerAccount(userId, accountId, tx);
        if (!account) throw new AppError(404, 'NOT_FOUND', 'No such account.');
        if (account.frozenAt) throw new AppError(409, 'ACCOUNT_FROZEN', 'This account is frozen and cannot be made active.');
        const row = await repo.setActiveAccount(userId, accountId, tx);
        if (!row) throw new AppError(409, 'STATE_CONFLICT', 'The account changed meanwhile; try again.');
        const [currency] = await repo.listCurrencies([row.currencyCode], tx);
        return { account: toApiAccount(row, currency), message: ACCOUNT_MESSAGE.activeSet };
      });
    },

    /** Operator control: a frozen account refuses debits (the ledger) and cannot be made active. False when there is no such account. */
    async freezeAccount(accountId: number): Promise<boolean> {
      return (await repo.setFrozen(accountId, true)) !== undefined;
    },

    async unfreezeAccount(accountId: number): Promise<boolean> {
      return (await repo.setFrozen(accountId, false)) !== undefined;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
