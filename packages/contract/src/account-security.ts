import { z } from 'zod';
import { CountryCode, CurrentPassword, Email, OneTimeCode, Password, PhoneInput } from './identity.ts';

/**
 * The personal office's security page (S0 §2.2 office/security, §3.2 protection methods, §4.4
 * phone binding): two-step sign-in (TOTP), e-mail verification, phone binding and the
 * password change of a signed-in player. Every write is cookie-authenticated, so it carries the
 * CSRF header like every other write.
 */

/** POST /web-api/user/security/two-step/setup: a new secret, not on until confirmed. */
export const TwoStepSetupResponse = z.object({
  /** Base32, for typing into the authenticator app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  uri: z.string(),
  /** The QR code of `uri` as an SVG document (no script, rendered on the server). */
  qrSvg: z.string(),
});
export type TwoStepSetupResponse = z.infer<typeof TwoStepSetupResponse>;

/** POST /web-api/user/security/two-step/confirm and .../disable: a current code from the app. */
export const TwoStepCodeRequest = z.object({ code: OneTimeCode });
export const TwoStepStateResponse = z.object({ enabled: z.boolean() });

/** POST /web-api/user/email/verification/send: to the address on the account, or to a new one. */
export const EmailVerificationSendRequest = z.object({ email: Email.optional() });
/** Where the code went and when another may be asked for (S1 §4 resend). */
export const CodeSentResponse = z.object({
  sentTo: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;
/** POST /web-api/user/email/verification/confirm */
export const EmailVerificationConfirmRequest = z.object({ code: OneTimeCode });
export const EmailVerifiedResponse = z.object({ email: z.string(), verified: z.literal(true) });

/** POST /web-api/user/phone/binding/send (S0 §3.6: the phone as typed, checked against the country). */
export const PhoneBindingSendRequest = z.object({ phone: PhoneInput, countryCode: CountryCode });
/** POST /web-api/user/phone/binding/confirm */
export const PhoneBindingConfirmRequest = z.object({ phone: PhoneInput, countryCode: CountryCode, code: OneTimeCode });
/** S0 §3.2 phone_code / phone_number after the binding, and the new activation type (S0 §4.4). */
export const PhoneBoundResponse = z.object({
  phone: z.string(),
  phone_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  activation_type: z.number().int().min(0).max(3),
});

/** POST /web-api/user/security/password: every other session ends; this browser gets a new one. */
export const PasswordChangeRequest = z.object({ currentPassword: CurrentPassword, newPassword: Password });
export const PasswordChangeResponse = z.object({ changed: z.literal(true) });
