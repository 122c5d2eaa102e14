import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { readReturnUrl } from '@wager/domain';
import { openAuthModal } from '../../shell/auth/auth-ui.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { SignInForm } from './sign-in-form.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';
import type { Route } from './+types/login-page';

export function loader({ params }: Route.LoaderArgs) {
  return { title: dictionaryFor(params.lng).auth.signIn.pageTitle };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The sign-in page (S0 §2.2 user/login): the same form as the modal, on its own page. */
export default function LoginPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();

  // A signed-in player has nothing to do here: the return URL, else home (S0 §4.4).
  useEffect(() => {
    if (shell.isSignedIn) void navigate(readReturnUrl(location.search) ?? localHref(shell.lang, '/'), { replace: true });
  }, [shell.isSignedIn, shell.lang, location.search, navigate]);

  return (
    <div className="flex justify-center py-6">
      <section aria-labelledby="login-title" className="card w-full max-w-md px-7 py-7 shadow-sm">
        <h1 id="login-title" className="mb-5 text-2xl font-extrabold tracking-tight">
          {t('auth.signIn.title')}
        </h1>
        <SignInForm
          registrationAllowed={shell.isRegistrationAllowed}
          onSignedIn={afterSignIn}
          onForgotPassword={() => openAuthModal({ kind: 'forgotPassword' })}
          // S0 §4.3: from the login page, registration opens as its page.
          onRegister={() => void navigate(`${localHref(shell.lang, '/registration/fast_reg')}${location.search}`)}
        />
      </section>
    </div>
  );
}
