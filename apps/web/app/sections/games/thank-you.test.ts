import { describe, expect, it } from 'vitest';
import { nextSteps, thankYouKind } from './thank-you.ts';

describe('thank-you page (S0 §2.2 {section}/thankyou)', () => {
  it.each([
    ['recharge', 'deposit'],
    ['deposit', 'deposit'],
    ['registration', 'registration'],
    ['deduce', 'withdrawal'],
    ['verification', 'verification'],
    ['casino', 'casino'],
    ['toString', 'generic'],
    ['anything', 'generic'],
    [undefined, 'generic'],
  ])('S0 §2.2: %s/thankyou thanks for a %s', (section, kind) => {
    expect(thankYouKind(section)).toBe(kind);
  });

  it('S0 §2.2: after a deposit the next steps are the lobby, the line and the deposit history', () => {
    expect(nextSteps('deposit').map((step) => step.path)).toEqual(['/casino', '/line', '/office/historypay']);
  });

  it('every kind offers three distinct next steps', () => {
    for (const kind of ['deposit', 'registration', 'withdrawal', 'verification', 'casino', 'generic'] as const) {
      const paths = nextSteps(kind).map((step) => step.path);
      expect(new Set(paths).size).toBe(3);
    }
  });
});
