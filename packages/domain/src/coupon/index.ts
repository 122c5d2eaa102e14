export { betIdOf, EMPTY_COUPON, parseStoredCoupon, removeSelection, toggleSelection, type CouponBets, type CouponSelection } from './selections.ts';
export {
  combinationCount,
  combinations,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  CouponMathsError,
  expressCoefficient,
  LEG_RESULTS,
  legFactor,
  minPossibleWin,
  possibleWin,
  settleCoupon,
  SYSTEM_VALUE_MIN,
  type CouponOutcome,
  type CouponTypeId,
  type LegResult,
  type SettlementAnswer,
  type SettlementInput,
  type SettlementLeg,
} from './settlement.ts';
export { isSystemPresetName, presetFor, SYSTEM_PRESET_ALIASES, SYSTEM_PRESET_NAMES, SYSTEM_PRESETS, type SystemPreset, type SystemPresetName } from './presets.ts';
export { systemOptions, type SystemOptionsInput, type SystemOptionValue } from './systems.ts';
export {
  blockMaxAmounts,
  checkCouponAmount,
  couponAmountLimits,
  isOneClickActive,
  isVipBetAvailable,
  QUICK_AMOUNT_MULTIPLES,
  quickAmounts,
  type CouponAccountType,
  type CouponAmountLimits,
  type CouponAmountLimitsInput,
  type CouponAmountProblem,
  type CouponBlock,
  type VipBetInput,
} from './limits.ts';
export {
  BONUS_BET,
  bonusBet,
  bonusBetDeletionKey,
  HYPER_BONUS_MIN_LEGS,
  hyperBonus,
  isBonusBetDeleted,
  withBonusMultiplier,
  type BonusBetInput,
  type HyperBonusInput,
} from './bonus.ts';
export { antiExpressCoef, settleAntiExpress, type AntiExpressLeg } from './anti-express.ts';
export {
  CHANGE_COEF_ACTION,
  couponSettingsReducer,
  DEFAULT_CHANGE_COEF_ACTION,
  DEFAULT_COUPON_SETTINGS,
  oddsChangeDecision,
  type ChangeCoefActionId,
  type CouponSettingsAction,
  type CouponSettingsResult,
  type CouponSettingsState,
  type OddsChangeDecision,
  type OddsChangeInput,
} from './odds-change.ts';
export { classifyLeg, dependentLegs, GAME_STATUS, type DependencyLeg, type LegClassification, type LegClassificationInput } from './legs.ts';
export { cashOutValue, partialCashOut, type CashOutInput, type CashOutLeg, type PartialCashOut } from './cash-out.ts';
export { convertOdds } from './convert.ts';
export {
  boostAmount,
  normalisePromoCode,
  prepaidProblem,
  PREPAID_COUPON_TYPES,
  PREPAID_REFUSAL_REASONS,
  PROMO_REFUSAL_REASONS,
  promoVerdict,
  settlePrepaid,
  type OddsBoost,
  type PrepaidRefusalReason,
  type PrepaidSettlement,
  type PromoCoupon,
  type PromoRefusalReason,
  type PromoTerms,
  type PromoVerdict,
} from './promo.ts';
