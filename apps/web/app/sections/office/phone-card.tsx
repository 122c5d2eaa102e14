import { formResolver } from '../shared/form-resolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { parsePhoneNumberFromString } from '@wager/contract/phone';
import { OneTimeCode, PhoneBoundResponse, type UserConfig } from '@wager/contract';
import { notify } from '../../shell/notifications/notifications.ts';
import { DEFAULT_COUNTRY } from '../shared/countries.ts';
import { FormAlert, SubmitButton, TextButton } from '../shared/form-controls.tsx';
import { toE164 } from '../shared/phone-countries.ts';
import { FormPhoneField } from '../shared/phone-field.tsx';
import { SmsCodeStep } from '../shared/sms-code-step.tsx';
import { useCodeSender } from './code-sender.ts';
import { officeErrorMessage } from './office-errors.ts';
import { phoneBindingForm, type PhoneBindingValues } from './schemas.ts';
import { SecurityCard, StatusBadge, icons } from './security-card.tsx';
import { securityPost } from './api.ts';

/** An E.164 number as people write it: "+7 916 123 45 67". */
function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * Phone binding (S0 §3.2 phone_code, phone_number; §4.4: activation type 0 → 3, 1 → 2 and phone
 * binding on): the country and number (S0 §3.6 masks), an SMS code, then the number is bound.
 */
export function PhoneCard({ config, onChanged }: { config: UserConfig; onChanged(): Promise<void> }) {
  const { t } = useTranslation();
  const bound = config.protection_methods.enable_phone_binding && config.phone_number !== null;
  const [changing, setChanging] = useState(false);
  const number = config.phone_number ? displayPhone(`${config.phone_code ?? ''}${config.phone_number}`) : null;

  return (
    <SecurityCard
      id="phone"
      title={t('office.phone.title')}
      icon={icons.phone}
      status={<StatusBadge on={bound} label={bound ? t('office.phone.bound') : t('office.phone.notBound')} />}
      text={bound ? t('office.phone.textBound') : t('office.phone.text')}
    >
      {number && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-0 px-3 py-2.5">
          <div className="min-w-0">
            <span className="block text-[0.6875rem] font-bold tracking-wider text-muted uppercase">{t('office.phone.number')}</span>
            <span className="block truncate font-semibold tabular" data-testid="phone-number">
              {number}
            </span>
          </div>
          {bound && !changing && <TextButton onClick={() => setChanging(true)}>{t('office.phone.change')}</TextButton>}
        </div>
      )}
      {(!bound || changing) && (
        <PhoneBindingForm
          onCancel={changing ? () => setChanging(false) : undefined}
          onBound={async (phone) => {
            setChanging(false);
            notify({ kind: 'success', message: t('office.phone.done', { phone: displayPhone(phone) }) });
            await onChanged();
          }}
        />
      )}
    </SecurityCard>
  );
}

function PhoneBindingForm({ onBound, onCancel }: { onBound(phone: string): Promise<void>; onCancel: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const messages = { taken: t('office.phone.taken'), conflict: t('office.phone.conflict') };
  const sender = useCodeSender('/web-api/user/phone/binding/send', messages);
  const form = useForm<PhoneBindingValues>({ resolver: formResolver(phoneBindingForm), defaultValues: { phone: '', countryCode: DEFAULT_COUNTRY, code: '' } });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  // SmsCodeStep's sender: the phone binding endpoint instead of sign-in's.
  const sms = { ...sender, send: (phone: string, countryCode: string) => sender.send({ phone: toE164(phone, countryCode), countryCode }) };

  const sendCode = async () => {
    setFailure(null);
    if (!(await form.trigger('phone'))) return;
    setFailure(await sms.send(form.getValues('phone'), form.getValues('countryCode')));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!OneTimeCode.safeParse(values.code).success) {
      form.setError('code', { message: values.code.trim() === '' ? 'auth.validation.required' : 'auth.validation.codeFormat' });
      return;
    }
    try {
      const answer = await securityPost(
        '/web-api/user/phone/binding/confirm',
        { phone: toE164(values.phone, values.countryCode), countryCode: values.countryCode, code: values.code.trim() },
        PhoneBoundResponse,
      );
      await onBound(answer.phone);
    } catch (error) {
      setFailure(officeErrorMessage(t, error, messages));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormPhoneField form={form} error={fieldError(errors.phone?.message)} onPhoneChange={() => {
          // A code went to the number as it was: another number needs its own code.
          if (sender.sentTo !== null) sender.reset();
        }} />
      <SmsCodeStep sms={sms} failure={failure} onSend={() => void sendCode()} code={form.register('code')} codeError={fieldError(errors.code?.message)}>
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting}>{t('office.phone.confirm')}</SubmitButton>
      </SmsCodeStep>
      {onCancel && (
        <div className="text-center">
          <TextButton onClick={onCancel}>{t('office.cancel')}</TextButton>
        </div>
      )}
    </form>
  );
}
