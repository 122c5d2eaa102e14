import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../shell/api-client.ts';
import { errorMessage } from '../shared/error-messages.ts';

/**
 * A message for a failed security-page call: the page's own words where the auth texts would
 * mislead (an e-mail or phone of another account, a state that changed meanwhile), else the
 * shared auth texts (wrong code, expired code, too many attempts, network).
 */
export function officeErrorMessage(t: TFunction, error: unknown, context: { taken?: string; conflict?: string; invalidCredentials?: string } = {}): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'ALREADY_REGISTERED' && context.taken) return context.taken;
    if (error.status === 409 && context.conflict) return context.conflict;
    if (error.code === 'INVALID_CREDENTIALS' && context.invalidCredentials) return context.invalidCredentials;
  }
  return errorMessage(t, error);
}
