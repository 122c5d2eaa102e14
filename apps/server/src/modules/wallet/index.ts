import type { Database } from '@wager/db';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type TransferResult } from './internal/ledger.service.ts';
import { createWalletRepository } from './internal/wallet.repository.ts';
import { createWalletService } from './internal/wallet.service.ts';

export type { PlayerAccount, WalletService } from './internal/wallet.service.ts';
export { ACCOUNT_TYPE } from './internal/wallet.service.ts';
export type { Ledger, Posting, PostingTarget, TransferRequest, TransferResult } from './internal/ledger.service.ts';
export { SYSTEM_ACCOUNT_SHARDS } from './internal/ledger.service.ts';

/**
 * The wallet (S0 §3.1, issue 5): currencies, player accounts and the double-entry ledger every
 * movement of money goes through.
 */
export function createWalletModule(deps: { db: Database; onPosted?: (result: TransferResult) => void; random?: () => number }) {
  const ledger = createLedger({ repository: createLedgerRepository(deps.db), onPosted: deps.onPosted, random: deps.random });
  return { service: createWalletService({ repository: createWalletRepository(deps.db) }), ledger };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
