import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@wager/db';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type TransferResult } from './internal/ledger.service.ts';
import { createWalletRepository } from './internal/wallet.repository.ts';
import { createWalletService } from './internal/wallet.service.ts';
import { accountsRoutes } from './internal/accounts.routes.ts';
import type { PubSub } from '../../platform/index.ts';

export type { PlayerAccount, WalletService } from './internal/wallet.service.ts';
export { ACCOUNT_TYPE } from './internal/wallet.service.ts';
export { BALANCE_STREAM_HEARTBEAT_MS } from './internal/accounts.routes.ts';
export { balanceChannel, balancePublisher } from './internal/balance-events.ts';
export type { Ledger, Posting, PostingTarget, TransferRequest, TransferResult } from './internal/ledger.service.ts';
export { SYSTEM_ACCOUNT_SHARDS } from './internal/ledger.service.ts';

/**
 * The wallet (S0 §3.1, issue 5): currencies, player accounts and the double-entry ledger every
 * movement of money goes through. `onPosted` is told of every committed transfer (the app passes
 * `balancePublisher`); `pubsub` carries the balance stream of the account routes.
 */
export function createWalletModule(deps: {
  db: Database;
  onPosted?: (result: TransferResult) => void;
  random?: () => number;
  pubsub?: PubSub;
  balanceStream?: { heartbeatMs?: number };
}) {
  const ledger = createLedger({ repository: createLedgerRepository(deps.db), onPosted: deps.onPosted, random: deps.random });
  const service = createWalletService({ repository: createWalletRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    if (!deps.pubsub) throw new Error('the wallet routes need a pubsub');
    await app.register(accountsRoutes(service, deps.pubsub, deps.balanceStream));
  };
  return { service, ledger, routes };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
