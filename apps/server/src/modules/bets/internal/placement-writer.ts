import { COUPON_TYPE, type CouponTypeId, type OddsBoost } from '@wager/domain';
import type { CouponDraft, PlacedCoupon } from '@wager/contract';
import type { Ledger, TransferRequest } from '../../wallet/index.ts';
import { FREEBETS_HOUSE, type CouponOffers } from '../../promo/index.ts';
import { AppError, createBatchQueue, type Settled, type Tx } from '../../../platform/index.ts';
import { liabilityKey, type BetsRepository, type LegRow, type LiabilityDelta, type NewCoupon } from './bets.repository.ts';
import { BETS_HOUSE, CouponRefused, toPlaced } from './coupons.ts';
import type { BetsConfig, HyperBonusOffer, Quote, StakeAccount } from './quote.ts';

/** One placement's stake as the limits hook sees it. */
export interface BetLimitRequest {
  userId: number;
  accountId: number;
  currency: string;
  stakeMinor: bigint;
  coupons: number;
}
export type BetLimitVerdict = { allowed: true } | { allowed: false; code: 'LIMIT_REACHED' | 'SELF_EXCLUDED' | 'TIMED_OUT'; limitType?: number; endsAt?: number | null };

/**
 * The player-protection hook (S1 responsible gaming): asked inside the placing unit of work, before
 * anything is written, for a batch of placements (decision 015: of distinct players, so each player's
 * stake is one request), one verdict per request in order. It may read and write its own tables in
 * the same transaction. The player-protection work fills it; today every stake is allowed.
 */
export interface BetLimits {
  check(requests: readonly BetLimitRequest[], tx: Tx): Promise<BetLimitVerdict[]>;
}
export const ALLOW_ALL_LIMITS: BetLimits = { check: async (requests) => requests.map(() => ({ allowed: true }) as const) };

/** One coupon a placement writes: its legs (quoted), stake, coefficient, possible win, bonus multiplier. */
export interface PlacementPlan {
  legs: Quote['legs'];
  stake: bigint;
  coef: number;
  win: bigint;
  bonus: number | null;
  /** A VIP bet above the maximum waits for the operator (pending, stake held, not yet in the liability). */
  status: 'open' | 'pending';
  /** The hyper-bonus offer an express goes under (its possible win `win` includes it). */
  hyper: HyperBonusOffer | null;
  /** Decision 016: the part of the stake from the free-bet balance and the promo code's boost (the promo hook's claim sets them). */
  prepaid: bigint;
  boost: OddsBoost | null;
}

/** A placement checked against the hot state (and the in-play delay), waiting to be written. */
export interface PreparedPlacement {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  account: StakeAccount;
  draft: CouponDraft;
  quote: Quote;
  /** One coupon, or one per bet for several singles (type 9). */
  plans: PlacementPlan[];
  /** Decision 016: the promo code typed (null: none) and the prepaid amount asked for (0: none). */
  promoCode: string | null;
  prepaidMinor: bigint;
}

/** What writing a placement came to: its coupons, or its key taken by another request (answer that one's). */
export type PlacementOutcome = { kind: 'placed'; coupons: PlacedCoupon[] } | { kind: 'key_taken' };

/** Per game, what a placement adds to the book's liability: each coupon's possible win once per game of it. */
export function liabilityOf(p: PreparedPlacement): LiabilityDelta[] {
  const out: LiabilityDelta[] = [];
  for (const plan of p.plans) {
    if (plan.status !== 'open') continue;
    for (const gameId of new Set(plan.legs.map((l) => l.input.gameId))) out.push({ gameId, currency: p.account.currencyCode, deltaMinor: plan.win });
  }
  return out;
}

/**
 * Which waiting placements form the next batch (decision 015): the oldest, then the next ones of
 * players not yet in the batch (a player's stakes are guarded against the balance the statement
 * locked, and the limits hook sees one stake per player), up to `maxBatch`. A player passed over
 * keeps his order: none of his later placements is taken this round. A placement of several coupons
 * (several singles) goes alone: its stakes are all or none, which only a unit of work of its own keeps.
 */
export function takePlacements(waiting: readonly Pick<PreparedPlacement, 'userId' | 'plans'>[], maxBatch: number): number[] {
  if (waiting.length === 0) return [];
  if (waiting[0]!.plans.length > 1) return [0];
  const taken = [0];
  const players = new Set([waiting[0]!.userId]);
  for (let i = 1; i < waiting.length && taken.length < maxBatch; i++) {
    const candidate = waiting[i]!;
    const fits = candidate.plans.length === 1 && !players.has(candidate.userId);
    players.add(candidate.userId);
    if (fits) taken.push(i);
  }
  return taken;
}

/** The stake into house:bets: the prepaid part from house:freebets (not the player's money, decision 016), the rest from his account. */
function stakeRequest(userId: number, account: StakeAccount, couponId: bigint, stake: bigint, prepaid: bigint): TransferRequest {
  return {
    idempotencyKey: `coupon:${couponId}:stake`,
    kind: 'bet_stake',
    actor: `user:${userId}`,
    reason: `coupon ${couponId}`,
    reference: { kind: 'coupon', id: couponId.toString() },
    postings: [
      ...(stake > prepaid ? [{ target: { accountId: account.id }, currencyCode: account.currencyCode, amountMinor: prepaid - stake }] : []),
      ...(prepaid > 0n ? [{ target: { system: FREEBETS_HOUSE }, currencyCode: account.currencyCode, amountMinor: -prepaid }] : []),
      { target: { system: BETS_HOUSE }, currencyCode: account.currencyCode, amountMinor: stake },
    ],
  };
}

/** Ledger refusals of the stake (money, a frozen account) in the coupon's own words. */
export function asRefusal(err: unknown): unknown {
  if (err instanceof AppError && (err.code === 'INSUFFICIENT_FUNDS' || err.code === 'ACCOUNT_FROZEN')) return new CouponRefused(err.code, [{ code: err.code }]);
  return err;
}

/**
 * The placements' writer (decision 015, batched as the ledger batches transfers, decision 006): a
 * placement that arrives while a lane is free is written at once, alone; while every lane is busy,
 * placements wait and the next free lane writes them together in ONE unit of work: the keys claimed
 * and the coupon ids taken (one statement), the limits hook (one call), the liability rows locked
 * and checked (one statement), the stakes debited (the ledger, one statement per round of distinct
 * accounts), coupons, legs and liability written (one statement). Each placement keeps its own
 * outcome: a refusal (limits, liability, money) removes only its own claim and writes nothing of it.
 * A batch whose unit of work fails as a whole is written again one placement at a time.
 */
export function createPlacementWriter(deps: { repository: BetsRepository; ledger: Ledger; limits: BetLimits; offers: CouponOffers; config: BetsConfig; nowMs: () => number }) {
  const repo = deps.repository;
  const { ledger, config } = deps;

  async function writeBatch(batch: readonly PreparedPlacement[]): Promise<Settled<PlacementOutcome>[]> {
    return repo.transaction(async (tx) => {
      const out: (Settled<PlacementOutcome> | null)[] = batch.map(() => null);
      const couponCount = batch.reduce((n, p) => n + p.plans.length, 0);
      const { claimed, couponIds } = await repo.claimPlacements(batch, couponCount, tx);
      const placementIds = batch.map((p) => claimed.get(`${p.userId}:${p.idempotencyKey}`));
      let live = batch.flatMap((_, i) => (placementIds[i] === undefined ? ((out[i] = { value: { kind: 'key_taken' } }), []) : [i]));
      // Placements whose promo claim wrote rows (a code's use, a free-bet debit): a refusal after it cannot
      // leave them, so it fails the unit of work and the batch is written again one by one (alone, the
      // refusal rolls its claim back).
      const claimedOffer = new Set<number>();
      const refuse = (i: number, error: unknown) => {
        // Several singles are alone in their batch (takePlacements): a refusal of one of its stakes rolls all back.
        if (batch[i]!.plans.length > 1 || claimedOffer.has(i)) throw error;
        out[i] = { error };
      };

      // Player protection (S1): one verdict per placement.
      if (live.length > 0) {
        const verdicts = await deps.limits.check(
          live.map((i) => {
            const p = batch[i]!;
            return { userId: p.userId, accountId: p.account.id, currency: p.account.currencyCode, stakeMinor: p.plans.reduce((a, b) => a + b.stake, 0n), coupons: p.plans.length };
          }),
          tx,
        );
        live = live.filter((i, k) => {
          const verdict = verdicts[k];
          if (!verdict || verdict.allowed) return true;
          refuse(i, new CouponRefused(verdict.code, [{ code: verdict.code, ...(verdict.limitType !== undefined ? { limitType: verdict.limitType, endsAt: verdict.endsAt ?? null } : {}) }]));
          return false;
        });
      }

      // Decision 016: the promo codes' uses and the prepaid amounts, claimed row-locked (code rows, then
      // free-bet balances), one call for the placements that ask for either; then the liability rows, then
      // the ledger's: the order settlement takes them in too.
      const asking = live.filter((i) => batch[i]!.promoCode !== null || batch[i]!.prepaidMinor > 0n);
      if (asking.length > 0) {
        const verdicts = await deps.offers.redeem(
          asking.map((i) => {
            const p = batch[i]!;
            const stakes = p.plans.map((plan) => plan.stake);
            return {
              userId: p.userId,
              currency: p.account.currencyCode,
              isBonusAccount: p.account.isBonus,
              typeId: p.draft.typeId as CouponTypeId,
              legCount: p.quote.legs.length,
              coefs: p.quote.coupons.map((c) => c.coef),
              stakeMinor: stakes.reduce((a, b) => a + b, 0n),
              promoCode: p.promoCode,
              prepaidMinor: p.prepaidMinor,
              placementRef: `bets-placement:${placementIds[i]!}`,
            };
          }),
          tx,
        );
        const refusedOffer = new Set<number>();
        asking.forEach((i, k) => {
          const verdict = verdicts[k];
          if (!verdict || !verdict.ok) {
            const problem = verdict && !verdict.ok ? verdict.problem : ({ code: 'PROMO_CODE_INVALID', reason: 'NOT_FOUND' } as const);
            refusedOffer.add(i);
            refuse(i, new CouponRefused(problem.code, [{ code: problem.code, reason: problem.reason }]));
            return;
          }
          claimedOffer.add(i);
          // The one coupon carries them (a free bet and a code go on types 0, 1, 2: decision 016).
          const plan = batch[i]!.plans[0]!;
          plan.prepaid = verdict.prepaidMinor;
          plan.boost = verdict.boost;
        });
        live = live.filter((i) => !refusedOffer.has(i));
      }

      // Liability: the games' rows locked (before any account), each placement checked in turn.
      const adds = new Map<number, LiabilityDelta[]>(live.map((i) => [i, liabilityOf(batch[i]!)]));
      const totals = await repo.lockLiability([...adds.values()].flat(), tx);
      const max = config.maxLiabilityPerGameMinor;
      live = live.filter((i) => {
        const perGame = new Map<string, bigint>();
        for (const d of adds.get(i)!) perGame.set(liabilityKey(d), (perGame.get(liabilityKey(d)) ?? 0n) + d.deltaMinor);
        if (max !== null && [...perGame].some(([key, add]) => (totals.get(key) ?? 0n) + add > max)) {
          refuse(i, new CouponRefused('LIABILITY_EXCEEDED', [{ code: 'LIABILITY_EXCEEDED' }]));
          return false;
        }
        for (const [key, add] of perGame) totals.set(key, (totals.get(key) ?? 0n) + add);
        return true;
      });

      // Coupon ids in batch order, then the stakes through the ledger.
      let next = 0;
      const idsOf = new Map<number, bigint[]>();
      for (const i of batch.keys()) idsOf.set(i, batch[i]!.plans.map(() => couponIds[next++]!));
      const requests = live.flatMap((i) => batch[i]!.plans.map((plan, k) => ({ i, request: stakeRequest(batch[i]!.userId, batch[i]!.account, idsOf.get(i)![k]!, plan.stake, plan.prepaid) })));
      const debits = await ledger.transferEach(
        requests.map((r) => r.request),
        tx,
      );
      const failed = new Map<number, unknown>();
      debits.forEach((d, k) => {
        if ('error' in d && !failed.has(requests[k]!.i)) failed.set(requests[k]!.i, asRefusal(d.error));
      });
      live = live.filter((i) => {
        if (!failed.has(i)) return true;
        refuse(i, failed.get(i));
        return false;
      });

      // The coupons, their legs and the liability they add: one statement.
      const placedAt = new Date(deps.nowMs());
      const couponRows: NewCoupon[] = [];
      const legRows: LegRow[] = [];
      for (const i of live) {
        const p = batch[i]!;
        const typeId = p.draft.typeId as CouponTypeId;
        const coupons: PlacedCoupon[] = [];
        for (const [k, plan] of p.plans.entries()) {
          const id = idsOf.get(i)![k]!;
          const legs: LegRow[] = plan.legs.map((leg, position) => ({
            couponId: id,
            position,
            gameId: leg.input.gameId,
            marketKey: leg.input.marketKey,
            outcomeKey: leg.input.outcomeKey,
            price: leg.price,
            marketVersion: leg.version,
            banker: p.quote.response.legs.find((l) => l.betId === leg.betId)?.banker ?? false,
            isLive: leg.isLive,
            sportId: leg.view!.game.sportId,
            champName: leg.view!.game.champName,
            home: leg.view!.game.home,
            away: leg.view!.game.away,
            eventName: leg.view!.game.name,
            startsAt: new Date(leg.view!.game.startsAt),
            result: 'open',
            score: null,
            resultVersion: null,
          }));
          const coupon = {
            id,
            placementId: placementIds[i]!,
            userId: p.userId,
            accountId: p.account.id,
            currency: p.account.currencyCode,
            typeId,
            // A full cover keeps its name and its leg count as the system value (decision 014).
            systemValue: typeId === COUPON_TYPE.system ? (p.draft.preset !== undefined ? plan.legs.length : (p.draft.systemValue ?? null)) : null,
            preset: typeId === COUPON_TYPE.system ? (p.draft.preset ?? null) : null,
            stakeMinor: plan.stake,
            coef: plan.coef,
            possibleWinMinor: plan.win,
            bonusMultiplier: plan.bonus,
            hyperBonusBp: plan.hyper?.basisPoints ?? null,
            hyperBonusMinStakeMinor: plan.hyper?.minStakeMinor ?? null,
            hyperBonusMaxMinor: plan.hyper?.maxBonusMinor ?? null,
            // Decision 016 (promo).
            prepaidMinor: plan.prepaid,
            boostBp: plan.boost?.percentBp ?? null,
            boostCapMinor: plan.boost?.capMinor ?? null,
            antiExpress: typeId === COUPON_TYPE.express && p.draft.antiExpress === true,
            status: plan.status,
            changeCoefAction: p.draft.changeCoefAction,
            placedAt,
            returnMinor: null,
            settleSeq: 0,
            settledAt: null,
          };
          couponRows.push(coupon);
          legRows.push(...legs);
          // The answer from the rows written (a replay reads them back): no second read.
          coupons.push(toPlaced(coupon, legs));
        }
        out[i] = { value: { kind: 'placed', coupons } };
      }
      await repo.writeCoupons(
        couponRows,
        legRows,
        live.flatMap((i) => adds.get(i)!),
        placedAt,
        tx,
      );
      // A refused placement's claim goes: its key may be used again.
      await repo.deletePlacements(
        batch.flatMap((_, i) => (placementIds[i] !== undefined && out[i] && 'error' in out[i]! ? [placementIds[i]!] : [])),
        tx,
      );
      return out.map((o) => o ?? { error: new Error('bets: a placement without an outcome') });
    });
  }

  const queue = createBatchQueue<PreparedPlacement, PlacementOutcome>({
    lanes: Math.max(1, Math.floor(config.placementBatching.lanes)),
    scan: config.placementBatching.maxBatch * 4,
    take: (waiting) => takePlacements(waiting, Math.max(1, config.placementBatching.maxBatch)),
    run: async (batch) => {
      try {
        return await writeBatch(batch);
      } catch (error) {
        if (batch.length === 1) return [{ error }];
      }
      // The unit of work failed as a whole (nothing was written): each placement again, alone, so an error is its own.
      const settled: Settled<PlacementOutcome>[] = [];
      for (const p of batch) {
        try {
          settled.push(...(await writeBatch([p])));
        } catch (error) {
          settled.push({ error });
        }
      }
      return settled;
    },
  });

  return {
    /** Writes the placement (with others waiting at the same moment); its coupons, or its key taken; a refusal throws. */
    write: (placement: PreparedPlacement): Promise<PlacementOutcome> => queue.submit(placement),
    stats: () => queue.stats(),
  };
}

export type PlacementWriter = ReturnType<typeof createPlacementWriter>;
