import {
  amountDefaults,
  antiExpressCoef,
  betIdOf,
  combinationCount,
  COUPON_TYPE,
  expressCoefficient,
  formatMinor,
  separatorsOf,
  minPossibleWin,
  parseMajorToMinor,
  isBonusBetDeleted,
  possibleWin,
  systemOptions,
  type CouponTypeId,
  type SystemPresetName,
} from '@wager/domain';
import type { CouponDraft, CouponLegInput, SystemOption } from '@wager/contract';
import { effectivePreset, effectiveSystemValue, effectiveType, type CouponSettings, type StoredCoupon } from '../../../shell/coupon-store.ts';
import type { CouponDraftState } from './draft-store.ts';

/**
 * What the coupon sends and what it shows before (or without) the server's quote: the outgoing
 * coupon (S0 §3.8) built from the stored coupon, the settings and the typed stakes, and the
 * figures worked out locally with the domain's maths (decision 014) so a failed quote never
 * leaves the slip blank.
 */

export interface BuiltCoupon {
  typeId: CouponTypeId;
  systemValue: number | null;
  /** A system as a named full cover (decision 014), else null. */
  preset: SystemPresetName | null;
  legs: CouponLegInput[];
  /** The coupon's stake (each single's default for type 9), minor units; null when unreadable. */
  amountMinor: bigint | null;
  amountByBetId: Record<string, bigint>;
  /** Decision 016: the part of the stake from the free-bet balance (0: none). */
  prepaidMinor: bigint;
  /** S0 §3.8 antiExpressCoef: the express goes as its anti-express (decision 014). */
  antiExpress: boolean;
  minorUnits: number;
  stepMinor: bigint;
  initialMinor: bigint;
  draft: CouponDraft | null;
}

export function readAmount(text: string | null, fallback: bigint, minorUnits: number): bigint | null {
  if (text === null) return fallback;
  if (text.trim() === '') return null;
  const value = parseMajorToMinor(text, minorUnits);
  return value === null || value <= 0n ? null : (value as bigint);
}

/** A stake as the field shows it: the language's decimal separator (S0 §1: "5,00" in Russian), no grouping; `readAmount` reads both. */
export function amountText(minor: bigint, minorUnits: number, lang = 'en'): string {
  const text = formatMinor(minor, minorUnits);
  const decimal = separatorsOf(lang).decimal;
  return decimal === '.' ? text : text.replace('.', decimal);
}

export function buildCoupon(coupon: StoredCoupon, settings: CouponSettings, state: CouponDraftState, currency: string): BuiltCoupon {
  const defaults = amountDefaults(currency);
  const stepMinor = BigInt(settings.amountStepByCurrencyIso[currency] ?? defaults.amountStepMinor.toString());
  const typeId = effectiveType(coupon.typeId, coupon.bets.length);
  const bankers = typeId === COUPON_TYPE.system ? coupon.bankers : [];
  const preset = effectivePreset(coupon, typeId);
  const systemValue = typeId === COUPON_TYPE.system && preset === null ? effectiveSystemValue(coupon.systemValue, coupon.bets.length, bankers.length) : null;
  const legs: CouponLegInput[] = coupon.bets.map((bet) => ({
    gameId: bet.gameId,
    marketKey: bet.marketKey,
    outcomeKey: bet.outcomeKey,
    price: bet.price,
    version: bet.version,
    // A line pick whose game went live is refused as EVENT_STARTED rather than taken at live odds (decision 015).
    live: bet.isLive,
    ...(typeId === COUPON_TYPE.system ? { banker: bankers.includes(betIdOf(bet)) } : {}),
  }));
  const amountMinor = readAmount(state.amountText, defaults.initialAmountMinor, defaults.minorUnits);
  const amountByBetId: Record<string, bigint> = {};
  if (typeId === COUPON_TYPE.severalSingles) {
    for (const bet of coupon.bets) {
      const id = betIdOf(bet);
      const own = state.amountTextByBetId[id];
      const value = own === undefined ? amountMinor : readAmount(own, defaults.initialAmountMinor, defaults.minorUnits);
      if (value !== null) amountByBetId[id] = value;
    }
  }
  // Decision 016: a free bet on one coupon (not several singles), at most the stake and what is available.
  const available = BigInt(/^\d+$/.test(state.availablePrepaidAmount) ? state.availablePrepaidAmount : '0');
  const prepaidMinor = state.usePrepaid && typeId !== COUPON_TYPE.severalSingles && amountMinor !== null ? (available < amountMinor ? available : amountMinor) : 0n;
  const antiExpress = state.antiExpress && typeId === COUPON_TYPE.express;
  const draft: CouponDraft | null =
    legs.length === 0
      ? null
      : {
          typeId,
          legs,
          ...(systemValue !== null ? { systemValue, isActiveSystemBanker: true } : {}),
          ...(preset !== null ? { preset } : {}),
          ...(isBonusBetDeleted(coupon.bonusBetDeletedKey, coupon.bets.map(betIdOf)) ? { bonusBetDeleted: true } : {}),
          ...(amountMinor !== null ? { amountMinor: amountMinor.toString() } : {}),
          ...(typeId === COUPON_TYPE.severalSingles ? { amountByBetId: Object.fromEntries(Object.entries(amountByBetId).map(([id, v]) => [id, v.toString()])) } : {}),
          ...(state.accountId !== null ? { accountId: state.accountId } : {}),
          changeCoefAction: settings.changeCoefAction,
          ...(settings.exactCoef !== null ? { exactCoef: settings.exactCoef } : {}),
          ...(settings.isDropOnScoreChange ? { isDropOnScoreChange: true } : {}),
          ...(state.promoCode.trim() !== '' ? { promoCode: state.promoCode.trim() } : {}),
          ...(settings.isVipBet ? { isVipBet: true } : {}),
          ...(prepaidMinor > 0n ? { prepaidAmountMinor: prepaidMinor.toString() } : {}),
          ...(antiExpress ? { antiExpress: true } : {}),
        };
  return { typeId, systemValue, preset, legs, amountMinor, amountByBetId, prepaidMinor, antiExpress, minorUnits: defaults.minorUnits, stepMinor, initialMinor: defaults.initialAmountMinor, draft };
}

/** The coupon's coefficient: the express product (S0 §9 rounded to 3 decimals), or the exact coefficient when set. */
export function localCoef(built: BuiltCoupon, exactCoef: number | null): number {
  if (exactCoef !== null && (built.typeId === COUPON_TYPE.single || built.typeId === COUPON_TYPE.express)) return exactCoef;
  if (built.antiExpress) return antiExpressCoef(built.legs.map((leg) => leg.price)) ?? 1000;
  return expressCoefficient(built.legs.map((leg) => leg.price));
}

/** S0 §5 possible win (and a system's minimum), from the domain's settlement maths; null when the stake or the system is not valid yet. */
export function localWins(built: BuiltCoupon, exactCoef: number | null): { possibleWinMinor: bigint | null; minPossibleWinMinor: bigint | null } {
  const none = { possibleWinMinor: null, minPossibleWinMinor: null };
  if (built.legs.length === 0) return none;
  try {
    if (built.typeId === COUPON_TYPE.severalSingles) {
      let total = 0n;
      for (const leg of built.legs) {
        const stake = built.amountByBetId[`${leg.gameId}:${leg.marketKey}:${leg.outcomeKey}`];
        if (stake === undefined) return none;
        total += possibleWin({ typeId: COUPON_TYPE.single, legs: [{ price: leg.price }], stakeMinor: stake });
      }
      return { possibleWinMinor: total, minPossibleWinMinor: null };
    }
    if (built.amountMinor === null) return none;
    if ((exactCoef !== null || built.antiExpress) && built.typeId !== COUPON_TYPE.system) return { possibleWinMinor: (built.amountMinor * BigInt(localCoef(built, exactCoef))) / 1000n, minPossibleWinMinor: null };
    const shape = built.preset !== null ? { preset: built.preset } : { systemValue: built.systemValue ?? undefined };
    const input = { typeId: built.typeId, legs: built.legs.map((leg) => ({ price: leg.price, banker: leg.banker === true })), ...shape, stakeMinor: built.amountMinor };
    return { possibleWinMinor: possibleWin(input), minPossibleWinMinor: built.typeId === COUPON_TYPE.system ? minPossibleWin(input) : null };
  } catch {
    return none;
  }
}

/** A system's options before the quote: each size with its number of combinations (decision 014: C(n − bankers, k)), and the full covers of that many legs. */
export function localSystemOptions(betCount: number, bankerCount: number): SystemOption[] {
  return systemOptions({ legCount: betCount, bankerCount, minBetAmountMinor: 0n }).map((o) => ({ ...o, minBetAmount: '0' }));
}

/** A system option's value in the picker: its size, or `preset:Name` for a full cover. */
export function systemOptionKey(option: Pick<SystemOption, 'value' | 'presetName'>): string {
  return option.presetName ? `preset:${option.presetName}` : String(option.value);
}

/** The total staked: the stake, or the sum of the singles' stakes for type 9. */
export function totalStake(built: BuiltCoupon): bigint | null {
  if (built.typeId === COUPON_TYPE.severalSingles) {
    const stakes = Object.values(built.amountByBetId);
    return stakes.length === built.legs.length ? stakes.reduce((a, b) => a + b, 0n) : null;
  }
  return built.amountMinor;
}

/** Exact coefficient as typed ("2.35", "2,35") → thousandths; null when empty or not odds. */
export function parseExactCoef(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const match = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(trimmed);
  if (!match) return 'invalid';
  const value = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return value > 1000 && value <= 1_000_000 ? value : 'invalid';
}
