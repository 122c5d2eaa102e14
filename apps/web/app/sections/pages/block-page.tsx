import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/use-shell.ts';

/** Block page in the empty layout (S0 §2.3, §4.5). The block service that sends visitors here comes with the shell capability. */
export default function BlockPage() {
  const { t } = useTranslation();
  const { footer } = useShell();
  return (
    <section aria-labelledby="block-title" className="card flex w-full max-w-md flex-col items-center gap-3 px-8 py-10 text-center">
      <span className="mb-1 flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
          <path d="M4.5 4.5l15 15" />
        </svg>
      </span>
      <h1 id="block-title" className="text-2xl font-extrabold tracking-tight">
        {t('layouts.emptyBlockTitle')}
      </h1>
      <p className="text-muted">{t('layouts.emptyBlockText')}</p>
      <p className="mt-3 border-t border-line pt-4 text-sm text-muted">
        {t('layouts.supportPrompt')}{' '}
        <a href={`mailto:${footer.supportEmail}`} className="rounded-sm font-semibold text-accent-text hover:underline">
          {footer.supportEmail}
        </a>
      </p>
    </section>
  );
}
