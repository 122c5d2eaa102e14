import { betIdOf, COUPON_TYPE, expressCoefficient, minPossibleWin, possibleWin, type CouponTypeId } from '@wager/domain';
import { COUPON_PROBLEMS, type CouponDraft, type CouponProblem, type CouponQuoteResponse, type QuotedLeg } from '@wager/contract';
import type { BetSelectionView, GameResults } from '../../feed/index.ts';
import { AppError } from '../../../platform/index.ts';
import { amountProblem, priceChangeRefused, systemOptions, systemValueValid, type OddsPolicy } from './rules.ts';

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
}

/** Football 5 s, tennis 3 s, the rest 4 s. */
export const DEFAULT_IN_PLAY_DELAY_MS = { bySport: { 1: 5000, 4: 3000 }, other: 4000 } as const;

export const DEFAULT_BETS_CONFIG: BetsConfig = {
  minStakeMinor: 10n,
  maxStakeMinor: null,
  maxLiabilityPerGameMinor: 10_000_000_000n,
  inPlayDelayMs: DEFAULT_IN_PLAY_DELAY_MS,
};

export interface StakeAccount {
  id: number;
  currencyCode: string;
  balanceMinor: bigint;
  frozen: boolean;
}

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
  /** Each coupon's coef and possible win (type 9: one per single). */
  coupons: { coef: number; possibleWinMinor: bigint | null }[];
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
export function quoteDraft(draft: CouponDraft, account: StakeAccount | null, feed: BetsFeed, config: BetsConfig, fallbackCurrency: string): Quote {
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
    else if (priceChangeRefused(policy, input.price, view.price)) problems.push({ code: 'PRICE_CHANGED', betId });
    if (draft.isDropOnScoreChange && isLive) {
      const picked = draft.scoreByBetId?.[betId];
      if (picked !== undefined && view.game.score !== null && picked !== view.game.score) problems.push({ code: 'SCORE_CHANGED', betId });
    }
    return { betId, input, view, price: view.price, version: view.version, isLive };
  });

  // Two legs of one game in an express or a system depend on each other (S0 §3.8 isDepend).
  const depend = new Set<string>();
  if (typeId === COUPON_TYPE.express || typeId === COUPON_TYPE.system) {
    const byGame = new Map<number, string[]>();
    for (const leg of legs) byGame.set(leg.input.gameId, [...(byGame.get(leg.input.gameId) ?? []), leg.betId]);
    for (const list of byGame.values()) if (list.length > 1) for (const id of list) depend.add(id);
    for (const id of depend) problems.push({ code: 'DEPENDENT_SELECTIONS', betId: id });
  }

  const bankersOn = typeId === COUPON_TYPE.system && draft.isActiveSystemBanker !== false;
  const banker = (leg: LegNow) => bankersOn && leg.input.banker === true;
  const free = legs.filter((l) => !banker(l)).length;
  const bankers = legs.length - free;
  if (typeId === COUPON_TYPE.express && legs.length < 2) problems.push({ code: 'TOO_FEW_LEGS' });
  if (typeId === COUPON_TYPE.system && free < 3) problems.push({ code: 'TOO_FEW_LEGS' });
  const systemOk = systemValueValid(typeId, draft.systemValue, free);
  if (typeId === COUPON_TYPE.system && free >= 3 && !systemOk) problems.push({ code: 'SYSTEM_VALUE_INVALID' });

  // Stakes: the coupon's, or each single's (amountByBetId, else the common amount).
  const stakes: (bigint | null)[] =
    typeId === COUPON_TYPE.severalSingles
      ? legs.map((l) => {
          const raw = draft.amountByBetId?.[l.betId] ?? draft.amountMinor;
          return raw === undefined ? null : BigInt(raw);
        })
      : [draft.amountMinor === undefined ? null : BigInt(draft.amountMinor)];
  const combos = typeId === COUPON_TYPE.system && systemOk ? BigInt(systemOptions(free, bankers, 1n).find((o) => o.value === draft.systemValue)?.combo ?? 1) : 1n;
  const minStake = config.minStakeMinor * combos;
  for (const stake of stakes) {
    if (stake === null) continue;
    const problem = stake <= 0n ? 'BELOW_MIN' : amountProblem(stake, minStake, config.maxStakeMinor);
    if (problem) {
      problems.push({ code: problem });
      break;
    }
  }

  const mathsLegs = legs.map((l) => ({ price: l.price, banker: banker(l) }));
  const shapeOk = typeId === COUPON_TYPE.system ? systemOk && free >= 3 : typeId !== COUPON_TYPE.express || legs.length >= 2;
  const coupons: Quote['coupons'] = [];
  let coef = 1001;
  let win: bigint | null = null;
  let minWin: bigint | null = null;
  if (typeId === COUPON_TYPE.severalSingles) {
    legs.forEach((l, i) => {
      const stake = stakes[i] ?? null;
      coupons.push({ coef: l.price, possibleWinMinor: stake && stake > 0n ? possibleWin({ typeId: COUPON_TYPE.single, legs: [{ price: l.price }], stakeMinor: stake }) : null });
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
      coef = shapeOk ? Number(possibleWin({ typeId, legs: mathsLegs, systemValue: draft.systemValue, stakeMinor: 1_000_000n }) / 1000n) : 1001;
    } else {
      coef = expressCoefficient(legs.map((l) => l.price));
    }
    if (stake !== null && stake > 0n && shapeOk) {
      const input = { typeId, legs: mathsLegs, systemValue: draft.systemValue, stakeMinor: stake };
      win = possibleWin(input);
      minWin = minPossibleWin(input);
    }
    coupons.push({ coef, possibleWinMinor: win });
  }
  if (draft.exactCoef !== undefined && draft.exactCoef !== coef) problems.push({ code: 'EXACT_COEF_UNAVAILABLE' });
  if (draft.promoCode) problems.push({ code: 'PROMO_CODE_INVALID' });
  if (draft.isVipBet) problems.push({ code: 'VIP_BET_UNAVAILABLE' });

  if (account) {
    const total = stakes.reduce<bigint>((sum, s) => sum + (s ?? 0n), 0n);
    if (account.frozen) problems.push({ code: 'ACCOUNT_FROZEN' });
    else if (total > account.balanceMinor) problems.push({ code: 'INSUFFICIENT_FUNDS' });
  }

  const quotedLegs: QuotedLeg[] = legs.map((l) => ({
    betId: l.betId,
    gameId: l.input.gameId,
    marketKey: l.input.marketKey,
    outcomeKey: l.input.outcomeKey,
    price: l.price,
    version: l.version,
    ...(l.view && l.view.price !== l.input.price ? { pickedPrice: l.input.price } : {}),
    isLive: l.isLive,
    isFinished: l.view ? l.view.game.status === 'finished' || l.view.game.status === 'cancelled' : false,
    isLocked: !l.view || !l.view.open,
    isDepend: depend.has(l.betId),
    banker: banker(l),
  }));
  const response: CouponQuoteResponse = {
    typeId,
    legs: quotedLegs,
    coef,
    systemOptions: free >= 3 ? systemOptions(free, bankers, config.minStakeMinor) : [],
    currency: account?.currencyCode ?? fallbackCurrency,
    minAmountMinor: minStake.toString(),
    maxAmountMinor: config.maxStakeMinor === null ? null : config.maxStakeMinor.toString(),
    possibleWinMinor: win === null ? null : win.toString(),
    minPossibleWinMinor: minWin === null ? null : minWin.toString(),
    bonusBet: null,
    isVipBetAvailable: false,
    problems,
  };
  return { response, legs, stakes, coupons };
}
