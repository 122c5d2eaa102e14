import { z } from 'zod';
import { phoneProblem } from './phone-countries.ts';

/**
 * The forms' own checks, before anything is sent; messages are dictionary keys. The server checks
 * everything again against the contract (packages/contract identity.ts).
 */
const required = 'auth.validation.required';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string().trim().min(1, required).max(254, 'auth.validation.emailInvalid').regex(EMAIL_RE, 'auth.validation.emailInvalid');
/** Account ids are digits; anything with @ is an e-mail (S0 §3.5 login input types: email or id). */
export const loginField = z
  .string()
  .trim()
  .min(1, required)
  .max(254, 'auth.validation.loginInvalid')
  .refine((value) => (value.includes('@') ? EMAIL_RE.test(value) : /^\d{1,12}$/.test(value)), 'auth.validation.loginInvalid');
export const passwordField = z.string().min(1, required).max(128, 'auth.validation.passwordLong');
/** Contract Password: 8 to 128 characters. */
export const newPasswordField = z.string().min(1, required).min(8, 'auth.validation.passwordShort').max(128, 'auth.validation.passwordLong');
export const codeField = z.string().trim().min(1, required).regex(/^\d{6}$/, 'auth.validation.codeFormat');

const PHONE_MESSAGES = {
  required,
  tooShort: 'auth.validation.phoneTooShort',
  tooLong: 'auth.validation.phoneTooLong',
  invalid: 'auth.validation.phoneInvalid',
} as const;

/** Adds the S0 §3.6 phone check (country mask lengths, validity) on `phone` against `countryCode`. */
function checkPhone(value: { phone: string; countryCode: string }, ctx: z.RefinementCtx) {
  const problem = phoneProblem(value.phone, value.countryCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES[problem] });
}

export const loginPasswordForm = z.object({ login: loginField, password: passwordField, remember: z.boolean() });
export const phonePasswordForm = z
  .object({ phone: z.string(), countryCode: z.string(), password: passwordField, remember: z.boolean() })
  .superRefine(checkPhone);
export const smsLoginForm = z
  .object({ phone: z.string(), countryCode: z.string(), code: codeField, remember: z.boolean() })
  .superRefine(checkPhone);
export const twoStepForm = z.object({ code: codeField });

const registrationCommon = {
  countryCode: z.string().regex(/^[A-Z]{2}$/, required),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, required),
  bonusChoice: z.enum(['0', '1', '2']),
  promoCode: z.string().trim().max(32, 'auth.validation.promoLong'),
  acceptTerms: z.boolean().refine((v) => v, 'auth.validation.acceptTerms'),
  confirmAge: z.boolean().refine((v) => v, 'auth.validation.confirmAge'),
};

export const fastRegForm = z.object(registrationCommon);
export const fullRegForm = z.object({
  ...registrationCommon,
  email: emailField,
  password: newPasswordField,
  name: z.string().trim().max(100, 'auth.validation.nameLong'),
  surname: z.string().trim().max(100, 'auth.validation.nameLong'),
});
export const phoneRegForm = z
  .object({ ...registrationCommon, phone: z.string(), code: codeField, password: newPasswordField })
  .superRefine(checkPhone);

export const resetRequestForm = z.object({ login: z.string().trim().min(1, required).max(254, 'auth.validation.loginInvalid') });
export const resetCodeForm = z.object({ code: codeField });
export const resetSaveForm = z
  .object({ password: newPasswordField, repeat: z.string().min(1, required) })
  .refine((value) => value.password === value.repeat, { path: ['repeat'], message: 'auth.validation.passwordsDiffer' });

export type LoginPasswordValues = z.infer<typeof loginPasswordForm>;
export type PhonePasswordValues = z.infer<typeof phonePasswordForm>;
export type SmsLoginValues = z.infer<typeof smsLoginForm>;
export type FastRegValues = z.infer<typeof fastRegForm>;
export type FullRegValues = z.infer<typeof fullRegForm>;
export type PhoneRegValues = z.infer<typeof phoneRegForm>;
