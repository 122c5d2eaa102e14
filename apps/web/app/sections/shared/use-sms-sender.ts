import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SmsSendResponse } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { errorMessage } from './error-messages.ts';
import { toE164 } from './phone-countries.ts';
import { useCountdown } from './use-countdown.ts';

/** Sends a one-time SMS code (POST /web-api/auth/sms/send) and runs the resend countdown. */
export function useSmsSender(purpose: 'login' | 'registration') {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async (phone: string, countryCode: string): Promise<string | null> => {
    setSending(true);
    try {
      const answer = await apiRequest('/web-api/auth/sms/send', {
        method: 'POST',
        body: { phone: toE164(phone, countryCode), countryCode, purpose },
        schema: SmsSendResponse,
        handles: true,
      });
      countdown.start(answer.resendAfterSeconds);
      setSentTo(toE164(phone, countryCode));
      return null;
    } catch (error) {
      return errorMessage(t, error);
    } finally {
      setSending(false);
    }
  };
  return { send, sending, sentTo, secondsLeft: countdown.secondsLeft };
}

