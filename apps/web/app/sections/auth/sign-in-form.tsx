import { formResolver } from '../shared/form-resolver.ts';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LoginResponse, OneTimeCode, type LoginFormName, type LoginRequest } from '@wager/contract';
import { apiRequest, ApiRequestError } from '../../shell/api-client.ts';
import { authAnalytics } from './auth-analytics.ts';
import { DEFAULT_COUNTRY } from '../shared/countries.ts';
import { errorMessage } from '../shared/error-messages.ts';
import { Checkbox, FormAlert, PasswordField, SubmitButton, Tabs, TextButton, TextField } from '../shared/form-controls.tsx';
import { FormPhoneField } from '../shared/phone-field.tsx';
import { toE164 } from '../shared/phone-countries.ts';
import {
  loginPasswordForm,
  phonePasswordForm,
  smsLoginForm,
  twoStepForm,
  type LoginPasswordValues,
  type PhonePasswordValues,
  type SmsLoginValues,
} from '../shared/schemas.ts';
import { SmsCodeStep } from '../shared/sms-code-step.tsx';
import { useSmsSender } from '../shared/use-sms-sender.ts';
import { currentReturnUrl, socialStartUrl, useSocialProviders } from './social.ts';
import { SocialButtons } from './social-buttons.tsx';

/** S0 §3.5: the sign-in forms a player picks from; the two-step code follows a password when needed. */
/** The S0 §3.5 sign-in forms a player picks (the two-step code follows the password form). */
export type SignInTab = Exclude<LoginFormName, 'login_password_two_step_code'>;

export interface SignInFormProps {
  /** Called once the server has set the session cookie. */
  onSignedIn(): Promise<void> | void;
  onForgotPassword(): void;
  onRegister?: () => void;
  /** Whether registration is open (the link is hidden otherwise). */
  registrationAllowed: boolean;
}

async function login(body: LoginRequest) {
  authAnalytics.loginClick(body.form);
  return apiRequest('/web-api/auth/login', { method: 'POST', body, schema: LoginResponse, handles: true });
}

export function SignInForm({ onSignedIn, onForgotPassword, onRegister, registrationAllowed }: SignInFormProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SignInTab>('login_password');
  const [challengeId, setChallengeId] = useState<string | null>(null);

  const finish = async (answer: LoginResponse, form: string) => {
    if (answer.status === 'two_step_required') {
      setChallengeId(answer.challengeId);
      return;
    }
    authAnalytics.loginSuccess(form);
    await onSignedIn();
  };

  if (challengeId) {
    return <TwoStepStep challengeId={challengeId} onBack={() => setChallengeId(null)} onDone={(answer) => finish(answer, 'login_password_two_step_code')} />;
  }

  return (
    <div className="space-y-5">
      <Tabs<SignInTab>
        idPrefix="sign-in"
        label={t('auth.signIn.methods')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'login_password', label: t('auth.signIn.tabLogin') },
          { key: 'phone_password', label: t('auth.signIn.tabPhone') },
          { key: 'sms', label: t('auth.signIn.tabSms') },
        ]}
      />
      <div id="sign-in-panel" role="tabpanel" aria-labelledby={`sign-in-tab-${tab}`}>
        {tab === 'login_password' && <LoginPasswordPanel onAnswer={(a) => finish(a, 'login_password')} onForgotPassword={onForgotPassword} />}
        {tab === 'phone_password' && <PhonePasswordPanel onAnswer={(a) => finish(a, 'phone_password')} onForgotPassword={onForgotPassword} />}
        {tab === 'sms' && <SmsPanel onAnswer={(a) => finish(a, 'sms')} />}
      </div>
      <SocialSignIn />
      {registrationAllowed && onRegister && (
        <p className="border-t border-line pt-4 text-center text-sm text-muted">
          {t('auth.signIn.noAccount')} <TextButton onClick={onRegister}>{t('auth.signIn.registerLink')}</TextButton>
        </p>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
/** A field error from the form's zod message key. */
const fieldError = (t: Translate, message: string | undefined) => (message ? t(message) : undefined);

function RememberAndForgot({ remember, onForgotPassword }: { remember: UseFormRegisterReturn; onForgotPassword(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3">
      <Checkbox label={t('auth.signIn.remember')} {...remember} />
      <TextButton onClick={onForgotPassword}>{t('auth.signIn.forgot')}</TextButton>
    </div>
  );
}

function LoginPasswordPanel({ onAnswer, onForgotPassword }: { onAnswer(answer: LoginResponse): Promise<void>; onForgotPassword(): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState<{ login: string; countryCode?: string } | null>(null);
  const form = useForm<LoginPasswordValues>({ resolver: formResolver(loginPasswordForm), defaultValues: { login: '', password: '', remember: true } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAnswer(await login({ form: 'login_password', login: values.login.trim(), password: values.password, remember: values.remember }));
    } catch (error) {
      setFailure(errorMessage(t, error));
      setLocked(error instanceof ApiRequestError && error.code === 'ACCOUNT_LOCKED' ? { login: values.login.trim() } : null);
      // The same text whichever was wrong; the password is asked again, the login kept.
      form.resetField('password');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t('auth.fields.login')} autoComplete="username" placeholder={t('auth.fields.loginPlaceholder')} error={fieldError(t, errors.login?.message)} {...form.register('login')} />
      <PasswordField label={t('auth.fields.password')} autoComplete="current-password" error={fieldError(t, errors.password?.message)} {...form.register('password')} />
      <RememberAndForgot remember={form.register('remember')} onForgotPassword={onForgotPassword} />
      <FormAlert message={failure} />
      {locked && <UnlockWithCode account={locked} onUnlocked={() => { setLocked(null); setFailure(null); }} />}
      <SubmitButton busy={isSubmitting}>{t('auth.signIn.submit')}</SubmitButton>
    </form>
  );
}

/**
 * Decision 007: a locked account gets a code by SMS or e-mail that unlocks it early
 * (POST /web-api/auth/unlock); then the player signs in as usual.
 */
function UnlockWithCode({ account, onUnlocked }: { account: { login: string; countryCode?: string }; onUnlocked(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <div className="text-center">
        <TextButton onClick={() => setOpen(true)}>{t('auth.unlock.open')}</TextButton>
      </div>
    );
  }
  const unlock = async () => {
    if (!OneTimeCode.safeParse(code).success) {
      setProblem(t('auth.validation.codeFormat'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest('/web-api/auth/unlock', { method: 'POST', body: { ...account, code: code.trim() }, handles: true });
      onUnlocked();
    } catch (error) {
      setProblem(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-0 p-3">
      <p className="text-sm text-muted">{t('auth.unlock.text')}</p>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('auth.unlock.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ?? undefined}
        />
        <button type="button" className="btn btn-secondary h-11" disabled={busy} onClick={() => void unlock()}>
          {t('auth.unlock.submit')}
        </button>
      </div>
    </div>
  );
}

function PhonePasswordPanel({ onAnswer, onForgotPassword }: { onAnswer(answer: LoginResponse): Promise<void>; onForgotPassword(): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhonePasswordValues>({
    resolver: formResolver(phonePasswordForm),
    defaultValues: { phone: '', countryCode: DEFAULT_COUNTRY, password: '', remember: true },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAnswer(
        await login({ form: 'phone_password', phone: toE164(values.phone, values.countryCode), countryCode: values.countryCode, password: values.password, remember: values.remember }),
      );
    } catch (error) {
      setFailure(errorMessage(t, error));
      form.resetField('password');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormPhoneField form={form} error={fieldError(t, errors.phone?.message)} />
      <PasswordField label={t('auth.fields.password')} autoComplete="current-password" error={fieldError(t, errors.password?.message)} {...form.register('password')} />
      <RememberAndForgot remember={form.register('remember')} onForgotPassword={onForgotPassword} />
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting}>{t('auth.signIn.submit')}</SubmitButton>
    </form>
  );
}

function SmsPanel({ onAnswer }: { onAnswer(answer: LoginResponse): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const sms = useSmsSender('login');
  const form = useForm<SmsLoginValues>({
    resolver: formResolver(smsLoginForm),
    defaultValues: { phone: '', countryCode: DEFAULT_COUNTRY, code: '', remember: true },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async () => {
    setFailure(null);
    const valid = await form.trigger('phone');
    if (!valid) return;
    const problem = await sms.send(form.getValues('phone'), form.getValues('countryCode'));
    if (problem) setFailure(problem);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onAnswer(await login({ form: 'sms', phone: toE164(values.phone, values.countryCode), countryCode: values.countryCode, code: values.code.trim(), remember: values.remember }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormPhoneField form={form} error={fieldError(t, errors.phone?.message)} />
      <SmsCodeStep sms={sms} failure={failure} onSend={() => void sendCode()} code={form.register('code')} codeError={fieldError(t, errors.code?.message)}>
        <Checkbox label={t('auth.signIn.remember')} {...form.register('remember')} />
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting}>{t('auth.signIn.submit')}</SubmitButton>
      </SmsCodeStep>
    </form>
  );
}

/** S0 §3.5 login_password_two_step_code: the TOTP code after a right password. */
function TwoStepStep({ challengeId, onBack, onDone }: { challengeId: string; onBack(): void; onDone(answer: LoginResponse): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: formResolver(twoStepForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onDone(await login({ form: 'login_password_two_step_code', challengeId, code: code.trim() }));
    } catch (error) {
      // The server answers a wrong authenticator code like any wrong credential; here it can only be the code.
      const wrongCode = error instanceof ApiRequestError && error.code === 'INVALID_CREDENTIALS';
      setFailure(wrongCode ? t('auth.errors.codeWrong') : errorMessage(t, error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <h3 className="text-base font-bold">{t('auth.twoStep.title')}</h3>
        <p className="mt-1 text-sm text-muted">{t('auth.twoStep.text')}</p>
      </div>
      <TextField
        label={t('auth.twoStep.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={fieldError(t, errors.code?.message)}
        {...form.register('code')}
      />
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting}>{t('auth.twoStep.submit')}</SubmitButton>
      <div className="text-center">
        <TextButton onClick={onBack}>{t('auth.twoStep.back')}</TextButton>
      </div>
    </form>
  );
}

/** S0 §3.5 social sign-in: the providers the operator enabled; none, nothing shown. */
function SocialSignIn() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (!providers || providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs font-semibold text-muted uppercase">
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-line" aria-hidden="true" />
      </div>
      <SocialButtons
        providers={providers}
        busy={leaving}
        label={t('auth.social.label')}
        onPick={(provider) => {
          setLeaving(provider.id);
          window.location.assign(socialStartUrl(provider.id, { returnUrl: currentReturnUrl() }));
        }}
      />
    </div>
  );
}
