import { formResolver } from '../shared/form-resolver.ts';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RegisterResponse, type BonusChoiceValue, type RegisterRequest } from '@wager/contract';
import { apiRequest, ApiRequestError } from '../../shell/api-client.ts';
import type { RegistrationTypeName } from '../../shell/auth/auth-ui.ts';
import { authAnalytics } from './auth-analytics.ts';
import { browserCountry, countryOptions, DEFAULT_COUNTRY, defaultCurrency, REGISTRATION_CURRENCIES } from '../shared/countries.ts';
import { CredentialsView } from './credentials-view.tsx';
import { errorMessage } from '../shared/error-messages.ts';
import { markJustRegistered } from '../shared/limit-prompt-mark.ts';
import { Checkbox, FormAlert, PasswordField, SelectField, SubmitButton, Tabs, TextButton, TextField } from '../shared/form-controls.tsx';
import { FormPhoneField } from '../shared/phone-field.tsx';
import { toE164 } from '../shared/phone-countries.ts';
import { currentReturnUrl, socialStartUrl, useSocialProviders, type SocialProviderOption } from './social.ts';
import { SocialButtons } from './social-buttons.tsx';
import { fastRegForm, fullRegForm, phoneRegForm, type FastRegValues, type FullRegValues, type PhoneRegValues } from '../shared/schemas.ts';
import { SmsCodeStep } from '../shared/sms-code-step.tsx';
import { useSmsSender } from '../shared/use-sms-sender.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
const fieldError = (t: Translate, message: string | undefined) => (message ? t(message) : undefined);

export interface RegistrationFormProps {
  type: RegistrationTypeName;
  onTypeChange(type: RegistrationTypeName): void;
  /** The account exists and the session cookie is set: reload the shell and leave. */
  onRegistered(): Promise<void> | void;
  /** fast_reg: called when the credentials are on screen (the session is already live). */
  onCredentialsShown?(): void;
  onSignIn(): void;
  geoCurrencyCode: string;
}

type CommonValues = FastRegValues;

function commonDefaults(geoCurrencyCode: string): CommonValues {
  return { countryCode: DEFAULT_COUNTRY, currencyCode: defaultCurrency(geoCurrencyCode), bonusChoice: '1', promoCode: '', acceptTerms: false, confirmAge: false };
}

function commonBody(values: CommonValues) {
  const promoCode = values.promoCode.trim();
  return {
    countryCode: values.countryCode,
    currencyCode: values.currencyCode,
    bonusChoice: Number(values.bonusChoice) as BonusChoiceValue,
    ...(promoCode ? { promoCode } : {}),
    acceptTerms: true as const,
    confirmAge: true as const,
  };
}

async function register(body: RegisterRequest) {
  return apiRequest('/web-api/auth/register', { method: 'POST', body, schema: RegisterResponse, handles: true });
}

/** Server VALIDATION_FAILED issues land on the fields they name; the rest is a form message. */
function applyServerIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, t: Translate): void {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return;
  for (const issue of error.body.issues ?? []) {
    const name = issue.path.split('.').pop();
    if (name && name in form.getValues()) form.setError(name as Path<T>, { message: t('auth.errors.fieldRejected') });
  }
}

/**
 * Registration (S0 §3.5, S1 §3): one click, by phone, by e-mail and by social network, with the
 * country, currency, bonus choice, promo code, terms and age confirmation every type shares.
 */
export function RegistrationForm({ type, onTypeChange, onRegistered, onCredentialsShown, onSignIn, geoCurrencyCode }: RegistrationFormProps) {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(null);

  useEffect(() => {
    authAnalytics.registrationStart(type);
  }, [type]);

  // UKGC RTS 12: the new player may be offered a deposit limit (responsible pop-ups), once this form is done with.
  const finished = async () => {
    try {
      await onRegistered();
    } finally {
      markJustRegistered();
    }
  };
  if (credentials) return <CredentialsView credentials={credentials} onContinue={finished} />;

  const done = async (answer: RegisterResponse) => {
    authAnalytics.registrationDone(type);
    if (answer.credentials) {
      setCredentials(answer.credentials);
      onCredentialsShown?.();
      return;
    }
    if (answer.redirectUrl) {
      markJustRegistered();
      window.location.assign(answer.redirectUrl);
      return;
    }
    await finished();
  };

  return (
    <div className="space-y-5">
      <Tabs<RegistrationTypeName>
        idPrefix="registration"
        label={t('auth.registration.methods')}
        value={type}
        onChange={onTypeChange}
        items={[
          { key: 'fast_reg', label: t('auth.registration.tabFast') },
          { key: 'phone_reg', label: t('auth.registration.tabPhone') },
          { key: 'full_reg', label: t('auth.registration.tabEmail') },
          { key: 'soc_reg', label: t('auth.registration.tabSocial') },
        ]}
      />
      <div id="registration-panel" role="tabpanel" aria-labelledby={`registration-tab-${type}`}>
        {type === 'fast_reg' && <FastRegPanel geoCurrencyCode={geoCurrencyCode} onDone={done} />}
        {type === 'phone_reg' && <PhoneRegPanel geoCurrencyCode={geoCurrencyCode} onDone={done} />}
        {type === 'full_reg' && <FullRegPanel geoCurrencyCode={geoCurrencyCode} onDone={done} />}
        {type === 'soc_reg' && <SocialRegPanel geoCurrencyCode={geoCurrencyCode} />}
      </div>
      <p className="border-t border-line pt-4 text-center text-sm text-muted">
        {t('auth.registration.haveAccount')} <TextButton onClick={onSignIn}>{t('auth.registration.signInLink')}</TextButton>
      </p>
    </div>
  );
}

/** The browser's region, once, when the form opens (the server render keeps the S0 §9 default). */
function useBrowserCountry(form: UseFormReturn<CommonValues>) {
  useEffect(() => {
    const region = browserCountry(navigator.languages);
    if (region) form.setValue('countryCode', region);
  }, [form]);
}

const BONUS_ICONS = {
  sport: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 7V3M16 10l4-1.5M14.5 14.5l2.5 3.5M9.5 14.5L7 18M8 10L4 8.5" />
    </svg>
  ),
  casino: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8" cy="8" r="1.3" fill="currentColor" />
      <circle cx="16" cy="8" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="8" cy="16" r="1.3" fill="currentColor" />
      <circle cx="16" cy="16" r="1.3" fill="currentColor" />
    </svg>
  ),
  none: (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M6 18L18 6" />
    </svg>
  ),
};

function CommonFields({ form, children, social = false }: { form: UseFormReturn<CommonValues>; children?: React.ReactNode; social?: boolean }) {
  const { t, i18n } = useTranslation();
  const errors = form.formState.errors;
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [promoOpen, setPromoOpen] = useState(false);
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-3">
        <SelectField label={t('auth.fields.country')} error={fieldError(t, errors.countryCode?.message)} {...form.register('countryCode')}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('auth.fields.currency')} error={fieldError(t, errors.currencyCode?.message)} {...form.register('currencyCode')}>
          {REGISTRATION_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
      {children}
      {/* The social flow creates the account on the provider's way back: no bonus or promo code there. */}
      {!social && (
      <fieldset>
        <legend className="mb-1.5 text-[0.8125rem] font-semibold text-muted">{t('auth.bonus.legend')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {(
            [
              ['1', 'sport', BONUS_ICONS.sport],
              ['2', 'casino', BONUS_ICONS.casino],
              ['0', 'none', BONUS_ICONS.none],
            ] as const
          ).map(([value, key, icon]) => (
            <label
              key={value}
              className="relative flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-[var(--control-line)] bg-surface-0 px-2 py-2.5 text-center text-xs font-semibold transition-colors hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--focus)]"
            >
              <input type="radio" value={value} className="sr-only" {...form.register('bonusChoice')} />
              <span aria-hidden="true" className="text-accent-text">
                {icon}
              </span>
              <span>{t(`auth.bonus.${key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      )}
      {social ? null : promoOpen ? (
        <TextField label={t('auth.fields.promoCode')} autoComplete="off" error={fieldError(t, errors.promoCode?.message)} {...form.register('promoCode')} />
      ) : (
        <div>
          <TextButton onClick={() => setPromoOpen(true)}>{t('auth.registration.havePromo')}</TextButton>
        </div>
      )}
      <div className="space-y-2.5">
        <Checkbox label={t('auth.registration.acceptTerms')} error={fieldError(t, errors.acceptTerms?.message)} {...form.register('acceptTerms')} />
        <Checkbox label={t('auth.registration.confirmAge')} error={fieldError(t, errors.confirmAge?.message)} {...form.register('confirmAge')} />
      </div>
    </>
  );
}

function FastRegPanel({ geoCurrencyCode, onDone }: { geoCurrencyCode: string; onDone(answer: RegisterResponse): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FastRegValues>({ resolver: formResolver(fastRegForm), defaultValues: commonDefaults(geoCurrencyCode) });
  useBrowserCountry(form);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onDone(await register({ type: 'fast_reg', ...commonBody(values) }));
    } catch (error) {
      applyServerIssues(form, error, t);
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.registration.fastIntro')}</p>
      <CommonFields form={form} />
      <FormAlert message={failure} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.registration.submitFast')}</SubmitButton>
    </form>
  );
}

function FullRegPanel({ geoCurrencyCode, onDone }: { geoCurrencyCode: string; onDone(answer: RegisterResponse): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FullRegValues>({
    resolver: formResolver(fullRegForm),
    defaultValues: { ...commonDefaults(geoCurrencyCode), email: '', password: '', name: '', surname: '' },
  });
  useBrowserCountry(form as unknown as UseFormReturn<CommonValues>);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const name = values.name.trim();
      const surname = values.surname.trim();
      await onDone(
        await register({
          type: 'full_reg',
          ...commonBody(values),
          email: values.email.trim().toLowerCase(),
          password: values.password,
          ...(name ? { name } : {}),
          ...(surname ? { surname } : {}),
        }),
      );
    } catch (error) {
      applyServerIssues(form, error, t);
      if (error instanceof ApiRequestError && error.code === 'ALREADY_REGISTERED') form.setError('email', { message: t('auth.errors.emailTaken') });
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" error={fieldError(t, errors.email?.message)} {...form.register('email')} />
      <PasswordField label={t('auth.fields.newPassword')} autoComplete="new-password" hint={t('auth.fields.passwordHint')} error={fieldError(t, errors.password?.message)} {...form.register('password')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('auth.fields.name')} autoComplete="given-name" error={fieldError(t, errors.name?.message)} {...form.register('name')} />
        <TextField label={t('auth.fields.surname')} autoComplete="family-name" error={fieldError(t, errors.surname?.message)} {...form.register('surname')} />
      </div>
      <CommonFields form={form as unknown as UseFormReturn<CommonValues>} />
      <FormAlert message={failure} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.registration.submit')}</SubmitButton>
    </form>
  );
}

function PhoneRegPanel({ geoCurrencyCode, onDone }: { geoCurrencyCode: string; onDone(answer: RegisterResponse): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const sms = useSmsSender('registration');
  const form = useForm<PhoneRegValues>({
    resolver: formResolver(phoneRegForm),
    defaultValues: { ...commonDefaults(geoCurrencyCode), phone: '', code: '', password: '' },
  });
  // The phone's country is the account's country (the server checks the number against it).
  useBrowserCountry(form as unknown as UseFormReturn<CommonValues>);
  const errors = form.formState.errors;
  const country = form.watch('countryCode');

  const sendCode = async () => {
    setFailure(null);
    if (!(await form.trigger('phone'))) return;
    const problem = await sms.send(form.getValues('phone'), form.getValues('countryCode'));
    if (problem) setFailure(problem);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onDone(await register({ type: 'phone_reg', ...commonBody(values), phone: toE164(values.phone, values.countryCode), code: values.code.trim(), password: values.password }));
    } catch (error) {
      applyServerIssues(form, error, t);
      if (error instanceof ApiRequestError && error.code === 'ALREADY_REGISTERED') form.setError('phone', { message: t('auth.errors.phoneTaken') });
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormPhoneField form={form} error={fieldError(t, errors.phone?.message)} />
      <SmsCodeStep sms={sms} failure={failure} onSend={() => void sendCode()} code={form.register('code')} codeError={fieldError(t, errors.code?.message)}>
        <PasswordField label={t('auth.fields.newPassword')} autoComplete="new-password" hint={t('auth.fields.passwordHint')} error={fieldError(t, errors.password?.message)} {...form.register('password')} />
        <CommonFields form={form as unknown as UseFormReturn<CommonValues>} />
        <FormAlert message={failure} />
        <SubmitButton busy={form.formState.isSubmitting}>{t('auth.registration.submit')}</SubmitButton>
      </SmsCodeStep>
    </form>
  );
}

/**
 * soc_reg: the player picks the country and currency, accepts the terms and goes to the provider;
 * the server runs the OpenID Connect flow (GET /social-api/oauth/{provider}/start), creates the
 * account on the way back and signs the player in. Only the providers the operator enabled show.
 */
function SocialRegPanel({ geoCurrencyCode }: { geoCurrencyCode: string }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [leaving, setLeaving] = useState<string | null>(null);
  const form = useForm<FastRegValues>({ resolver: formResolver(fastRegForm), defaultValues: commonDefaults(geoCurrencyCode) });
  useBrowserCountry(form);
  const start = (provider: SocialProviderOption) =>
    form.handleSubmit((values) => {
      setLeaving(provider.id);
      window.location.assign(socialStartUrl(provider.id, { returnUrl: currentReturnUrl(), countryCode: values.countryCode, currencyCode: values.currencyCode }));
    })();
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.registration.socialIntro')}</p>
      <CommonFields form={form} social />
      {providers === null ? (
        <div className="h-11 animate-pulse rounded-lg bg-surface-2" role="status" aria-label={t('remoteView.loading')} />
      ) : providers.length === 0 ? (
        <FormAlert tone="info" message={t('auth.social.none')} />
      ) : (
        <SocialButtons providers={providers} busy={leaving} onPick={(provider) => void start(provider)} label={t('auth.registration.providers')} />
      )}
    </form>
  );
}
