import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_TYPES, NO_MONEY_LIMIT, NO_SESSION_LIMIT, measureOf, type LimitType } from './catalogue.ts';
import { LIMITS_PROFILES, LIMITS_PROFILE_IDS, MONEY_LADDER, availableValues, limitsProfile, moneyLadderScale, parseLimitsProfileId } from './profiles.ts';

const S1_SELF_EXCLUSION = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650];

describe('limits profiles (decision 021)', () => {
  it('S1 §3: the default profile offers every S1 value', () => {
    const p = limitsProfile('default');
    expect(availableValues(p, 30)).toEqual(S1_SELF_EXCLUSION);
    expect(availableValues(p, 33)).toEqual([1, 7, 30, 90]);
    expect(availableValues(p, 31)).toEqual([...Array.from({ length: 24 }, (_, i) => i + 1), -1]);
    expect(availableValues(p, 32)).toEqual([5, 10, 15, 30, 45, 60]);
    expect(availableValues(p, 37)).toEqual([]);
  });

  it('S1 §4, §9: every built-in profile approves a looser limit at start + 86400 s', () => {
    for (const id of LIMITS_PROFILE_IDS) expect(limitsProfile(id).coolingOffSeconds).toBe(86_400);
  });

  it('UKGC LCCP SR 3.5.3 / MGA Player Protection Directive: self-exclusion of at least 6 months', () => {
    for (const id of ['uk', 'mt'] as const) {
      expect(availableValues(limitsProfile(id), 30)).toEqual([180, 365, 730, 1095, 1825, 3650]);
      expect(limitsProfile(id).clauses.selfExclusion).toMatch(/6 months/);
    }
  });

  it('UKGC LCCP 3.5.2-style time-out: at most six weeks (1, 7, 30 days)', () => {
    expect(availableValues(limitsProfile('uk'), 33)).toEqual([1, 7, 30]);
  });

  it('UKGC RTS 12 / RTS 13: a limit prompt at registration and reality checks offered to every player', () => {
    const uk = limitsProfile('uk');
    expect(uk.limitPromptAtRegistration).toBe(true);
    expect(uk.realityCheckRequired).toBe(true);
    expect(uk.clauses.coolingOff).toMatch(/RTS 12/);
    expect(uk.clauses.realityCheck).toMatch(/RTS 13/);
  });

  it('AGCO Standards 2.23/2.24: Ontario cites its 24 h cooling-off', () => {
    expect(limitsProfile('on').clauses.coolingOff).toMatch(/2\.23\/2\.24/);
  });

  it('decision 021: every built-in profile asks the questionnaire before a loosening', () => {
    for (const id of LIMITS_PROFILE_IDS) expect(limitsProfile(id).loosenNeedsQuestions).toBe(true);
  });

  it.each<[string | undefined, string | null]>([
    [undefined, 'default'],
    ['', 'default'],
    ['UK', 'uk'],
    [' mt ', 'mt'],
    ['on', 'on'],
    ['default', 'default'],
    ['gb', null],
    ['ukgc', null],
  ])('decision 021: LIMITS_PROFILE %j parses to %j', (text, id) => {
    expect(parseLimitsProfileId(text)).toBe(id);
  });

  it.each<[string | undefined, number]>([
    [undefined, 1],
    ['USD', 1],
    ['EUR', 1],
    ['GBP', 1],
    ['RUB', 100],
    ['JPY', 100],
    ['KRW', 1000],
    ['XXX-unknown', 1],
  ])('S1 §3: the money ladder for %s is scaled ×%i', (currency, scale) => {
    expect(moneyLadderScale(currency)).toBe(scale);
  });

  it('S1 §3: the money ladder ends in 999999999 (no limit) and starts at 10', () => {
    const values = availableValues(limitsProfile('default'), 20);
    expect(values).toEqual([...MONEY_LADDER]);
    expect(values.at(-1)).toBe(NO_MONEY_LIMIT);
    expect(availableValues(limitsProfile('default'), 20, 'RUB').slice(0, 3)).toEqual([1000, 2000, 5000]);
  });

  it('S1 §5 property: every value list is sorted, unique, a subset of S1 §3, and money ends in NO_MONEY_LIMIT', () => {
    const currencies = fc.constantFrom(undefined, 'USD', 'EUR', 'RUB', 'JPY', 'KRW', 'IDR', 'BHD', 'VND');
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_TYPES), fc.constantFrom(...LIMITS_PROFILE_IDS), currencies, (type: LimitType, id, currency) => {
        const values = availableValues(LIMITS_PROFILES[id], type, currency);
        expect(new Set(values).size).toBe(values.length);
        const body = values.filter((v) => v !== NO_MONEY_LIMIT && v !== NO_SESSION_LIMIT);
        expect([...body].sort((a, b) => a - b)).toEqual(body);
        for (const v of values) expect(Number.isSafeInteger(v) && v <= NO_MONEY_LIMIT && v <= 2 ** 31 - 1).toBe(true);
        if (measureOf(type) === 'money') {
          expect(values.at(-1)).toBe(NO_MONEY_LIMIT);
          expect(values.length).toBeGreaterThan(1);
        }
        if (type === 30) for (const v of values) expect(S1_SELF_EXCLUSION).toContain(v);
        if (type === 33) for (const v of values) expect([1, 7, 30, 90]).toContain(v);
        if (type === 32) for (const v of values) expect([5, 10, 15, 30, 45, 60]).toContain(v);
      }),
    );
  });
});
