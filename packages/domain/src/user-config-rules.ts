/**
 * User-config rules of S0 §3.2, §4.4, §4.5 and §5: activation type, protection status, ban,
 * filled profile and contact fields. Pure; shared by the office API and the web app.
 */

/** S0 §3.2 activation type: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
export const ACTIVATION_TYPE = { none: 0, emailOnly: 1, emailAndPhone: 2, phoneOnly: 3 } as const;
export type ActivationType = (typeof ACTIVATION_TYPE)[keyof typeof ACTIVATION_TYPE];

/** S0 §4.4: binding a phone moves 0 to 3 and 1 to 2; other types stay. */
export function activationTypeAfterPhoneBinding(current: number): number {
  if (current === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.phoneOnly;
  if (current === ACTIVATION_TYPE.emailOnly) return ACTIVATION_TYPE.emailAndPhone;
  return current;
}

/**
 * Verifying an e-mail adds it to the activation type: 0 to 1 and 3 to 2 (the mirror of phone
 * binding, S0 §4.4; the spec states only the phone rule, the office applies both).
 */
export function activationTypeAfterEmailVerification(current: number): number {
  if (current === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.emailOnly;
  if (current === ACTIVATION_TYPE.phoneOnly) return ACTIVATION_TYPE.emailAndPhone;
  return current;
}

export function activationIncludesPhone(type: number): boolean {
  return type === ACTIVATION_TYPE.emailAndPhone || type === ACTIVATION_TYPE.phoneOnly;
}

export function activationIncludesEmail(type: number): boolean {
  return type === ACTIVATION_TYPE.emailOnly || type === ACTIVATION_TYPE.emailAndPhone;
}

/** S0 §9 protection thresholds 30, 70, 100. */
export const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;
export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/** S0 §4.4: ≤30 bad; above 30 and below 70 normal; 70 to below 100 good; 100 full; null none. */
export function protectionStatus(level: number | null): ProtectionStatus | null {
  if (level === null || Number.isNaN(level)) return null;
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.good) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}

/** S0 §3.2 protection_methods. */
export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/**
 * The protection level: the spec names the methods and the thresholds but not the weights, so each
 * of the five methods counts 20 (all five give 100, "full").
 */
export function protectionLevel(methods: ProtectionMethods): number {
  return Object.values(methods).filter(Boolean).length * 20;
}

/** S0 §4.4: banned when ban_level is above 0. */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** S0 §9 ban levels 45 and 53, ban version 1. */
export const DEDUCE_BAN_LEVEL = { version1: 53, other: 45 } as const;

/** S0 §4.5: the deduce route is allowed only at ban level 53 when ban version is 1, otherwise at 45. */
export function isDeduceAllowed(banLevel: number, banVersion: number): boolean {
  return banLevel === (banVersion === 1 ? DEDUCE_BAN_LEVEL.version1 : DEDUCE_BAN_LEVEL.other);
}

/** S0 §4.4: verification_status 1 means not verified; user_status_id 1 means pending verification. */
export function isNotVerified(verificationStatus: number): boolean {
  return verificationStatus === 1;
}
export function isVerificationPending(userStatusId: number): boolean {
  return userStatusId === 1;
}

export interface RequiredProfileFields {
  date_birthday: string | null;
  name: string | null;
  surname: string | null;
  passport: string | null;
  passport_date: string | null;
  registration_address: string | null;
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** S0 §5: birth date, name, surname, passport, passport date and registration address all present. */
export function requiredProfileFieldsFilled(data: RequiredProfileFields): boolean {
  return [data.date_birthday, data.name, data.surname, data.passport, data.passport_date, data.registration_address].every(filled);
}

/** S0 §5: contact fields filled when phone number and e-mail are both present. */
export function contactFieldsFilled(config: { phone_number: string | null; user_email: string | null }): boolean {
  return filled(config.phone_number) && filled(config.user_email);
}

/** S0 §5: the phone must be activated when a phone exists but the activation type lacks phone. */
export function phoneActivationNeeded(config: { phone_number: string | null; activation_type: number }): boolean {
  return filled(config.phone_number) && !activationIncludesPhone(config.activation_type);
}

/** S0 §5: likewise for the e-mail. */
export function emailActivationNeeded(config: { user_email: string | null; activation_type: number }): boolean {
  return filled(config.user_email) && !activationIncludesEmail(config.activation_type);
}

/** S0 §5: verification is available when verification_types is not empty. */
export function verificationAvailable(verificationTypes: readonly number[]): boolean {
  return verificationTypes.length > 0;
}

/** S0 §3.2: the sport blacklists are kept sorted ascending (and without repeats). */
export function sortedSportIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
