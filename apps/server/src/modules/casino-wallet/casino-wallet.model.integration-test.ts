import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpBettor } from '../../testing/bettor.ts';
import { houseAdjustment } from '../wallet/testing/house-adjustment.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { fakeDirectory, game, openSession, providerClient, type ProviderCall } from './testing/casino-fixtures.ts';

/**
 * Decision 019 (and decision 008's ledger rules): random bets, wins, plays (bet and win in one call),
 * rollbacks (of known and unknown bets, and of plays), round ends, deposits and retries of any earlier call against the real database; after each
 * step the ledger audit holds, every answer is the model's, and the player's balance is deposits −
 * bets + wins + rollbacks.
 */
type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bet'; round: number; amount: number }
  | { kind: 'win'; round: number; amount: number; end: boolean }
  | { kind: 'play'; round: number; bet: number; win: number }
  | { kind: 'rollback'; bet: number }
  | { kind: 'rollbackUnknown' }
  | { kind: 'betTombstoned'; round: number }
  | { kind: 'end'; round: number }
  | { kind: 'retry'; call: number };

const ROUNDS = 4;
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet' as const), round: fc.nat({ max: ROUNDS - 1 }), amount: fc.integer({ min: 0, max: 4_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('win' as const), round: fc.nat({ max: ROUNDS - 1 }), amount: fc.integer({ min: 0, max: 6_000 }), end: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('play' as const), round: fc.nat({ max: ROUNDS + 1 }), bet: fc.integer({ min: 0, max: 4_000 }), win: fc.integer({ min: 0, max: 6_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: fc.nat({ max: 20 }) }) },
  fc.record({ kind: fc.constant('rollbackUnknown' as const) }),
  fc.record({ kind: fc.constant('betTombstoned' as const), round: fc.nat({ max: ROUNDS - 1 }) }),
  fc.record({ kind: fc.constant('end' as const), round: fc.nat({ max: ROUNDS - 1 }) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), call: fc.nat({ max: 30 }) }) },
);

interface Round { bet: bigint; win: bigint; refunded: bigint; status: 'open' | 'closed' | 'rolled_back' }
interface Sent { name: string; body: object; status: number; json: Record<string, unknown> }

describe('casino seamless wallet model (decision 019)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let call: ProviderCall;
  const catalogue = fakeDirectory([game(1)]);

  beforeAll(async () => {
    t = await createTestApp({ casinoWallet: { directory: catalogue.directory, env: { CASINO_PROVIDER_WAGER_STUDIO_SECRET: 'model-secret-0123456789' }, launchRateLimit: { max: 1000, timeWindowMs: 60_000 } } });
    ledger = createWalletModule({ data: t.data }).ledger;
    call = providerClient(t, 'model-secret-0123456789', Date.now);
  });
  afterAll(async () => t?.close());

  it('keeps balance = deposits − bets + wins + rollbacks, and the ledger whole, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 14 }), async (steps) => {
        const b = await signUpBettor(t, ledger, 2_000n);
        const s = await openSession(b, call, 1);
        const run = randomUUID().slice(0, 8);
        let balance = 2_000n;
        let deposits = 2_000n, bets = 0n, wins = 0n, refunds = 0n;
        const rounds = new Map<number, Round>();
        const placed: { txId: string; round: number; amount: bigint; rolledBack: boolean; play?: true }[] = [];
        const tombstoned: string[] = [];
        const sent: Sent[] = [];
        let n = 0;
        const send = async (name: string, body: object) => {
          const r = await call(name, body);
          const entry = { name, body, status: r.statusCode, json: r.json() as Record<string, unknown> };
          sent.push(entry);
          return entry;
        };
        const roundId = (i: number) => `${run}-r${i}`;
        for (const st of steps) {
          const txId = `${run}-t${n++}`;
          switch (st.kind) {
            case 'deposit':
              await houseAdjustment(ledger, b.accountId, 'RUB', BigInt(st.amount));
              balance += BigInt(st.amount);
              deposits += BigInt(st.amount);
              break;
            case 'bet': {
              const amount = BigInt(st.amount);
              const round = rounds.get(st.round);
              const r = await send('bet', { sessionId: s.sessionId, roundId: roundId(st.round), transactionId: txId, amountMinor: String(amount), currency: 'RUB' });
              if (round && round.status !== 'open') expect((r.json.error as { code: string }).code).toBe('ROUND_CLOSED');
              else if (amount > balance) expect((r.json.error as { code: string }).code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(r.status, JSON.stringify(r.json)).toBe(200);
                balance -= amount;
                bets += amount;
                const row = round ?? { bet: 0n, win: 0n, refunded: 0n, status: 'open' as const };
                row.bet += amount;
                rounds.set(st.round, row);
                placed.push({ txId, round: st.round, amount, rolledBack: false });
              }
              break;
            }
            case 'win': {
              const amount = BigInt(st.amount);
              const round = rounds.get(st.round);
              const r = await send('win', { sessionId: s.sessionId, roundId: roundId(st.round), transactionId: txId, amountMinor: String(amount), currency: 'RUB', endRound: st.end });
              if (!round) expect((r.json.error as { code: string }).code).toBe('BET_NOT_FOUND');
              else if (round.status !== 'open') expect((r.json.error as { code: string }).code).toBe('ROUND_CLOSED');
              else {
                expect(r.status, JSON.stringify(r.json)).toBe(200);
                balance += amount;
                wins += amount;
                round.win += amount;
                if (st.end) round.status = 'closed';
              }
              break;
            }
            case 'play': {
              const [bet, win] = [BigInt(st.bet), BigInt(st.win)];
              const round = rounds.get(st.round);
              const r = await send('play', { sessionId: s.sessionId, roundId: roundId(st.round), transactionId: txId, betMinor: String(bet), winMinor: String(win), currency: 'RUB' });
              if (round && round.status !== 'open') expect((r.json.error as { code: string }).code).toBe('ROUND_CLOSED');
              else if (bet > balance) expect((r.json.error as { code: string }).code).toBe('INSUFFICIENT_FUNDS');
              else {
                expect(r.status, JSON.stringify(r.json)).toBe(200);
                expect(r.json.balanceMinor).toBe(String(balance - bet + win));
                balance += win - bet;
                bets += bet;
                wins += win;
                const row = round ?? { bet: 0n, win: 0n, refunded: 0n, status: 'open' as const };
                row.bet += bet;
                row.win += win;
                row.status = 'closed';
                rounds.set(st.round, row);
                placed.push({ txId, round: st.round, amount: bet, rolledBack: false, play: true });
              }
              break;
            }
            case 'rollback': {
              const target = placed[st.bet % Math.max(1, placed.length)];
              if (!target) break;
              const r = await send('rollback', { sessionId: s.sessionId, roundId: roundId(target.round), transactionId: txId, rollbackTransactionId: target.txId });
              // A play is final (decision 019 "Play"): its rollback is refused and moves nothing.
              if (target.play) {
                expect((r.json.error as { code: string }).code).toBe('ROUND_CLOSED');
                break;
              }
              expect(r.status, JSON.stringify(r.json)).toBe(200);
              if (!target.rolledBack) {
                target.rolledBack = true;
                balance += target.amount;
                refunds += target.amount;
                const round = rounds.get(target.round)!;
                round.refunded += target.amount;
                if (target.amount > 0n && round.refunded === round.bet && round.win === 0n) round.status = 'rolled_back';
              }
              break;
            }
            case 'rollbackUnknown': {
              const ghost = `${run}-ghost${n}`;
              const r = await send('rollback', { sessionId: s.sessionId, roundId: roundId(0), transactionId: txId, rollbackTransactionId: ghost });
              expect(r.status).toBe(200);
              tombstoned.push(ghost);
              break;
            }
            case 'betTombstoned': {
              const ghost = tombstoned.at(-1);
              if (!ghost) break;
              const r = await send('bet', { sessionId: s.sessionId, roundId: roundId(st.round), transactionId: ghost, amountMinor: '1', currency: 'RUB' });
              expect((r.json.error as { code: string }).code).toBe('TRANSACTION_ROLLED_BACK');
              break;
            }
            case 'end': {
              const r = await send('round-end', { sessionId: s.sessionId, roundId: roundId(st.round) });
              expect(r.status).toBe(200);
              const round = rounds.get(st.round);
              if (round?.status === 'open') round.status = 'closed';
              break;
            }
            case 'retry': {
              const first = sent[st.call % Math.max(1, sent.length)];
              if (!first || first.name === 'round-end') break;
              // A refusal wrote nothing (its id is free again): only answered calls and tombstone refusals are replayed.
              const rolledBack = first.status !== 200 && (first.json.error as { code: string }).code === 'TRANSACTION_ROLLED_BACK';
              if (first.status !== 200 && !rolledBack) break;
              const again = await call(first.name, first.body);
              if (rolledBack) expect(again.statusCode).toBe(first.status);
              else expect(again.json()).toEqual({ ...first.json, duplicate: true });
              break;
            }
          }
          expect(balance).toBe(deposits - bets + wins + refunds);
          expect(await b.balance()).toBe(balance);
          expect(await ledger.audit()).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
