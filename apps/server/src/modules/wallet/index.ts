import type { Database } from '@wager/db';
import { createWalletRepository } from './internal/wallet.repository.ts';
import { createWalletService } from './internal/wallet.service.ts';

export type { PlayerAccount, WalletService } from './internal/wallet.service.ts';
export { ACCOUNT_TYPE } from './internal/wallet.service.ts';

/**
 * The wallet (S0 §3.1). Now: the currencies on offer and the main account opened at registration.
 * The double-entry ledger, balances, payments and their endpoints are issue 5.
 */
export function createWalletModule(deps: { db: Database }) {
  return { service: createWalletService({ repository: createWalletRepository(deps.db) }) };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
