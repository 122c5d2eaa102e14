import {
  COUPON_TYPE_IDS,
  normalisePromoCode,
  prepaidProblem,
  promoVerdict,
  type CouponTypeId,
  type OddsBoost,
  type PromoTerms,
} from '@wager/domain';
import type { GrantFreebetRequest, IssuePromoCodeRequest, PlayerPromoResponse, PromoCodeView } from '@wager/contract';
import { AppError, type Tx } from '../../../platform/index.ts';
import type { CouponOffers, OfferCoupon, OfferProblem, OfferPromo, OfferQuote, OfferRedeemItem, OfferVerdict, PrepaidReturn } from './offers.ts';
import { isUniqueViolation, type NewMovement, type PromoCodeRow, type PromoRepository } from './promo.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function termsOf(row: PromoCodeRow): PromoTerms {
  return {
    freebetMinor: row.freebetMinor,
    boost: boostOf(row),
    currency: row.currency,
    validFromMs: row.validFrom.getTime(),
    validUntilMs: row.validUntil ? row.validUntil.getTime() : null,
    minCoef: row.minCoef,
    minLegs: row.minLegs,
    couponTypes: row.couponTypes ? row.couponTypes.filter((t): t is CouponTypeId => (COUPON_TYPE_IDS as readonly number[]).includes(t)) : null,
    maxUses: row.maxUses,
    maxUsesPerPlayer: row.maxUsesPerPlayer,
    revoked: row.revokedAt !== null,
  };
}

function boostOf(row: PromoCodeRow): OddsBoost | null {
  return row.boostBp === null ? null : { percentBp: row.boostBp, capMinor: row.boostCapMinor };
}

export function toView(row: PromoCodeRow): PromoCodeView {
  const boost = boostOf(row);
  return {
    code: row.code,
    currency: row.currency,
    freebetMinor: row.freebetMinor === null ? null : row.freebetMinor.toString(),
    boost: boost ? { percentBp: boost.percentBp, capMinor: boost.capMinor === null ? null : boost.capMinor.toString() } : null,
    validFrom: row.validFrom.toISOString(),
    validUntil: iso(row.validUntil),
    minCoef: row.minCoef,
    minLegs: row.minLegs,
    couponTypes: (row.couponTypes as PromoCodeView['couponTypes']) ?? null,
    maxUses: row.maxUses,
    maxUsesPerPlayer: row.maxUsesPerPlayer,
    usesTotal: row.usesTotal,
    userId: row.userId,
    title: row.title,
    revokedAt: iso(row.revokedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A personal code of another player is no code at all for this one (not told apart from an unknown one). */
function visibleTo(row: PromoCodeRow | undefined, userId: number | null): PromoCodeRow | null {
  if (!row) return null;
  if (row.userId !== null && row.userId !== userId) return null;
  return row;
}

/**
 * Promo codes and free bets (decision 016): the operator's codes (issue, list, revoke) and free-bet
 * grants, the player's codes and balances, and the coupon's hook (`offers`): quote, redeem in the
 * placing unit of work, and a void coupon's free-bet stake back to the balance.
 */
export function createPromoService(deps: { repository: PromoRepository; nowMs: () => number }) {
  const repo = deps.repository;

  function promoAnswer(code: string, row: PromoCodeRow | null, verdict: ReturnType<typeof promoVerdict>): OfferPromo {
    return {
      code,
      applied: verdict.ok,
      ...(verdict.ok ? {} : { reason: verdict.reason }),
      freebetMinor: row?.freebetMinor ?? null,
      boost: row ? boostOf(row) : null,
      currency: row?.currency ?? '',
    };
  }

  const couponOf = (input: OfferCoupon) => ({
    userId: input.userId,
    currency: input.currency,
    isBonusAccount: input.isBonusAccount,
    typeId: input.typeId,
    legCount: input.legCount,
    coefs: input.coefs,
  });

  const offers: CouponOffers = {
    async quote(input): Promise<OfferQuote> {
      const problems: OfferProblem[] = [];
      let promo: OfferPromo | null = null;
      let granted = 0n;
      const typed = input.promoCode?.trim() ?? '';
      if (typed !== '') {
        const code = normalisePromoCode(typed);
        const row = code ? visibleTo(await repo.findCode(code), input.userId) : null;
        const usesByPlayer = row && input.userId !== null ? ((await repo.usesBy([{ codeId: row.id, userId: input.userId }])).get(`${row.id}:${input.userId}`) ?? 0) : 0;
        const verdict = promoVerdict({ terms: row ? termsOf(row) : null, nowMs: deps.nowMs(), usesTotal: row?.usesTotal ?? 0, usesByPlayer, coupon: couponOf(input) });
        promo = promoAnswer(code ?? typed.toUpperCase(), row, verdict);
        if (verdict.ok) granted = verdict.freebetMinor;
        else problems.push({ code: 'PROMO_CODE_INVALID', reason: verdict.reason });
      }
      const available = input.userId === null || input.isBonusAccount ? 0n : (await repo.balance(input.userId, input.currency)) + granted;
      const prepaid = prepaidProblem({ prepaidMinor: input.prepaidMinor, availableMinor: available, stakeMinor: input.stakeMinor, typeId: input.typeId });
      if (prepaid) problems.push({ code: 'PREPAID_AMOUNT_INVALID', reason: prepaid });
      return { availablePrepaidMinor: available, promo, problems };
    },

    async redeem(items: readonly OfferRedeemItem[], tx: Tx): Promise<OfferVerdict[]> {
      if (items.length === 0) return [];
      const now = deps.nowMs();
      // A placement that used its code already (the same reference) is answered from its row: counted once.
      const earlier = new Map((await repo.redemptionsOf(items.map((i) => i.placementRef), tx)).map((r) => [r.placementRef, r]));
      const codes = items.map((i) => (i.promoCode && i.promoCode.trim() !== '' ? normalisePromoCode(i.promoCode) : null));
      const rows = await repo.lockCodes(
        [...new Set(codes.filter((c): c is string => c !== null))].sort(),
        tx,
      );
      const byCode = new Map(rows.map((r) => [r.code, r]));
      const used = await repo.usesBy(
        items.flatMap((item, i) => {
          const row = codes[i] ? byCode.get(codes[i]!) : undefined;
          return row ? [{ codeId: row.id, userId: item.userId }] : [];
        }),
        tx,
      );
      const needBalance = items.filter((item, i) => !item.isBonusAccount && (item.prepaidMinor > 0n || (codes[i] && byCode.get(codes[i]!)?.freebetMinor)));
      const balances = await repo.lockBalances(
        needBalance.map((item) => ({ userId: item.userId, currency: item.currency })),
        tx,
      );
      const usesNow = new Map(rows.map((r) => [r.id, r.usesTotal]));
      const added = new Map<number, number>();
      const redemptions: { codeId: number; userId: number; placementRef: string; freebetMinor: bigint }[] = [];
      const movements: NewMovement[] = [];
      const verdicts: OfferVerdict[] = [];
      for (const [i, item] of items.entries()) {
        const typed = item.promoCode?.trim() ?? '';
        const done = earlier.get(item.placementRef);
        if (done) {
          const row = rows.find((r) => r.id === done.codeId);
          verdicts.push({ ok: true, code: row?.code ?? null, freebetGrantedMinor: done.freebetMinor, boost: row ? boostOf(row) : null, prepaidMinor: item.prepaidMinor });
          continue;
        }
        let granted = 0n;
        let row: PromoCodeRow | null = null;
        if (typed !== '') {
          row = codes[i] ? visibleTo(byCode.get(codes[i]!), item.userId) : null;
          const verdict = promoVerdict({
            terms: row ? termsOf(row) : null,
            nowMs: now,
            usesTotal: row ? usesNow.get(row.id)! : 0,
            usesByPlayer: row ? (used.get(`${row.id}:${item.userId}`) ?? 0) : 0,
            coupon: couponOf(item),
          });
          if (!verdict.ok) {
            verdicts.push({ ok: false, problem: { code: 'PROMO_CODE_INVALID', reason: verdict.reason } });
            continue;
          }
          granted = verdict.freebetMinor;
        }
        const key = `${item.userId}:${item.currency}`;
        const balance = item.isBonusAccount ? 0n : (balances.get(key) ?? 0n);
        const prepaid = prepaidProblem({ prepaidMinor: item.prepaidMinor, availableMinor: balance + granted, stakeMinor: item.stakeMinor, typeId: item.typeId });
        if (prepaid) {
          verdicts.push({ ok: false, problem: { code: 'PREPAID_AMOUNT_INVALID', reason: prepaid } });
          continue;
        }
        // Accepted: the counters this unit of work holds move on for the next item of the batch.
        if (row) {
          usesNow.set(row.id, usesNow.get(row.id)! + 1);
          added.set(row.id, (added.get(row.id) ?? 0) + 1);
          used.set(`${row.id}:${item.userId}`, (used.get(`${row.id}:${item.userId}`) ?? 0) + 1);
          redemptions.push({ codeId: row.id, userId: item.userId, placementRef: item.placementRef, freebetMinor: granted });
          if (granted > 0n) movements.push({ key: `code:${row.id}:${item.placementRef}`, userId: item.userId, currency: item.currency, amountMinor: granted, kind: 'grant', codeId: row.id, reference: item.placementRef });
        }
        if (item.prepaidMinor > 0n) movements.push({ key: `${item.placementRef}:prepaid`, userId: item.userId, currency: item.currency, amountMinor: -item.prepaidMinor, kind: 'stake', codeId: null, reference: item.placementRef });
        balances.set(key, balance + granted - item.prepaidMinor);
        verdicts.push({ ok: true, code: row?.code ?? null, freebetGrantedMinor: granted, boost: row ? boostOf(row) : null, prepaidMinor: item.prepaidMinor });
      }
      await repo.insertRedemptions(redemptions, tx);
      await repo.addUses(added, tx);
      await repo.applyMovements(movements, tx);
      return verdicts;
    },

    async returnPrepaid(items: readonly PrepaidReturn[], tx: Tx): Promise<void> {
      await repo.applyMovements(
        items
          .filter((i) => i.amountMinor !== 0n)
          .map((i) => ({
            key: `coupon:${i.couponId}:${i.amountMinor > 0n ? 'restore' : 'unrestore'}:${i.seq}`,
            userId: i.userId,
            currency: i.currency,
            amountMinor: i.amountMinor,
            kind: i.amountMinor > 0n ? 'restore' : 'unrestore',
            codeId: null,
            reference: `coupon/${i.couponId}`,
          })),
        tx,
      );
    },
  };

  return {
    offers,

    /** The operator issues a code; 409 STATE_CONFLICT when the code exists (a revoked one too). */
    async issue(request: IssuePromoCodeRequest, actor: string): Promise<PromoCodeView> {
      const code = normalisePromoCode(request.code);
      if (!code) throw new AppError(400, 'VALIDATION_FAILED', 'A code is 3 to 32 letters, digits, - or _.');
      const row = await repo.insertCode({
        code,
        title: request.title ?? null,
        currency: request.currency,
        freebetMinor: request.freebetMinor === undefined ? null : BigInt(request.freebetMinor),
        boostBp: request.boost?.percentBp ?? null,
        boostCapMinor: request.boost?.capMinor === undefined ? null : BigInt(request.boost.capMinor),
        validFrom: request.validFrom ? new Date(request.validFrom) : new Date(deps.nowMs()),
        validUntil: request.validUntil ? new Date(request.validUntil) : null,
        minCoef: request.minCoef ?? null,
        minLegs: request.minLegs ?? 1,
        couponTypes: request.couponTypes ? [...new Set(request.couponTypes)] : null,
        maxUses: request.maxUses ?? null,
        maxUsesPerPlayer: request.maxUsesPerPlayer ?? 1,
        userId: request.userId ?? null,
        createdBy: actor,
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) return null;
        throw err;
      });
      if (!row) throw new AppError(409, 'STATE_CONFLICT', 'This code exists already.');
      return toView(row);
    },

    async list(): Promise<PromoCodeView[]> {
      return (await repo.listCodes()).map(toView);
    },

    /** Null: no such code. A revoked code stays listed; nothing it gave is taken back. */
    async revoke(code: string): Promise<PromoCodeView | null> {
      const normal = normalisePromoCode(code);
      if (!normal) return null;
      const row = await repo.revokeCode(normal, new Date(deps.nowMs()));
      return row ? toView(row) : null;
    },

    /** The operator grants a free bet (Idempotency-Key: the same key answers the first grant). */
    async grantFreebet(request: GrantFreebetRequest, idempotencyKey: string, actor: string): Promise<{ balance: { currency: string; amountMinor: string }; replayed: boolean }> {
      const key = `operator:${idempotencyKey}`;
      const amount = BigInt(request.amountMinor);
      return repo.transaction(async (tx) => {
        const existing = await repo.movement(key, tx);
        if (existing) {
          if (existing.userId !== request.userId || existing.currency !== request.currency || existing.amountMinor !== amount) {
            throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
          }
        } else {
          await repo.applyMovements([{ key, userId: request.userId, currency: request.currency, amountMinor: amount, kind: 'grant', codeId: null, reference: `${actor}${request.reason ? `: ${request.reason}` : ''}`.slice(0, 300) }], tx);
        }
        const balance = await repo.balance(request.userId, request.currency, tx);
        return { balance: { currency: request.currency, amountMinor: balance.toString() }, replayed: existing !== undefined };
      });
    },

    /** GET /web-api/promo: the player's personal codes he may still use (S0 §3.8 promoCodes) and his free-bet balances. */
    async player(userId: number): Promise<PlayerPromoResponse> {
      const now = deps.nowMs();
      const rows = await repo.personalCodes(userId);
      const used = await repo.usesBy(rows.map((r) => ({ codeId: r.id, userId })));
      const usable = rows.filter((r) => {
        const t = termsOf(r);
        return (t.validUntilMs === null || now < t.validUntilMs) && (t.maxUses === null || r.usesTotal < t.maxUses) && (used.get(`${r.id}:${userId}`) ?? 0) < t.maxUsesPerPlayer;
      });
      const balances = await repo.balancesOf(userId);
      return {
        codes: usable.map((r) => {
          const boost = boostOf(r);
          return {
            code: r.code,
            title: r.title,
            currency: r.currency,
            freebetMinor: r.freebetMinor === null ? null : r.freebetMinor.toString(),
            boost: boost ? { percentBp: boost.percentBp, capMinor: boost.capMinor === null ? null : boost.capMinor.toString() } : null,
            validUntil: iso(r.validUntil),
          };
        }),
        freebets: balances.filter((b) => b.balanceMinor > 0n).map((b) => ({ currency: b.currency, amountMinor: b.balanceMinor.toString() })),
      };
    },

    /** A player's free-bet balance in one currency (tests, the operator). */
    balance: (userId: number, currency: string) => repo.balance(userId, currency),

    /** Every free-bet balance equals the sum of its movements: the rows that do not (empty when all hold). */
    audit: () => repo.audit(),
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
