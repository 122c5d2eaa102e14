import { formResolver } from '../shared/form-resolver.ts';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/use-translation.ts';
import { parsePhoneNumberFromString } from '@wager/contract/phone';
import { PasswordResetRequestResponse, PasswordResetVerifyResponse, type CodeChannelName } from '@wager/contract';
import { apiRequest, ApiRequestError } from '../../shell/api-client.ts';
import { errorMessage } from '../shared/error-messages.ts';
import { FormAlert, PasswordField, SubmitButton, TextButton, TextField } from '../shared/form-controls.tsx';
import { codeFailureAt, INITIAL_RESET, resetReducer } from './forgot-password-flow.ts';
import { resetCodeForm, resetRequestForm, resetSaveForm } from '../shared/schemas.ts';
import { useCountdown } from '../shared/use-countdown.ts';

type Translate = ReturnType<typeof useTranslation>['t'];
type PasswordResetRequestResponse = z.infer<typeof PasswordResetRequestResponse>;
const fieldError = (t: Translate, message: string | undefined) => (message ? t(message) : undefined);

/** A login that is an international phone number also tells its country. */
function resetBody(login: string) {
  const trimmed = login.trim();
  if (trimmed.startsWith('+')) {
    const phone = parsePhoneNumberFromString(trimmed);
    if (phone?.country) return { login: phone.number, countryCode: phone.country };
  }
  return { login: trimmed.includes('@') ? trimmed.toLowerCase() : trimmed };
}

async function requestCode(login: string) {
  return apiRequest('/web-api/auth/password-reset/request', { method: 'POST', body: resetBody(login), schema: PasswordResetRequestResponse, handles: true });
}

/** The forgot-password flow of S1 §4 as steps inside a modal. */
export function ForgotPassword({ onSignIn }: { onSignIn(): void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(resetReducer, INITIAL_RESET);
  const countdown = useCountdown();
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  const sent = (login: string, answer: PasswordResetRequestResponse) => {
    dispatch({ type: 'sent', login, resetId: answer.resetId, channel: answer.channel, expiresAt: Date.parse(answer.expiresAt) });
    countdown.start(answer.resendAfterSeconds);
  };

  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      sent(state.login, await requestCode(state.login));
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setResending(false);
    }
  };

  switch (state.step) {
    case 'call':
      return <CallStep onSent={sent} initialLogin={state.login} />;
    case 'code':
      return (
        <CodeStep
          channel={state.channel ?? 'email'}
          resetId={state.resetId ?? ''}
          expiresAt={state.expiresAt}
          failure={failure}
          codeFailure={state.codeFailure}
          secondsLeft={countdown.secondsLeft}
          resending={resending}
          onResend={resend}
          onFailed={(reason) => dispatch({ type: 'codeFailed', reason })}
          onApproved={(resetToken) => {
            setFailure(null);
            dispatch({ type: 'approved', resetToken });
          }}
        />
      );
    case 'save':
      return (
        <SaveStep
          resetToken={state.resetToken ?? ''}
          onSaved={() => dispatch({ type: 'saved' })}
          onFailed={() => dispatch({ type: 'saveFailed' })}
        />
      );
    case 'success':
      return (
        <Outcome tone="success" title={t('auth.reset.successTitle')} text={t('auth.reset.successText')}>
          <button type="button" className="btn btn-primary h-12 w-full text-base" onClick={onSignIn}>
            {t('auth.reset.toSignIn')}
          </button>
        </Outcome>
      );
    case 'error':
      return (
        <Outcome tone="error" title={t('auth.reset.errorTitle')} text={t('auth.reset.errorText')}>
          <button type="button" className="btn btn-primary h-12 w-full text-base" onClick={() => dispatch({ type: 'restart' })}>
            {t('auth.reset.restart')}
          </button>
        </Outcome>
      );
  }
}

function CallStep({ onSent, initialLogin }: { onSent(login: string, answer: PasswordResetRequestResponse): void; initialLogin: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ login: string }>({ resolver: formResolver(resetRequestForm), defaultValues: { login: initialLogin } });
  const submit = form.handleSubmit(async ({ login }) => {
    setFailure(null);
    try {
      onSent(login, await requestCode(login));
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.reset.callText')}</p>
      <TextField
        label={t('auth.reset.login')}
        autoComplete="username"
        placeholder={t('auth.reset.loginPlaceholder')}
        autoFocus
        error={fieldError(t, form.formState.errors.login?.message)}
        {...form.register('login')}
      />
      <FormAlert message={failure} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.reset.sendCode')}</SubmitButton>
    </form>
  );
}

function CodeStep(props: {
  channel: CodeChannelName;
  resetId: string;
  expiresAt: number | null;
  failure: string | null;
  codeFailure: 'wrong_code' | 'time_up' | null;
  secondsLeft: number;
  resending: boolean;
  onResend(): Promise<void>;
  onFailed(reason: 'wrong_code' | 'time_up'): void;
  onApproved(resetToken: string): void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ resolver: formResolver(resetCodeForm), defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await apiRequest('/web-api/auth/password-reset/verify', {
        method: 'POST',
        body: { resetId: props.resetId, code: code.trim() },
        schema: PasswordResetVerifyResponse,
        handles: true,
      });
      props.onApproved(answer.resetToken);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'CODE_INVALID') {
        props.onFailed(codeFailureAt(error.body.reason, props.expiresAt, Date.now()));
        form.resetField('code');
      } else setFailure(errorMessage(t, error));
    }
  });
  const codeMessage =
    props.codeFailure === 'time_up' ? t('auth.errors.codeTimeUp') : props.codeFailure === 'wrong_code' ? t('auth.errors.codeWrong') : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert tone="info" message={props.channel === 'sms' ? t('auth.reset.sentSms') : t('auth.reset.sentEmail')} />
      <TextField
        label={t('auth.reset.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={fieldError(t, form.formState.errors.code?.message)}
        hint={
          props.secondsLeft > 0 ? (
            t('auth.sms.resendIn', { count: props.secondsLeft })
          ) : (
            <TextButton onClick={() => void props.onResend()} disabled={props.resending}>
              {t('auth.reset.resend')}
            </TextButton>
          )
        }
        {...form.register('code')}
      />
      <div data-code-failure={props.codeFailure ?? undefined}>
        <FormAlert message={codeMessage ?? failure ?? props.failure} />
      </div>
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.reset.approve')}</SubmitButton>
    </form>
  );
}

function SaveStep({ resetToken, onSaved, onFailed }: { resetToken: string; onSaved(): void; onFailed(): void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ password: string; repeat: string }>({ resolver: formResolver(resetSaveForm), defaultValues: { password: '', repeat: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await apiRequest('/web-api/auth/password-reset/save', { method: 'POST', body: { resetToken, password }, handles: true });
      onSaved();
    } catch (error) {
      // A password the rules refuse can be fixed here; an expired or used reset cannot.
      if (error instanceof ApiRequestError && (error.code === 'VALIDATION_FAILED' || error.status === 0)) setFailure(errorMessage(t, error));
      else onFailed();
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted">{t('auth.reset.saveText')}</p>
      <PasswordField label={t('auth.fields.newPassword')} autoComplete="new-password" hint={t('auth.fields.passwordHint')} autoFocus error={fieldError(t, errors.password?.message)} {...form.register('password')} />
      <PasswordField label={t('auth.fields.repeatPassword')} autoComplete="new-password" error={fieldError(t, errors.repeat?.message)} {...form.register('repeat')} />
      <FormAlert message={failure} />
      <SubmitButton busy={form.formState.isSubmitting}>{t('auth.reset.save')}</SubmitButton>
    </form>
  );
}

function Outcome({ tone, title, text, children }: { tone: 'success' | 'error'; title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="space-y-5 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <span
        className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl font-black text-white ${tone === 'success' ? 'bg-win' : 'bg-live-fill'}`}
        aria-hidden="true"
      >
        {tone === 'success' ? '✓' : '!'}
      </span>
      <div>
        <h3 className="text-lg font-bold">{title}</h3>
        <p className="mt-1 text-sm text-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}
