import type { TFunction } from 'i18next';
import { ApiRequestError, captchaCodeOf } from '../../shell/api-client.ts';

/** S1 §4: the code failure reason: wrong_code before the code's deadline, else time_up. */
export type CodeFailureReason = 'wrong_code' | 'time_up';

export function codeFailureReason(error: unknown): CodeFailureReason | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'CODE_INVALID') return null;
  return error.body.reason === 'time_up' ? 'time_up' : 'wrong_code';
}

/**
 * A clear message from the dictionary for an API error code (decision 007, shown as S1 §8 says:
 * bad input gives a clear message); the server's own message where only it knows the words
 * (registration refused by config), and a generic text for anything unexpected.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('auth.errors.generic');
  const retry = error.body.retryAfterSeconds;
  switch (error.code) {
    case 'NETWORK':
      return t('auth.errors.network');
    case 'INVALID_CREDENTIALS':
      return t('auth.errors.invalidCredentials');
    case 'ACCOUNT_LOCKED':
      return retry && retry > 0
        ? t('auth.errors.accountLocked', { count: Math.max(1, Math.ceil(retry / 60)) })
        : t('auth.errors.accountLockedNoTime');
    case 'CODE_INVALID':
      return codeFailureReason(error) === 'time_up' ? t('auth.errors.codeTimeUp') : t('auth.errors.codeWrong');
    case 'RATE_LIMITED':
      return retry && retry > 0 ? t('auth.errors.rateLimited', { count: retry }) : t('auth.errors.rateLimitedNoTime');
    case 'ALREADY_REGISTERED':
      return t('auth.errors.alreadyRegistered');
    case 'REGISTRATION_CLOSED':
      return error.message || t('auth.errors.registrationClosed');
    case 'CAPTCHA_REQUIRED':
      return t('auth.errors.captcha');
    case 'CURRENCY_NOT_OFFERED':
      return t('auth.errors.currencyNotOffered');
    case 'VALIDATION_FAILED':
      return t('auth.errors.validation');
    case 'UNAUTHORIZED':
      return t('auth.errors.unauthorized');
    case 'SESSION_LIMIT_ENDED':
      // S1 §8 "session limit ended" + "visit tomorrow": the dictionary's words, not the server's.
      return t('responsible.refusal.signIn.SESSION_LIMIT_ENDED');
    default:
      if (captchaCodeOf(error) !== null) return t('auth.errors.captcha');
      return error.message || t('auth.errors.generic');
  }
}
