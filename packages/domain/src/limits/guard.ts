import { MONEY_LIMIT_WINDOW_SECONDS, NO_MONEY_LIMIT, NO_SESSION_LIMIT, type LimitType } from './catalogue.ts';
import { effectiveState, type StoredLimit } from './changes.ts';

/**
 * The verdicts the server's one check (`limits.check`, decision 021) applies on every money path.
 * Money is exact bigint minor units; times are epoch seconds.
 */

export type MoneyLimitVerdict = { allowed: true; leftMinor: bigint } | { allowed: false; leftMinor: bigint };

/**
 * A deposit, wagering or loss limit against one movement (S1 §3): refused when
 * used + amount > limit. `leftMinor` is what is left before this movement (never below 0; the
 * S1 §3 limitBalance with amount 0). NO_MONEY_LIMIT (or more) never refuses.
 */
export function moneyLimitVerdict(input: { limitMajor: number; minorUnits: number; usedMinor: bigint; amountMinor: bigint }): MoneyLimitVerdict {
  const limitMinor = BigInt(Math.trunc(input.limitMajor)) * 10n ** BigInt(input.minorUnits);
  const rest = limitMinor - input.usedMinor;
  const leftMinor = rest > 0n ? rest : 0n;
  if (input.limitMajor >= NO_MONEY_LIMIT) return { allowed: true, leftMinor };
  return { allowed: input.usedMinor + input.amountMinor <= limitMinor, leftMinor };
}

/**
 * A loss limit's "used": net loss in the window, stakes − returns, never below 0 (a win does not
 * buy room beyond the limit). An open bet's stake counts as staked and returns nothing until it
 * settles, so bets still open cannot be used to pass the limit; the new stake is the `amountMinor`.
 */
export function lossSoFar(input: { stakedMinor: bigint; returnedMinor: bigint }): bigint {
  const net = input.stakedMinor - input.returnedMinor;
  return net > 0n ? net : 0n;
}

export type GuardedAction = 'deposit' | 'bet' | 'casino' | 'withdraw' | 'history' | 'signin';
export type ExclusionVerdict = { code: 'SELF_EXCLUDED' | 'TIMED_OUT'; limitType: 30 | 33 | 37; endsAt: number | null };

/** The actions an exclusion stops: money going in or at stake. Withdrawals, history and sign-in stay open. */
const STOPPED_BY_EXCLUSION: readonly GuardedAction[] = ['deposit', 'bet', 'casino'];

/**
 * Self-exclusion (30), external exclusion (37) and time-out (33) in force stop deposits, bets and
 * casino rounds, never a withdrawal or reading history; sign-in stays allowed so an excluded
 * player can take his money out (the server shows a banner). A self-exclusion wins over a
 * time-out; of two, the one ending last (null = until lifted) is reported.
 */
export function exclusionVerdict(limits: readonly StoredLimit[], action: GuardedAction, nowS: number): ExclusionVerdict | null {
  if (!STOPPED_BY_EXCLUSION.includes(action)) return null;
  const inForce = limits.filter((l) => (l.type === 30 || l.type === 33 || l.type === 37) && effectiveState(l, nowS) === 'ACTIVE');
  const exclusions = inForce.filter((l) => l.type !== 33);
  const chosen = latestEnding(exclusions.length > 0 ? exclusions : inForce);
  if (!chosen) return null;
  return { code: chosen.type === 33 ? 'TIMED_OUT' : 'SELF_EXCLUDED', limitType: chosen.type as 30 | 33 | 37, endsAt: chosen.endsAt };
}

function latestEnding(limits: readonly StoredLimit[]): StoredLimit | undefined {
  let best: StoredLimit | undefined;
  for (const l of limits) {
    if (!best || l.endsAt === null || (best.endsAt !== null && l.endsAt > best.endsAt)) best = l;
    if (best.endsAt === null) break;
  }
  return best;
}

/** The session limit's day (S1 §4): the calendar date at `utcOffsetMinutes` from UTC, 'YYYY-MM-DD'. */
export function sessionDay(nowS: number, utcOffsetMinutes = 0): string {
  return new Date((nowS + utcOffsetMinutes * 60) * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds the session day after `nowS` begins (when a used-up session limit frees up, S1 §8 "visit tomorrow"). */
export function nextSessionDayStart(nowS: number, utcOffsetMinutes = 0): number {
  const local = nowS + utcOffsetMinutes * 60;
  return (Math.floor(local / 86_400) + 1) * 86_400 - utcOffsetMinutes * 60;
}

/** Seconds of signed-in time left today; null when no session limit is set (S1 §3 hours -1). */
export function sessionSecondsLeft(hours: number, usedSeconds: number): number | null {
  if (hours === NO_SESSION_LIMIT || hours <= 0) return null;
  return Math.max(0, hours * 3600 - usedSeconds);
}

/**
 * Signed-in seconds to add between two requests or pings. The web pings every 30 s (S1 §4, §9),
 * so a longer gap (a closed tab, a sleeping laptop) counts only `maxGapS`: a player is not charged
 * for time away, and a missed ping or two is not lost. No previous request, or a clock going back: 0.
 */
export function addSessionTime(lastSeenS: number | null, nowS: number, maxGapS = 90): number {
  if (lastSeenS === null) return 0;
  const gap = nowS - lastSeenS;
  if (!(gap > 0)) return 0;
  return Math.min(gap, maxGapS);
}

/** When the next reality-check reminder is due (S1 §4: the timer restarts after continue or nothing); null when none set. */
export function nextRealityCheckDue(nowS: number, minutes: number): number | null {
  return minutes > 0 ? nowS + minutes * 60 : null;
}

/**
 * The start of a money limit's rolling window (S1 §3: 24 h, 7 days, 30 days), exclusive: a movement
 * counts while its time is after it (so one falls out exactly `window` seconds later). null for other types.
 */
export function windowStart(type: LimitType, nowS: number): number | null {
  const length = MONEY_LIMIT_WINDOW_SECONDS[type];
  return length === undefined ? null : nowS - length;
}

/**
 * When a refused money movement would fit (the LIMIT_REACHED `endsAt`): the earliest time the
 * movements still in the window plus `amountMinor` stay within the limit, as old ones fall out.
 * `counted` are the window's movements (epoch seconds, minor units, what the limit counts). null
 * when the amount alone exceeds the limit (it never fits) or when it fits now.
 */
export function moneyLimitFreesAt(
  type: LimitType,
  counted: readonly { atS: number; amountMinor: bigint }[],
  limitMinor: bigint,
  amountMinor: bigint,
  nowS: number,
): number | null {
  const length = MONEY_LIMIT_WINDOW_SECONDS[type];
  if (length === undefined || amountMinor > limitMinor) return null;
  const from = nowS - length;
  const inWindow = counted.filter((m) => m.atS > from).sort((a, b) => a.atS - b.atS);
  let used = inWindow.reduce((sum, m) => sum + m.amountMinor, 0n);
  if (used + amountMinor <= limitMinor) return null;
  for (const m of inWindow) {
    used -= m.amountMinor;
    if (used + amountMinor <= limitMinor) return m.atS + length;
  }
  return null;
}
