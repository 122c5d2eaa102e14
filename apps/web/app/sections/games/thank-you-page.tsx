import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { SectionFrame, sectionMeta } from '../../ui/section-frame.tsx';
import { nextSteps, thankYouKind } from './thank-you.ts';

export const meta = sectionMeta;

/**
 * S0 §2.2 {section}/thankyou: the page after an action (a deposit, a registration, a withdrawal
 * request…): what happened, what it means for the player, and the next steps as links.
 */
export default function ThankYouPage() {
  const { section } = useParams();
  const { t } = useTranslation();
  const { lang } = useShell();
  const kind = thankYouKind(section);
  const steps = nextSteps(kind);
  return (
    <SectionFrame>
      <section className="card mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-6 py-10 text-center" data-testid="thank-you" data-kind={kind}>
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
          {t(`casinoRoutes.thankYou.${kind}.title`)}
        </h1>
        <p className="max-w-lg text-muted">{t(`casinoRoutes.thankYou.${kind}.note`)}</p>
        <h2 className="pt-2 text-sm font-bold tracking-wide text-muted uppercase">{t('casinoRoutes.thankYou.next')}</h2>
        <ul className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          {steps.map((step, index) => (
            <li key={step.key}>
              <Link to={localHref(lang, step.path)} className={`btn w-full ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}>
                {t(`casinoRoutes.thankYou.steps.${step.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SectionFrame>
  );
}
