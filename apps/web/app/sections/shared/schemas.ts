import { z } from 'zod';
import {
  BONUS_CHOICES,
  FastRegRequest,
  FullRegRequest,
  LoginPasswordRequest,
  PasswordResetRequest,
  PasswordResetSave,
  PasswordResetVerify,
  PhonePasswordRequest,
  PhoneRegRequest,
  SmsLoginRequest,
  TwoStepLoginRequest,
} from '@wager/contract';
import { phoneProblem } from './phone-countries.ts';

/**
 * The forms' own checks, before anything is sent: derived from the contract's request schemas
 * (packages/contract identity.ts), so a limit (password 8 to 128, a 6-digit code, 254 characters of
 * e-mail, 32 of promo code) lives once and the server checks the same. Only what a form holds that
 * the request does not (a repeated password, unticked boxes, the radio's string values) and the
 * S0 §3.6 mask check are added here. Messages are dictionary keys: `formIssueKey` words the
 * contract's issues, `formResolver` applies it.
 */
const required = 'auth.validation.required';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Account ids are digits; anything with @ is an e-mail (S0 §3.5 login input types: email or id). */
const loginField = LoginPasswordRequest.shape.login.refine(
  (value) => (value.includes('@') ? EMAIL_RE.test(value) : /^\d{1,12}$/.test(value)),
  'auth.validation.loginInvalid',
);

const PHONE_MESSAGES = {
  required,
  tooShort: 'auth.validation.phoneTooShort',
  tooLong: 'auth.validation.phoneTooLong',
  invalid: 'auth.validation.phoneInvalid',
} as const;

/** Adds the S0 §3.6 phone check (country mask lengths, validity) on `phone` against `countryCode`. */
export function checkPhone(value: { phone: string; countryCode: string }, ctx: z.RefinementCtx) {
  const problem = phoneProblem(value.phone, value.countryCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES[problem] });
}

/** A form's tick box starts unticked; the request's literal `true` is asked for on submit. */
const mustTick = (message: string) => z.boolean().refine((v) => v, message);
/** The form keeps `remember` as a plain tick box (the request defaults it). */
const remember = z.boolean();

export const loginPasswordForm = LoginPasswordRequest.pick({ password: true }).extend({ login: loginField, remember });
export const phonePasswordForm = PhonePasswordRequest.pick({ phone: true, countryCode: true, password: true }).extend({ remember }).superRefine(checkPhone);
export const smsLoginForm = SmsLoginRequest.pick({ phone: true, countryCode: true, code: true }).extend({ remember }).superRefine(checkPhone);
export const twoStepForm = TwoStepLoginRequest.pick({ code: true });

const registrationCommon = FastRegRequest.pick({ countryCode: true, currencyCode: true }).extend({
  /** The radio's values: the contract's bonus choices as text. */
  bonusChoice: z.enum(BONUS_CHOICES.map(String) as [`${(typeof BONUS_CHOICES)[number]}`, ...`${(typeof BONUS_CHOICES)[number]}`[]]),
  promoCode: FastRegRequest.shape.promoCode.unwrap(),
  acceptTerms: mustTick('auth.validation.acceptTerms'),
  confirmAge: mustTick('auth.validation.confirmAge'),
});

export const fastRegForm = registrationCommon;
export const fullRegForm = registrationCommon.extend({
  ...FullRegRequest.pick({ email: true, password: true }).shape,
  name: FullRegRequest.shape.name.unwrap(),
  surname: FullRegRequest.shape.surname.unwrap(),
});
export const phoneRegForm = registrationCommon.extend(PhoneRegRequest.pick({ phone: true, code: true, password: true }).shape).superRefine(checkPhone);

export const resetRequestForm = PasswordResetRequest.pick({ login: true });
export const resetCodeForm = PasswordResetVerify.pick({ code: true });
export const resetSaveForm = PasswordResetSave.pick({ password: true })
  .extend({ repeat: z.string().min(1, required) })
  .refine((value) => value.password === value.repeat, { path: ['repeat'], message: 'auth.validation.passwordsDiffer' });

export type LoginPasswordValues = z.infer<typeof loginPasswordForm>;
export type PhonePasswordValues = z.infer<typeof phonePasswordForm>;
export type SmsLoginValues = z.infer<typeof smsLoginForm>;
export type FastRegValues = z.infer<typeof fastRegForm>;
export type FullRegValues = z.infer<typeof fullRegForm>;
export type PhoneRegValues = z.infer<typeof phoneRegForm>;
