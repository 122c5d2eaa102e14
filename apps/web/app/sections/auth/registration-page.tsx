import { useTranslation } from '../../i18n/use-translation.ts';
import { data, redirect, useLocation, useNavigate, useRevalidator } from 'react-router';
import { markSignedIn } from '../../shell/auth/session-actions.ts';
import { registrationTypeOfPath, type RegistrationTypeName } from '../../shell/auth/auth-ui.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { WelcomeAside } from '../shared/auth-dialog.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';
import type { Route } from './+types/registration-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  // S1 §8: an unknown registration type is only logged by analytics; the page itself does not exist.
  const type = registrationTypeOfPath(params.type);
  if (type === null) throw data(null, { status: 404 });
  // S0 §2.5.1: registration needs the site config to allow it.
  if (!context.site.isRegistrationAllowed) throw redirect(`/${context.lng}`);
  return { type, title: dictionaryFor(context.lng).auth.registration.pageTitle };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }];
}

/** The registration page (S0 §2.2 registration/{type}): the modal's form with the welcome panel. */
export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const afterSignIn = useAfterSignIn();
  const revalidator = useRevalidator();
  const go = (type: RegistrationTypeName) => void navigate(`${localHref(shell.lang, `/registration/${type}`)}${location.search}`, { replace: true, preventScrollReset: true });
  return (
    <div className="flex justify-center py-4">
      <section aria-labelledby="registration-title" className="card flex w-full max-w-[54rem] overflow-hidden shadow-sm">
        <div className="hidden w-[21rem] shrink-0 md:block">
          <WelcomeAside />
        </div>
        <div className="min-w-0 flex-1 px-7 py-7">
          <h1 id="registration-title" className="mb-5 text-2xl font-extrabold tracking-tight">
            {t('auth.registration.title')}
          </h1>
          <RegistrationForm
            type={loaderData.type}
            geoCurrencyCode={shell.geoCurrencyCode}
            onTypeChange={go}
            onRegistered={afterSignIn}
            onCredentialsShown={() => {
              markSignedIn();
              void revalidator.revalidate();
            }}
            onSignIn={() => void navigate(`${localHref(shell.lang, '/user/login')}${location.search}`)}
          />
        </div>
      </section>
    </div>
  );
}
