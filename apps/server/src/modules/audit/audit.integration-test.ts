import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createAuditModule, type AuditService } from './index.ts';
import { testDataSource } from '../../testing/test-data.ts';

/** The database's own message: Drizzle wraps the driver's error and keeps it as `cause`. */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(err);
  }
  throw new Error('the database accepted the statement');
}

describe('audit log (append-only significant events)', () => {
  let database: DatabaseHandle;
  let audit: AuditService;
  beforeAll(async () => {
    database = await createTestDatabase();
    audit = createAuditModule({ data: testDataSource(database) }).service;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records events and lists them newest first, filtered by user and type', async () => {
    await audit.record({ type: 'identity.registered', userId: 100_000_001, ip: '203.0.113.7', userAgent: 'Mozilla/5.0', details: { registrationType: 'full_reg' } });
    await audit.record({ type: 'identity.login_failed', userId: 100_000_001, ip: '203.0.113.7', details: { form: 'login_password' } });
    await audit.record({ type: 'identity.login_failed', ip: '198.51.100.1' });

    const forUser = await audit.list({ userId: 100_000_001 });
    expect(forUser.map((e) => e.type)).toEqual(['identity.login_failed', 'identity.registered']);
    const registered = forUser[1]!;
    expect(registered).toMatchObject({
      type: 'identity.registered',
      userId: 100_000_001,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      details: { registrationType: 'full_reg' },
    });
    expect(typeof registered.id).toBe('number');
    expect(new Date(registered.occurredAt).toISOString()).toBe(registered.occurredAt);

    const failures = await audit.list({ type: 'identity.login_failed' });
    expect(failures).toHaveLength(2);
    const anonymous = failures.find((e) => e.userId === null)!;
    expect(anonymous).toMatchObject({ ip: '198.51.100.1', userAgent: null, details: {} });

    expect(await audit.list({ type: 'identity.login_failed', limit: 1 })).toHaveLength(1);
    expect(await audit.list({ userId: 1, type: 'identity.registered' })).toEqual([]);
  });

  it('writes inside the caller’s transaction: kept on commit, gone on rollback', async () => {
    await testDataSource(database).transaction(async (tx) => {
      await audit.record({ type: 'test.committed', details: { n: 1 } }, tx);
    });
    await expect(
      testDataSource(database).transaction(async (tx) => {
        await audit.record({ type: 'test.rolled_back' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await audit.list({ type: 'test.committed' })).toHaveLength(1);
    expect(await audit.list({ type: 'test.rolled_back' })).toHaveLength(0);
  });

  it('the database refuses UPDATE of an audit event (append-only trigger)', async () => {
    await audit.record({ type: 'test.immutable', details: { before: true } });
    expect(await refusal(database.db.execute(`UPDATE audit.events SET type = 'test.tampered' WHERE type = 'test.immutable'`))).toMatch(
      /audit\.events is append-only/,
    );
    const [event] = await audit.list({ type: 'test.immutable' });
    expect(event?.details).toEqual({ before: true });
    expect(await audit.list({ type: 'test.tampered' })).toEqual([]);
  });

  it('the database refuses DELETE of audit events (append-only trigger)', async () => {
    const before = (await audit.list({ limit: 1000 })).length;
    expect(before).toBeGreaterThan(0);
    expect(await refusal(database.db.execute('DELETE FROM audit.events'))).toMatch(/audit\.events is append-only/);
    expect(await audit.list({ limit: 1000 })).toHaveLength(before);
  });
});
