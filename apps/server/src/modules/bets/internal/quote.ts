import {
  antiExpressCoef,
  betIdOf,
  bonusBet,
  couponAmountLimits,
  isVipBetAvailable,
  checkCouponAmount,
  classifyLeg,
  COUPON_TYPE,
  dependentLegs,
  expressCoefficient,
  hyperBonus,
  minPossibleWin,
  oddsChangeDecision,
  possibleWin,
  settlePrepaid,
  SYSTEM_PRESETS,
  systemOptions,
  boostAmount,
  type CouponTypeId,
  type OddsBoost,
} from '@wager/domain';
import { COUPON_PROBLEMS, type CouponDraft, type CouponProblem, type CouponQuoteResponse, type QuotedLeg } from '@wager/contract';
import type { BetSelectionView, GameResults } from '../../feed/index.ts';
import type { CouponOffers } from '../../promo/index.ts';
import { AppError } from '../../../platform/index.ts';
import { type OddsPolicy } from './rules.ts';

/** What bets read of the feed (its `bets` face, decision 015). */
export interface BetsFeed {
  selection(gameId: number, marketKey: string, outcomeKey: string): BetSelectionView | null;
  results(gameId: number): Promise<GameResults | null>;
  onResults(listener: (gameIds: number[]) => void): () => void;
}

/** The operator's numbers (decision 015). */
export interface BetsConfig {
  /** S0 §5 minimum stake (of a coupon, of each single, of each system combination), minor units. */
  minStakeMinor: bigint;
  /** Null: no maximum (S0 §3.8 maxBetAmount default unlimited). */
  maxStakeMinor: bigint | null;
  /** The most the open coupons on one game may pay, per currency (null: no limit). */
  maxLiabilityPerGameMinor: bigint | null;
  /** How long a bet with a live leg waits before its prices are checked again, by sport id; `other` for the rest. */
  inPlayDelayMs: { bySport: Readonly<Record<number, number>>; other: number };
  /** Coupons settled per unit of work (decision 015 amendment); the crash test makes it small. */
  settleBatchSize: number;
  /**
   * Placements written at once (decision 015, batched): at most `lanes` units of work in flight, each
   * taking up to `maxBatch` placements that waited while the lanes were busy.
   */
  placementBatching: { lanes: number; maxBatch: number };
}

/** Football 5 s, tennis 3 s, the rest 4 s. */
export const DEFAULT_IN_PLAY_DELAY_MS = { bySport: { 1: 5000, 4: 3000 }, other: 4000 } as const;

export const DEFAULT_BETS_CONFIG: BetsConfig = {
  minStakeMinor: 10n,
  maxStakeMinor: null,
  maxLiabilityPerGameMinor: 10_000_000_000n,
  inPlayDelayMs: DEFAULT_IN_PLAY_DELAY_MS,
  settleBatchSize: 500,
  placementBatching: { lanes: 4, maxBatch: 64 },
};

export interface StakeAccount {
  id: number;
  currencyCode: string;
  balanceMinor: bigint;
  frozen: boolean;
  /** S0 §5: no maximum on a bonus account. */
  isBonus: boolean;
}

/** The site config's coupon fields (S0 §3.3): read per quote from the config module's cache. */
export interface CouponSiteRules {
  /** isAvailableCouponBonusBet (S0 §4.1). */
  bonusBetAllowed: boolean;
  /** couponTypesWithMinAmount / couponTypesWithMaxAmount (S0 §5). */
  typesWithMin: readonly number[];
  typesWithMax: readonly number[];
  /** showVipBet (S0 §5 VIP bet availability). */
  vipBetAllowed: boolean;
  /** S0 §3.8 hyper-bonus offer (decision 014); null: none. */
  hyperBonus?: HyperBonusOffer | null;
}

/** The operator's hyper-bonus: basis points of an express's winnings, from a minimum stake, capped. */
export interface HyperBonusOffer {
  basisPoints: number;
  minStakeMinor: bigint;
  maxBonusMinor: bigint | null;
}

/** What a won express's hyper-bonus pays on `returnMinor` (its return, stake included) under an offer (decision 014). */
export function hyperBonusOn(offer: HyperBonusOffer, typeId: CouponTypeId, legCount: number, stakeMinor: bigint, returnMinor: bigint): bigint {
  return hyperBonus({ percent: offer.basisPoints / 100, minBetLimitMinor: offer.minStakeMinor, maxBonusMinor: offer.maxBonusMinor, stakeMinor, possibleWinMinor: returnMinor, legCount, typeId });
}

export const DEFAULT_SITE_RULES: CouponSiteRules = { bonusBetAllowed: true, typesWithMin: [0, 1, 2], typesWithMax: [0, 1, 2], vipBetAllowed: true };

/** Long-term bets (S1 §3 sportId 2999) count as market kind 7, which a bonus bet leaves out (S0 §4.1). */
const OUTRIGHT_SPORT_ID = 2999;
const MARKET_KIND_LONG_TERM = 7;

/** One leg as it stands now: the player's pick, the feed's view (null when unknown), the price to accept. */
export interface LegNow {
  betId: string;
  input: CouponDraft['legs'][number];
  view: BetSelectionView | null;
  price: number;
  version: number;
  isLive: boolean;
}

export interface Quote {
  response: CouponQuoteResponse;
  legs: LegNow[];
  /** One stake per coupon to place: one for types 0, 1, 2; one per single for type 9 (null: no amount given). */
  stakes: (bigint | null)[];
  /** Each coupon's coef and possible win (type 9: one per single), the bonus bet's multiplier included. */
  /** Per coupon: coefficient, possible win (with the bonus bet and the hyper-bonus), bonus multiplier, the hyper-bonus offer it goes under. */
  coupons: { coef: number; possibleWinMinor: bigint | null; bonusMultiplier: number | null; hyperBonus: HyperBonusOffer | null }[];
  /**
   * Decision 016 (promo module, `withOffers`): the prepaid part of the one coupon's stake, the promo
   * code's boost, and what it pays when every leg wins (stake not returned, boost added). Null: none.
   */
  offer?: { prepaidMinor: bigint; boost: OddsBoost | null; possiblePayoutMinor: bigint | null } | null;
}

const PROBLEM_ORDER = new Map(COUPON_PROBLEMS.map((code, i) => [code, i]));

/** The first problem by the catalogue's order (PRICE_CHANGED before MARKET_SUSPENDED … before money). */
export function firstProblem(problems: readonly CouponProblem[]): CouponProblem | null {
  return [...problems].sort((a, b) => (PROBLEM_ORDER.get(a.code) ?? 99) - (PROBLEM_ORDER.get(b.code) ?? 99))[0] ?? null;
}

/**
 * The server's answer for a coupon now (S0 §3.8, §4.1, §5): each leg against the hot state, the
 * problems of one catalogue, the coefficient and possible win by the domain's maths (decision 014).
 * A guest (no account) gets no balance check.
 */
export function quoteDraft(draft: CouponDraft, account: StakeAccount | null, feed: BetsFeed, config: BetsConfig, fallbackCurrency: string, site: CouponSiteRules = DEFAULT_SITE_RULES): Quote {
  const typeId = draft.typeId as CouponTypeId;
  if (typeId === COUPON_TYPE.single && draft.legs.length !== 1) throw new AppError(400, 'VALIDATION_FAILED', 'A single has exactly one selection.');
  const policy = draft.changeCoefAction as OddsPolicy;
  const problems: CouponProblem[] = [];
  const ids = draft.legs.map((l) => betIdOf(l));
  if (new Set(ids).size !== ids.length) throw new AppError(400, 'VALIDATION_FAILED', 'A selection appears twice in the coupon.');

  const legs: LegNow[] = draft.legs.map((input, i) => {
    const betId = ids[i]!;
    const view = feed.selection(input.gameId, input.marketKey, input.outcomeKey);
    if (!view) {
      problems.push({ code: 'SELECTION_UNAVAILABLE', betId });
      return { betId, input, view, price: input.price, version: input.version, isLive: false };
    }
    const status = view.game.status;
    const isLive = status === 'live' || status === 'paused';
    if (status === 'finished' || status === 'cancelled') problems.push({ code: 'EVENT_FINISHED', betId });
    else if (isLive && input.live === false) problems.push({ code: 'EVENT_STARTED', betId });
    else if (!view.open) problems.push({ code: 'MARKET_SUSPENDED', betId });
    // With an exact coefficient the coupon's coefficient decides (below), not each leg's move (decision 014).
    else if (draft.exactCoef === undefined) {
      const decision = oddsChangeDecision({ action: policy, pickedPrice: input.price, currentPrice: view.price });
      if (!decision.accept) problems.push({ code: decision.code, betId });
    }
    if (draft.isDropOnScoreChange && isLive) {
      const picked = draft.scoreByBetId?.[betId];
      if (picked !== undefined && view.game.score !== null && picked !== view.game.score) problems.push({ code: 'SCORE_CHANGED', betId });
    }
    return { betId, input, view, price: view.price, version: view.version, isLive };
  });

  // Two legs of one game in an express or a system depend on each other (S0 §3.8 isDepend; no market allows it yet).
  const depend = dependentLegs(
    legs.map((l) => ({ betId: l.betId, gameId: l.input.gameId })),
    typeId,
  );
  for (const id of depend) problems.push({ code: 'DEPENDENT_SELECTIONS', betId: id });

  const bankersOn = typeId === COUPON_TYPE.system && draft.isActiveSystemBanker !== false;
  const banker = (leg: LegNow) => bankersOn && leg.input.banker === true;
  const free = legs.filter((l) => !banker(l)).length;
  const bankers = legs.length - free;
  if (typeId === COUPON_TYPE.express && legs.length < 2) problems.push({ code: 'TOO_FEW_LEGS' });
  if (typeId === COUPON_TYPE.system && free < 3) problems.push({ code: 'TOO_FEW_LEGS' });
  // A system is one size k (2 ≤ k < free legs, bankers apart) or a named full cover on exactly its legs (decision 014).
  const preset = typeId === COUPON_TYPE.system && draft.preset !== undefined ? SYSTEM_PRESETS[draft.preset] : null;
  const systemOk =
    typeId !== COUPON_TYPE.system ||
    (preset !== null ? preset.legCount === legs.length && bankers === 0 : draft.systemValue !== undefined && draft.systemValue >= 2 && draft.systemValue < free);
  if (typeId === COUPON_TYPE.system && free >= 3 && !systemOk) problems.push({ code: 'SYSTEM_VALUE_INVALID' });
  const options = free >= 3 ? systemOptions({ legCount: legs.length, bankerCount: bankers, minBetAmountMinor: config.minStakeMinor }) : [];

  // Stakes: the coupon's, or each single's (amountByBetId, else the common amount).
  const stakes: (bigint | null)[] =
    typeId === COUPON_TYPE.severalSingles
      ? legs.map((l) => {
          const raw = draft.amountByBetId?.[l.betId] ?? draft.amountMinor;
          return raw === undefined ? null : BigInt(raw);
        })
      : [draft.amountMinor === undefined ? null : BigInt(draft.amountMinor)];
  const chosen = typeId === COUPON_TYPE.system && systemOk ? options.find((o) => (preset ? o.presetName === preset.name : o.presetName === null && o.value === draft.systemValue)) : undefined;
  const combos = BigInt(chosen?.combo ?? 1);
  const minStake = config.minStakeMinor * combos;
  // S0 §5: the operator's minimum and maximum only for the listed coupon types, no maximum on a bonus
  // account; each of several singles is a single coupon (S0 §4.1), so type 0's rules apply to it.
  const limits = couponAmountLimits({
    typeId: typeId === COUPON_TYPE.severalSingles ? COUPON_TYPE.single : typeId,
    accountType: account?.isBonus ? 'bonus' : 'main',
    couponTypesWithMinAmount: site.typesWithMin,
    couponTypesWithMaxAmount: site.typesWithMax,
    minBetAmountMinor: minStake,
    maxBetAmountMinor: config.maxStakeMinor,
  });
  // S0 §5 VIP bet: with the flag, a finite maximum, line bets only, not several singles. A VIP bet
  // above the maximum goes to the operator instead of being refused (decision 015, VIP bets).
  const vipAvailable = isVipBetAvailable({ configFlag: site.vipBetAllowed, maxAmount: limits.max, legs: legs.map((l) => ({ isLive: l.isLive })), typeId });
  let vipApproval = false;
  for (const stake of stakes) {
    if (stake === null) continue;
    const problem =
      stake <= 0n
        ? 'BELOW_MIN'
        : checkCouponAmount({
            typeId: typeId === COUPON_TYPE.severalSingles ? COUPON_TYPE.single : typeId,
            accountType: account?.isBonus ? 'bonus' : 'main',
            couponTypesWithMinAmount: site.typesWithMin,
            couponTypesWithMaxAmount: site.typesWithMax,
            minBetAmountMinor: minStake,
            maxBetAmountMinor: config.maxStakeMinor,
            amountMinor: stake,
          });
    if (problem === 'ABOVE_MAX' && draft.isVipBet) {
      // Asked for, the VIP bet is what the stake needs: pending for the operator, or why it cannot be one.
      if (vipAvailable) {
        vipApproval = true;
        continue;
      }
      problems.push({ code: 'VIP_BET_UNAVAILABLE' });
      break;
    }
    if (problem) {
      problems.push({ code: problem });
      break;
    }
  }

  const mathsLegs = legs.map((l) => ({ price: l.price, banker: banker(l) }));
  const shapeOk = typeId === COUPON_TYPE.system ? systemOk && free >= 3 : typeId !== COUPON_TYPE.express || legs.length >= 2;
  const systemShape = preset ? { preset: preset.name } : { systemValue: draft.systemValue };
  // S0 §4.1 automatic bonus bet: an express of ≥3 legs, each ≥1.1 and no long-term bet, unless the player deleted it.
  // S0 §3.8 antiExpressCoef (decision 014): every express is offered its anti-express; placed as one it has no bonus bet nor hyper-bonus.
  if (draft.antiExpress && typeId !== COUPON_TYPE.express) throw new AppError(400, 'VALIDATION_FAILED', 'Only an express can be placed as an anti-express.');
  const antiCoef = typeId === COUPON_TYPE.express && shapeOk ? antiExpressCoef(legs.map((l) => l.price)) : null;
  const anti = draft.antiExpress === true;
  const bonus = shapeOk && !anti
    ? bonusBet({
        siteAllows: site.bonusBetAllowed,
        typeId,
        legs: legs.map((l) => ({ price: l.price, marketKind: l.view?.game.sportId === OUTRIGHT_SPORT_ID ? MARKET_KIND_LONG_TERM : 0 })),
        manuallyDeleted: draft.bonusBetDeleted === true,
      })
    : null;
  const coupons: Quote['coupons'] = [];
  let hyperOffer: HyperBonusOffer | null = null;
  let hyperAmount = 0n;
  /** The possible win with the bonus bet, before the hyper-bonus (the bonus line shows it). */
  let bonusWin: bigint | null = null;
  let coef = 1001;
  let win: bigint | null = null;
  let minWin: bigint | null = null;
  if (typeId === COUPON_TYPE.severalSingles) {
    legs.forEach((l, i) => {
      const stake = stakes[i] ?? null;
      coupons.push({ coef: l.price, possibleWinMinor: stake && stake > 0n ? possibleWin({ typeId: COUPON_TYPE.single, legs: [{ price: l.price }], stakeMinor: stake }) : null, bonusMultiplier: null, hyperBonus: null });
    });
    // The quote's coef for several singles: the sum of their prices (the return of one unit on each).
    coef = legs.reduce((sum, l) => sum + l.price, 0);
    if (coupons.every((c) => c.possibleWinMinor !== null)) {
      win = coupons.reduce((sum, c) => sum + (c.possibleWinMinor ?? 0n), 0n);
      minWin = coupons.reduce<bigint | null>((min, c) => (min === null || c.possibleWinMinor! < min ? c.possibleWinMinor! : min), null);
    }
  } else {
    const stake = stakes[0] ?? null;
    if (typeId === COUPON_TYPE.system) {
      // A system's coef: its whole return per unit staked when every leg wins.
      coef = shapeOk ? Number(possibleWin({ typeId, legs: mathsLegs, ...systemShape, stakeMinor: 1_000_000n }) / 1000n) : 1001;
    } else if (anti) {
      coef = antiCoef ?? 1001;
    } else {
      coef = expressCoefficient(legs.map((l) => l.price));
    }
    if (anti) {
      // Wins at its coefficient when a leg loses; nothing smaller can come of it but the stake back (every leg void).
      if (stake !== null && stake > 0n && antiCoef !== null) win = minWin = (stake * BigInt(antiCoef)) / 1000n;
    } else if (stake !== null && stake > 0n && shapeOk) {
      const input = { typeId, legs: mathsLegs, ...systemShape, stakeMinor: stake };
      win = possibleWin(input);
      minWin = minPossibleWin(input);
    }
    const withBonus = win === null || bonus === null ? win : possibleWin({ typeId, legs: mathsLegs, stakeMinor: stakes[0]!, bonusMultiplier: bonus });
    // S0 §3.8 hyper-bonus: on an express of ≥2 legs, on top of the bonus bet, from the minimum stake (decision 014).
    const offer = typeId === COUPON_TYPE.express && shapeOk && !anti ? (site.hyperBonus ?? null) : null;
    hyperAmount = offer && withBonus !== null ? hyperBonusOn(offer, typeId, legs.length, stakes[0]!, withBonus) : 0n;
    coupons.push({ coef, possibleWinMinor: withBonus === null ? null : withBonus + hyperAmount, bonusMultiplier: bonus, hyperBonus: offer && hyperAmount > 0n ? offer : null });
    hyperOffer = offer;
    bonusWin = withBonus;
  }
  // S0 §3.8 exactCoef (decision 014): the coupon goes at today's prices only while its coefficient is at least the player's.
  if (draft.exactCoef !== undefined && (typeId === COUPON_TYPE.single || typeId === COUPON_TYPE.express) && coef < draft.exactCoef) problems.push({ code: 'EXACT_COEF_UNAVAILABLE' });
  // PROMO_CODE_INVALID and PREPAID_AMOUNT_INVALID: the promo module's hook (`withOffers`, decision 016).

  if (account) {
    const total = stakes.reduce<bigint>((sum, s) => sum + (s ?? 0n), 0n);
    // Decision 016: the prepaid part comes from the free-bet balance (checked by the promo hook), the rest from the account.
    const prepaid = BigInt(draft.prepaidAmountMinor ?? '0');
    if (account.frozen) problems.push({ code: 'ACCOUNT_FROZEN' });
    else if (total - (prepaid < total ? prepaid : total) > account.balanceMinor) problems.push({ code: 'INSUFFICIENT_FUNDS' });
  }

  const quotedLegs: QuotedLeg[] = legs.map((l) => {
    // S0 §4.1 live / finished / locked, from the game as the feed has it now.
    const ended = l.view !== null && (l.view.game.status === 'finished' || l.view.game.status === 'cancelled');
    const classified = classifyLeg({
      gameFinished: ended,
      gameStatus: null,
      gameTimeSec: null,
      isLiveInLive: l.isLive,
      marketIsLive: false,
      isBlocked: !l.view || !l.view.open,
      isDepend: depend.has(l.betId),
      isBannedExpress: false,
    });
    return {
      betId: l.betId,
      gameId: l.input.gameId,
      marketKey: l.input.marketKey,
      outcomeKey: l.input.outcomeKey,
      price: l.price,
      version: l.version,
      ...(l.view && l.view.price !== l.input.price ? { pickedPrice: l.input.price } : {}),
      ...classified,
      isDepend: depend.has(l.betId),
      banker: banker(l),
    };
  });
  const response: CouponQuoteResponse = {
    typeId,
    legs: quotedLegs,
    coef,
    systemOptions: options.map((o) => ({ ...o, minBetAmount: o.minBetAmount.toString() })),
    currency: account?.currencyCode ?? fallbackCurrency,
    minAmountMinor: limits.min === null ? null : limits.min.toString(),
    maxAmountMinor: limits.max === null ? null : limits.max.toString(),
    possibleWinMinor: win === null ? null : win.toString(),
    minPossibleWinMinor: minWin === null ? null : minWin.toString(),
    bonusBet: bonus === null ? null : { multiplier: bonus, possibleWinMinor: bonusWin === null ? null : bonusWin.toString() },
    isVipBetAvailable: vipAvailable,
    ...(vipApproval ? { vipApproval: true } : {}),
    ...(typeId === COUPON_TYPE.express ? { antiExpressCoef: antiCoef } : {}),
    hyperBonus: hyperOffer
      ? {
          percent: hyperOffer.basisPoints / 100,
          minBetLimitMinor: hyperOffer.minStakeMinor.toString(),
          maxBonusMinor: hyperOffer.maxBonusMinor === null ? null : hyperOffer.maxBonusMinor.toString(),
          amountMinor: hyperAmount.toString(),
        }
      : null,
    problems,
  };
  return { response, legs, stakes, coupons };
}

/**
 * Decision 016: the promo module's answer on a quote (its `CouponOffers.quote` hook, no writes): the
 * code's problem or what it gives, the prepaid amount's problem, S0 §3.8 availablePrepaidAmount, and
 * the possible payout of the one coupon (stake not returned on the prepaid part, the boost added),
 * which is also what the placement stores as the coupon's possible win and counts in the liability.
 */
export async function withOffers(q: Quote, draft: CouponDraft, account: StakeAccount | null, userId: number | null, offers: CouponOffers): Promise<Quote> {
  const typeId = draft.typeId as CouponTypeId;
  const one = typeId !== COUPON_TYPE.severalSingles;
  const stake = one ? (q.stakes[0] ?? null) : q.stakes.every((s) => s !== null) ? q.stakes.reduce<bigint>((a, s) => a + s!, 0n) : null;
  const prepaidMinor = BigInt(draft.prepaidAmountMinor ?? '0');
  const offer = await offers.quote({
    userId,
    currency: q.response.currency,
    isBonusAccount: account?.isBonus ?? false,
    typeId,
    legCount: q.legs.length,
    coefs: q.coupons.map((c) => c.coef),
    stakeMinor: stake,
    promoCode: draft.promoCode?.trim() ? draft.promoCode : null,
    prepaidMinor,
  });
  const problems = [...q.response.problems, ...offer.problems.map((p) => ({ code: p.code, reason: p.reason }))];
  const boost = offer.promo?.applied ? offer.promo.boost : null;
  const win = one ? (q.coupons[0]?.possibleWinMinor ?? null) : null;
  let payout: bigint | null = null;
  if (one && win !== null && stake !== null && stake > 0n && (prepaidMinor > 0n || boost !== null)) {
    const outcome = win > stake ? 'won' : win === stake ? 'void' : 'partial';
    payout = settlePrepaid({ outcome, returnMinor: win, stakeMinor: stake, prepaidMinor: prepaidMinor > stake ? stake : prepaidMinor, boost }).payoutMinor;
  }
  const response = {
    ...q.response,
    problems,
    availablePrepaidAmountMinor: offer.availablePrepaidMinor.toString(),
    promo: offer.promo
      ? {
          code: offer.promo.code,
          applied: offer.promo.applied,
          ...(offer.promo.reason ? { reason: offer.promo.reason } : {}),
          freebetMinor: offer.promo.freebetMinor === null ? null : offer.promo.freebetMinor.toString(),
          currency: offer.promo.currency,
          boost: offer.promo.boost
            ? {
                percentBp: offer.promo.boost.percentBp,
                capMinor: offer.promo.boost.capMinor === null ? null : offer.promo.boost.capMinor.toString(),
                possibleBoostMinor: win !== null && stake !== null ? boostAmount({ returnMinor: win, stakeMinor: stake, boost: offer.promo.boost }).toString() : null,
              }
            : null,
        }
      : null,
    possiblePayoutMinor: payout !== null ? payout.toString() : one ? (win?.toString() ?? null) : q.response.possibleWinMinor,
  };
  return { ...q, response, offer: one ? { prepaidMinor, boost, possiblePayoutMinor: payout } : null };
}
