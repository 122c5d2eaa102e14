import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useStore } from 'zustand';
import { CaptchaChallenge } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { authUiStore, closeAuthModal, openAuthModal, type CaptchaRequest, type RegistrationTypeName } from '../../shell/auth/auth-ui.ts';
import { markSignedIn, signOut } from '../../shell/auth/session-actions.ts';
import { useShell } from '../../shell/use-shell.ts';
import { authAnalytics } from './auth-analytics.ts';
import { AuthDialog, WelcomeAside } from '../shared/auth-dialog.tsx';
import { solveChallenge } from './captcha-solver.ts';
import { FormAlert } from '../shared/form-controls.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

/**
 * Every identity modal, in one lazily loaded chunk (the shell's host loads it on first use):
 * sign-in, registration, forgot password, sign-out confirmation and the captcha.
 */
export default function AuthModals() {
  const modal = useStore(authUiStore, (state) => state.modal);
  const captcha = useStore(authUiStore, (state) => state.captcha);
  return (
    <>
      {modal?.kind === 'signIn' && <SignInDialog />}
      {modal?.kind === 'registration' && <RegistrationDialog type={modal.type} />}
      {modal?.kind === 'forgotPassword' && <ForgotPasswordDialog />}
      {modal?.kind === 'logout' && <LogoutDialog />}
      {captcha && <CaptchaDialog key={captcha.captchaCode} request={captcha} />}
    </>
  );
}

function SignInDialog() {
  const { t } = useTranslation();
  const shell = useShell();
  const afterSignIn = useAfterSignIn();
  useEffect(() => authAnalytics.loginPopup(), []);
  return (
    <AuthDialog title={t('auth.signIn.title')} onClose={closeAuthModal}>
      <SignInForm
        registrationAllowed={shell.isRegistrationAllowed}
        onSignedIn={async () => {
          await afterSignIn();
          closeAuthModal();
        }}
        onForgotPassword={() => openAuthModal({ kind: 'forgotPassword' })}
        onRegister={() => openAuthModal({ kind: 'registration', type: 'fast_reg' })}
      />
    </AuthDialog>
  );
}

function RegistrationDialog({ type }: { type: RegistrationTypeName }) {
  const { t } = useTranslation();
  const shell = useShell();
  const afterSignIn = useAfterSignIn();
  const revalidator = useRevalidator();
  const [registered, setRegistered] = useState(false);
  const finish = async () => {
    await afterSignIn();
    closeAuthModal();
  };
  return (
    <AuthDialog
      title={t('auth.registration.title')}
      aside={<WelcomeAside />}
      onClose={() => {
        if (registered) {
          void finish();
          return;
        }
        // S0 §4.3: closing the modal while logged out tracks a registration-leave event.
        authAnalytics.registrationClosed(shell.isSignedIn);
        closeAuthModal();
      }}
    >
      <RegistrationForm
        type={type}
        geoCurrencyCode={shell.geoCurrencyCode}
        onTypeChange={(next) => openAuthModal({ kind: 'registration', type: next })}
        onRegistered={finish}
        onCredentialsShown={() => {
          // The session is live: the header shows the account behind the credentials.
          setRegistered(true);
          markSignedIn();
          void revalidator.revalidate();
        }}
        onSignIn={() => openAuthModal({ kind: 'signIn' })}
      />
    </AuthDialog>
  );
}

/** S1 §4: exit clears the extra params (the showForgotPasswordModal flag of S0 §2.2). */
function useClearForgotPasswordParam() {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    const params = new URLSearchParams(location.search);
    if (!params.has('showForgotPasswordModal')) return;
    params.delete('showForgotPasswordModal');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
  };
}

function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const clearParam = useClearForgotPasswordParam();
  return (
    <AuthDialog
      title={t('auth.reset.title')}
      onClose={() => {
        clearParam();
        closeAuthModal();
      }}
    >
      <ForgotPassword
        onSignIn={() => {
          clearParam();
          openAuthModal({ kind: 'signIn' });
        }}
      />
    </AuthDialog>
  );
}

/** S0 §4.4: logout asks for confirmation first. */
function LogoutDialog() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [busy, setBusy] = useState(false);
  return (
    <AuthDialog title={t('auth.logout.title')} description={t('auth.logout.text')} onClose={closeAuthModal} size="sm">
      <div className="flex gap-3 pt-1">
        <button type="button" className="btn btn-secondary h-11 flex-1" onClick={closeAuthModal} autoFocus>
          {t('auth.logout.cancel')}
        </button>
        <button
          type="button"
          className="btn h-11 flex-1 bg-live-fill text-white hover:brightness-110 disabled:opacity-70"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            await signOut(lang);
          }}
        >
          {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {t('auth.logout.confirm')}
        </button>
      </div>
    </AuthDialog>
  );
}

type CaptchaState = 'idle' | 'solving' | 'solved' | 'failed';

/** S1 §8: the captcha a failed call asked for; solved in the browser (ALTCHA proof of work). */
function CaptchaDialog({ request }: { request: CaptchaRequest }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CaptchaState>('idle');
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(), [controller]);

  const verify = async () => {
    setState('solving');
    try {
      const challenge = await apiRequest('/web-api/captcha/update', { schema: CaptchaChallenge, handles: true, signal: controller.signal });
      const solution = await solveChallenge(challenge, controller.signal);
      if (!solution) throw new Error('no solution found');
      setState('solved');
      setTimeout(() => request.resolve(solution), 350);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('captcha failed', error);
      setState('failed');
    }
  };

  return (
    <AuthDialog title={t('auth.captcha.title')} description={t('auth.captcha.text')} onClose={() => request.resolve(null)} layer="top" size="sm">
      <div className="space-y-4">
        <button
          type="button"
          role="checkbox"
          aria-checked={state === 'solved'}
          aria-busy={state === 'solving'}
          disabled={state === 'solving' || state === 'solved'}
          onClick={() => void verify()}
          className="flex w-full items-center gap-3 rounded-xl border border-[var(--control-line)] bg-surface-0 px-4 py-4 text-left hover:border-accent disabled:cursor-default"
        >
          <span
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-md border-2 ${
              state === 'solved' ? 'border-win bg-win text-white' : 'border-[var(--control-line)] bg-surface-1'
            }`}
            aria-hidden="true"
          >
            {state === 'solving' && <span className="h-4 w-4 animate-spin rounded-full border-2 border-muted/30 border-t-accent" />}
            {state === 'solved' && '✓'}
          </span>
          <span className="flex-1 font-semibold">
            {state === 'solving' ? t('auth.captcha.solving') : state === 'solved' ? t('auth.captcha.solved') : t('auth.captcha.notRobot')}
          </span>
          <span className="text-[0.625rem] font-bold tracking-wider text-muted uppercase">ALTCHA</span>
        </button>
        <FormAlert message={state === 'failed' ? t('auth.captcha.failed') : null} />
      </div>
    </AuthDialog>
  );
}
