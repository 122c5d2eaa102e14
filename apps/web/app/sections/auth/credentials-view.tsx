import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { saveAsFile, saveAsImage, type Credentials, type CredentialsLabels } from './credentials-save.ts';
import { CredentialsEmailResponse, Email } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { FormAlert } from '../shared/form-controls.tsx';

/**
 * The one-click account's id and password, shown once (S1 §3), with the save options: a file, an
 * image, or e-mail (the server checks the password, then mails it to the address given).
 */
export function CredentialsView({ credentials, onContinue }: { credentials: Credentials; onContinue(): Promise<void> | void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const labels: CredentialsLabels = {
    title: t('auth.credentials.fileTitle'),
    login: t('auth.credentials.login'),
    password: t('auth.credentials.password'),
    site: typeof window === 'undefined' ? '' : window.location.origin,
    note: t('auth.credentials.fileNote'),
  };
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-xl border border-win/40 bg-win/10 px-4 py-3">
        <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-win text-sm font-black text-white" aria-hidden="true">
          ✓
        </span>
        <div>
          <h3 className="font-bold">{t('auth.credentials.title')}</h3>
          <p className="mt-0.5 text-sm text-muted">{t('auth.credentials.once')}</p>
        </div>
      </div>
      <dl className="overflow-hidden rounded-xl border border-line">
        <CredentialRow label={t('auth.credentials.login')} value={credentials.login} testId="credentials-login" />
        <CredentialRow label={t('auth.credentials.password')} value={credentials.password} testId="credentials-password" bordered />
      </dl>
      <div>
        <h4 className="mb-2 text-[0.8125rem] font-semibold text-muted">{t('auth.credentials.saveTitle')}</h4>
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn btn-secondary h-11"
            onClick={() => {
              saveAsFile(credentials, labels);
              setSaved(t('auth.credentials.savedFile'));
            }}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M9 14h6M9 17h4" />
            </svg>
            {t('auth.credentials.saveFile')}
          </button>
          <button
            type="button"
            className="btn btn-secondary h-11"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await saveAsImage(credentials, labels);
                setSaved(t('auth.credentials.savedImage'));
              } finally {
                setBusy(false);
              }
            }}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="M21 16l-5-5-9 9" />
            </svg>
            {t('auth.credentials.saveImage')}
          </button>
        </div>
        <form
          className="mt-3 rounded-lg border border-dashed border-[var(--control-line)] p-3"
          onSubmit={async (event) => {
            event.preventDefault();
            const parsed = Email.safeParse(email);
            if (!parsed.success) {
              setEmailError(t('auth.credentials.emailInvalid'));
              return;
            }
            setEmailError(null);
            setSending(true);
            try {
              await apiRequest('/web-api/auth/credentials/email', {
                method: 'POST',
                body: { email: parsed.data, password: credentials.password },
                schema: CredentialsEmailResponse,
              });
              setSaved(t('auth.credentials.emailSent', { email: parsed.data }));
            } catch {
              // The API client has already shown the server's message.
            } finally {
              setSending(false);
            }
          }}
        >
          <fieldset disabled={sending}>
            <legend className="px-1 text-[0.8125rem] font-semibold text-muted">{t('auth.credentials.sendEmail')}</legend>
            <div className="flex gap-2">
              <label className="sr-only" htmlFor="credentials-email">
                {t('auth.fields.email')}
              </label>
              <input
                id="credentials-email"
                type="email"
                autoComplete="email"
                placeholder="name@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={emailError ? true : undefined}
                aria-describedby="credentials-email-note"
                className="h-10 min-w-0 flex-1 rounded-lg border border-[var(--control-line)] bg-surface-0 px-3 text-sm"
              />
              <button type="submit" className="btn btn-secondary h-10">
                {t('auth.credentials.send')}
              </button>
            </div>
            <p id="credentials-email-note" className={`mt-1.5 text-xs ${emailError ? 'text-live' : 'text-muted'}`}>
              {emailError ?? t('auth.credentials.emailNote')}
            </p>
          </fieldset>
        </form>
      </div>
      <FormAlert tone="info" message={saved} />
      <button type="button" className="btn btn-primary h-12 w-full text-base" onClick={() => void onContinue()}>
        {t('auth.credentials.continue')}
      </button>
    </div>
  );
}

function CredentialRow({ label, value, testId, bordered }: { label: string; value: string; testId: string; bordered?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className={`flex items-center gap-3 bg-surface-0 px-4 py-3 ${bordered ? 'border-t border-line' : ''}`}>
      <div className="min-w-0 flex-1">
        <dt className="text-[0.6875rem] font-bold tracking-wider text-muted uppercase">{label}</dt>
        <dd className="mt-0.5 truncate font-mono text-lg font-bold tracking-wide select-all" data-testid={testId}>
          {value}
        </dd>
      </div>
      <button
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          } catch {
            // No clipboard permission: the value is selectable.
          }
        }}
        aria-label={t('auth.credentials.copy', { what: label })}
        className="flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-xs font-semibold text-accent-text hover:bg-surface-2"
      >
        {copied ? t('auth.credentials.copied') : t('auth.credentials.copyShort')}
      </button>
    </div>
  );
}
