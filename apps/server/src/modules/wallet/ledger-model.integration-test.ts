import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type Ledger, type TransferRequest } from './internal/ledger.service.ts';
import { createLedgerFixtures, type LedgerFixtures } from './testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';

/** The players of one run: four in EUR, two in USD (so some player-to-player moves cross currencies and must be refused). */
const PLAYER_CURRENCIES = ['EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD'] as const;

type Op =
  | { kind: 'deposit'; player: number; amount: bigint }
  | { kind: 'withdrawal'; player: number; amount: bigint }
  | { kind: 'p2p'; from: number; to: number; amount: bigint }
  | { kind: 'bet'; player: number; amount: bigint }
  | { kind: 'win'; player: number; amount: bigint }
  /** Sends again the request of an earlier posted transfer (by position among them). */
  | { kind: 'replay'; pick: number }
  /** An earlier posted transfer's key with another amount. */
  | { kind: 'reuse'; pick: number }
  /** One new request sent twice at once. */
  | { kind: 'twice'; player: number; amount: bigint };

const player = fc.integer({ min: 0, max: PLAYER_CURRENCIES.length - 1 });
const small = fc.bigInt({ min: 1n, max: 3_000n });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, amount: fc.bigInt({ min: 1n, max: 10_000n }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdrawal' as const), player, amount: small }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('p2p' as const), from: player, to: player, amount: small }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bet' as const), player, amount: small }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('win' as const), player, amount: small }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('twice' as const), player, amount: small }) },
);
/** A run: batches of operations; the operations of one batch run concurrently. */
const run = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });

/**
 * Decision 008: random sequences of deposits, withdrawals, transfers and replays, partly concurrent,
 * against the real database (PGlite, or PostgreSQL with DATABASE_URL), checked against a model after
 * every batch.
 */
describe('ledger model test (decision 008)', () => {
  let handle: DatabaseHandle;
  let fx: LedgerFixtures;
  let runSeq = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    fx = createLedgerFixtures(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('decision 008: every currency sums to zero, no player balance is negative, balances equal their entries, replays move nothing', async () => {
    await fc.assert(
      // Lanes 1 puts as many transfers as can share a statement together; 4 is the default (decision 006).
      fc.asyncProperty(run, fc.constantFrom(1, 2, 4), async (batches, lanes) => {
        const ledger: Ledger = createLedger({ repository: createLedgerRepository(testDataSource(handle)), batching: { lanes } });
        const runId = ++runSeq;
        const players: { userId: number; accountId: number; currency: string }[] = [];
        for (const currency of PLAYER_CURRENCIES) players.push({ ...(await fx.player(currency)), currency });
        const model = new Map<number, bigint>(players.map((p) => [p.accountId, 0n]));
        const postedRequests: { request: TransferRequest; transferId: number }[] = [];
        let keySeq = 0;
        const newKey = () => `model:${runId}:${++keySeq}`;

        const providerLeg = (currencyCode: string, amountMinor: bigint) => ({
          target: { system: { ownerKind: 'provider' as const, code: 'sandbox' } },
          currencyCode,
          amountMinor,
        });
        const houseLeg = (currencyCode: string, amountMinor: bigint) => ({ target: { system: { ownerKind: 'house' as const, code: 'house' } }, currencyCode, amountMinor });
        const playerLeg = (index: number, amountMinor: bigint) => ({ target: { accountId: players[index]!.accountId }, currencyCode: players[index]!.currency, amountMinor });

        /** The request an operation sends; null for replays of nothing yet. */
        function requestOf(o: Op): TransferRequest | null {
          const base = { idempotencyKey: newKey(), actor: 'model' };
          switch (o.kind) {
            case 'deposit':
              return { ...base, kind: 'deposit', postings: [providerLeg(players[o.player]!.currency, -o.amount), playerLeg(o.player, o.amount)] };
            case 'withdrawal':
              return { ...base, kind: 'withdrawal', postings: [playerLeg(o.player, -o.amount), providerLeg(players[o.player]!.currency, o.amount)] };
            case 'p2p':
              return { ...base, kind: 'transfer', postings: [playerLeg(o.from, -o.amount), playerLeg(o.to, o.amount)] };
            case 'bet':
            case 'twice':
              return { ...base, kind: 'bet', postings: [playerLeg(o.player, -o.amount), houseLeg(players[o.player]!.currency, o.amount)] };
            case 'win':
              return { ...base, kind: 'win', postings: [houseLeg(players[o.player]!.currency, -o.amount), playerLeg(o.player, o.amount)] };
            case 'replay':
              return postedRequests.length ? postedRequests[o.pick % postedRequests.length]!.request : null;
            case 'reuse': {
              const earlier = postedRequests.length ? postedRequests[o.pick % postedRequests.length]!.request : null;
              if (!earlier) return null;
              return { ...earlier, postings: earlier.postings.map((p) => ({ ...p, amountMinor: p.amountMinor * 2n })) };
            }
          }
        }
        const playerDelta = (request: TransferRequest) =>
          request.postings.flatMap((p) => ('accountId' in p.target ? [[p.target.accountId, p.amountMinor] as const] : []));

        for (const batch of batches) {
          const before = new Map(model);
          const sends: { o: Op; request: TransferRequest }[] = [];
          for (const o of batch) {
            const request = requestOf(o);
            if (!request) continue;
            sends.push({ o, request });
            if (o.kind === 'twice') sends.push({ o, request });
          }
          const outcomes = await Promise.allSettled(sends.map((s) => ledger.transfer(s.request)));

          const debited = new Map<number, bigint>();
          const postedNow = new Map<string, number>();
          outcomes.forEach((outcome, i) => {
            const { o, request } = sends[i]!;
            if (outcome.status === 'fulfilled') {
              const result = outcome.value;
              expect(o.kind).not.toBe('reuse');
              if (o.kind === 'replay') {
                // A replay returns the first result and moves nothing.
                const first = postedRequests.find((p) => p.request === request)!;
                expect(result).toMatchObject({ replayed: true, transferId: first.transferId });
                return;
              }
              if (result.replayed) {
                // Only the second copy of a request sent twice at once may be answered as a replay.
                expect(o.kind).toBe('twice');
                return;
              }
              const seen = postedNow.get(request.idempotencyKey);
              expect(seen, 'one key posted twice').toBeUndefined();
              postedNow.set(request.idempotencyKey, result.transferId);
              postedRequests.push({ request, transferId: result.transferId });
              for (const [accountId, amount] of playerDelta(request)) {
                model.set(accountId, model.get(accountId)! + amount);
                if (amount < 0n) debited.set(accountId, (debited.get(accountId) ?? 0n) - amount);
              }
              return;
            }
            const error = outcome.reason as { code?: string };
            if (o.kind === 'reuse') return expect(error.code).toBe('IDEMPOTENCY_KEY_REUSED');
            if (o.kind === 'p2p' && players[o.from]!.currency !== players[o.to]!.currency) return expect(error.code).toBe('VALIDATION_FAILED');
            if (o.kind === 'p2p' && o.from === o.to) return expect(error.code).toBe('VALIDATION_FAILED');
            expect(error.code, String((outcome.reason as { cause?: unknown }).cause ?? outcome.reason)).toBe('INSUFFICIENT_FUNDS');
          });
          // A refusal for want of money is plausible only if the balance could have been short at some moment of the batch.
          outcomes.forEach((outcome, i) => {
            if (outcome.status !== 'rejected' || (outcome.reason as { code?: string }).code !== 'INSUFFICIENT_FUNDS') return;
            for (const [accountId, amount] of playerDelta(sends[i]!.request)) {
              if (amount < 0n) expect(before.get(accountId)! - (debited.get(accountId) ?? 0n)).toBeLessThan(-amount);
            }
          });

          expect(await ledger.audit()).toEqual([]);
          const balances = await fx.balances();
          for (const [accountId, balance] of model) expect([accountId, balances.get(accountId)]).toEqual([accountId, balance]);
        }
      }),
      { numRuns: Number(process.env.LEDGER_MODEL_RUNS ?? 40), endOnFailure: true },
    );
    // The runs did move money (a property that posts nothing proves nothing).
    expect((await fx.counts()).transfers).toBeGreaterThan(60);
  }, 120_000);
});
