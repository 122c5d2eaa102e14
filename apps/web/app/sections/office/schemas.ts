import { z } from 'zod';
import { EmailVerificationSendRequest, PasswordChangeRequest, PhoneBindingSendRequest, TwoStepCodeRequest } from '@wager/contract';
import { checkPhone } from '../shared/schemas.ts';

/**
 * The security page's own checks before sending, derived from the contract's request schemas
 * (packages/contract account-security.ts) so each limit lives once; messages are dictionary keys
 * (`formResolver`); the server checks again with the same schemas.
 */
export const passwordChangeForm = PasswordChangeRequest.extend({ repeat: z.string().min(1, 'auth.validation.required') })
  .refine((value) => value.newPassword === value.repeat, { path: ['repeat'], message: 'auth.validation.passwordsDiffer' })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: 'office.password.sameAsCurrent' });
export type PasswordChangeValues = z.infer<typeof passwordChangeForm>;

export const codeForm = TwoStepCodeRequest;
export type CodeValues = z.infer<typeof codeForm>;

/** A new address to verify: the request's optional e-mail, required in the form. */
export const emailAddressForm = EmailVerificationSendRequest.required();

/** S0 §3.6: the country's mask lengths and numbering plan, as the registration form checks them; the code is its own step. */
export const phoneBindingForm = PhoneBindingSendRequest.extend({ code: z.string() }).superRefine(checkPhone);
export type PhoneBindingValues = z.infer<typeof phoneBindingForm>;
