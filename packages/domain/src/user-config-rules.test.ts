import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activationTypeAfterEmailVerification,
  activationTypeAfterPhoneBinding,
  contactFieldsFilled,
  emailActivationNeeded,
  isBanned,
  isDeduceAllowed,
  isNotVerified,
  isVerificationPending,
  phoneActivationNeeded,
  protectionLevel,
  protectionStatus,
  requiredProfileFieldsFilled,
  sortedSportIds,
  verificationAvailable,
} from './user-config-rules.ts';

describe('activation type after phone binding', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ])('S0 §4.4: %i becomes %i', (before, after) => {
    expect(activationTypeAfterPhoneBinding(before)).toBe(after);
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 2],
  ])('S0 §3.2: verifying an e-mail moves activation type %i to %i (as binding a phone does for the phone, S0 §4.4)', (from, to) => {
    expect(activationTypeAfterEmailVerification(from)).toBe(to);
  });

  it('S0 §4.4: binding twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (t) => {
        const once = activationTypeAfterPhoneBinding(t);
        expect(activationTypeAfterPhoneBinding(once)).toBe(once);
      }),
    );
  });
});

describe('protection status', () => {
  it.each([
    [null, null],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('S0 §4.4, §9: level %s is %s', (level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });

  it('S0 §4.4: the status never goes down as the level goes up', () => {
    const order = ['bad', 'normal', 'good', 'full'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(protectionStatus(lo)!)).toBeLessThanOrEqual(order.indexOf(protectionStatus(hi)!));
      }),
    );
  });

  it('S0 §3.2: every protection method counts the same; all five give 100 (full)', () => {
    const none = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false };
    expect(protectionLevel(none)).toBe(0);
    expect(protectionLevel({ ...none, enable_phone_binding: true, enable_two_factor_auth: true })).toBe(40);
    expect(protectionStatus(protectionLevel({ is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true }))).toBe('full');
  });
});

describe('ban', () => {
  it.each([
    [0, false],
    [1, true],
    [53, true],
  ])('S0 §4.4: ban_level %i → banned %s', (level, banned) => {
    expect(isBanned(level)).toBe(banned);
  });

  it.each([
    [53, 1, true],
    [45, 1, false],
    [45, 2, true],
    [53, 2, false],
    [0, 1, false],
  ])('S0 §4.5, §9: deduce at ban level %i, version %i → allowed %s', (level, version, allowed) => {
    expect(isDeduceAllowed(level, version)).toBe(allowed);
  });

  it('S0 §4.4: verification_status 1 is not verified; user_status_id 1 is pending', () => {
    expect(isNotVerified(1)).toBe(true);
    expect(isNotVerified(2)).toBe(false);
    expect(isVerificationPending(1)).toBe(true);
    expect(isVerificationPending(0)).toBe(false);
  });
});

describe('filled fields', () => {
  const full = {
    date_birthday: '1990-01-01',
    name: 'Ivan',
    surname: 'Petrov',
    passport: '4510 123456',
    passport_date: '2010-05-05',
    registration_address: 'Moscow',
  };
  it.each([
    ['all present', full, true],
    ['no birth date', { ...full, date_birthday: null }, false],
    ['a blank surname', { ...full, surname: '  ' }, false],
    ['no passport date', { ...full, passport_date: null }, false],
    ['no registration address', { ...full, registration_address: null }, false],
  ])('S0 §5: required profile fields with %s → %s', (_name, data, expected) => {
    expect(requiredProfileFieldsFilled(data)).toBe(expected);
  });

  it.each([
    ['+79161234567', 'a@b.c', true],
    ['+79161234567', null, false],
    [null, 'a@b.c', false],
  ])('S0 §5: contact fields phone %s e-mail %s → %s', (phone, email, expected) => {
    expect(contactFieldsFilled({ phone_number: phone, user_email: email })).toBe(expected);
  });

  it.each([
    ['9161234567', 0, true],
    ['9161234567', 1, true],
    ['9161234567', 2, false],
    ['9161234567', 3, false],
    [null, 0, false],
  ])('S0 §5: phone %s with activation type %i needs activation: %s', (phone, type, expected) => {
    expect(phoneActivationNeeded({ phone_number: phone, activation_type: type })).toBe(expected);
  });

  it.each([
    ['a@b.c', 0, true],
    ['a@b.c', 3, true],
    ['a@b.c', 1, false],
    ['a@b.c', 2, false],
    [null, 0, false],
  ])('S0 §5: e-mail %s with activation type %i needs activation: %s', (email, type, expected) => {
    expect(emailActivationNeeded({ user_email: email, activation_type: type })).toBe(expected);
  });

  it.each([
    [[], false],
    [[1], true],
  ])('S0 §5: verification types %j → verification available %s', (types, expected) => {
    expect(verificationAvailable(types)).toBe(expected);
  });

  it('S0 §3.2: sport blacklists are kept sorted ascending', () => {
    expect(sortedSportIds([40, 1, 3, 1])).toEqual([1, 3, 40]);
    fc.assert(
      fc.property(fc.array(fc.integer()), (ids) => {
        const sorted = sortedSportIds(ids);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!).toBeLessThan(sorted[i]!);
      }),
    );
  });
});
