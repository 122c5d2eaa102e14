import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OneTimeCode, Password, PasswordChangeRequest, PasswordResetSave } from '@wager/contract';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { passwordChangeForm, phoneBindingForm } from './schemas.ts';
import { formIssueKey } from '../shared/form-resolver.ts';
import { fastRegForm, fullRegForm, loginPasswordForm, phoneRegForm, resetCodeForm, resetSaveForm, smsLoginForm, twoStepForm } from '../shared/schemas.ts';

/** The dictionary keys a form shows for `values` (what formResolver gives react-hook-form), by field. */
function problems(schema: { safeParse(value: unknown, params: object): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: object): Record<string, string> {
  const result = schema.safeParse(values, { error: (issue: Parameters<typeof formIssueKey>[0]) => formIssueKey(issue) });
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

function lookup(dictionary: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
}

const common = { countryCode: 'DE', currencyCode: 'EUR', bonusChoice: '1', promoCode: '', acceptTerms: true, confirmAge: true };

describe('forms derived from the contract\'s request schemas (one copy of every limit)', () => {
  it.each([
    ['S1 §3: a new password needs 8 characters', fullRegForm, { ...common, email: 'a@b.co', password: 'short', name: '', surname: '' }, { password: 'auth.validation.passwordShort' }],
    ['S1 §3: a password has at most 128 characters', fullRegForm, { ...common, email: 'a@b.co', password: 'x'.repeat(129), name: '', surname: '' }, { password: 'auth.validation.passwordLong' }],
    ['S1 §3: an e-mail must be one', fullRegForm, { ...common, email: 'nope', password: 'long enough', name: '', surname: '' }, { email: 'auth.validation.emailInvalid' }],
    ['S1 §3: terms and age must be ticked', fastRegForm, { ...common, acceptTerms: false, confirmAge: false }, { acceptTerms: 'auth.validation.acceptTerms', confirmAge: 'auth.validation.confirmAge' }],
    ['S1 §3: a promo code has at most 32 characters', fastRegForm, { ...common, promoCode: 'P'.repeat(33) }, { promoCode: 'auth.validation.promoLong' }],
    ['S0 §3.5: an empty login is asked for', loginPasswordForm, { login: '', password: 'x', remember: true }, { login: 'auth.validation.required' }],
    ['S0 §3.5: a login is an e-mail or an account id', loginPasswordForm, { login: 'abc', password: 'x', remember: true }, { login: 'auth.validation.loginInvalid' }],
    ['S1 §4: a code has 6 digits', twoStepForm, { code: '12345' }, { code: 'auth.validation.codeFormat' }],
    ['S1 §4: an empty code is asked for', resetCodeForm, { code: '' }, { code: 'auth.validation.required' }],
    ['S1 §4: the repeated password must match', resetSaveForm, { password: 'long enough', repeat: 'other' }, { repeat: 'auth.validation.passwordsDiffer' }],
    ['S0 §3.6: the phone is checked against the country', smsLoginForm, { phone: '916', countryCode: 'RU', code: '123456', remember: false }, { phone: 'auth.validation.phoneTooShort' }],
    ['S0 §3.6: registration by phone checks phone, code and password', phoneRegForm, { ...common, countryCode: 'RU', phone: '', code: 'x', password: '1' }, { phone: 'auth.validation.required', code: 'auth.validation.codeFormat', password: 'auth.validation.passwordShort' }],
    ['S0 §3.2: a new password differs from the current one', passwordChangeForm, { currentPassword: 'same password', newPassword: 'same password', repeat: 'same password' }, { newPassword: 'office.password.sameAsCurrent' }],
    ['S0 §4.4: a phone to bind is checked against the country', phoneBindingForm, { phone: '0001234567', countryCode: 'RU', code: '' }, { phone: 'auth.validation.phoneInvalid' }],
  ] as const)('%s', (_name, schema, values, expected) => {
    expect(problems(schema, values)).toEqual(expected);
  });

  it('valid forms pass, and a pasted code is trimmed as the server trims it', () => {
    expect(problems(loginPasswordForm, { login: 'a@b.co', password: 'x', remember: false })).toEqual({});
    expect(problems(fullRegForm, { ...common, email: ' A@B.co ', password: 'long enough', name: '', surname: '' })).toEqual({});
    expect(twoStepForm.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(problems(smsLoginForm, { phone: '916 123-45-67', countryCode: 'RU', code: '123456', remember: true })).toEqual({});
  });

  it('every key a form can show has a text in English and in Russian (S0 §1)', () => {
    const keys = ['required', 'passwordShort', 'passwordLong', 'codeFormat', 'emailInvalid', 'loginInvalid', 'phoneTooShort', 'phoneTooLong', 'phoneInvalid', 'promoLong', 'nameLong', 'acceptTerms', 'confirmAge', 'passwordsDiffer'];
    for (const key of keys) {
      expect(typeof lookup(en, `auth.validation.${key}`), key).toBe('string');
      expect(typeof lookup(ru, `auth.validation.${key}`), key).toBe('string');
    }
  });

  it('property: a new password the form accepts is exactly one the contract (the server) accepts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 140 }), (password) => {
        const form = resetSaveForm.safeParse({ password, repeat: password }).success;
        expect(form).toBe(PasswordResetSave.safeParse({ resetToken: 't', password }).success);
        expect(form).toBe(Password.safeParse(password).success);
        const change = passwordChangeForm.safeParse({ currentPassword: 'current', newPassword: password, repeat: password }).success;
        expect(change).toBe(password !== 'current' && PasswordChangeRequest.safeParse({ currentPassword: 'current', newPassword: password }).success);
      }),
    );
  });

  it('property: a code the form accepts is exactly one the contract accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\s?\d{5,7}\s?$/), fc.string({ maxLength: 8 })), (code) => {
        expect(twoStepForm.safeParse({ code }).success).toBe(OneTimeCode.safeParse(code).success);
      }),
    );
  });
});
