/**
 * The wire's enumerations, once, as plain lists with no zod: the web shell reads them without
 * loading zod (`@wager/contract/enums`), the schemas build their `z.enum`s from them, and the
 * server and web take their types from here. Enumerations a rule also reads (account types,
 * payment directions and states, conversion status) are the domain's own lists, re-exported.
 */
export {
  ACCOUNT_TYPE,
  ACCOUNT_TYPES,
  CONVERSION_STATUS,
  CONVERSION_STATUSES,
  DEPOSIT_STATES,
  PAYMENT_DIRECTIONS,
  PAYMENT_STATES,
  WITHDRAWAL_STATES,
} from '@wager/domain';
export type { AccountTypeValue, ConversionStatusValue, DepositState, PaymentDirectionKind, PaymentState, WithdrawalState } from '@wager/domain';
/** Sportsbook favourites: what a player can star (S0 §2.2). */
export { FAVOURITE_KINDS, type FavouriteKind } from '@wager/domain';

/** S0 §3.5, S1 §3 registration types. */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationTypeName = (typeof REGISTRATION_TYPES)[number];
/** S0 §3.5 sign-in forms. */
export const LOGIN_FORMS = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
export type LoginFormName = (typeof LOGIN_FORMS)[number];
/** S0 §3.5 social sign-in providers. */
export const SOCIAL_PROVIDERS = [
  'google', 'vk', 'ok', 'fb', 'mailru', 'yandex', 'telegram', 'kakaotalk', 'twitter', 'itsme', 'twitch',
  'metamask', 'line', 'linkedin', 'apple', 'discord',
] as const;
/** S0 §3.5 registration bonus choice: 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export const BONUS_CHOICES = [0, 1, 2] as const;
export type BonusChoiceValue = (typeof BONUS_CHOICES)[number];
/** How the one-click credentials are kept: 0 file, 1 image, 2 e-mail (S1 §3). */
export const CREDENTIALS_SAVE_OPTIONS = [0, 1, 2] as const;
/** Where a one-time code goes (S1 §4). */
export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannelName = (typeof CODE_CHANNELS)[number];
