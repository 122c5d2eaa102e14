import { describe, expect, it } from 'vitest';
import type { Limit } from '@wager/contract';
import { dueApprovals, externalExclusion, hasSessionLimit, isExtraDisabled, isLocked, isRowDisabled, isSectionLockedAll, majorToMinor, nextApprovalAt, startsLater, typeView } from './limit-view.ts';
import { mergeLimits } from './api.ts';

function limit(over: Partial<Limit> & Pick<Limit, 'limitType'>): Limit {
  return {
    limitValue: -1,
    limitState: 'INACTIVE',
    startedAt: null,
    endsAt: null,
    limitBalance: null,
    needApprove: false,
    approvableAt: null,
    selfExcludeReason: null,
    measure: 'days',
    availableValues: [],
    type: 'extra',
    disabled: false,
    ...over,
  };
}

describe('the responsible-gaming screen reads the limit rows (S1 §3, §4)', () => {
  it('S1 §4: a type shows its ACTIVE value and, beside it, a PENDING change; the choices come with the row', () => {
    const rows = [
      limit({ limitType: 20, limitState: 'ACTIVE', limitValue: 20, measure: 'EUR', type: 'deposit', availableValues: [10, 20, 50] }),
      limit({ limitType: 20, limitState: 'PENDING', limitValue: 50, measure: 'EUR', type: 'deposit', startedAt: 100, approvableAt: 86_500 }),
    ];
    const view = typeView(rows, 20);
    expect(view.current?.limitValue).toBe(20);
    expect(view.pending?.limitValue).toBe(50);
    expect(view.options).toEqual([10, 20, 50]);
    expect(view.currency).toBe('EUR');
    expect(typeView(rows, 21)).toEqual({ type: 21, current: null, pending: null, options: [], currency: null });
  });

  it('S1 §4: self-exclusion and time-out cannot be changed once active; a self-exclusion starting later is flagged', () => {
    const timeOut = limit({ limitType: 33, limitState: 'ACTIVE', limitValue: 1, startedAt: 100, endsAt: 86_500 });
    expect(isLocked(typeView([timeOut], 33))).toBe(true);
    expect(isLocked(typeView([limit({ limitType: 33, limitValue: 0 })], 33))).toBe(false);
    expect(isLocked(typeView([limit({ limitType: 31, limitState: 'ACTIVE', limitValue: 2 })], 31))).toBe(false);
    const later = limit({ limitType: 30, limitState: 'ACTIVE', limitValue: 30, startedAt: 1_000 });
    expect(startsLater(later, 999)).toBe(true);
    expect(startsLater(later, 1_000)).toBe(false);
    expect(startsLater({ ...timeOut, startedAt: 5_000 }, 999)).toBe(false);
  });

  it('S1 §4: the extra section is disabled while type 37 is active or any of its fields is disabled', () => {
    expect(isExtraDisabled([limit({ limitType: 30 })])).toBe(false);
    expect(isExtraDisabled([limit({ limitType: 37, limitState: 'ACTIVE', limitValue: 1 })])).toBe(true);
    expect(externalExclusion([limit({ limitType: 37, limitState: 'INACTIVE' })])).toBeNull();
    expect(isExtraDisabled([limit({ limitType: 31, disabled: true })])).toBe(true);
    expect(isExtraDisabled([limit({ limitType: 20, disabled: true, type: 'deposit' })])).toBe(false);
  });

  it('S1 §4: the approval pop-up is due for a pending deposit limit at start + 86400 s, not before, and not for other types', () => {
    const pending = limit({ limitType: 21, limitState: 'PENDING', limitValue: 100, startedAt: 0, approvableAt: 86_400, type: 'deposit' });
    const wagering = limit({ limitType: 1, limitState: 'PENDING', limitValue: 100, startedAt: 0, approvableAt: 50, type: 'wagering' });
    expect(dueApprovals([pending, wagering], 86_399)).toEqual([]);
    expect(dueApprovals([pending, wagering], 86_400)).toEqual([pending]);
    expect(dueApprovals([{ ...pending, needApprove: true }], 0)).toHaveLength(1);
    expect(nextApprovalAt([pending, wagering], 10)).toBe(86_400);
    expect(nextApprovalAt([pending], 86_400)).toBeNull();
  });

  it('S1 §9: the session ping runs only while a session limit is set', () => {
    expect(hasSessionLimit([limit({ limitType: 31, limitState: 'ACTIVE', limitValue: 3 })])).toBe(true);
    expect(hasSessionLimit([limit({ limitType: 31, limitState: 'ACTIVE', limitValue: -1 })])).toBe(false);
    expect(hasSessionLimit([limit({ limitType: 31, limitState: 'PENDING', limitValue: 3 })])).toBe(false);
  });

  it('decision 021: a money limit is whole major units; the screen turns it into exact minor units', () => {
    expect(majorToMinor(20, 'EUR')).toBe(2_000n);
    expect(majorToMinor(999_999_999, 'BHD')).toBe(999_999_999_000n);
    expect(majorToMinor(1_500, 'JPY')).toBe(1_500n);
  });

  it('S1 §4: an answer\'s rows replace both rows of its types and leave the others', () => {
    const active = limit({ limitType: 20, limitState: 'ACTIVE', limitValue: 20 });
    const pending = limit({ limitType: 20, limitState: 'PENDING', limitValue: 50 });
    const other = limit({ limitType: 1, limitState: 'ACTIVE', limitValue: 5 });
    expect(mergeLimits([active, pending, other], [{ ...active, limitValue: 10 }])).toEqual([other, { ...active, limitValue: 10 }]);
    expect(mergeLimits([active], [])).toEqual([active]);
  });
});

describe('S1 §4: the "entirely disabled" feature flag (site config limitsSectionLockAll)', () => {
  const deposit = (type: 20 | 21 | 22, disabled: boolean) => limit({ limitType: type, type: 'deposit', measure: 'EUR', disabled });
  const oneDisabled = [deposit(20, false), deposit(21, true), deposit(22, false)];

  it.each([
    ['deposit', true, true, oneDisabled],
    ['deposit', false, false, oneDisabled],
    ['deposit', true, false, [deposit(20, false), deposit(21, false)]],
    ['wagering', true, true, [limit({ limitType: 2, type: 'wagering', disabled: true })]],
    ['loss', true, true, [limit({ limitType: 12, type: 'loss', disabled: true })]],
    ['loss', true, false, [limit({ limitType: 2, type: 'wagering', disabled: true })]],
    ['realityCheck', true, false, [limit({ limitType: 32, disabled: true })]],
    ['extra', true, false, [limit({ limitType: 31, disabled: true })]],
  ] as const)('S1 §4: section %s, flag on %s → entirely disabled %s', (section, flag, expected, rows) => {
    expect(isSectionLockedAll(rows, section, flag)).toBe(expected);
  });

  it('S1 §4: with the flag off only the disabled field itself is disabled', () => {
    expect(isRowDisabled(typeView(oneDisabled, 21))).toBe(true);
    expect(isRowDisabled(typeView(oneDisabled, 20))).toBe(false);
    expect(isRowDisabled(typeView([deposit(20, false), { ...deposit(20, true), limitState: 'PENDING' }], 20))).toBe(true);
  });
});
