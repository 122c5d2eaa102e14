import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_TYPES, NO_MONEY_LIMIT, NO_SESSION_LIMIT, measureOf, type LimitType } from './catalogue.ts';
import {
  REALITY_CHECK_OFF,
  approvePending,
  cancelPending,
  decideChange,
  effectiveState,
  isDisabled,
  isLooser,
  isSectionDisabled,
  limitsOfType,
  needApprove,
  startsInFuture,
  type LimitsOfType,
  type StoredLimit,
} from './changes.ts';
import { LIMITS_PROFILE_IDS, availableValues, limitsProfile } from './profiles.ts';

const DAY = 86_400;
const NOW = 1_800_000_000;
const P = limitsProfile('default');

function active(type: LimitType, value: number, extra: Partial<StoredLimit> = {}): StoredLimit {
  return { type, state: 'active', value, startedAt: NOW - DAY, endsAt: null, approvableAt: null, reason: null, source: 'player', ...extra };
}
function pending(type: LimitType, value: number, startedAt = NOW - 2 * DAY): StoredLimit {
  return { type, state: 'pending', value, startedAt, endsAt: null, approvableAt: startedAt + DAY, reason: null, source: 'player' };
}
function of(a?: StoredLimit, p?: StoredLimit, others: StoredLimit[] = []): LimitsOfType {
  return { active: a, pending: p, all: [...(a ? [a] : []), ...(p ? [p] : []), ...others] };
}
const external = active(37, 0, { source: 'operator' });

describe('decideChange: money, session and reality-check limits (S1 §4, §5; decision 021)', () => {
  it('S1 §4: a first deposit limit applies at once', () => {
    expect(decideChange(P, of(), { type: 20, value: 100 }, NOW)).toEqual({
      kind: 'apply',
      active: { type: 20, state: 'active', value: 100, startedAt: NOW, endsAt: null, approvableAt: null, reason: null, source: 'player' },
      dropPending: false,
    });
  });

  it('UKGC RTS 12: a decrease applies at once and drops a pending increase', () => {
    const d = decideChange(limitsProfile('uk'), of(active(20, 500), pending(20, 1000)), { type: 20, value: 200 }, NOW);
    expect(d).toMatchObject({ kind: 'apply', active: { value: 200, startedAt: NOW, state: 'active' }, dropPending: true });
  });

  it('S1 §4: asking for the current value keeps the active row and drops the pending change', () => {
    const a = active(21, 500);
    expect(decideChange(P, of(a, pending(21, 1000)), { type: 21, value: 500 }, NOW)).toEqual({ kind: 'apply', active: a, dropPending: true });
  });

  it('UKGC RTS 12 / decision 021: an increase is PENDING, approvable after 24 h, after the questionnaire', () => {
    const d = decideChange(limitsProfile('uk'), of(active(20, 100)), { type: 20, value: 200 }, NOW);
    expect(d).toEqual({
      kind: 'pending',
      pending: { type: 20, state: 'pending', value: 200, startedAt: NOW, endsAt: null, approvableAt: NOW + DAY, reason: null, source: 'player' },
      needsQuestions: true,
    });
  });

  it('S1 §3: removing a money limit (999999999) is a loosening: PENDING', () => {
    expect(decideChange(P, of(active(10, 100)), { type: 10, value: NO_MONEY_LIMIT }, NOW)).toMatchObject({ kind: 'pending', pending: { value: NO_MONEY_LIMIT } });
  });

  it('S1 §3: "no limit" when none is set removes nothing, at once', () => {
    expect(decideChange(P, of(), { type: 1, value: NO_MONEY_LIMIT }, NOW)).toEqual({ kind: 'remove', dropPending: false });
  });

  it('decision 021: a second increase replaces the pending one and restarts the cooling-off', () => {
    const d = decideChange(P, of(active(20, 100), pending(20, 200, NOW - 3 * DAY)), { type: 20, value: 500 }, NOW);
    expect(d).toMatchObject({ kind: 'pending', pending: { value: 500, startedAt: NOW, approvableAt: NOW + DAY } });
  });

  it('decision 021: a profile without the questionnaire still waits for the cooling-off', () => {
    const d = decideChange({ ...P, loosenNeedsQuestions: false }, of(active(20, 100)), { type: 20, value: 200 }, NOW);
    expect(d).toMatchObject({ kind: 'pending', needsQuestions: false });
  });

  it.each<[LimitType, number]>([
    [20, 15],
    [20, 0],
    [20, -1],
    [1, 123],
    [31, 0],
    [31, 25],
    [32, 20],
    [32, -1],
  ])('S1 §5: type %i value %i is not an available value', (type, value) => {
    expect(decideChange(P, of(), { type, value }, NOW)).toEqual({ kind: 'refuse', code: 'NOT_AVAILABLE' });
  });

  it('S1 §3, §5: a RUB money limit uses the scaled ladder', () => {
    expect(decideChange(P, of(), { type: 20, value: 1000, currency: 'RUB' }, NOW)).toMatchObject({ kind: 'apply' });
    expect(decideChange(P, of(), { type: 20, value: 10, currency: 'RUB' }, NOW)).toEqual({ kind: 'refuse', code: 'NOT_AVAILABLE' });
  });

  it.each<[number, number, 'apply' | 'pending' | 'remove']>([
    [4, 2, 'apply'],
    [4, 4, 'apply'],
    [4, 8, 'pending'],
    [4, NO_SESSION_LIMIT, 'pending'],
  ])('S1 §3 session hours: from %i to %i is %s', (from, to, kind) => {
    expect(decideChange(P, of(active(31, from)), { type: 31, value: to }, NOW).kind).toBe(kind);
  });

  it.each<[number | null, number, 'apply' | 'remove']>([
    [null, 30, 'apply'],
    [30, 15, 'apply'],
    [15, 60, 'apply'],
    [15, REALITY_CHECK_OFF, 'remove'],
    [null, REALITY_CHECK_OFF, 'remove'],
  ])('S1 §4 / UKGC RTS 13: reality check from %s to %i minutes applies at once (%s): a reminder, not a limit', (from, to, kind) => {
    const a = from === null ? undefined : active(32, from);
    expect(decideChange(P, of(a), { type: 32, value: to }, NOW).kind).toBe(kind);
  });

  it('S1 §4: type 37 cannot be set through a limit change', () => {
    expect(decideChange(P, of(), { type: 37, value: 1 }, NOW)).toEqual({ kind: 'refuse', code: 'INVALID_TYPE' });
  });

  it.each<LimitType>([30, 31, 33])('S1 §4: while 37 is active the extra section (type %i) refuses changes', (type) => {
    expect(decideChange(P, of(undefined, undefined, [external]), { type, value: 7 }, NOW)).toEqual({ kind: 'refuse', code: 'EXTERNALLY_EXCLUDED' });
  });

  it('S1 §4: while 37 is active a deposit limit can still be tightened', () => {
    expect(decideChange(P, of(undefined, undefined, [external]), { type: 20, value: 50 }, NOW).kind).toBe('apply');
  });

  it('S1 §4: an ended 37 no longer disables the extra section', () => {
    const ended = active(37, 0, { endsAt: NOW - 1 });
    expect(decideChange(P, of(undefined, undefined, [ended]), { type: 31, value: 2 }, NOW).kind).toBe('apply');
  });
});

describe('decideChange: self-exclusion and time-out (S1 §3, §4)', () => {
  it('S1 §3: a self-exclusion starts now and ends after the chosen days, with its reason, without questions', () => {
    expect(decideChange(P, of(), { type: 30, value: 180, reason: 2 }, NOW)).toEqual({
      kind: 'apply',
      active: { type: 30, state: 'active', value: 180, startedAt: NOW, endsAt: NOW + 180 * DAY, approvableAt: null, reason: 2, source: 'player' },
      dropPending: false,
    });
  });

  it('S1 §3: a time-out of 7 days ends 7 days later and carries no reason', () => {
    expect(decideChange(P, of(), { type: 33, value: 7, reason: 2 }, NOW)).toMatchObject({ kind: 'apply', active: { endsAt: NOW + 7 * DAY, reason: null } });
  });

  it('UKGC LCCP SR 3.5.3: a 90-day self-exclusion is not available under the uk profile', () => {
    expect(decideChange(limitsProfile('uk'), of(), { type: 30, value: 90 }, NOW)).toEqual({ kind: 'refuse', code: 'NOT_AVAILABLE' });
  });

  it('S1 §3: an unknown self-exclusion reason is refused', () => {
    expect(decideChange(P, of(), { type: 30, value: 30, reason: 99 }, NOW)).toEqual({ kind: 'refuse', code: 'NOT_AVAILABLE' });
  });

  it('S1 §4: an active self-exclusion cannot be shortened', () => {
    const a = active(30, 365, { endsAt: NOW + 300 * DAY });
    expect(decideChange(P, of(a), { type: 30, value: 30 }, NOW)).toEqual({ kind: 'refuse', code: 'CANNOT_SHORTEN' });
  });

  it.each([0, -1])('S1 §4: an active time-out cannot be cancelled (value %i)', (value) => {
    const a = active(33, 30, { endsAt: NOW + 20 * DAY });
    expect(decideChange(P, of(a), { type: 33, value }, NOW)).toEqual({ kind: 'refuse', code: 'CANNOT_SHORTEN' });
  });

  it('S1 §4: a longer self-exclusion while one is active extends it; the start stays', () => {
    const a = active(30, 30, { startedAt: NOW - 10 * DAY, endsAt: NOW + 20 * DAY, reason: 1 });
    const d = decideChange(P, of(a), { type: 30, value: 365 }, NOW);
    expect(d).toMatchObject({ kind: 'apply', active: { startedAt: NOW - 10 * DAY, endsAt: NOW + 365 * DAY, value: 375, reason: 1 } });
  });

  it('S1 §4: a self-exclusion asked for now while a later one is scheduled starts now and keeps the later end', () => {
    const a = active(30, 365, { startedAt: NOW + 5 * DAY, endsAt: NOW + 370 * DAY });
    const d = decideChange(P, of(a), { type: 30, value: 7 }, NOW);
    expect(d).toMatchObject({ kind: 'apply', active: { startedAt: NOW, endsAt: NOW + 370 * DAY, value: 370 } });
  });

  it('S1 §4: an ended self-exclusion no longer binds: a new one starts now', () => {
    const a = active(30, 1, { startedAt: NOW - 2 * DAY, endsAt: NOW - DAY });
    expect(decideChange(P, of(a), { type: 30, value: 1 }, NOW)).toMatchObject({ kind: 'apply', active: { startedAt: NOW, endsAt: NOW + DAY } });
  });

  it('S1 §4 property: a request during a binding self-exclusion or time-out never moves its end earlier nor its start later', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LimitType>(30, 33),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: -5, max: 4000 }),
        fc.constantFrom(...LIMITS_PROFILE_IDS),
        (type, startOffsetDays, lengthDays, value, id) => {
          const startedAt = NOW + startOffsetDays * DAY;
          const endsAt = startedAt + lengthDays * DAY;
          fc.pre(endsAt > NOW);
          const a = active(type, lengthDays, { startedAt, endsAt });
          const d = decideChange(limitsProfile(id), of(a), { type, value }, NOW);
          if (d.kind === 'apply') {
            expect(d.active.endsAt).not.toBeNull();
            expect(d.active.endsAt!).toBeGreaterThanOrEqual(endsAt);
            expect(d.active.startedAt).toBeLessThanOrEqual(startedAt);
          } else {
            expect(d).toMatchObject({ kind: 'refuse' });
            expect(['CANNOT_SHORTEN', 'NOT_AVAILABLE']).toContain((d as { code: string }).code);
          }
        },
      ),
    );
  });
});

describe('decideChange properties (S1 §4, §5; decision 021)', () => {
  const adjustable = LIMIT_TYPES.filter((t) => t !== 30 && t !== 33 && t !== 37);

  it('decision 021 property: a change never loosens an active limit at once; a loosening always waits for the full cooling-off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...adjustable), fc.constantFrom(...LIMITS_PROFILE_IDS), fc.nat(), fc.nat(), (type, id, i, j) => {
        const profile = limitsProfile(id);
        const values = availableValues(profile, type);
        const from = values[i % values.length]!;
        const to = values[j % values.length]!;
        const d = decideChange(profile, of(active(type, from)), { type, value: to }, NOW);
        if (type === 32) {
          expect(d.kind).toBe('apply');
        } else if (isLooser(type, to, from)) {
          expect(d).toMatchObject({ kind: 'pending', pending: { value: to, approvableAt: NOW + profile.coolingOffSeconds }, needsQuestions: profile.loosenNeedsQuestions });
        } else if (to === NO_MONEY_LIMIT || to === NO_SESSION_LIMIT) {
          expect(d.kind).toBe('remove');
        } else {
          expect(d.kind).toBe('apply');
          if (d.kind === 'apply') expect(d.active.value).toBe(to);
        }
      }),
    );
  });

  it('S1 §5 property: a value that is not available is refused unless it is the removal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_TYPES), fc.integer({ min: -10, max: 2_000_000_000 }), (type, value) => {
        const listed = availableValues(P, type).includes(value);
        const removal = (measureOf(type) === 'money' && value === NO_MONEY_LIMIT) || (type === 31 && value === -1) || (type === 32 && value === 0);
        const d = decideChange(P, of(), { type, value }, NOW);
        if (type === 37) expect(d).toEqual({ kind: 'refuse', code: 'INVALID_TYPE' });
        else if (!listed && !removal) expect(d).toEqual({ kind: 'refuse', code: 'NOT_AVAILABLE' });
        else expect(d.kind).not.toBe('refuse');
      }),
    );
  });

  it('S1 §4 property: a change that applies at once drops any pending change of that type', () => {
    fc.assert(
      fc.property(fc.constantFrom(20, 21, 22, 1, 10, 31), fc.nat(), fc.nat(), (type: LimitType, i, j) => {
        const values = availableValues(P, type);
        const from = values[i % values.length]!;
        const to = values[j % values.length]!;
        const d = decideChange(P, of(active(type, from), pending(type, NO_MONEY_LIMIT)), { type, value: to }, NOW);
        if (d.kind === 'apply' || d.kind === 'remove') expect(d.dropPending).toBe(true);
      }),
    );
  });
});

describe('approve and reject a pending change (S1 §4)', () => {
  it('S1 §4 limitaction 1: before start + 86400 s approval is refused', () => {
    const p = pending(20, 500, NOW - DAY + 1);
    expect(approvePending(of(active(20, 100), p), NOW)).toEqual({ kind: 'refuse', code: 'NOT_YET_APPROVABLE' });
  });

  it('S1 §4, §9: at start + 86400 s the pending row becomes the active one, in effect now', () => {
    const p = pending(20, 500, NOW - DAY);
    expect(approvePending(of(active(20, 100), p), NOW)).toEqual({ kind: 'apply', active: { ...p, state: 'active', startedAt: NOW, approvableAt: null } });
  });

  it('S1 §4: approving a pending removal removes the limit', () => {
    expect(approvePending(of(active(31, 2), pending(31, NO_SESSION_LIMIT)), NOW)).toEqual({ kind: 'remove' });
  });

  it('S1 §4: nothing pending: approve and reject are refused', () => {
    expect(approvePending(of(active(20, 100)), NOW)).toEqual({ kind: 'refuse', code: 'NOTHING_PENDING' });
    expect(cancelPending(of(active(20, 100)))).toEqual({ kind: 'refuse', code: 'NOTHING_PENDING' });
  });

  it('S1 §4: a pending session-limit increase cannot be approved while 37 is active', () => {
    const d = approvePending({ ...of(active(31, 2), pending(31, 4)), all: [external] }, NOW);
    expect(d).toEqual({ kind: 'refuse', code: 'EXTERNALLY_EXCLUDED' });
  });

  it('S1 §3: limitsOfType picks the active and the pending row of one type', () => {
    const rows = [active(20, 100), pending(20, 200), active(21, 300), external];
    expect(limitsOfType(rows, 20)).toEqual({ active: rows[0], pending: rows[1], all: rows });
    expect(limitsOfType(rows, 22)).toEqual({ active: undefined, pending: undefined, all: rows });
  });

  it('S1 §4 reject: the pending change is cancelled', () => {
    const p = pending(20, 500);
    expect(cancelPending(of(active(20, 100), p))).toEqual({ kind: 'cancel', pending: p });
  });

  it('S1 §4 property: approval is possible exactly from approvableAt', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * DAY, max: 3 * DAY }), (offset) => {
        const p = pending(20, 500, NOW);
        const at = NOW + offset;
        expect(needApprove(p, at)).toBe(at >= NOW + DAY);
        expect(approvePending(of(active(20, 100), p), at).kind).toBe(at >= NOW + DAY ? 'apply' : 'refuse');
      }),
    );
  });
});

describe('effective state and disabled fields (S1 §3, §4)', () => {
  it.each<[string, string, boolean, StoredLimit]>([
    ['a money limit', 'ACTIVE', false, active(20, 100)],
    ['a pending change', 'PENDING', false, pending(20, 500)],
    ['a running self-exclusion', 'ACTIVE', false, active(30, 30, { endsAt: NOW + DAY })],
    ['an ended time-out', 'INACTIVE', false, active(33, 1, { startedAt: NOW - 2 * DAY, endsAt: NOW - DAY })],
    ['a time-out ending right now', 'INACTIVE', false, active(33, 1, { startedAt: NOW - DAY, endsAt: NOW })],
    ['a self-exclusion not yet started', 'INACTIVE', true, active(30, 180, { startedAt: NOW + DAY, endsAt: NOW + 181 * DAY })],
  ])('S1 §4: %s is %s (not-yet-started warning: %s)', (_name, state, warning, limit) => {
    expect(effectiveState(limit, NOW)).toBe(state);
    expect(startsInFuture(limit, NOW)).toBe(warning);
  });

  it('S1 §4: needApprove only for a pending change past its cooling-off', () => {
    expect(needApprove(pending(20, 500, NOW - DAY), NOW)).toBe(true);
    expect(needApprove(pending(20, 500, NOW - DAY + 1), NOW)).toBe(false);
    expect(needApprove(active(20, 500), NOW)).toBe(false);
  });

  it.each<[string, LimitType, boolean, StoredLimit[]]>([
    ['37 itself', 37, true, []],
    ['session hours while 37 is active', 31, true, [external]],
    ['a deposit limit while 37 is active', 20, false, [external]],
    ['a self-exclusion while one is active', 30, true, [active(30, 30, { endsAt: NOW + DAY })]],
    ['a self-exclusion while one is scheduled', 30, true, [active(30, 180, { startedAt: NOW + DAY, endsAt: NOW + 181 * DAY })]],
    ['a self-exclusion after one ended', 30, false, [active(30, 1, { endsAt: NOW - 1 })]],
    ['a time-out while one is active', 33, true, [active(33, 7, { endsAt: NOW + DAY })]],
    ['session hours with no limits', 31, false, []],
  ])('S1 §4: %s (type %i): disabled %s', (_name, type, disabled, all) => {
    expect(isDisabled(type, all, NOW)).toBe(disabled);
  });

  it('S1 §4: the extra section is disabled when 37 is active or any of its fields is', () => {
    expect(isSectionDisabled('extra', [external], NOW)).toBe(true);
    expect(isSectionDisabled('extra', [active(33, 7, { endsAt: NOW + DAY })], NOW)).toBe(true);
    expect(isSectionDisabled('extra', [], NOW)).toBe(false);
    expect(isSectionDisabled('deposit', [external], NOW)).toBe(false);
  });
});
