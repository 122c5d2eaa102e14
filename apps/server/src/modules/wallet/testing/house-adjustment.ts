import { randomInt } from 'node:crypto';
import type { Ledger } from '../internal/ledger.service.ts';

/**
 * Money in from the house (or back to it, with a negative amount): how the account tests change a
 * balance, through the ledger like every real movement.
 */
export function houseAdjustment(ledger: Ledger, accountId: number, currencyCode: string, amountMinor: bigint) {
  return ledger.transfer({
    idempotencyKey: `test:${accountId}:${amountMinor}:${randomInt(0, 1e9)}`,
    kind: 'adjustment',
    actor: 'operator:test',
    postings: [
      { target: { accountId }, currencyCode, amountMinor },
      { target: { system: { ownerKind: 'house', code: 'house' } }, currencyCode, amountMinor: -amountMinor },
    ],
  });
}
