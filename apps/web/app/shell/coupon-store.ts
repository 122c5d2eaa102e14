import {
  betIdOf,
  bonusBetDeletionKey,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  EMPTY_COUPON,
  parseStoredCoupon,
  removeSelection,
  isSystemPresetName,
  SYSTEM_PRESETS,
  SYSTEM_VALUE_MIN,
  toggleSelection,
  type SystemPresetName,
  type CouponBets,
  type CouponSelection,
  type CouponTypeId,
} from '@wager/domain';
import { createLocalStore } from './local-store.ts';

/**
 * The coupon in this tab (S0 §3.4 "coupon local save: bets, addedAtByBetId, typeId, systemValue"),
 * kept in local storage so a reload or another page keeps it; read after hydration
 * (`local-store.ts`). Beside it the coupon settings (S0 §3.8 coupon settings, §4.1: they persist in
 * app storage) and the S1 §4 coupon reminder's session-storage entry. The rules that tie the
 * settings together (S0 §4.1) are the pure functions below, so the browser test and the unit test
 * check the same code.
 */

export interface StoredCoupon extends CouponBets {
  /** The type the player chose (S0 §4.1); `effectiveType` adapts it to the number of bets. */
  typeId: CouponTypeId;
  /** A system's size k (S0 §5 minimum 2; decision 014: bankers not counted). */
  systemValue: number;
  /** The system's bankers (S0 §3.8 isActiveSystemBanker), by bet id. */
  bankers: string[];
  /** A system chosen as a UK full cover (Trixie, Yankee, …; decision 014) instead of one size. */
  preset: SystemPresetName | null;
  /** S0 §3.8 manuallyDeletedBonusBet: the coupon (its bet ids) the player took the bonus bet off (decision 014). */
  bonusBetDeletedKey: string | null;
}

export const EMPTY_STORED_COUPON: StoredCoupon = Object.freeze({ ...EMPTY_COUPON, typeId: COUPON_TYPE.single, systemValue: SYSTEM_VALUE_MIN, bankers: [], preset: null, bonusBetDeletedKey: null }) as StoredCoupon;

export function parseStoredCouponState(value: unknown): StoredCoupon {
  const bets = parseStoredCoupon(value);
  const raw = (value !== null && typeof value === 'object' ? value : {}) as Partial<Record<keyof StoredCoupon, unknown>>;
  const typeId = COUPON_TYPE_IDS.includes(raw.typeId as CouponTypeId) ? (raw.typeId as CouponTypeId) : COUPON_TYPE.single;
  const systemValue = Number.isSafeInteger(raw.systemValue) && (raw.systemValue as number) >= SYSTEM_VALUE_MIN ? (raw.systemValue as number) : SYSTEM_VALUE_MIN;
  const ids = new Set(bets.bets.map(betIdOf));
  const bankers = Array.isArray(raw.bankers) ? raw.bankers.filter((id): id is string => typeof id === 'string' && ids.has(id)) : [];
  const preset = typeof raw.preset === 'string' && isSystemPresetName(raw.preset) ? raw.preset : null;
  const bonusBetDeletedKey = typeof raw.bonusBetDeletedKey === 'string' && raw.bonusBetDeletedKey.length <= 4000 ? raw.bonusBetDeletedKey : null;
  return { ...bets, typeId, systemValue, bankers, preset, bonusBetDeletedKey };
}

/** The preset a system coupon has now: the chosen one while the coupon has exactly its legs and no bankers. */
export function effectivePreset(coupon: Pick<StoredCoupon, 'preset' | 'bankers' | 'bets'>, typeId: CouponTypeId): SystemPresetName | null {
  if (typeId !== COUPON_TYPE.system || coupon.preset === null || coupon.bankers.length > 0) return null;
  return SYSTEM_PRESETS[coupon.preset].legCount === coupon.bets.length ? coupon.preset : null;
}

// ── S0 §4.1 types by the number of bets ────────────────────────────────────────────────────────

/** S0 §4.1: a single takes one bet; an express and several singles at least 2; a system at least 3. */
export function availableTypes(betCount: number): CouponTypeId[] {
  if (betCount <= 0) return [];
  if (betCount === 1) return [COUPON_TYPE.single];
  if (betCount === 2) return [COUPON_TYPE.express, COUPON_TYPE.severalSingles];
  return [COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.severalSingles];
}

/** The type the coupon has now: the chosen one when the bets allow it, else single for one bet and express for more. */
export function effectiveType(chosen: CouponTypeId, betCount: number): CouponTypeId {
  if (availableTypes(betCount).includes(chosen)) return chosen;
  return betCount <= 1 ? COUPON_TYPE.single : COUPON_TYPE.express;
}

/** The system sizes k a coupon offers: 2 … free − 1, where free counts the bets that are not bankers (decision 014). */
export function systemValuesFor(betCount: number, bankerCount: number): number[] {
  const free = betCount - bankerCount;
  const values: number[] = [];
  for (let k = SYSTEM_VALUE_MIN; k < free; k++) values.push(k);
  return values;
}

/** The chosen size when it is still offered, else the nearest offered one (null when none is). */
export function effectiveSystemValue(chosen: number, betCount: number, bankerCount: number): number | null {
  const values = systemValuesFor(betCount, bankerCount);
  if (values.length === 0) return null;
  return values.includes(chosen) ? chosen : Math.min(Math.max(chosen, values[0] as number), values[values.length - 1] as number);
}

/** A banker may be added while at least 3 free bets stay (a system of size 2 needs 3 free legs). */
export function canAddBanker(betCount: number, bankerCount: number): boolean {
  return betCount - (bankerCount + 1) >= SYSTEM_VALUE_MIN + 1;
}

// ── S0 §3.8 coupon settings and their S0 §4.1 rules ─────────────────────────────────────────────

/** S0 §3.8 / S1 §3: 0 confirm every change, 1 accept any, 2 accept increases (default, S0 §9). */
export type ChangeCoefAction = 0 | 1 | 2;

export interface CouponSettings {
  changeCoefAction: ChangeCoefAction;
  /** S0 §3.8 exactCoef, thousandths; null: none. */
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  isActiveOneClick: boolean;
  /** The one-click stake, minor units (string, decision 008); null: the currency's initial amount. */
  oneClickAmount: string | null;
  isVipBet: boolean;
  /** S0 §3.8 isManualAmountStep + amountStepByCurrencyIso: the player's own step per currency, minor units. */
  amountStepByCurrencyIso: Record<string, string>;
  /** Keep the selections after a placed bet (our setting; the default clears the coupon). */
  keepSelections: boolean;
}

export const DEFAULT_COUPON_SETTINGS: CouponSettings = Object.freeze({
  changeCoefAction: 2,
  exactCoef: null,
  isDropOnScoreChange: false,
  isActiveOneClick: false,
  oneClickAmount: null,
  isVipBet: false,
  amountStepByCurrencyIso: {},
  keepSelections: false,
}) as CouponSettings;

const MINOR = /^(0|[1-9]\d{0,17})$/;

export function parseCouponSettings(value: unknown): CouponSettings {
  if (value === null || typeof value !== 'object') return DEFAULT_COUPON_SETTINGS;
  const raw = value as Partial<Record<keyof CouponSettings, unknown>>;
  const steps: Record<string, string> = {};
  if (raw.amountStepByCurrencyIso !== null && typeof raw.amountStepByCurrencyIso === 'object') {
    for (const [iso, step] of Object.entries(raw.amountStepByCurrencyIso as Record<string, unknown>)) {
      if (/^[A-Z]{3}$/.test(iso) && typeof step === 'string' && MINOR.test(step) && step !== '0') steps[iso] = step;
    }
  }
  const exact = raw.exactCoef;
  const settings: CouponSettings = {
    changeCoefAction: raw.changeCoefAction === 0 || raw.changeCoefAction === 1 || raw.changeCoefAction === 2 ? raw.changeCoefAction : 2,
    exactCoef: Number.isSafeInteger(exact) && (exact as number) > 1000 && (exact as number) <= 1_000_000 ? (exact as number) : null,
    isDropOnScoreChange: raw.isDropOnScoreChange === true,
    isActiveOneClick: raw.isActiveOneClick === true,
    oneClickAmount: typeof raw.oneClickAmount === 'string' && MINOR.test(raw.oneClickAmount) && raw.oneClickAmount !== '0' ? raw.oneClickAmount : null,
    isVipBet: raw.isVipBet === true,
    amountStepByCurrencyIso: steps,
    keepSelections: raw.keepSelections === true,
  };
  // Drop-on-score-change lives only with an exact coefficient (S0 §4.1), whatever storage says.
  return settings.exactCoef === null ? { ...settings, isDropOnScoreChange: false } : settings;
}

/** S0 §4.1: setting the exact coefficient to empty also clears drop-on-score-change. */
export function withExactCoef(settings: CouponSettings, exactCoef: number | null): CouponSettings {
  return exactCoef === null ? { ...settings, exactCoef: null, isDropOnScoreChange: false } : { ...settings, exactCoef };
}

/** S0 §4.1: enabling drop-on-score-change switches one-click off. */
export function withDropOnScoreChange(settings: CouponSettings, on: boolean): CouponSettings {
  return on ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false } : { ...settings, isDropOnScoreChange: false };
}

/**
 * S0 §4.1: switching one-click on while bets are in the coupon asks first (`confirm`); with an
 * empty coupon it just switches on. Switching off never asks.
 */
export function oneClickSwitch(on: boolean, betCount: number): 'on' | 'off' | 'confirm' {
  if (!on) return 'off';
  return betCount > 0 ? 'confirm' : 'on';
}

// ── The stores ──────────────────────────────────────────────────────────────────────────────────

const store = createLocalStore<StoredCoupon>({
  key: 'wager:coupon',
  empty: EMPTY_STORED_COUPON,
  parse: parseStoredCouponState,
  serialise: (coupon) => coupon,
  isEmpty: (coupon) => coupon.bets.length === 0,
});

const settingsStore = createLocalStore<CouponSettings>({
  key: 'wager:coupon-settings',
  empty: DEFAULT_COUPON_SETTINGS,
  parse: parseCouponSettings,
  serialise: (settings) => settings,
  isEmpty: (settings) => JSON.stringify(settings) === JSON.stringify(DEFAULT_COUPON_SETTINGS),
});

export function useCoupon(): StoredCoupon {
  return store.use();
}

export function useCouponSettings(): CouponSettings {
  return settingsStore.use();
}

/** One-click (S0 §4.1): while on, an odds button places a single at once through this handler instead of filling the coupon. */
type OneClickHandler = (selection: CouponSelection) => void;
let oneClickHandler: OneClickHandler | null = null;

/** The coupon registers its placing code here while mounted; returns the unregister. */
export function registerOneClick(handler: OneClickHandler): () => void {
  oneClickHandler = handler;
  return () => {
    if (oneClickHandler === handler) oneClickHandler = null;
  };
}

const keepBankers = (coupon: StoredCoupon, bets: CouponBets): StoredCoupon => {
  const ids = new Set(bets.bets.map(betIdOf));
  return { ...coupon, ...bets, bankers: coupon.bankers.filter((id) => ids.has(id)) };
};

export const couponActions = {
  toggle(selection: CouponSelection): void {
    if (settingsStore.current().isActiveOneClick && oneClickHandler) {
      oneClickHandler(selection);
      return;
    }
    const before = store.current();
    const next = keepBankers(before, toggleSelection(before, selection, Date.now()));
    store.set(next);
    if (next.bets.length > before.bets.length || next.bets.some((bet) => betIdOf(bet) === betIdOf(selection))) scheduleReminder(selection, Date.now());
  },
  remove(betId: string): void {
    const before = store.current();
    store.set(keepBankers(before, removeSelection(before, betId)));
  },
  clear(): void {
    store.set(EMPTY_STORED_COUPON);
  },
  setType(typeId: CouponTypeId): void {
    store.set({ ...store.current(), typeId });
  },
  setSystemValue(systemValue: number): void {
    store.set({ ...store.current(), systemValue, preset: null });
  },
  /** A UK full cover in place of one size (decision 014). */
  setPreset(preset: SystemPresetName): void {
    store.set({ ...store.current(), preset });
  },
  /** S0 §4.1: deleting the bonus bet sets manuallyDeletedBonusBet (for this coupon's bets, decision 014). */
  deleteBonusBet(): void {
    const coupon = store.current();
    store.set({ ...coupon, bonusBetDeletedKey: bonusBetDeletionKey(coupon.bets.map(betIdOf)) });
  },
  toggleBanker(betId: string): void {
    const coupon = store.current();
    const bankers = coupon.bankers.includes(betId) ? coupon.bankers.filter((id) => id !== betId) : canAddBanker(coupon.bets.length, coupon.bankers.length) ? [...coupon.bankers, betId] : coupon.bankers;
    store.set({ ...coupon, bankers });
  },
  /** Replaces a line's price and market version (the player accepted a change, S1 §3 odds-change option 0). */
  updatePrices(prices: ReadonlyArray<{ betId: string; price: number; version: number }>): void {
    const coupon = store.current();
    const byId = new Map(prices.map((p) => [p.betId, p]));
    store.set({ ...coupon, bets: coupon.bets.map((bet) => {
      const now = byId.get(betIdOf(bet));
      return now ? { ...bet, price: now.price, version: now.version } : bet;
    }) });
  },
  /** A whole coupon at once (a coupon loaded by code, a history coupon played again). */
  replace(bets: CouponSelection[], typeId: CouponTypeId, systemValue: number | null, bankers: string[] = []): void {
    const now = Date.now();
    const addedAtByBetId = Object.fromEntries(bets.map((bet) => [betIdOf(bet), now]));
    store.set(parseStoredCouponState({ bets, addedAtByBetId, typeId, systemValue: systemValue ?? SYSTEM_VALUE_MIN, bankers }));
  },
};

export const couponSettingsActions = {
  current: (): CouponSettings => settingsStore.current(),
  update(patch: Partial<CouponSettings>): void {
    settingsStore.set({ ...settingsStore.current(), ...patch });
  },
  setExactCoef(exactCoef: number | null): void {
    settingsStore.set(withExactCoef(settingsStore.current(), exactCoef));
  },
  setDropOnScoreChange(on: boolean): void {
    settingsStore.set(withDropOnScoreChange(settingsStore.current(), on));
  },
  /** The confirmed switch (S0 §4.1): confirming one-click with bets clears the coupon. */
  setOneClick(on: boolean, clearCoupon: boolean): void {
    if (on && clearCoupon) couponActions.clear();
    settingsStore.set({ ...settingsStore.current(), isActiveOneClick: on });
  },
};

// ── S1 §4 coupon reminder ───────────────────────────────────────────────────────────────────────

/** S1 §4, §9: the reminder comes 30 s after a live bet is added, 5 min after a line bet. */
export const COUPON_REMINDER_LIVE_MS = 30_000;
export const COUPON_REMINDER_LINE_MS = 300_000;
const REMINDER_KEY = 'wager:coupon-reminder';

export interface CouponReminder {
  /** The bet it reminds of. */
  id: string;
  isLive: boolean;
  timeToShow: number;
  isShown: boolean;
}

/** S1 §4: a live bet is preferred: a line bet does not replace a pending live bet's reminder. */
export function nextReminder(current: CouponReminder | null, selection: Pick<CouponSelection, 'gameId' | 'marketKey' | 'outcomeKey' | 'isLive'>, now: number): CouponReminder | null {
  if (current && !current.isShown && current.isLive && !selection.isLive) return null;
  return { id: betIdOf(selection), isLive: selection.isLive, timeToShow: now + (selection.isLive ? COUPON_REMINDER_LIVE_MS : COUPON_REMINDER_LINE_MS), isShown: false };
}

export function readReminder(): CouponReminder | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(REMINDER_KEY) ?? 'null') as Partial<CouponReminder> | null;
    if (!raw || typeof raw.id !== 'string' || typeof raw.timeToShow !== 'number') return null;
    return { id: raw.id, isLive: raw.isLive === true, timeToShow: raw.timeToShow, isShown: raw.isShown === true };
  } catch {
    return null;
  }
}

export function writeReminder(reminder: CouponReminder | null): void {
  try {
    if (reminder) window.sessionStorage.setItem(REMINDER_KEY, JSON.stringify(reminder));
    else window.sessionStorage.removeItem(REMINDER_KEY);
  } catch {
    // Private mode: no reminder.
  }
}

function scheduleReminder(selection: CouponSelection, now: number): void {
  if (typeof window === 'undefined') return;
  const next = nextReminder(readReminder(), selection, now);
  if (next) writeReminder(next);
}
