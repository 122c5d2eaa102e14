import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormAlert, TextButton, TextField } from './form-controls.tsx';
import type { useSmsSender } from './use-sms-sender.ts';

/**
 * The SMS part shared by sign-in by code and phone registration: a "send code" button until a code
 * went out, then the code field with the resend countdown (S0 §3.5) and the form's own fields.
 */
export function SmsCodeStep(props: {
  sms: ReturnType<typeof useSmsSender>;
  failure: string | null;
  onSend(): void;
  code: UseFormRegisterReturn;
  codeError: string | undefined;
  /** The form's fields and submit button after the code field. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { sms } = props;
  if (sms.sentTo === null) {
    return (
      <>
        <FormAlert message={props.failure} />
        <button type="button" onClick={props.onSend} disabled={sms.sending} className="btn btn-primary h-12 w-full text-base disabled:opacity-70">
          {t('auth.sms.send')}
        </button>
      </>
    );
  }
  return (
    <>
      <FormAlert tone="info" message={t('auth.sms.sent', { phone: sms.sentTo })} />
      <TextField
        label={t('auth.fields.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={props.codeError}
        hint={
          sms.secondsLeft > 0 ? (
            t('auth.sms.resendIn', { count: sms.secondsLeft })
          ) : (
            <TextButton onClick={props.onSend} disabled={sms.sending}>
              {t('auth.sms.resend')}
            </TextButton>
          )
        }
        {...props.code}
      />
      {props.children}
    </>
  );
}
