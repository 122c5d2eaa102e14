import { useTranslation } from 'react-i18next';
import type { Route } from './+types/landing-page';

/** Landing page in the headless layout (S0 §2.3). */
export default function LandingPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-3 px-6">
      <h1 className="text-4xl font-black">{t('layouts.landingTitle')}</h1>
      <p className="text-lg text-muted">{t('layouts.landingText', { id: params.landingId })}</p>
    </section>
  );
}
