/**
 * The crash test's victim (decision 008): opens the database, posts concurrent transfers through the
 * real ledger and prints one line per committed transfer (`OK {spec, transferId}`) AFTER the commit,
 * until the parent kills it with SIGKILL. Configured by environment:
 *   CRASH_DATABASE  `pglite:<data dir>` or a PostgreSQL URL
 *   CRASH_ACCOUNTS  JSON LoadAccount[]
 *   CRASH_PREFIX    prefix of this run's idempotency keys
 *   CRASH_WORKERS   concurrent transfers in flight (default 8)
 */
import { createDatabase } from '@wager/db';
import { createDataSource } from '../../../platform/data-source.ts';
import { createLedgerRepository } from '../internal/ledger.repository.ts';
import { createLedger } from '../internal/ledger.service.ts';
import { loadRequest, randomSpec, type LoadAccount, type LoadSpec } from './crash-load.ts';

const target = process.env.CRASH_DATABASE ?? '';
const accounts = JSON.parse(process.env.CRASH_ACCOUNTS ?? '[]') as LoadAccount[];
const prefix = process.env.CRASH_PREFIX ?? 'crash';
const workers = Number(process.env.CRASH_WORKERS ?? 8);

const handle = createDatabase(target.startsWith('pglite:') ? { kind: 'pglite', dataDir: target.slice('pglite:'.length) } : { kind: 'postgres', url: target, poolSize: workers });
const ledger = createLedger({ repository: createLedgerRepository(createDataSource(handle.db)) });
await handle.ping();
process.stdout.write('READY\n');

let seq = 0;
const committed: LoadSpec[] = [];
async function worker(id: number): Promise<void> {
  for (;;) {
    // Now and then send an earlier request again: it must come back as a replay and move nothing.
    const again = committed.length > 0 && Math.random() < 0.1 ? committed[Math.floor(Math.random() * committed.length)]! : null;
    const spec = again ?? randomSpec(`${prefix}:${id}:${++seq}`, accounts);
    try {
      const result = await ledger.transfer(loadRequest(spec, accounts));
      if (again) {
        if (!result.replayed) process.stdout.write(`ERR replay of ${spec.key} moved money again\n`);
        continue;
      }
      committed.push(spec);
      process.stdout.write(`OK ${JSON.stringify({ spec, transferId: result.transferId, replayed: result.replayed })}\n`);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== 'INSUFFICIENT_FUNDS') process.stdout.write(`ERR ${String(err).replace(/\s+/g, ' ').slice(0, 300)}\n`);
    }
  }
}
await Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
