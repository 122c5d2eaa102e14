import { termsChanged } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { IdentityKit } from './identity-kit.ts';
import { splitPhone } from './phone.ts';
import type { RequestMeta } from './ports.ts';

/** What the office module reads about a player (S0 §3.2); identity's tables stay private. */
export interface AccountSnapshot {
  userId: number;
  email: string | null;
  /** E.164, and split for S0 §3.2 phone_code / phone_number. */
  phone: string | null;
  phoneCode: string | null;
  phoneNationalNumber: string | null;
  countryCode: string;
  currencyCode: string;
  registrationType: string;
  activationType: number;
  banLevel: number;
  banVersion: number;
  /** S0 §2.5.9, §3.2 is_need_identification: asked to identify and not identified yet. */
  needsIdentification: boolean;
  hasPassword: boolean;
  passwordChangedAt: Date | null;
  twoStepEnabled: boolean;
  phoneVerified: boolean;
  emailVerified: boolean;
  createdAt: Date;
  profile: {
    name: string | null;
    surname: string | null;
    birthDate: string | null;
    documentTypeId: number | null;
    inn: string | null;
    passport: string | null;
    passportDate: string | null;
    passportEndDate: string | null;
    registrationAddress: string | null;
    hideBalance: boolean;
  };
}

export interface TermsStatus {
  /** S0 §3.7 user terms: true when the terms changed since the player accepted them. */
  result: boolean;
  updatedAt: Date;
}

/** The player's account as others read it (S0 §3.2), the terms (S0 §4.6), identification (S0 §2.5.9), closing. */
export interface ProfileService {
  /** The player's account as the office reads it (S0 §3.2); null when there is none or it is closed. */
  getAccount(userId: number): Promise<AccountSnapshot | null>;
  /** S0 §4.6, §7: whether the terms changed since the player accepted them. */
  termsStatus(userId: number): Promise<TermsStatus>;
  /** The player accepts the current terms revision. */
  confirmTerms(userId: number, meta: RequestMeta): Promise<TermsStatus>;
  /**
   * S1 §8: throws the 451 TERMS_NOT_ACCEPTED (exception_code 1) when the terms changed since the
   * player accepted them and terms confirmation is on (S0 §3.3 isAvailableConfirmTerms).
   */
  assertTermsAccepted(userId: number): Promise<void>;
  /**
   * S0 §2.5.9: the operator asks a player to identify himself (the identification blocker then
   * holds him), or records that he did. No HTTP API yet: `app.operator.identity`.
   */
  setIdentificationRequired(userId: number, required: boolean): Promise<boolean>;
  /** Closes an account: it can no longer sign in and every session ends at once (S0 §4.4). */
  closeAccount(userId: number, meta: RequestMeta): Promise<void>;
}

export function createProfileService(kit: IdentityKit): ProfileService {
  const { repository: repo, audit, config, nowMs, now } = kit;

  const profile: ProfileService = {
    async getAccount(userId) {
      const [user, row] = await Promise.all([repo.findUserById(userId), repo.findProfile(userId)]);
      if (!user || user.closedAt) return null;
      const split = user.phone ? splitPhone(user.phone) : null;
      return {
        userId: user.id,
        email: user.email,
        phone: user.phone,
        phoneCode: split?.phoneCode ?? null,
        phoneNationalNumber: split?.nationalNumber ?? null,
        countryCode: user.countryCode,
        currencyCode: user.currencyCode,
        registrationType: user.registrationType,
        activationType: user.activationType,
        banLevel: user.banLevel,
        banVersion: user.banVersion,
        needsIdentification: user.identificationRequiredAt !== null && user.identifiedAt === null,
        hasPassword: user.passwordHash !== null,
        passwordChangedAt: user.passwordChangedAt,
        twoStepEnabled: user.totpEnabledAt !== null,
        phoneVerified: user.phoneVerifiedAt !== null,
        emailVerified: user.emailVerifiedAt !== null,
        createdAt: user.createdAt,
        profile: {
          name: row?.name ?? null,
          surname: row?.surname ?? null,
          birthDate: row?.birthDate ?? null,
          documentTypeId: row?.documentTypeId ?? null,
          inn: row?.inn ?? null,
          passport: row?.passport ?? null,
          passportDate: row?.passportDate ?? null,
          passportEndDate: row?.passportEndDate ?? null,
          registrationAddress: row?.registrationAddress ?? null,
          hideBalance: row?.hideBalance ?? true,
        },
      };
    },

    async termsStatus(userId) {
      const [user, updatedAt] = await Promise.all([repo.findUserById(userId), kit.termsUpdatedAt()]);
      return { result: termsChanged(user?.termsAcceptedAt?.getTime() ?? null, updatedAt.getTime()), updatedAt };
    },

    async confirmTerms(userId, meta) {
      const updatedAt = await kit.termsUpdatedAt();
      // The accepted revision: now, or the revision's own date when an operator dated it ahead.
      const accepted = new Date(Math.max(nowMs(), updatedAt.getTime()));
      await repo.transaction(async (tx) => {
        await repo.updateUser(userId, { termsAcceptedAt: accepted }, tx);
        await audit.record({ type: 'identity.terms_accepted', userId, ip: meta.ip, userAgent: meta.userAgent, details: { updatedAt: updatedAt.toISOString() } }, tx);
      });
      return { result: false, updatedAt };
    },

    async assertTermsAccepted(userId) {
      const site = await config.getSiteConfig();
      if (!site.isAvailableConfirmTerms) return;
      if ((await profile.termsStatus(userId)).result) {
        throw new AppError(451, 'TERMS_NOT_ACCEPTED', 'The terms have changed: confirm them to continue.', { exception_code: 1 });
      }
    },

    async setIdentificationRequired(userId, required) {
      const user = await repo.findUserById(userId);
      if (!user) return false;
      const at = now();
      await repo.updateUser(userId, required ? { identificationRequiredAt: at, identifiedAt: null } : { identifiedAt: at });
      return true;
    },

    async closeAccount(userId, meta) {
      const at = now();
      await repo.transaction(async (tx) => {
        await repo.updateUser(userId, { closedAt: at }, tx);
        const ended = await repo.revokeUserSessions(userId, at, tx);
        await audit.record({ type: 'identity.account_closed', userId, ip: meta.ip, userAgent: meta.userAgent, details: { sessionsEnded: ended } }, tx);
      });
    },
  };
  return profile;
}
