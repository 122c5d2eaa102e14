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
