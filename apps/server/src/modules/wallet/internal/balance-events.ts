import type { FastifyBaseLogger } from 'fastify';
import type { BalanceUpdateEvent } from '@wager/contract';
import { formatMinor } from '@wager/domain';
import type { PubSub } from '../../../platform/index.ts';
import type { TransferResult } from './ledger.service.ts';
import { minorUnitsOf } from './wallet.service.ts';

/** One channel per player: every process's subscribers (the player's open tabs) hear every transfer. */
export function balanceChannel(userId: number): string {
  return `wallet:balance:user:${userId}`;
}

export function balanceEvent(accountId: number, currencyCode: string, balanceMinor: bigint): BalanceUpdateEvent {
  return { account_id: accountId, new_balance: balanceMinor.toString(), money: formatMinor(balanceMinor, minorUnitsOf(currencyCode)), iso: currencyCode };
}

/**
 * The ledger's `onPosted` (decision 008): after a transfer committed, one S0 §3.1 balance update event
 * per player entry, published on that player's channel. House and provider entries are not pushed.
 * A failed publish is logged and dropped: the client's polling fallback catches up.
 */
export function balancePublisher(pubsub: PubSub, log?: FastifyBaseLogger): (result: TransferResult) => void {
  return (result) => {
    for (const entry of result.entries) {
      if (entry.userId === null) continue;
      pubsub
        .publish(balanceChannel(entry.userId), balanceEvent(entry.accountId, entry.currencyCode, entry.balanceAfterMinor))
        .catch((err: unknown) => log?.warn({ err, accountId: entry.accountId }, 'balance event not published'));
    }
  };
}

