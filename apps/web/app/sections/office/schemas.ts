import { z } from 'zod';
import { codeField, emailField, newPasswordField, passwordField } from '../shared/schemas.ts';
import { phoneProblem } from '../shared/phone-countries.ts';

/** The security page's own checks before sending; messages are dictionary keys (server checks again). */
export const passwordChangeForm = z
  .object({ currentPassword: passwordField, newPassword: newPasswordField, repeat: z.string().min(1, 'auth.validation.required') })
  .refine((value) => value.newPassword === value.repeat, { path: ['repeat'], message: 'auth.validation.passwordsDiffer' })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: 'office.password.sameAsCurrent' });
export type PasswordChangeValues = z.infer<typeof passwordChangeForm>;

export const codeForm = z.object({ code: codeField });
export type CodeValues = z.infer<typeof codeForm>;

export const emailAddressForm = z.object({ email: emailField });

const PHONE_MESSAGES = {
  required: 'auth.validation.required',
  tooShort: 'auth.validation.phoneTooShort',
  tooLong: 'auth.validation.phoneTooLong',
  invalid: 'auth.validation.phoneInvalid',
} as const;

/** S0 §3.6: the country's mask lengths and numbering plan, as the registration form checks them. */
export const phoneBindingForm = z
  .object({ phone: z.string(), countryCode: z.string(), code: z.string() })
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value.phone, value.countryCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGES[problem] });
  });
export type PhoneBindingValues = z.infer<typeof phoneBindingForm>;
