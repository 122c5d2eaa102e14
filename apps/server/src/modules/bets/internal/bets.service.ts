import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TYPE, betIdOf, cashOutValue, COUPON_TYPE, FALLBACK_CURRENCY, isSystemPresetName, settleAntiExpress, settleCoupon, settlePrepaid, type CouponTypeId, type LegResult } from '@wager/domain';
import type {
  CashOutRequest,
  CashOutResponse,
  BetSettledEvent,
  BetHistoryQuery,
  BetLeg,
  CouponDraft,
  CouponProblem,
  CouponProblemCode,
  CouponQuoteResponse,
  LoadCouponResponse,
  PlacedCoupon,
  SaveCouponRequest,
} from '@wager/contract';
import { HeldSettlementCode } from '@wager/contract';
import type { Ledger, TransferRequest, TransferResult, WalletService } from '../../wallet/index.ts';
import type { GameResults } from '../../feed/index.ts';
import { FREEBETS_HOUSE, NO_OFFERS, type CouponOffers } from '../../promo/index.ts';
import { AppError, type Tx } from '../../../platform/index.ts';
import { BETS_HOUSE, CouponRefused, toPlaced } from './coupons.ts';
import { asRefusal, createPlacementWriter, type BetLimits, type PlacementPlan } from './placement-writer.ts';
import { isUniqueViolation, liabilityKey, type BetsRepository, type CouponRow, type LegRow, type LiabilityDelta } from './bets.repository.ts';
import { DEFAULT_SITE_RULES, firstProblem, hyperBonusOn, quoteDraft, withOffers, type BetsConfig, type BetsFeed, type CouponSiteRules, type Quote, type StakeAccount } from './quote.ts';
import { CASH_OUT_MARGIN_BP, CASH_OUT_QUOTE_MS, couponCode, legResultOf, refusalStatus } from './rules.ts';

export { BETS_HOUSE, CouponRefused } from './coupons.ts';
export { ALLOW_ALL_LIMITS, type BetLimitRequest, type BetLimits, type BetLimitVerdict } from './placement-writer.ts';

/** What a settlement pushes to the player (`bets:user:{id}`): the contract's BetSettledEvent. */
export type { BetSettledEvent };
export const betsChannel = (userId: number) => `bets:user:${userId}`;

const HISTORY_STATUSES: Record<BetHistoryQuery['status'], readonly string[] | null> = {
  all: null,
  open: ['open', 'pending'],
  settled: ['won', 'lost', 'void', 'partial', 'cashed_out'],
  won: ['won', 'partial', 'cashed_out'],
  lost: ['lost'],
};

export function createBetsService(deps: {
  repository: BetsRepository;
  feed: BetsFeed;
  ledger: Ledger;
  wallet: Pick<WalletService, 'listAccounts'>;
  limits: BetLimits;
  config: BetsConfig;
  nowMs: () => number;
  sleep: (ms: number) => Promise<void>;
  /** After commit: a coupon was settled (or re-settled). */
  onSettled?: (userId: number, event: BetSettledEvent) => void;
  /** Queues a game's settlement (the jobs): used when a game ended while a coupon on it was being placed. */
  settleLater?: (gameId: number) => Promise<void>;
  /** Signs cash-out quotes (the app secret): a quote is valid a few seconds and only for its coupon, player and part. */
  secret: string;
  /** The site config's coupon fields (S0 §3.3), read per quote (the config module caches them). */
  siteRules?: () => Promise<CouponSiteRules>;
  /** Decision 016: promo codes and prepaid free bets (the promo module's hook); none when absent. */
  offers?: CouponOffers;
}) {
  const repo = deps.repository;
  const { feed, ledger, config } = deps;
  const offers = deps.offers ?? NO_OFFERS;
  const writer = createPlacementWriter({ repository: repo, ledger, limits: deps.limits, offers, config, nowMs: deps.nowMs });

  async function stakeAccount(userId: number, accountId: number | undefined): Promise<StakeAccount> {
    const accounts = await deps.wallet.listAccounts(userId);
    const account = accountId !== undefined ? accounts.find((a) => a.id === accountId) : (accounts.find((a) => a.isActive) ?? accounts.find((a) => a.type === 0));
    if (!account) throw new AppError(404, 'NOT_FOUND', 'No such account.');
    return { id: account.id, currencyCode: account.currencyCode, balanceMinor: BigInt(account.balanceMinor), frozen: account.frozen, isBonus: account.type === ACCOUNT_TYPE.bonus };
  }

  async function quote(draft: CouponDraft, account: StakeAccount | null, userId: number | null = null): Promise<Quote> {
    const site = deps.siteRules ? await deps.siteRules() : DEFAULT_SITE_RULES;
    // Decision 016: the promo code and the prepaid amount through the promo module's hook.
    return withOffers(quoteDraft(draft, account, feed, config, FALLBACK_CURRENCY, site), draft, account, userId, offers);
  }

  function refuseOn(q: Quote): void {
    const first = firstProblem(q.response.problems);
    if (first) throw new CouponRefused(first.code, q.response.problems, q.response);
  }

  async function withLegs(rows: readonly CouponRow[], tx?: Tx): Promise<PlacedCoupon[]> {
    const legs = await repo.legsOf(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => toPlaced(r, legs.filter((l) => l.couponId === r.id)));
  }

  async function answerPlacement(placementId: number): Promise<{ coupons: PlacedCoupon[] }> {
    return { coupons: await withLegs(await repo.couponsOfPlacement(placementId)) };
  }

  /** The longest in-play delay of the coupon's live legs (0 when none is live). */
  function inPlayDelay(q: Quote): number {
    let ms = 0;
    for (const leg of q.legs) {
      if (!leg.isLive || !leg.view) continue;
      ms = Math.max(ms, config.inPlayDelayMs.bySport[leg.view.game.sportId] ?? config.inPlayDelayMs.other);
    }
    return ms;
  }

  /** A settlement's transfer, keyed by (coupon, kind, settlement sequence): posted once whatever retries. */
  function payoutRequest(coupon: CouponRow, kind: 'payout' | 'reversal' | 'cashout', seq: number, amount: bigint): TransferRequest {
    const toPlayer = kind !== 'reversal';
    return {
      idempotencyKey: `coupon:${coupon.id}:${kind}:${seq}`,
      kind: `bet_${kind}`,
      actor: 'system',
      reason: `coupon ${coupon.id} ${kind} ${seq}`,
      reference: { kind: 'coupon', id: coupon.id.toString() },
      postings: [
        { target: { accountId: coupon.accountId }, currencyCode: coupon.currency, amountMinor: toPlayer ? amount : -amount },
        { target: { system: BETS_HOUSE }, currencyCode: coupon.currency, amountMinor: toPlayer ? -amount : amount },
      ],
    };
  }

  async function payout(coupon: CouponRow, kind: 'payout' | 'reversal' | 'cashout', seq: number, amount: bigint, tx: Tx): Promise<TransferResult> {
    return ledger.transfer(payoutRequest(coupon, kind, seq, amount), tx);
  }

  /**
   * The ledger's refusals a settlement can meet on the player's account, which no retry of the job
   * changes by itself (decision 015 "Held re-settlements"): the balance cannot cover a reversal, the
   * account is frozen (a reversal is a debit) or closed. Anything else is a fault and fails the job.
   */
  function settlementRefusal(err: unknown): HeldSettlementCode | null {
    if (!(err instanceof AppError)) return null;
    const code = HeldSettlementCode.safeParse(err.code);
    return code.success ? code.data : null;
  }

  /** A coupon's possible win as a change to the liability of each of its games (decision 015). */
  function liabilityChange(coupon: CouponRow, legs: readonly LegRow[], deltaMinor: bigint): LiabilityDelta[] {
    return [...new Set(legs.map((l) => l.gameId))].map((gameId) => ({ gameId, currency: coupon.currency, deltaMinor }));
  }

  /**
   * Whether a leg on this game already has results newer than these (decision 015): two processes'
   * jobs for a game and its correction may meet on a coupon in either order; the older one yields.
   */
  function hasNewerResults(legs: readonly LegRow[], results: GameResults): boolean {
    return legs.some((l) => l.gameId === results.gameId && l.resultVersion !== null && l.resultVersion > results.version);
  }

  /** The result of one leg on the game: void when the event was cancelled or the market has no result. */
  function legResultOn(leg: LegRow, results: GameResults): string {
    return results.status === 'cancelled' ? 'void' : legResultOf(results.markets.get(leg.marketKey)?.get(leg.outcomeKey));
  }

  /**
   * The domain's settlement of a stored coupon (decision 014): its size or full cover, its bonus bet.
   * Decision 016 (promo): `returnMinor` is what the player is paid: the prepaid (free-bet) part of the
   * stake is not returned and the code's boost is added (`settlePrepaid`); a void coupon's free-bet
   * stake goes back to the free-bet balance (`prepaidBack`), not as money.
   */
  function settleAnswer(coupon: CouponRow, legs: readonly LegRow[]) {
    const answer = settleOnly(coupon, legs);
    if (coupon.prepaidMinor === 0n && coupon.boostBp === null) return answer;
    const boost = coupon.boostBp === null ? null : { percentBp: coupon.boostBp, capMinor: coupon.boostCapMinor };
    return { ...answer, returnMinor: settlePrepaid({ outcome: answer.outcome, returnMinor: answer.returnMinor, stakeMinor: coupon.stakeMinor, prepaidMinor: coupon.prepaidMinor, boost }).payoutMinor };
  }

  /**
   * Decision 016 (promo): when a coupon with a free-bet part becomes void its prepaid stake goes
   * back from house:bets to house:freebets and to the player's free-bet balance; when a correction
   * makes a void coupon not void (or open again) it is taken back. Once per (coupon, sequence).
   * Called before the settlement's other transfers: every free-bet balance (in player, currency
   * order), then `beforeLedger` (the liability rows), then the ledger's rows, the order the placing
   * unit of work takes them in, so the two never deadlock.
   */
  async function prepaidBack(changes: readonly { coupon: CouponRow; before: string; after: string; seq: number }[], tx: Tx, beforeLedger: () => Promise<void>): Promise<void> {
    const moves = changes
      .filter((c) => c.coupon.prepaidMinor > 0n && (c.before === 'void') !== (c.after === 'void'))
      .map((c) => ({ coupon: c.coupon, seq: c.seq, amount: c.after === 'void' ? c.coupon.prepaidMinor : -c.coupon.prepaidMinor }))
      .sort((a, b) => a.coupon.userId - b.coupon.userId || (a.coupon.currency < b.coupon.currency ? -1 : a.coupon.currency > b.coupon.currency ? 1 : 0));
    if (moves.length > 0) {
      await offers.returnPrepaid(
        moves.map((m) => ({ userId: m.coupon.userId, currency: m.coupon.currency, couponId: m.coupon.id, seq: m.seq, amountMinor: m.amount })),
        tx,
      );
    }
    // What must come between the free-bet balances and the ledger's rows (the liability rows, decision 015).
    await beforeLedger();
    if (moves.length === 0) return;
    await ledger.transferMany(
      moves.map((m) => ({
        idempotencyKey: `coupon:${m.coupon.id}:freebet:${m.seq}`,
        kind: 'bet_freebet_return',
        actor: 'system',
        reason: `coupon ${m.coupon.id} free bet ${m.amount > 0n ? 'returned' : 'taken back'} ${m.seq}`,
        reference: { kind: 'coupon', id: m.coupon.id.toString() },
        postings: [
          { target: { system: FREEBETS_HOUSE }, currencyCode: m.coupon.currency, amountMinor: m.amount },
          { target: { system: BETS_HOUSE }, currencyCode: m.coupon.currency, amountMinor: -m.amount },
        ],
      })),
      tx,
    );
  }

  /** The domain's settlement (decision 014) and the hyper-bonus the express was accepted under (S0 §3.8). */
  function settleOnly(coupon: CouponRow, legs: readonly LegRow[]) {
    // An anti-express wins when a leg loses; void legs leave and its coefficient is worked out again (decision 014).
    if (coupon.antiExpress) return settleAntiExpress({ legs: legs.map((l) => ({ price: l.price, result: l.result as LegResult })), stakeMinor: coupon.stakeMinor });
    const answer = settleCoupon({
      typeId: coupon.typeId as CouponTypeId,
      legs: legs.map((l) => ({ price: l.price, result: l.result as LegResult, banker: l.banker })),
      ...(coupon.preset !== null && isSystemPresetName(coupon.preset) ? { preset: coupon.preset } : { systemValue: coupon.systemValue ?? undefined }),
      ...(coupon.bonusMultiplier !== null ? { bonusMultiplier: coupon.bonusMultiplier } : {}),
      stakeMinor: coupon.stakeMinor,
    });
    // The hyper-bonus it was accepted under (S0 §3.8, decision 014): on a won express's winnings, from the minimum stake, capped.
    if (coupon.hyperBonusBp === null || answer.outcome !== 'won') return answer;
    const offer = { basisPoints: coupon.hyperBonusBp, minStakeMinor: coupon.hyperBonusMinStakeMinor ?? 0n, maxBonusMinor: coupon.hyperBonusMaxMinor };
    return { ...answer, returnMinor: answer.returnMinor + hyperBonusOn(offer, coupon.typeId as CouponTypeId, legs.length, coupon.stakeMinor, answer.returnMinor) };
  }

  /**
   * Many coupons against a game's results in one unit of work (decision 015, batched): their row
   * locks in id order, their legs' results, and for each open coupon the results decide, its
   * settlement, its payout (one ledger statement for the batch, each transfer still keyed
   * `coupon:{id}:payout:{seq}`) and its settlement row, as `settleOne` does for one coupon. A coupon
   * settled before whose return the results change (a correction) is left to `settleOne`, one by one.
   */
  async function settleBatch(couponIds: readonly bigint[], results: GameResults): Promise<{ settled: number; oneByOne: bigint[] }> {
    const events: { userId: number; event: BetSettledEvent }[] = [];
    const oneByOne: bigint[] = [];
    const settled = await repo.transaction(async (tx) => {
      const rows = await repo.lockCoupons(couponIds, tx);
      const legsOf = new Map<bigint, LegRow[]>();
      for (const leg of await repo.legsOf(
        rows.map((r) => r.id),
        tx,
      )) {
        const list = legsOf.get(leg.couponId);
        if (list) list.push(leg);
        else legsOf.set(leg.couponId, [leg]);
      }
      const legUpdates: { couponId: bigint; position: number; result: string; score: string | null; version: number }[] = [];
      const payouts: { coupon: CouponRow; seq: number; amount: bigint; status: string }[] = [];
      // Decision 016: void coupons with a free-bet part (their free-bet stake goes back to the balance).
      const voidFreebets: { coupon: CouponRow; seq: number }[] = [];
      const updates: { id: bigint; status: string; returnMinor: bigint; settleSeq: number; settledAt: Date }[] = [];
      const liability: LiabilityDelta[] = [];
      const consistent: bigint[] = [];
      const settledAt = new Date(deps.nowMs());
      for (const coupon of rows) {
        const legs = legsOf.get(coupon.id) ?? [];
        if (coupon.status === 'pending') {
          // A VIP bet the operator never decided whose game is over: declined, the held stake back (decision 015).
          const seq = coupon.settleSeq + 1;
          payouts.push({ coupon, seq, amount: coupon.stakeMinor, status: 'void' });
          updates.push({ id: coupon.id, status: 'void', returnMinor: coupon.stakeMinor, settleSeq: seq, settledAt });
          events.push({ userId: coupon.userId, event: { couponId: coupon.id.toString(), status: 'void', returnMinor: coupon.stakeMinor.toString() } });
          continue;
        }
        // A job with results older than those the coupon has (a correction settled first, in another process): nothing to do.
        if (hasNewerResults(legs, results)) continue;
        const changed: typeof legUpdates = [];
        for (const leg of legs) {
          if (leg.gameId !== results.gameId) continue;
          const result = legResultOn(leg, results);
          if (leg.result !== result || leg.score !== results.score || leg.resultVersion !== results.version) {
            changed.push({ couponId: coupon.id, position: leg.position, result, score: results.score, version: results.version });
            leg.result = result;
          }
        }
        if (coupon.status === 'cashed_out') {
          legUpdates.push(...changed);
          continue;
        }
        const answer = settleAnswer(coupon, legs);
        // A settled coupon the results now change (a correction, or one that is open again) goes one by one.
        if (coupon.status !== 'open' && (answer.outcome === 'open' || coupon.status !== answer.outcome || coupon.returnMinor !== answer.returnMinor)) {
          oneByOne.push(coupon.id);
          continue;
        }
        legUpdates.push(...changed);
        // Settled as these results say (a held correction corrected back, say): nothing is held any more.
        if (coupon.status !== 'open') consistent.push(coupon.id);
        if (answer.outcome === 'open' || coupon.status !== 'open') continue;
        const seq = coupon.settleSeq + 1;
        if (answer.returnMinor > 0n) payouts.push({ coupon, seq, amount: answer.returnMinor, status: answer.outcome });
        if (coupon.prepaidMinor > 0n && answer.outcome === 'void') voidFreebets.push({ coupon, seq });
        updates.push({ id: coupon.id, status: answer.outcome, returnMinor: answer.returnMinor, settleSeq: seq, settledAt });
        liability.push(...liabilityChange(coupon, legs, -coupon.possibleWinMinor));
        events.push({ userId: coupon.userId, event: { couponId: coupon.id.toString(), status: answer.outcome, returnMinor: answer.returnMinor.toString() } });
      }
      await repo.setLegResults(legUpdates, tx);
      // Decision 016: the free-bet balances of void coupons first, then the liability rows, then the
      // ledger's rows: the order the placing unit of work takes them in (decisions 015, 016).
      await prepaidBack(
        voidFreebets.map((v) => ({ coupon: v.coupon, before: 'open', after: 'void', seq: v.seq })),
        tx,
        () => repo.addLiability(liability, tx),
      );
      const transfers = await ledger.transferMany(
        payouts.map((p) => payoutRequest(p.coupon, 'payout', p.seq, p.amount)),
        tx,
      );
      await repo.insertSettlements(
        payouts.map((p, i) => ({ couponId: p.coupon.id, seq: p.seq, kind: 'payout', amountMinor: p.amount, status: p.status, transferId: transfers[i]!.transferId })),
        tx,
      );
      await repo.setCouponsSettled(updates, tx);
      await repo.clearHeldSettlements(results.gameId, consistent, settledAt, tx);
      return updates.length;
    });
    for (const { userId, event } of events) deps.onSettled?.(userId, event);
    return { settled, oneByOne };
  }

  /**
   * One coupon against a game's results, in one unit of work under the coupon's row lock: its legs
   * on the game get their results; when the coupon is decided it is settled and paid; when it was
   * settled before and the return changed (a corrected result) the previous payout is reversed and
   * the new one paid, each a new ledger transfer keyed by (coupon, settlement sequence).
   */
  async function settleOne(couponId: bigint, results: GameResults): Promise<'settled' | 'resettled' | 'unchanged'> {
    let event: BetSettledEvent | null = null;
    let userId = 0;
    const outcome = await repo.transaction(async (tx) => {
      const coupon = await repo.lockCoupon(couponId, tx);
      if (!coupon || coupon.status === 'pending') return 'unchanged' as const;
      userId = coupon.userId;
      const legs = await repo.legsOf([couponId], tx);
      if (hasNewerResults(legs, results)) return 'unchanged' as const;
      // Whatever follows commits with the coupon as these results say: a hold on it is over (a refusal undoes this too).
      await repo.clearHeldSettlements(results.gameId, [couponId], new Date(deps.nowMs()), tx);
      for (const leg of legs) {
        if (leg.gameId !== results.gameId) continue;
        const result = legResultOn(leg, results);
        if (leg.result !== result || leg.score !== results.score || leg.resultVersion !== results.version) {
          await repo.setLegResult(couponId, leg.position, result, results.score, results.version, tx);
          leg.result = result;
        }
      }
      if (coupon.status === 'cashed_out') return 'unchanged' as const;
      const answer = settleAnswer(coupon, legs);
      const wasOpen = coupon.status === 'open';
      if (answer.outcome === 'open') {
        if (wasOpen) return 'unchanged' as const;
        // Decided early (an express's lost leg) and corrected so it can still win: live again, so
        // the next game's result (and the start-up recovery, which looks at open coupons) settles it.
        const seq = coupon.settleSeq + 1;
        const previous = coupon.returnMinor ?? 0n;
        await prepaidBack([{ coupon, before: coupon.status, after: 'open', seq }], tx, () => repo.addLiability(liabilityChange(coupon, legs, coupon.possibleWinMinor), tx));
        if (previous > 0n) {
          const t = await payout(coupon, 'reversal', seq, previous, tx);
          await repo.insertSettlement({ couponId, seq, kind: 'reversal', amountMinor: previous, status: 'open', transferId: t.transferId }, tx);
        }
        await repo.setCouponSettled(couponId, { status: 'open', returnMinor: null, settleSeq: seq, settledAt: null }, tx);
        event = { couponId: couponId.toString(), status: 'open', returnMinor: null } satisfies BetSettledEvent;
        return 'resettled' as const;
      }
      if (!wasOpen && coupon.status === answer.outcome && coupon.returnMinor === answer.returnMinor) return 'unchanged' as const;
      const seq = coupon.settleSeq + 1;
      await prepaidBack([{ coupon, before: coupon.status, after: answer.outcome, seq }], tx, async () => {
        if (wasOpen) await repo.addLiability(liabilityChange(coupon, legs, -coupon.possibleWinMinor), tx);
      });
      // The new payout first, then the reversal of the previous: the balance guard sees the net.
      if (answer.returnMinor > 0n) {
        const t = await payout(coupon, 'payout', seq, answer.returnMinor, tx);
        await repo.insertSettlement({ couponId, seq, kind: 'payout', amountMinor: answer.returnMinor, status: answer.outcome, transferId: t.transferId }, tx);
      }
      const previous = wasOpen ? 0n : (coupon.returnMinor ?? 0n);
      if (previous > 0n) {
        const t = await payout(coupon, 'reversal', seq, previous, tx);
        await repo.insertSettlement({ couponId, seq, kind: 'reversal', amountMinor: previous, status: answer.outcome, transferId: t.transferId }, tx);
      }
      await repo.setCouponSettled(couponId, { status: answer.outcome, returnMinor: answer.returnMinor, settleSeq: seq, settledAt: new Date(deps.nowMs()) }, tx);
      event = { couponId: couponId.toString(), status: answer.outcome, returnMinor: answer.returnMinor.toString() } satisfies BetSettledEvent;
      return wasOpen ? ('settled' as const) : ('resettled' as const);
    });
    if (event) deps.onSettled?.(userId, event);
    return outcome;
  }

  /** A coupon's cash-out value now for `part` of its stake, or the reason there is none. */
  function cashOutNow(coupon: CouponRow, legs: readonly LegRow[], part: bigint): { amount: bigint } | { refused: CouponProblemCode } {
    // Cash-out prices singles and expresses (decision 014); an anti-express's value is another formula, not offered.
    if (coupon.status !== 'open' || coupon.typeId === COUPON_TYPE.system || coupon.antiExpress) return { refused: 'SELECTION_UNAVAILABLE' };
    // Decision 016: a coupon staked partly with a free bet is not cashed out (its free-bet stake is not money).
    if (coupon.prepaidMinor > 0n) return { refused: 'SELECTION_UNAVAILABLE' };
    const now: { accepted: number; current: number | null; result: LegResult }[] = [];
    for (const leg of legs) {
      if (leg.result !== 'open') {
        now.push({ accepted: leg.price, current: null, result: leg.result as LegResult });
        continue;
      }
      const view = feed.selection(leg.gameId, leg.marketKey, leg.outcomeKey);
      // Refused while any leg is suspended, unknown or its game over (S0 §4.1 locked).
      if (!view || !view.open) return { refused: 'MARKET_SUSPENDED' };
      now.push({ accepted: leg.price, current: view.price, result: 'open' });
    }
    const amount = cashOutValue({ stakeMinor: part, legs: now.map((l) => ({ acceptedPrice: l.accepted, currentPrice: l.current, result: l.result })), marginBasisPoints: CASH_OUT_MARGIN_BP });
    return amount === null || amount === 0n ? { refused: 'SELECTION_UNAVAILABLE' } : { amount };
  }

  /** The offer is bound to the coupon as it stands (stake, settlement sequence): it serves once. */
  function signQuote(userId: number, coupon: CouponRow, part: bigint, amount: bigint, expiresAt: number): string {
    const sig = createHmac('sha256', deps.secret).update(`cashout:${userId}:${coupon.id}:${coupon.stakeMinor}:${coupon.settleSeq}:${part}:${amount}:${expiresAt}`).digest('base64url').slice(0, 22);
    return `${expiresAt.toString(36)}.${amount.toString(36)}.${sig}`;
  }

  function readQuote(quoteId: string, userId: number, coupon: CouponRow, part: bigint): { amount: bigint; expiresAt: number } | null {
    const [exp, amount, sig] = quoteId.split('.');
    if (!exp || !amount || !sig || !/^[0-9a-z]+$/.test(exp) || !/^[0-9a-z]+$/.test(amount)) return null;
    const expiresAt = parseInt(exp, 36);
    let value = 0n;
    for (const ch of amount) value = value * 36n + BigInt(parseInt(ch, 36));
    const expected = signQuote(userId, coupon, part, value, expiresAt);
    const a = Buffer.from(expected);
    const b = Buffer.from(quoteId);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
    return { amount: value, expiresAt };
  }

  return {
    /**
     * POST /web-api/bets/{couponId}/cashout (decision 015): without a quote id, an offer valid
     * CASH_OUT_QUOTE_MS (signed, nothing stored); with it, the acceptance: the value now must still
     * reach the quoted one, then in one unit of work under the coupon's row lock the amount is paid
     * through the ledger and the coupon is cashed out (or, for a part, its stake reduced).
     */
    async cashOut(userId: number, couponId: bigint, request: CashOutRequest): Promise<CashOutResponse | null> {
      const row = await repo.findCoupon(couponId);
      if (!row || row.userId !== userId) return null;
      const part = request.stakePartMinor === undefined ? row.stakeMinor : BigInt(request.stakePartMinor);
      if (part > row.stakeMinor) throw new AppError(400, 'VALIDATION_FAILED', 'The part to cash out is more than the stake.');
      const legs = await repo.legsOf([couponId]);
      const offer = cashOutNow(row, legs, part);
      if ('refused' in offer) {
        if (offer.refused === 'MARKET_SUSPENDED') throw new CouponRefused('MARKET_SUSPENDED', [{ code: 'MARKET_SUSPENDED' }]);
        throw new AppError(409, 'STATE_CONFLICT', 'This coupon cannot be cashed out.');
      }
      // A value that rounds down to nothing (a tiny part) is no offer: the ledger moves no zero amount.
      if (offer.amount <= 0n) throw new AppError(409, 'STATE_CONFLICT', 'This part of the stake has no cash-out value.');
      const now = deps.nowMs();
      if (!request.quoteId) {
        const expiresAt = now + CASH_OUT_QUOTE_MS;
        return { quoteId: signQuote(userId, row, part, offer.amount, expiresAt), amountMinor: offer.amount.toString(), expiresAt: new Date(expiresAt).toISOString(), accepted: false };
      }
      const quoted = readQuote(request.quoteId, userId, row, part);
      if (!quoted || quoted.expiresAt < now) throw new AppError(409, 'STATE_CONFLICT', 'The cash-out offer has expired; ask for a new one.');
      if (offer.amount < quoted.amount) throw new CouponRefused('PRICE_CHANGED', [{ code: 'PRICE_CHANGED' }]);
      const placed = await repo.transaction(async (tx) => {
        const coupon = await repo.lockCoupon(couponId, tx);
        if (!coupon || coupon.status !== 'open' || coupon.stakeMinor !== row.stakeMinor || coupon.settleSeq !== row.settleSeq) throw new AppError(409, 'STATE_CONFLICT', 'The coupon changed; ask for a new offer.');
        const seq = coupon.settleSeq + 1;
        const whole = part === coupon.stakeMinor;
        // What the coupon no longer risks: all of its possible win, or the part's share of it.
        const possibleWinLeft = whole ? 0n : (coupon.possibleWinMinor * (coupon.stakeMinor - part)) / coupon.stakeMinor;
        await repo.addLiability(liabilityChange(coupon, legs, possibleWinLeft - coupon.possibleWinMinor), tx);
        const t = await payout(coupon, 'cashout', seq, quoted.amount, tx);
        await repo.insertSettlement({ couponId, seq, kind: 'cashout', amountMinor: quoted.amount, status: whole ? 'cashed_out' : 'open', transferId: t.transferId }, tx);
        if (whole) {
          await repo.setCouponSettled(couponId, { status: 'cashed_out', returnMinor: quoted.amount, settleSeq: seq, settledAt: new Date(now) }, tx);
        } else {
          // A part: the rest of the stake rides on, its possible win in proportion.
          await repo.setCouponSettled(couponId, { status: 'open', returnMinor: null, settleSeq: seq, settledAt: null, stakeMinor: coupon.stakeMinor - part, possibleWinMinor: possibleWinLeft }, tx);
        }
        return (await withLegs([(await repo.findCoupon(couponId, tx))!], tx))[0]!;
      });
      if (placed.status === 'cashed_out') deps.onSettled?.(userId, { couponId: placed.couponId, status: 'cashed_out', returnMinor: placed.returnMinor });
      return { quoteId: request.quoteId, amountMinor: quoted.amount.toString(), expiresAt: new Date(quoted.expiresAt).toISOString(), accepted: true, coupon: placed };
    },

    /** Operator: the VIP bets waiting for a decision (S0 §5 VIP bet; decision 015), oldest first. */
    async pendingVipCoupons(): Promise<PlacedCoupon[]> {
      return withLegs(await repo.pendingCoupons());
    },

    /**
     * Operator: a VIP bet accepted (open at the prices it was asked at, while none of its games has
     * started and each market is still offered, and within the game's liability) or declined (the
     * held stake back through the ledger, the coupon void). The player's tabs hear of it.
     */
    async decideVip(couponId: bigint, decision: 'accept' | 'decline'): Promise<PlacedCoupon> {
      let userId = 0;
      const decided = await repo.transaction(async (tx) => {
        const coupon = await repo.lockCoupon(couponId, tx);
        if (!coupon) throw new AppError(404, 'NOT_FOUND', 'No such coupon.');
        userId = coupon.userId;
        if (coupon.status !== 'pending') throw new AppError(409, 'STATE_CONFLICT', 'This coupon is not waiting for a decision.');
        const legs = await repo.legsOf([couponId], tx);
        if (decision === 'accept') {
          for (const leg of legs) {
            const view = feed.selection(leg.gameId, leg.marketKey, leg.outcomeKey);
            const status = view?.game.status;
            if (!view || !view.open || status === 'live' || status === 'paused' || status === 'finished' || status === 'cancelled') {
              throw new AppError(409, 'STATE_CONFLICT', 'A game of this coupon has started or its market is closed: decline it.');
            }
          }
          const adding = liabilityChange(coupon, legs, coupon.possibleWinMinor);
          const totals = await repo.lockLiability(adding, tx);
          const max = config.maxLiabilityPerGameMinor;
          if (max !== null && adding.some((d) => (totals.get(liabilityKey(d)) ?? 0n) + d.deltaMinor > max)) throw new CouponRefused('LIABILITY_EXCEEDED', [{ code: 'LIABILITY_EXCEEDED' }]);
          await repo.addLiability(adding, tx);
          await repo.setCouponSettled(couponId, { status: 'open', returnMinor: null, settleSeq: coupon.settleSeq, settledAt: null }, tx);
        } else {
          const seq = coupon.settleSeq + 1;
          const t = await payout(coupon, 'payout', seq, coupon.stakeMinor, tx);
          await repo.insertSettlement({ couponId, seq, kind: 'payout', amountMinor: coupon.stakeMinor, status: 'void', transferId: t.transferId }, tx);
          await repo.setCouponSettled(couponId, { status: 'void', returnMinor: coupon.stakeMinor, settleSeq: seq, settledAt: new Date(deps.nowMs()) }, tx);
        }
        return (await withLegs([(await repo.findCoupon(couponId, tx))!], tx))[0]!;
      });
      deps.onSettled?.(userId, { couponId: decided.couponId, status: decided.status, returnMinor: decided.returnMinor });
      return decided;
    },

    /** POST /web-api/coupon/quote: guests too (no balance check without an account). */
    async quote(userId: number | null, draft: CouponDraft): Promise<CouponQuoteResponse> {
      const account = userId === null ? null : await stakeAccount(userId, draft.accountId).catch(() => null);
      return (await quote(draft, account, userId)).response;
    },

    /**
     * POST /web-api/coupon/place (decision 015): the key's first answer again; else every leg
     * re-checked against the hot state under the player's odds policy, the in-play delay for live
     * legs and a second check, then the placement writer (batched with the placements waiting at the
     * same moment): one unit of work for the limits hook, the per-game liability, the coupons and
     * legs, and each stake debited through the ledger. Refused: nothing of it is written.
     */
    async place(userId: number, idempotencyKey: string, draft: CouponDraft): Promise<{ coupons: PlacedCoupon[] }> {
      const hash = createHash('sha256').update(JSON.stringify(draft)).digest('base64url');
      const same = async () => {
        const existing = await repo.findPlacement(userId, idempotencyKey);
        if (!existing) return null;
        if (existing.requestHash !== hash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
        return answerPlacement(existing.id);
      };
      const replay = await same();
      if (replay) return replay;

      const account = await stakeAccount(userId, draft.accountId);
      let q = await quote(draft, account, userId);
      if (q.stakes.some((s) => s === null)) throw new AppError(400, 'VALIDATION_FAILED', 'The stake (amountMinor) is required.');
      refuseOn(q);
      const delay = inPlayDelay(q);
      if (delay > 0) {
        // S1 in-play delay: the live price must still stand after it.
        await deps.sleep(delay);
        q = await quote(draft, account, userId);
        refuseOn(q);
      }

      const typeId = draft.typeId as CouponTypeId;
      const stakes = q.stakes as bigint[];
      // One coupon per single (type 9) or one coupon for all legs.
      const plans: PlacementPlan[] =
        typeId === COUPON_TYPE.severalSingles
          ? q.legs.map((leg, i) => ({ legs: [leg], stake: stakes[i]!, coef: q.coupons[i]!.coef, win: q.coupons[i]!.possibleWinMinor!, bonus: null, status: 'open' as const, hyper: null, prepaid: 0n, boost: null }))
          : [
              {
                legs: q.legs,
                stake: stakes[0]!,
                coef: q.coupons[0]!.coef,
                // Decision 016: what the coupon may pay (stake not returned on the prepaid part, the code's boost added).
                win: q.offer?.possiblePayoutMinor ?? q.coupons[0]!.possibleWinMinor!,
                bonus: q.coupons[0]!.bonusMultiplier,
                status: q.response.vipApproval ? ('pending' as const) : ('open' as const),
                hyper: q.coupons[0]!.hyperBonus,
                // The promo hook's claim inside the writer's unit of work fills these (decision 016).
                prepaid: 0n,
                boost: null,
              },
            ];
      let written;
      try {
        written = await writer.write({
          userId,
          idempotencyKey,
          requestHash: hash,
          account,
          draft,
          quote: q,
          plans,
          promoCode: draft.promoCode?.trim() ? draft.promoCode : null,
          prepaidMinor: BigInt(draft.prepaidAmountMinor ?? '0'),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        written = { kind: 'key_taken' as const };
      }
      if (written.kind === 'key_taken') {
        const winner = await same();
        if (winner) return winner;
        throw new AppError(409, 'STATE_CONFLICT', 'A request with this key is in progress; try again.');
      }
      // A game that ended while this placement was written: its results' job may have looked for
      // coupons before this one committed, so it is queued again (settling twice pays once). A game
      // the hot state still shows not ended has no results: no query (a mirror that learns of the
      // result later queues the game itself when it applies it).
      const checked = new Set<number>();
      for (const leg of q.legs) {
        if (checked.has(leg.input.gameId)) continue;
        checked.add(leg.input.gameId);
        const status = feed.selection(leg.input.gameId, leg.input.marketKey, leg.input.outcomeKey)?.game.status;
        if (status !== undefined && status !== 'finished' && status !== 'cancelled') continue;
        if (await feed.results(leg.input.gameId)) await deps.settleLater?.(leg.input.gameId);
      }
      return { coupons: written.coupons };
    },

    /** GET /web-api/coupon/{couponId}: the player's own coupon, else null (404). */
    async coupon(userId: number, couponId: bigint): Promise<PlacedCoupon | null> {
      const row = await repo.findCoupon(couponId);
      if (!row || row.userId !== userId) return null;
      return (await withLegs([row]))[0]!;
    },

    async history(userId: number, query: BetHistoryQuery) {
      const rows = await repo.history({
        userId,
        since: new Date(deps.nowMs() - query.period * 86_400_000),
        statuses: HISTORY_STATUSES[query.status],
        typeId: query.typeId ?? null,
        before: query.before ? BigInt(query.before) : null,
        limit: query.limit,
      });
      const coupons = await withLegs(rows);
      return { coupons, nextBefore: rows.length === query.limit ? rows.at(-1)!.id.toString() : null };
    },

    /** POST /web-api/coupon/save: any visitor; a fresh 8-character code. */
    async save(request: SaveCouponRequest): Promise<{ code: string }> {
      for (let tries = 0; tries < 5; tries++) {
        const code = couponCode(randomBytes(8));
        const legs = request.legs.map((l) => ({ gameId: l.gameId, marketKey: l.marketKey, outcomeKey: l.outcomeKey, price: l.price, version: l.version, ...(l.banker ? { banker: true } : {}) }));
        if (await repo.saveCoupon({ code, typeId: request.typeId, systemValue: request.systemValue ?? null, legs })) return { code };
      }
      throw new AppError(409, 'STATE_CONFLICT', 'No free code; try again.');
    },

    /** GET /web-api/coupon/load/{code}: the saved selections quoted now. */
    async load(code: string): Promise<LoadCouponResponse | null> {
      const row = await repo.loadSaved(code);
      if (!row) return null;
      const q = await quote({ typeId: row.typeId as CouponTypeId, legs: row.legs, systemValue: row.systemValue ?? undefined, changeCoefAction: 1 } as CouponDraft, null);
      return { code: row.code, typeId: row.typeId as LoadCouponResponse['typeId'], systemValue: row.systemValue, legs: q.response.legs };
    },

    /**
     * Settles (or re-settles) every coupon with a leg on this game: the settlement job's work. A coupon
     * the ledger refuses to settle (a reversal the balance cannot cover, a frozen or closed account) is
     * held for the operator and the rest of the game goes on (decision 015 "Held re-settlements").
     */
    async settleGame(gameId: number): Promise<{ settled: number; resettled: number; held: number }> {
      const results = await feed.results(gameId);
      if (!results) return { settled: 0, resettled: 0, held: 0 };
      let settled = 0;
      let resettled = 0;
      let held = 0;
      const ids = await repo.couponIdsOfGame(gameId);
      // Batches of settleBatchSize coupons, each one unit of work (one coupon each was 100,000 transactions for a big game).
      const size = Math.max(1, config.settleBatchSize);
      for (let from = 0; from < ids.length; from += size) {
        const slice = ids.slice(from, from + size);
        let batch: { settled: number; oneByOne: readonly bigint[] };
        try {
          batch = await settleBatch(slice, results);
        } catch (err) {
          // One coupon's refusal undid the batch: each goes alone, so only that one is held.
          if (!settlementRefusal(err)) throw err;
          batch = { settled: 0, oneByOne: slice };
        }
        settled += batch.settled;
        for (const id of batch.oneByOne) {
          let outcome: Awaited<ReturnType<typeof settleOne>>;
          try {
            outcome = await settleOne(id, results);
          } catch (err) {
            const code = settlementRefusal(err);
            if (!code) throw err;
            await repo.holdSettlement({ couponId: id, gameId, resultsVersion: results.version, code, heldAt: new Date(deps.nowMs()) });
            held++;
            continue;
          }
          if (outcome === 'settled') settled++;
          if (outcome === 'resettled') resettled++;
        }
      }
      return { settled, resettled, held };
    },

    /** Decision 015 "Held re-settlements": the coupons waiting for the operator, oldest first. */
    async heldSettlements() {
      // Only settleGame writes a hold, with a code settlementRefusal took from HeldSettlementCode.
      return (await repo.heldSettlements()).map((h) => ({ ...h, code: HeldSettlementCode.parse(h.code) }));
    },

    /**
     * Start-up recovery: the games whose results exist while legs on them are still open, and the
     * games with a held re-settlement (the player may have paid in since; decision 015).
     */
    async gamesToSettle(): Promise<number[]> {
      const out: number[] = [];
      const games = new Set([...(await repo.gamesWithOpenLegs()), ...(await repo.gamesWithHeldSettlements())]);
      for (const gameId of games) if (await feed.results(gameId)) out.push(gameId);
      return out;
    },

    /** The games among these that carry bets (the rest need no settlement job). */
    gamesWithBets: (gameIds: readonly number[]) => repo.gamesWithLegs(gameIds),

    settlementsOf: (couponId: bigint) => repo.settlementsOf(couponId),

    /** The placement writer's queue now: placements waiting for a lane and batches being written (metrics, tests). */
    placementStats: () => writer.stats(),
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
