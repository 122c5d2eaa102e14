import type { Database } from '@wager/db';
import { AppError } from '../../../platform/index.ts';
import type { AccountRow, WalletRepository } from './wallet.repository.ts';

/** S0 §3.1 account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

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

export function createWalletService(deps: { repository: WalletRepository }) {
  const repo = deps.repository;
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

    /**
     * Registration (S0 §3.1): the player's main account (type 0) in the chosen currency, active,
     * empty. Runs inside the caller's transaction so a player never exists without it.
     */
    async openMainAccount(userId: number, currencyCode: string, tx: Database): Promise<PlayerAccount> {
      const currency = await repo.findCurrency(currencyCode, tx);
      if (!currency?.enabled) throw new AppError(400, 'CURRENCY_NOT_OFFERED', 'This currency is not offered; choose another.');
      return toPlayerAccount(await repo.insertPlayerAccount({ userId, type: ACCOUNT_TYPE.main, currencyCode, isActive: true }, tx));
    },

    async listAccounts(userId: number): Promise<PlayerAccount[]> {
      return (await repo.listPlayerAccounts(userId)).map(toPlayerAccount);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
