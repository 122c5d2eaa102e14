import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUPON_PROBLEMS, CouponDraft, type CouponProblemCode, type PlacedCoupon } from '@wager/contract';
import { betIdOf, bonusBet, cashOutValue, combinationCount, possibleWin, settleCoupon, type CouponTypeId, type LegResult } from '@wager/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createWalletModule, type Ledger } from '../wallet/index.ts';
import { houseAdjustment } from '../wallet/testing/house-adjustment.ts';
import { createLedgerFixtures } from '../wallet/testing/ledger-fixtures.repository.ts';
import type { FeedMarket, FeedMessage, OutcomeResult } from '../feed/index.ts';
import type { BetsService } from './index.ts';
import { createBetsChecks, waitForSettleJobs, type BetsChecks } from './testing/bets-checks.repository.ts';
import { createTestFeed, game, SPORT } from './testing/test-feed.ts';

// Decision 014 (coupon maths), decision 015 (acceptance, settlement exactly once), S0 §4.1 (coupon
// types 0, 1, 2, 9), S0 §5 (amount rules): random placements, price moves, suspensions, results,
// corrections, cash-outs, replays and settlement re-runs on the real database (PGlite, or PostgreSQL
// with DATABASE_URL), each step checked against a model.

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const LATER = NOW + 6 * 3_600_000;
const MIN_STAKE = 100n;
const CASH_OUT_MARGIN_BP = 500;
const GAMES_PER_RUN = 8;
/** Two markets per game: 1X2, and an Asian quarter line where half results are natural. */
const MARKETS: Record<string, readonly string[]> = { 'ft.1x2': ['home', 'draw', 'away'], 'ah.q': ['home', 'away'] };
const MARKET_KEYS = Object.keys(MARKETS);
const OUTCOME_RESULTS: readonly OutcomeResult[] = ['won', 'lost', 'void', 'half_won', 'half_lost'];

// ---- steps (raw numbers, read against the model when they run) ----

interface Pick {
  game: number;
  market: number;
  outcome: number;
  /** Send the price before the last move (a stale coupon), when there is one. */
  stale: boolean;
  banker: boolean;
}
type Step =
  | { kind: 'deposit'; amount: bigint }
  /** The player takes his money out but `left` (a correction may then take back more than he has). */
  | { kind: 'withdraw'; left: bigint }
  | { kind: 'place'; typeId: CouponTypeId; picks: Pick[]; systemValue: number; policy: 0 | 1 | 2; stake: bigint; dependent: boolean; perSingle: (bigint | null)[] }
  | { kind: 'price'; game: number; market: number; prices: number[] }
  | { kind: 'suspend'; game: number; market: number; open: boolean }
  | { kind: 'result'; game: number; cancelled: boolean; results: number[]; dropMarket: boolean }
  | { kind: 'correct'; game: number; results: number[] }
  | { kind: 'cashout'; pick: number; part: number | null }
  | { kind: 'replay'; pick: number }
  | { kind: 'resettle'; game: number };

const gameIx = fc.nat({ max: GAMES_PER_RUN - 1 });
const pick: fc.Arbitrary<Pick> = fc.record({ game: gameIx, market: fc.nat({ max: MARKET_KEYS.length - 1 }), outcome: fc.nat({ max: 2 }), stale: fc.integer({ min: 0, max: 4 }).map((n) => n === 0), banker: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) });
const price = fc.integer({ min: 1050, max: 8000 });
const resultIx = fc.array(fc.nat({ max: OUTCOME_RESULTS.length - 1 }), { minLength: 5, maxLength: 5 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: fc.bigInt({ min: 100n, max: 20_000n }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), left: fc.bigInt({ min: 0n, max: 1_500n }) }) },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      typeId: fc.constantFrom<CouponTypeId>(0, 1, 2, 9),
      picks: fc.array(pick, { minLength: 1, maxLength: 6 }),
      systemValue: fc.integer({ min: 1, max: 5 }),
      policy: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
      stake: fc.oneof({ weight: 17, arbitrary: fc.bigInt({ min: 100n, max: 3_000n }) }, { weight: 2, arbitrary: fc.bigInt({ min: 50n, max: 99n }) }, { weight: 1, arbitrary: fc.bigInt({ min: 3_000n, max: 60_000n }) }),
      /** Two legs of an express or system on one game (refused) now and then; else each leg on its own game. */
      dependent: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      perSingle: fc.array(fc.option(fc.bigInt({ min: 60n, max: 2_000n })), { minLength: 6, maxLength: 6 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('price' as const), game: gameIx, market: fc.nat({ max: 1 }), prices: fc.array(price, { minLength: 3, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('suspend' as const), game: gameIx, market: fc.nat({ max: 1 }), open: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('result' as const), game: gameIx, cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n < 2), results: resultIx, dropMarket: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('correct' as const), game: gameIx, results: resultIx }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cashout' as const), pick: fc.nat(), part: fc.option(fc.nat({ max: 99 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resettle' as const), game: gameIx }) },
);
const RUNS = Number(process.env.BETS_MODEL_RUNS ?? 20);
const steps = fc.array(step, { minLength: 10, maxLength: Number(process.env.BETS_MODEL_STEPS ?? 30), size: 'max' });

// ---- the model ----

interface ModelMarket {
  status: 'open' | 'suspended';
  version: number;
  prices: number[];
  previous: number[] | null;
}
interface ModelGame {
  id: number;
  markets: Map<string, ModelMarket>;
  ended: null | { status: 'finished' | 'cancelled'; results: Map<string, Map<string, OutcomeResult>> };
}
interface ModelLeg {
  gameId: number;
  marketKey: string;
  outcomeKey: string;
  price: number;
  banker: boolean;
}
interface ModelCoupon {
  id: bigint;
  typeId: CouponTypeId;
  systemValue: number | null;
  /** The automatic bonus bet's multiplier (S0 §4.1), thousandths, or null. */
  bonus: number | null;
  legs: ModelLeg[];
  stakePlaced: bigint;
  stakeNow: bigint;
  /** Every cash-out paid (whole or part). */
  cashedOutMinor: bigint;
  /** Cashed out whole: the coupon's return is this last offer. */
  cashedOut: bigint | null;
}

const LEG_RESULT_OF: Record<OutcomeResult, LegResult> = { won: 'win', lost: 'lose', void: 'void', half_won: 'half_win', half_lost: 'half_lose' };

function legResultNow(g: ModelGame, leg: ModelLeg): LegResult {
  if (!g.ended) return 'open';
  if (g.ended.status === 'cancelled') return 'void';
  const r = g.ended.results.get(leg.marketKey)?.get(leg.outcomeKey);
  // A market the game ended without a result for settles void (decision 015).
  return r ? LEG_RESULT_OF[r] : 'void';
}

/** Decision 014: what the coupon's stake now returns over these legs (its type, system size and bonus bet). */
function couponMaths(c: ModelCoupon, legs: { price: number; result: LegResult; banker: boolean }[]) {
  return settleCoupon({ typeId: c.typeId, legs, systemValue: c.systemValue ?? undefined, stakeMinor: c.stakeNow, ...(c.bonus !== null ? { bonusMultiplier: c.bonus } : {}) });
}

/** S1 §3 odds policy (decision 015): 0 any move refuses, 1 any is accepted, 2 a fall refuses. */
function priceRefused(policy: 0 | 1 | 2, picked: number, now: number): boolean {
  if (picked === now || policy === 1) return false;
  return policy === 0 || now < picked;
}

const firstByCatalogue = (codes: Iterable<CouponProblemCode>) => [...codes].sort((a, b) => COUPON_PROBLEMS.indexOf(a) - COUPON_PROBLEMS.indexOf(b))[0];

describe('bets model test (decision 014, decision 015)', () => {
  let t: TestApp;
  let ledger: Ledger;
  let service: BetsService;
  let checks: BetsChecks;
  let players: ReturnType<typeof createLedgerFixtures>;
  const feed = createTestFeed();
  let runSeq = 0;
  const refusals: Record<string, number> = {};
  const totals = { steps: 0, placed: 0, refused: 0, settled: 0, cashedOut: 0, corrected: 0, held: 0 };

  beforeAll(async () => {
    t = await createTestApp({
      feed: { source: feed, nowMs: () => NOW, writeIntervalMs: 60_000 },
      bets: {
        config: { minStakeMinor: MIN_STAKE, maxStakeMinor: null, maxLiabilityPerGameMinor: null, inPlayDelayMs: { bySport: {}, other: 0 } },
        jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
        nowMs: () => NOW,
      },
    });
    ledger = createWalletModule({ data: t.data }).ledger;
    service = t.app.bets.service;
    checks = createBetsChecks(t.database.db);
    players = createLedgerFixtures(t.database.db);
    feed.push([{ type: 'sport', at: NOW, sport: SPORT }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'decision 014, decision 015, S0 §4.1, S0 §5: every settled coupon pays settleCoupon over its legs once, cash-outs pay their offer, refusals change nothing, balance = deposits − stakes + payouts',
    async () => {
      await fc.assert(
        fc.asyncProperty(steps, fc.array(resultIx, { minLength: GAMES_PER_RUN, maxLength: GAMES_PER_RUN }), async (run, finals) => {
          const runId = ++runSeq;
          const { userId, accountId } = await players.player('RUB');
          let deposits = 0n;
          const deposit = async (amount: bigint) => {
            await houseAdjustment(ledger, accountId, 'RUB', amount);
            deposits += amount;
          };
          await deposit(10_000n);

          // This run's games, each with its two markets open at random prices.
          const games: ModelGame[] = [];
          const batch: FeedMessage[] = [];
          for (let i = 0; i < GAMES_PER_RUN; i++) {
            const id = 10_000 + runId * 10 + i;
            const g: ModelGame = { id, markets: new Map(), ended: null };
            for (const key of MARKET_KEYS) g.markets.set(key, { status: 'open', version: 1, prices: MARKETS[key]!.map((_, j) => 1300 + ((id * 7 + j * 911) % 3000)), previous: null });
            games.push(g);
            batch.push({ type: 'event', at: NOW, event: game(id, LATER) });
            batch.push({ type: 'markets', at: NOW, eventId: id, markets: MARKET_KEYS.map((k) => feedMarket(k, g.markets.get(k)!)) });
          }
          feed.push(batch);

          const coupons: ModelCoupon[] = [];
          const placements: { key: string; draft: CouponDraft; ids: string[] }[] = [];

          const hasBets = (gameId: number) => coupons.some((c) => c.legs.some((l) => l.gameId === gameId));

          /** This run's held re-settlements (decision 015 "Held re-settlements"): (coupon, the game whose correction waits). */
          async function heldNow(): Promise<{ couponId: bigint; gameId: number }[]> {
            const mine = new Set(coupons.map((c) => c.id));
            return (await service.heldSettlements()).filter((h) => mine.has(h.couponId));
          }
          const heldOn = async (gameId: number) => (await heldNow()).filter((h) => h.gameId === gameId).length;

          /** Pushes a result (or a corrected one) and waits until the settlement jobs it caused are done. */
          async function publishResult(g: ModelGame, message: Extract<FeedMessage, { type: 'result' }>) {
            const before = (await checks.settleJobs(g.id)).total;
            feed.push([message]);
            if (hasBets(g.id)) await waitForSettleJobs(checks, g.id, before + 1);
            // The job did all of it: the settle entry point run again settles nothing new. A held
            // correction is tried again: a payout later in the job may since cover its reversal.
            const held = await heldOn(g.id);
            const again = await service.settleGame(g.id);
            expect(again.settled).toBe(0);
            expect(again.resettled + again.held).toBe(held);
            totals.held += held;
            // Decision 015: a correction is held only when the balance cannot cover what it takes back
            // (after the run again, nothing that follows a hold in it adds money).
            const balance = await checks.balance(accountId);
            for (const h of await heldNow()) {
              if (h.gameId === g.id) expect(await heldDebit(h.couponId, g), `held coupon ${h.couponId}: its reversal exceeds the balance ${balance}`).toBeGreaterThan(balance);
            }
          }

          /**
           * What applying this game's results would take back from a held coupon, as the job works it
           * out: what it returned less what it would return with the game's legs as the feed says now.
           */
          async function heldDebit(couponId: bigint, g: ModelGame): Promise<bigint> {
            const c = coupons.find((x) => x.id === couponId)!;
            const row = (await service.coupon(userId, couponId))!;
            const legs = row.legs.map((l, i) => ({ price: l.price, result: (c.legs[i]!.gameId === g.id ? legResultNow(g, c.legs[i]!) : l.result) as LegResult, banker: l.banker }));
            const now = couponMaths(c, legs);
            return BigInt(row.returnMinor ?? '0') - (now.outcome === 'open' ? 0n : now.returnMinor);
          }

          async function place(s: Extract<Step, { kind: 'place' }>) {
            // Distinct selections; a single takes the first.
            const seen = new Set<string>();
            const legs: { g: ModelGame; marketKey: string; outcomeKey: string; picked: number; banker: boolean }[] = [];
            for (const [i, p] of (s.typeId === 0 ? s.picks.slice(0, 1) : s.picks).entries()) {
              const g = games[(s.typeId === 1 || s.typeId === 2) && !s.dependent ? (s.picks[0]!.game + i) % GAMES_PER_RUN : p.game]!;
              const marketKey = MARKET_KEYS[p.market]!;
              const outcomes = MARKETS[marketKey]!;
              const oi = p.outcome % outcomes.length;
              const m = g.markets.get(marketKey)!;
              const id = `${g.id}:${marketKey}:${outcomes[oi]}`;
              if (seen.has(id)) continue;
              seen.add(id);
              legs.push({ g, marketKey, outcomeKey: outcomes[oi]!, picked: p.stale && m.previous ? m.previous[oi]! : m.prices[oi]!, banker: s.typeId === 2 && p.banker });
            }
            const draft = CouponDraft.parse({
              typeId: s.typeId,
              legs: legs.map((l) => ({ gameId: l.g.id, marketKey: l.marketKey, outcomeKey: l.outcomeKey, price: l.picked, version: l.g.markets.get(l.marketKey)!.version, ...(l.banker ? { banker: true } : {}) })),
              ...(s.typeId === 2 ? { systemValue: Math.max(2, s.systemValue) } : {}),
              amountMinor: s.stake.toString(),
              ...(s.typeId === 9 ? { amountByBetId: Object.fromEntries(legs.flatMap((l, i) => (s.perSingle[i] ? [[betIdOf({ gameId: l.g.id, marketKey: l.marketKey, outcomeKey: l.outcomeKey }), s.perSingle[i]!.toString()]] : []))) } : {}),
              changeCoefAction: s.policy,
            });

            // What the server must say (decision 015 acceptance, S0 §5 amount rules).
            const problems = new Set<CouponProblemCode>();
            for (const l of legs) {
              const m = l.g.markets.get(l.marketKey)!;
              const oi = MARKETS[l.marketKey]!.indexOf(l.outcomeKey);
              if (l.g.ended) problems.add('EVENT_FINISHED');
              else if (m.status !== 'open') problems.add('MARKET_SUSPENDED');
              else if (priceRefused(s.policy, l.picked, m.prices[oi]!)) problems.add('PRICE_CHANGED');
            }
            if ((s.typeId === 1 || s.typeId === 2) && new Set(legs.map((l) => l.g.id)).size < legs.length) problems.add('DEPENDENT_SELECTIONS');
            const free = legs.filter((l) => !l.banker).length;
            const k = draft.systemValue ?? 0;
            const systemOk = s.typeId !== 2 || (k >= 2 && k < free);
            if (s.typeId === 1 && legs.length < 2) problems.add('TOO_FEW_LEGS');
            if (s.typeId === 2 && free < 3) problems.add('TOO_FEW_LEGS');
            if (s.typeId === 2 && free >= 3 && !systemOk) problems.add('SYSTEM_VALUE_INVALID');
            const stakes =
              s.typeId === 9 ? legs.map((_, i) => s.perSingle[i] ?? s.stake) : [s.stake];
            const minStake = MIN_STAKE * (s.typeId === 2 && systemOk && free >= 3 ? combinationCount(free, k) : 1n);
            if (stakes.some((x) => x < minStake)) problems.add('BELOW_MIN');
            const total = stakes.reduce((a, b) => a + b, 0n);
            const balance = await checks.balance(accountId);
            if (total > balance) problems.add('INSUFFICIENT_FUNDS');

            const countsBefore = await checks.counts();
            const key = `model-${runId}-${randomUUID()}`;
            let answer: { coupons: PlacedCoupon[] } | null = null;
            let refusal: { code?: string; statusCode?: number } | null = null;
            try {
              answer = await service.place(userId, key, draft);
            } catch (err) {
              refusal = err as { code?: string; statusCode?: number };
            }
            if (problems.size > 0) {
              expect(refusal?.code, `expected a refusal with ${[...problems].join(', ')} for ${JSON.stringify(draft)}`).toBe(firstByCatalogue(problems));
              // A refusal writes nothing and moves no money.
              expect(await checks.counts()).toEqual(countsBefore);
              expect(await checks.balance(accountId)).toBe(balance);
              totals.refused++;
              refusals[refusal!.code!] = (refusals[refusal!.code!] ?? 0) + 1;
              return;
            }
            expect(refusal, `expected ${JSON.stringify(draft)} to be accepted`).toBeNull();
            const placed = answer!.coupons;
            expect(placed).toHaveLength(s.typeId === 9 ? legs.length : 1);
            placements.push({ key, draft, ids: placed.map((c) => c.couponId) });
            placed.forEach((c, i) => {
              const own = s.typeId === 9 ? [legs[i]!] : legs;
              // Accepted legs take the current price (decision 015).
              const modelLegs = own.map((l) => ({ gameId: l.g.id, marketKey: l.marketKey, outcomeKey: l.outcomeKey, price: l.g.markets.get(l.marketKey)!.prices[MARKETS[l.marketKey]!.indexOf(l.outcomeKey)]!, banker: l.banker }));
              expect(c.legs.map((l) => [l.gameId, l.marketKey, l.outcomeKey, l.price, l.banker])).toEqual(modelLegs.map((l) => [l.gameId, l.marketKey, l.outcomeKey, l.price, l.banker]));
              const stake = stakes[i]!;
              expect(c).toMatchObject({ status: 'open', stakeMinor: stake.toString(), typeId: s.typeId });
              const typeForMaths = s.typeId === 9 ? 0 : s.typeId;
              // S0 §4.1 automatic bonus bet (the test site allows it): an express of ≥3 legs, each ≥1.1.
              const bonus = bonusBet({ siteAllows: true, typeId: typeForMaths as CouponTypeId, legs: modelLegs.map((l) => ({ price: l.price, marketKind: 0 })), manuallyDeleted: false });
              expect(c.bonusMultiplier).toBe(bonus);
              expect(c.possibleWinMinor).toBe(possibleWin({ typeId: typeForMaths, legs: modelLegs, systemValue: draft.systemValue, stakeMinor: stake, ...(bonus !== null ? { bonusMultiplier: bonus } : {}) }).toString());
              coupons.push({ id: BigInt(c.couponId), typeId: s.typeId, systemValue: s.typeId === 2 ? k : null, bonus, legs: modelLegs, stakePlaced: stake, stakeNow: stake, cashedOutMinor: 0n, cashedOut: null });
            });
            totals.placed++;
          }

          async function cashOut(s: Extract<Step, { kind: 'cashout' }>) {
            if (coupons.length === 0) return;
            const c = coupons[s.pick % coupons.length]!;
            const row = (await service.coupon(userId, c.id))!;
            const part = s.part === null || c.stakeNow < 2n ? c.stakeNow : 1n + (c.stakeNow * BigInt(s.part)) / 100n;
            const request = part === c.stakeNow ? {} : { stakePartMinor: part.toString() };
            const before = await checks.counts();
            const balance = await checks.balance(accountId);
            const legsNow = c.legs.map((l, i) => {
              const g = games.find((x) => x.id === l.gameId)!;
              const m = g.markets.get(l.marketKey)!;
              const result = row.legs[i]!.result as LegResult;
              const current = result === 'open' && !g.ended && m.status === 'open' ? m.prices[MARKETS[l.marketKey]!.indexOf(l.outcomeKey)]! : null;
              return { acceptedPrice: l.price, currentPrice: current, result };
            });
            // Decision 015: open singles and expresses; refused while a leg is suspended.
            const offerable = row.status === 'open' && c.typeId !== 2;
            const suspended = legsNow.some((l) => l.result === 'open' && l.currentPrice === null);
            let offer: Awaited<ReturnType<BetsService['cashOut']>> = null;
            let refused: { code?: string } | null = null;
            try {
              offer = await service.cashOut(userId, c.id, request);
            } catch (err) {
              refused = err as { code?: string };
            }
            if (!offerable || suspended) {
              expect(refused?.code).toBe(offerable ? 'MARKET_SUSPENDED' : 'STATE_CONFLICT');
              expect(await checks.counts()).toEqual(before);
              return;
            }
            const expected = cashOutValue({ stakeMinor: part, legs: legsNow, marginBasisPoints: CASH_OUT_MARGIN_BP });
            if (expected === 0n) {
              // A part worth nothing after rounding down is no offer (and no zero transfer).
              expect(refused?.code).toBe('STATE_CONFLICT');
              expect(await checks.counts()).toEqual(before);
              return;
            }
            expect(refused, 'a cash-out offer').toBeNull();
            expect(offer!.amountMinor).toBe(expected!.toString());
            const accepted = (await service.cashOut(userId, c.id, { ...request, quoteId: offer!.quoteId }))!;
            expect(accepted).toMatchObject({ accepted: true, amountMinor: offer!.amountMinor });
            expect(await checks.balance(accountId)).toBe(balance + expected!);
            c.cashedOutMinor += expected!;
            // A whole cash-out keeps the stake and returns the offer; a part reduces the stake that rides on.
            if (part === c.stakeNow) c.cashedOut = expected!;
            else c.stakeNow -= part;
            expect(accepted.coupon).toMatchObject({ status: c.cashedOut !== null ? 'cashed_out' : 'open', stakeMinor: c.stakeNow.toString() });
            // The same offer serves once.
            const afterBalance = await checks.balance(accountId);
            const replay = await service.cashOut(userId, c.id, { ...request, quoteId: offer!.quoteId }).then(
              () => null,
              (err: { statusCode?: number }) => err.statusCode,
            );
            // 409 the coupon changed; 400 when the part is now more than the stake left.
            expect([400, 409]).toContain(replay);
            expect(await checks.balance(accountId)).toBe(afterBalance);
            totals.cashedOut++;
          }

          /** After every step: the ledger, each coupon against the maths and the model, the money. */
          async function checkAll(label: string) {
            expect(await ledger.audit(), label).toEqual([]);
            expect(await checks.duplicateCouponKeys()).toEqual([]);
            // Decision 015: the running per-game liability equals the open coupons' possible wins.
            expect(await checks.liabilityDrift(), label).toEqual([]);
            const ids = coupons.map((c) => c.id);
            const settlements = await checks.settlements(ids);
            const history = await service.history(userId, { period: 30, status: 'all', limit: 100 });
            const byId = new Map(history.coupons.map((c) => [BigInt(c.couponId), c]));
            expect(byId.size).toBe(coupons.length);
            const held = await heldNow();
            let paid = 0n;
            for (const c of coupons) {
              const row = byId.get(c.id)!;
              const where = `${label}: coupon ${c.id} (type ${c.typeId}${c.systemValue ? `, system ${c.systemValue}` : ''})`;
              // The legs carry the results the feed gave (void for a cancelled game or a market without one);
              // a held coupon keeps its last settlement whole, the held game's legs included (decision 015).
              const heldGames = new Set(held.filter((h) => h.couponId === c.id).map((h) => h.gameId));
              const expectedResults = c.legs.map((l, i) => (heldGames.has(l.gameId) ? row.legs[i]!.result : legResultNow(games.find((g) => g.id === l.gameId)!, l)));
              expect(row.legs.map((l) => l.result), where).toEqual(expectedResults);
              expect(row.stakeMinor, where).toBe(c.stakeNow.toString());
              // Decision 014: the paid return is settleCoupon over the legs' results, rounded down once.
              const maths = couponMaths(c, row.legs.map((l) => ({ price: l.price, result: l.result as LegResult, banker: l.banker })));
              let current = 0n;
              if (c.cashedOut !== null) {
                // A cashed-out coupon returned its accepted offer, whatever its legs did later.
                expect([row.status, row.returnMinor], where).toEqual(['cashed_out', c.cashedOut.toString()]);
              } else if (maths.outcome === 'open') {
                expect([row.status, row.returnMinor], where).toEqual(['open', null]);
              } else {
                expect([row.status, row.returnMinor], where).toEqual([maths.outcome, maths.returnMinor.toString()]);
                current = maths.returnMinor;
              }
              // Paid once: payouts − reversals + cash-outs on the rows equal what the coupon returns now.
              const rows = settlements.get(c.id)!;
              const net = rows.reduce((sum, r) => sum + (r.kind === 'reversal' ? -r.amountMinor : r.amountMinor), 0n);
              expect(net, `${where}: settlement rows ${JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`).toBe(current + c.cashedOutMinor);
              // The ledger holds exactly the stake and one transfer per settlement row, under its key.
              const transfers = await checks.couponTransfers(c.id, accountId);
              expect(transfers.map((x) => x.key).sort(), where).toEqual([`coupon:${c.id}:stake`, ...rows.map((r) => `coupon:${c.id}:${r.kind}:${r.seq}`)].sort());
              expect(transfers.reduce((sum, x) => sum + x.playerMinor, 0n), where).toBe(net - c.stakePlaced);
              paid += net - c.stakePlaced;
            }
            expect(await checks.balance(accountId), `${label}: balance = deposits − stakes + payouts`).toBe(deposits + paid);
          }

          for (const [i, s] of run.entries()) {
            const label = `run ${runId} step ${i} ${s.kind}`;
            totals.steps++;
            switch (s.kind) {
              case 'deposit':
                await deposit(s.amount);
                break;
              case 'withdraw': {
                const out = (await checks.balance(accountId)) - s.left;
                if (out > 0n) await deposit(-out);
                break;
              }
              case 'place':
                await place(s);
                break;
              case 'price': {
                const g = games[s.game]!;
                if (g.ended) break;
                const key = MARKET_KEYS[s.market]!;
                const m = g.markets.get(key)!;
                m.previous = m.prices;
                m.prices = MARKETS[key]!.map((_, j) => s.prices[j]!);
                m.version++;
                feed.push([{ type: 'markets', at: NOW, eventId: g.id, markets: [feedMarket(key, m)] }]);
                break;
              }
              case 'suspend': {
                const g = games[s.game]!;
                if (g.ended) break;
                const key = MARKET_KEYS[s.market]!;
                const m = g.markets.get(key)!;
                m.status = s.open ? 'open' : 'suspended';
                m.version++;
                feed.push([{ type: 'markets', at: NOW, eventId: g.id, markets: [feedMarket(key, m)] }]);
                break;
              }
              case 'result': {
                // Mostly a game that carries bets (else the step settles nothing).
                const open = games.filter((g) => !g.ended);
                const withBets = open.filter((g) => hasBets(g.id));
                const from = withBets.length > 0 && s.game % 3 !== 0 ? withBets : open;
                if (from.length === 0) break;
                const g = from[s.game % from.length]!;
                if (s.cancelled) {
                  g.ended = { status: 'cancelled', results: new Map() };
                  await publishResult(g, { type: 'result', at: NOW, eventId: g.id, status: 'cancelled', score: null, markets: [] });
                } else {
                  g.ended = { status: 'finished', results: resultsFrom(s.results, s.dropMarket) };
                  await publishResult(g, resultMessage(g));
                }
                break;
              }
              case 'correct': {
                // A finished game's results corrected (decision 015 re-settlement): some outcome's result changes.
                const finished = games.filter((g) => g.ended?.status === 'finished');
                if (finished.length === 0) break;
                // Every other time a game a won coupon stands on: a correction that takes money back,
                // after a withdrawal now and then one the balance cannot cover (a held re-settlement).
                const won = new Set((await service.history(userId, { period: 30, status: 'all', limit: 100 })).coupons.filter((c) => c.status === 'won').flatMap((c) => c.legs.map((l) => l.gameId)));
                const paying = finished.filter((g) => won.has(g.id));
                const pool = paying.length > 0 && s.game % 2 === 0 ? paying : finished;
                const g = pool[s.game % pool.length]!;
                const next = resultsFrom(s.results, false);
                if (sameResults(next, g.ended!.results)) {
                  const home = next.get('ft.1x2')!;
                  home.set('home', home.get('home') === 'won' ? 'lost' : 'won');
                }
                g.ended = { status: 'finished', results: next };
                await publishResult(g, resultMessage(g));
                totals.corrected++;
                break;
              }
              case 'cashout':
                await cashOut(s);
                break;
              case 'replay': {
                // Decision 015: the same key and body answer the first coupons again and move nothing.
                if (placements.length === 0) break;
                const p = placements[s.pick % placements.length]!;
                const before = await checks.counts();
                const again = await service.place(userId, p.key, p.draft);
                expect(again.coupons.map((c) => c.couponId)).toEqual(p.ids);
                expect(await checks.counts()).toEqual(before);
                break;
              }
              case 'resettle': {
                // A retried or duplicated job (decision 015): nothing changes, nothing is paid; a held
                // correction the balance now covers (a deposit since) is settled.
                const g = games[s.game]!;
                const before = await checks.counts();
                const held = await heldOn(g.id);
                const again = await service.settleGame(g.id);
                expect(again.settled).toBe(0);
                expect(again.resettled + again.held).toBe(held);
                if (again.resettled === 0) expect(await checks.counts()).toEqual(before);
                break;
              }
            }
            await checkAll(label);
          }
          // The end: every game left ends, each through its settlement job; then no coupon is left open.
          for (const [i, g] of games.entries()) {
            if (g.ended) continue;
            g.ended = { status: 'finished', results: resultsFrom(finals[i]!, i % 4 === 3) };
            await publishResult(g, resultMessage(g));
            await checkAll(`run ${runId} end: game ${g.id}`);
          }
          for (const c of coupons) {
            const row = (await service.coupon(userId, c.id))!;
            expect(row.status, `coupon ${c.id} after every game ended`).not.toBe('open');
            if (c.cashedOut === null) totals.settled++;
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      if (process.env.BETS_MODEL_VERBOSE) console.log(totals, refusals);
      // The runs did place, settle, correct and cash out (a property that does nothing proves nothing).
      expect(totals.placed).toBeGreaterThan(RUNS);
      expect(totals.refused).toBeGreaterThan(0);
      expect(totals.settled).toBeGreaterThan(RUNS / 2);
      if (RUNS >= 10) {
        expect(totals.corrected).toBeGreaterThan(0);
        expect(totals.cashedOut).toBeGreaterThan(0);
      }
    },
    480_000,
  );
});

function feedMarket(key: string, m: ModelMarket): FeedMarket {
  return { key, group: 'main', status: m.status, version: m.version, outcomes: MARKETS[key]!.map((o, j) => ({ key: o, price: m.prices[j]!, open: true })) };
}

function resultsFrom(ix: readonly number[], dropMarket: boolean): Map<string, Map<string, OutcomeResult>> {
  const out = new Map<string, Map<string, OutcomeResult>>();
  let n = 0;
  for (const key of MARKET_KEYS) {
    const outcomes = new Map<string, OutcomeResult>();
    for (const o of MARKETS[key]!) outcomes.set(o, OUTCOME_RESULTS[ix[n++ % ix.length]!]!);
    // Now and then the Asian line ends without a result: its legs settle void.
    if (!(dropMarket && key === 'ah.q')) out.set(key, outcomes);
  }
  return out;
}

function sameResults(a: Map<string, Map<string, OutcomeResult>>, b: Map<string, Map<string, OutcomeResult>>): boolean {
  const flat = (m: Map<string, Map<string, OutcomeResult>>) => JSON.stringify([...m].map(([k, v]) => [k, [...v]]));
  return flat(a) === flat(b);
}

function resultMessage(g: ModelGame): Extract<FeedMessage, { type: 'result' }> {
  return {
    type: 'result',
    at: NOW,
    eventId: g.id,
    status: 'finished',
    score: [1, 0],
    markets: [...g.ended!.results].map(([key, outcomes]) => ({ key, outcomes: [...outcomes].map(([o, result]) => ({ key: o, result })) })),
  };
}
