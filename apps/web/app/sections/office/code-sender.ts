import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CodeSentResponse } from '@wager/contract';
import { useCountdown } from '../shared/use-countdown.ts';
import { officeErrorMessage } from './office-errors.ts';
import { securityPost } from './api.ts';

/**
 * Sends a code (e-mail verification or phone binding) and runs the resend countdown (S1 §4), in
 * the shape SmsCodeStep takes: `send` answers a message to show, or null when the code went out.
 */
export function useCodeSender(path: string, messages: { taken: string; conflict: string }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async (body: unknown): Promise<string | null> => {
    setSending(true);
    try {
      const answer = await securityPost(path, body, CodeSentResponse);
      countdown.start(answer.resendAfterSeconds);
      setSentTo(answer.sentTo);
      return null;
    } catch (error) {
      return officeErrorMessage(t, error, messages);
    } finally {
      setSending(false);
    }
  };
  return { send, sending, sentTo, secondsLeft: countdown.secondsLeft, reset: () => setSentTo(null) };
}
