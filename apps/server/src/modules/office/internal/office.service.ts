import type { UserConfig } from '@wager/contract';
import { protectionLevel, sortedSportIds, type ProtectionMethods } from '@wager/domain';
import type { AccountSnapshot } from '../../identity/index.ts';

export interface OfficeIdentityPort {
  getAccount(userId: number): Promise<AccountSnapshot | null>;
}

export interface OfficeConfigPort {
  getSiteConfig(lang?: string): Promise<{ ref_id: number }>;
}

const DAY_MS = 86_400_000;

export interface OfficeService {
  /** S0 §3.2 user config of a signed-in player; null when the account is gone. */
  getUserConfig(userId: number): Promise<UserConfig | null>;
}

export function createOfficeService(deps: { identity: OfficeIdentityPort; config: OfficeConfigPort; nowMs: () => number }): OfficeService {
  return {
    async getUserConfig(userId) {
      const [account, site] = await Promise.all([deps.identity.getAccount(userId), deps.config.getSiteConfig()]);
      if (!account) return null;
      const { profile } = account;
      const methods: ProtectionMethods = {
        is_changed_password: account.passwordChangedAt !== null,
        enable_two_factor_auth: account.twoStepEnabled,
        enable_phone_binding: account.phoneVerified,
        // Security questions are not offered (yet): never on.
        enable_security_question: false,
        enable_email_auth: account.emailVerified,
      };
      const passwordSince = account.passwordChangedAt ?? account.createdAt;
      const fullName = [profile.name, profile.surname].filter(Boolean).join(' ');
      return {
        // Per-player sport blacklists are not kept yet; S0 §3.2 wants them sorted ascending.
        disallow_line_sport: sortedSportIds([]),
        disallow_live_sport: sortedSportIds([]),
        phone_number: account.phoneNationalNumber,
        phone_code: account.phoneCode,
        user_email: account.email,
        // S0 §4.4: user_data also sets user_name.
        user_name: fullName || null,
        user_country_code: account.countryCode,
        user_country_id: null,
        activation_type: account.activationType,
        user_ref_id: site.ref_id,
        user_msg_count: 0,
        isRequiredTransfer: false,
        is_active_secure_question: false,
        user_hide_balance: profile.hideBalance,
        changed_pass_day_count: account.hasPassword ? Math.max(0, Math.floor((deps.nowMs() - passwordSince.getTime()) / DAY_MS)) : null,
        user_data: {
          date_birthday: profile.birthDate,
          document_type_id: profile.documentTypeId,
          inn: profile.inn,
          name: profile.name,
          passport: profile.passport,
          passport_date: profile.passportDate,
          passport_end_date: profile.passportEndDate,
          registration_address: profile.registrationAddress,
          surname: profile.surname,
        },
        protection_level: protectionLevel(methods),
        protection_methods: methods,
        should_sync_protection_methods: false,
        is_need_identification: account.needsIdentification,
        ban_level: account.banLevel,
        ban_version: account.banVersion,
        user_status_id: 0,
        internal_verification_status: 0,
        // S0 §4.4: 1 means not verified (verification is a later issue).
        verification_status: 1,
        verification_types: [],
        isCCLine: false,
        isCClive: false,
        isDataAfterRegistration: false,
        verification_status_group_code: null,
        requested_additional_document: 0,
        has_deposit: false,
        is_identification_bonus: false,
        show_verification_modal_on_deposit_page: false,
        remaining_days_to_activate: null,
        recharge_notification: { show: false, textId: null, hasButton: false },
      };
    },
  };
}
