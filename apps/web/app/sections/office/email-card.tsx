import { formResolver } from '../shared/form-resolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmailVerifiedResponse, type UserConfig } from '@wager/contract';
import { notify } from '../../shell/notifications/notifications.ts';
import { FormAlert, SubmitButton, TextButton, TextField } from '../shared/form-controls.tsx';
import { useCodeSender } from './code-sender.ts';
import { officeErrorMessage } from './office-errors.ts';
import { codeForm, emailAddressForm, type CodeValues } from './schemas.ts';
import { SecurityCard, StatusBadge, icons } from './security-card.tsx';
import { securityPost } from './api.ts';

/**
 * E-mail verification (S0 §3.2 user_email, enable_email_auth): a code to the address on the
 * account, or to a new one; the address becomes the account's once the code comes back.
 */
export function EmailCard({ config, onChanged }: { config: UserConfig; onChanged(): Promise<void> }) {
  const { t } = useTranslation();
  const email = config.user_email;
  const verified = config.protection_methods.enable_email_auth;
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useCodeSender('/web-api/user/email/verification/send', { taken: t('office.email.taken'), conflict: t('office.email.conflict') });
  const addressForm = useForm<{ email: string }>({ resolver: formResolver(emailAddressForm), defaultValues: { email: '' } });

  const send = async (body: { email?: string }) => {
    setFailure(null);
    setFailure(await sender.send(body));
  };
  const askAddress = !email || changing;

  return (
    <SecurityCard
      id="email"
      title={t('office.email.title')}
      icon={icons.mail}
      status={email ? <StatusBadge on={verified} label={verified ? t('office.email.verified') : t('office.email.unverified')} /> : undefined}
      text={verified ? t('office.email.textVerified') : t('office.email.text')}
    >
      {email && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-0 px-3 py-2.5">
          <div className="min-w-0">
            <span className="block text-[0.6875rem] font-bold tracking-wider text-muted uppercase">{t('office.email.address')}</span>
            <span className="block truncate font-semibold" data-testid="email-address">
              {email}
            </span>
          </div>
          {verified && !changing && sender.sentTo === null && <TextButton onClick={() => setChanging(true)}>{t('office.email.change')}</TextButton>}
        </div>
      )}

      {sender.sentTo !== null ? (
        <EmailCodeForm
          sentTo={sender.sentTo}
          secondsLeft={sender.secondsLeft}
          resending={sender.sending}
          onResend={() => void send(sender.sentTo === email ? {} : { email: sender.sentTo! })}
          resendFailure={failure}
          onCancel={() => {
            sender.reset();
            setChanging(false);
            setFailure(null);
          }}
          onConfirmed={async (address) => {
            sender.reset();
            setChanging(false);
            addressForm.reset();
            notify({ kind: 'success', message: t('office.email.done', { email: address }) });
            await onChanged();
          }}
        />
      ) : askAddress ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={addressForm.handleSubmit(async (values) => {
            await send({ email: values.email.trim().toLowerCase() });
          })}
        >
          <TextField
            label={email ? t('office.email.newAddress') : t('auth.fields.email')}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            error={addressForm.formState.errors.email?.message ? t(addressForm.formState.errors.email.message) : undefined}
            {...addressForm.register('email')}
          />
          <FormAlert message={failure} />
          <SubmitButton busy={sender.sending}>{t('office.sendCode')}</SubmitButton>
          {changing && (
            <div className="text-center">
              <TextButton onClick={() => setChanging(false)}>{t('office.cancel')}</TextButton>
            </div>
          )}
        </form>
      ) : !verified ? (
        <div className="space-y-3">
          <FormAlert message={failure} />
          <button type="button" onClick={() => void send({})} disabled={sender.sending} className="btn btn-primary h-11 w-full disabled:opacity-70">
            {t('office.sendCode')}
          </button>
          <div className="text-center">
            <TextButton onClick={() => setChanging(true)}>{t('office.email.other')}</TextButton>
          </div>
        </div>
      ) : null}
    </SecurityCard>
  );
}

function EmailCodeForm(props: {
  sentTo: string;
  secondsLeft: number;
  resending: boolean;
  resendFailure: string | null;
  onResend(): void;
  onCancel(): void;
  onConfirmed(email: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeValues>({ resolver: formResolver(codeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await securityPost('/web-api/user/email/verification/confirm', { code: code.trim() }, EmailVerifiedResponse);
      await props.onConfirmed(answer.email);
    } catch (error) {
      setFailure(officeErrorMessage(t, error, { taken: t('office.email.taken') }));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormAlert tone="info" message={t('office.email.sent', { email: props.sentTo })} />
      <TextField
        label={t('office.email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        hint={
          props.secondsLeft > 0 ? (
            t('auth.sms.resendIn', { count: props.secondsLeft })
          ) : (
            <TextButton onClick={props.onResend} disabled={props.resending}>
              {t('office.resend')}
            </TextButton>
          )
        }
        {...form.register('code')}
      />
      <FormAlert message={failure ?? props.resendFailure} />
      <SubmitButton busy={isSubmitting}>{t('office.email.confirm')}</SubmitButton>
      <div className="text-center">
        <TextButton onClick={props.onCancel}>{t('office.cancel')}</TextButton>
      </div>
    </form>
  );
}
