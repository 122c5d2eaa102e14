import { z } from 'zod';

import { BONUS_CHOICES, CODE_CHANNELS, CREDENTIALS_SAVE_OPTIONS, LOGIN_FORMS, REGISTRATION_TYPES, SOCIAL_PROVIDERS } from './enums.ts';

/** S0 §3.5, S1 §3 enumerations (the lists are in enums.ts). */
export const RegistrationType = z.enum(REGISTRATION_TYPES);
export const LoginForm = z.enum(LOGIN_FORMS);
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
/** 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export const BonusChoice = z.literal(BONUS_CHOICES);
/** How the one-click credentials are kept: 0 file, 1 image, 2 e-mail (S1 §3). */
export const CredentialsSaveOption = z.literal(CREDENTIALS_SAVE_OPTIONS);
/** Where a one-time code went. */
export const CodeChannel = z.enum(CODE_CHANNELS);

/*
 * The fields below are the one copy of their limits: the server validates requests with them and
 * the web's forms are derived from the request schemas (`.pick`/`.extend`). They carry no English
 * messages of their own, so each side words an issue itself: the API answers zod's default text
 * with the code, the web maps the issue to a dictionary key (a schema's own message would
 * win over both).
 */
/** An ISO 3166-1 alpha-2 country code. */
export const CountryCode = z.string().regex(/^[A-Z]{2}$/);
/** An ISO 4217 alphabetic currency code. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);
/** An e-mail address, trimmed and lower-cased, at most 254 characters. */
export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** 8 to 128 characters; strength beyond length is left to the player (NIST 800-63B). */
export const Password = z.string().min(8).max(128);
/** The password typed to sign in or to prove it is the player: any non-empty text up to the longest password. */
export const CurrentPassword = z.string().min(1).max(128);
/** A phone as typed; validated against `countryCode` with `@wager/contract/phone` (one numbering plan for server and web). */
export const PhoneInput = z.string().trim().min(4).max(32);
/** A one-time code: 6 digits (surrounding spaces, as pasted, are dropped). */
export const OneTimeCode = z.string().trim().regex(/^\d{6}$/);
/** What a player signs in or asks for a reset with: an e-mail, an account id or a phone (S0 §3.5, S1 §4). */
export const LoginName = z.string().trim().min(1).max(254);
/** The Captcha header's value: a solved ALTCHA payload (base64 JSON). */
export const CAPTCHA_HEADER = 'x-captcha';
/** Cookie-authenticated writes must send this header (CSRF defence); the spec's default header. */
export const CSRF_HEADER = 'x-requested-with';

const RegistrationCommon = z.object({
  countryCode: CountryCode,
  currencyCode: CurrencyCode,
  bonusChoice: BonusChoice.default(0),
  promoCode: z.string().trim().max(32).optional(),
  acceptTerms: z.literal(true),
  confirmAge: z.literal(true),
});

/** S0 §3.5 registration types, each its own schema (the web's registration forms are derived from them). */
export const FastRegRequest = RegistrationCommon.extend({ type: z.literal('fast_reg') });
export const FullRegRequest = RegistrationCommon.extend({ type: z.literal('full_reg'), email: Email, password: Password, name: z.string().trim().max(100).optional(), surname: z.string().trim().max(100).optional() });
export const PhoneRegRequest = RegistrationCommon.extend({ type: z.literal('phone_reg'), phone: PhoneInput, code: OneTimeCode, password: Password });
export const SocRegRequest = RegistrationCommon.extend({ type: z.literal('soc_reg'), provider: SocialProvider });
/** POST /web-api/auth/register */
export const RegisterRequest = z.discriminatedUnion('type', [FastRegRequest, FullRegRequest, PhoneRegRequest, SocRegRequest]);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  userId: z.number().int(),
  /** fast_reg only: shown once, never stored in clear (S1 §3). */
  credentials: z.object({ login: z.string(), password: z.string() }).optional(),
  /** soc_reg: where the browser goes to sign in with the provider. */
  redirectUrl: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /web-api/auth/login (S0 §3.5 forms). */
export const LoginPasswordRequest = z.object({ form: z.literal('login_password'), login: LoginName, password: CurrentPassword, remember: z.boolean().default(false) });
export const PhonePasswordRequest = z.object({ form: z.literal('phone_password'), phone: PhoneInput, countryCode: CountryCode, password: CurrentPassword, remember: z.boolean().default(false) });
export const SmsLoginRequest = z.object({ form: z.literal('sms'), phone: PhoneInput, countryCode: CountryCode, code: OneTimeCode, remember: z.boolean().default(false) });
export const TwoStepLoginRequest = z.object({ form: z.literal('login_password_two_step_code'), challengeId: z.string().min(1).max(1000), code: OneTimeCode });
/** PWA sign-in by a token issued earlier by /web-api/user/gettoken. */
export const TokenLoginRequest = z.object({ form: z.literal('token'), token: z.string().min(1).max(2000), remember: z.boolean().default(false) });
export const LoginRequest = z.discriminatedUnion('form', [LoginPasswordRequest, PhonePasswordRequest, SmsLoginRequest, TwoStepLoginRequest, TokenLoginRequest]);
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), userId: z.number().int(), expiresAt: z.string() }),
  /** The password was right and two-step sign-in is on: send the TOTP code with this challenge. */
  z.object({ status: z.literal('two_step_required'), challengeId: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /web-api/auth/sms/send */
export const SmsSendRequest = z.object({
  phone: PhoneInput,
  countryCode: CountryCode,
  purpose: z.enum(['login', 'registration']),
});
export const SmsSendResponse = z.object({ sentAt: z.string(), expiresAt: z.string(), resendAfterSeconds: z.number().int() });

/** POST /web-api/auth/password-reset/request: by e-mail, phone or account id (S1 §4 "call"). */
export const PasswordResetRequest = z.object({ login: LoginName, countryCode: CountryCode.optional() });
/** Always the same answer, whether or not the account exists. */
export const PasswordResetRequestResponse = z.object({ resetId: z.string(), channel: CodeChannel, expiresAt: z.string(), resendAfterSeconds: z.number().int() });
export const PasswordResetVerify = z.object({ resetId: z.string().min(1).max(200), code: OneTimeCode });
export const PasswordResetVerifyResponse = z.object({ resetToken: z.string() });
export const PasswordResetSave = z.object({ resetToken: z.string().min(1).max(500), password: Password });

/** GET /web-api/session (S0 §7): no caching. */
export const SessionResponse = z.object({
  authenticated: z.boolean(),
  userId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});
/** GET /web-api/user/gettoken?force_refresh=true (S0 §7). */
export const TokenResponse = z.object({ token: z.string(), expiresAt: z.string() });
/** GET /web-api/api-v3/v2/user/agreement-rules/status (S0 §3.7, §7). */
export const TermsStatusResponse = z.object({ result: z.boolean(), updatedAt: z.string() });

/** GET /web-api/user/config (S0 §3.2): every field the shell reads. */
export const UserConfig = z.object({
  disallow_line_sport: z.array(z.number().int()),
  disallow_live_sport: z.array(z.number().int()),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_country_code: z.string(),
  user_country_id: z.number().int().nullable(),
  activation_type: z.number().int().min(0).max(3),
  user_ref_id: z.number().int(),
  user_msg_count: z.number().int(),
  isRequiredTransfer: z.boolean(),
  is_active_secure_question: z.boolean(),
  user_hide_balance: z.boolean(),
  changed_pass_day_count: z.number().int().nullable(),
  user_data: z.object({
    date_birthday: z.string().nullable(),
    document_type_id: z.number().int().nullable(),
    inn: z.string().nullable(),
    name: z.string().nullable(),
    passport: z.string().nullable(),
    passport_date: z.string().nullable(),
    passport_end_date: z.string().nullable(),
    registration_address: z.string().nullable(),
    surname: z.string().nullable(),
  }),
  protection_level: z.number().int().nullable(),
  protection_methods: z.object({
    is_changed_password: z.boolean(),
    enable_two_factor_auth: z.boolean(),
    enable_phone_binding: z.boolean(),
    enable_security_question: z.boolean(),
    enable_email_auth: z.boolean(),
  }),
  should_sync_protection_methods: z.boolean(),
  is_need_identification: z.boolean(),
  ban_level: z.number().int(),
  ban_version: z.number().int(),
  user_status_id: z.number().int(),
  internal_verification_status: z.number().int(),
  verification_status: z.number().int(),
  verification_types: z.array(z.number().int()),
  isCCLine: z.boolean(),
  isCClive: z.boolean(),
  isDataAfterRegistration: z.boolean(),
  verification_status_group_code: z.string().nullable(),
  requested_additional_document: z.union([z.literal(0), z.literal(1)]),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  show_verification_modal_on_deposit_page: z.boolean(),
  remaining_days_to_activate: z.number().int().nullable(),
  recharge_notification: z.object({ show: z.boolean(), textId: z.string().nullable(), hasButton: z.boolean() }),
});
export type UserConfig = z.infer<typeof UserConfig>;
export const UserConfigResponse = z.object({ result: UserConfig });

/** Captcha (S1 §3, §7): ALTCHA challenge and validation. */
export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export const CaptchaValidateRequest = z.object({ captcha: z.string().min(1).max(5000) });
export const CaptchaValidationResult = z.object({ success: z.boolean(), type: z.string(), time: z.number().int(), error_message: z.string().nullable() });

/** POST /web-api/auth/unlock: a locked account is unlocked early by the code sent to the player. */
export const UnlockRequest = z.object({ login: LoginName, countryCode: CountryCode.optional(), code: OneTimeCode });
export const UnlockResponse = z.object({ unlocked: z.literal(true) });
/** POST /web-api/auth/logout */
export const LogoutResponse = z.object({ loggedOut: z.boolean() });
/** GET /web-api/auth/session-check (S0 §4.4, §7 session check): 401 when signed out. */
export const SessionCheckResponse = z.object({ userId: z.number().int() });
/** GET /web-api/user/gettoken query (S0 §7). */
export const TokenQuery = z.object({ force_refresh: z.enum(['true', 'false']).optional() });
/** POST /web-api/auth/password-reset/save */
export const PasswordResetSaveResponse = z.object({ saved: z.literal(true) });

/** GET /web-api/auth/phone-countries (S0 §3.6, §7 phone countries and masks): for the country picker. */
export const PhoneCountriesQuery = z.object({ lang: z.string().regex(/^[a-z]{2}$/).optional() });
/** S0 §3.6 country: id, name, phoneCode with a plus prefix, code in lower case. */
export const PhoneCountry = z.object({ id: z.number().int(), name: z.string(), phoneCode: z.string(), code: z.string() });
/** S0 §3.6 mask: CountryId, Mask (X for a digit), Min and Max national-number lengths. */
export const PhoneMask = z.object({ CountryId: z.number().int(), Mask: z.string(), Min: z.number().int(), Max: z.number().int() });
export const PhoneCountriesResponse = z.object({ countries: z.array(PhoneCountry), masks: z.array(PhoneMask) });

/**
 * POST /web-api/auth/credentials/email: the one-click player e-mails themselves their account id and
 * password (S1 §3 save option 2). The password is sent back by the browser and checked first, since
 * the server never keeps it in clear.
 */
export const CredentialsEmailRequest = z.object({ email: Email, password: CurrentPassword });
export const CredentialsEmailResponse = z.object({ sent: z.literal(true) });

// ---- secure data and fingerprint (S0 §3.4, §3.5, §7) ----

/** Sign-in calls carry the fingerprint token here (S1 §8: a 400 FINGERPRINT_INVALID asks for a new one). */
export const FINGERPRINT_HEADER = 'x-fingerprint';

/** S0 §7 secure data: the browser id (ggru) and its signed grant, also set as cookies; the grant lasts 1800 s. */
export const SecureDataResponse = z.object({ ggru: z.string(), grant: z.string(), expiresAt: z.string() });
export type SecureDataResponse = z.infer<typeof SecureDataResponse>;

/** What the browser reports about itself (screen, time zone, languages...); bounded so it stores nothing else. */
export const FingerprintRequest = z.object({
  components: z
    .record(z.string().min(1).max(40), z.union([z.string().max(300), z.number().finite(), z.boolean(), z.null()]))
    .refine((components) => Object.keys(components).length <= 40, 'at most 40 components'),
});
export type FingerprintRequest = z.infer<typeof FingerprintRequest>;

/** S0 §3.5 fingerprint: token and expiresAt; visitorId is the device id the token stands for. */
export const FingerprintResponse = z.object({ token: z.string(), expiresAt: z.string(), visitorId: z.string() });
export type FingerprintResponse = z.infer<typeof FingerprintResponse>;
