import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, users } from './schema/index.ts';
import type { DatabaseHandle } from './client.ts';
import { createTestDatabase } from './test-database.ts';

/** The wallet's last line of defence is the schema itself (S0 §3.1; the ledger rules are decision 008). */
describe('wallet schema constraints', () => {
  let handle: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const [user] = await handle.db
      .insert(users)
      .values({ countryCode: 'RU', currencyCode: 'RUB', registrationType: 'fast_reg' })
      .returning({ id: users.id });
    userId = user!.id;
    await handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 0, currencyCode: 'RUB', isActive: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('a player balance can never be negative; a house account may be', async () => {
    await expect(handle.db.update(accounts).set({ balanceMinor: -1n }).where(eq(accounts.userId, userId))).rejects.toThrow();
    const [house] = await handle.db
      .insert(accounts)
      .values({ ownerKind: 'house', systemCode: 'house', currencyCode: 'RUB', balanceMinor: -500n })
      .returning({ balance: sql<string>`${accounts.balanceMinor}::text` });
    expect(house!.balance).toBe('-500');
  });

  it('S0 §3.1: one main account and one active account per player; one account per type and currency', async () => {
    await expect(handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 0, currencyCode: 'USD' })).rejects.toThrow();
    await expect(handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 9, currencyCode: 'USD', isActive: true })).rejects.toThrow();
    await handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 9, currencyCode: 'USD' });
    await expect(handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 9, currencyCode: 'USD' })).rejects.toThrow();
  });

  it('an unknown currency and a player account without a player are refused', async () => {
    await expect(handle.db.insert(accounts).values({ ownerKind: 'player', userId, type: 9, currencyCode: 'XYZ' })).rejects.toThrow();
    await expect(handle.db.insert(accounts).values({ ownerKind: 'player', type: 9, currencyCode: 'EUR' })).rejects.toThrow();
  });
});
