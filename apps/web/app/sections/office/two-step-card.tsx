import { formResolver } from '../shared/form-resolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TwoStepSetupResponse, TwoStepStateResponse, type UserConfig } from '@wager/contract';
import { notify } from '../../shell/notifications/notifications.ts';
import { FormAlert, SubmitButton, TextButton, TextField } from '../shared/form-controls.tsx';
import { officeErrorMessage } from './office-errors.ts';
import { codeForm, type CodeValues } from './schemas.ts';
import { SecurityCard, StatusBadge, icons } from './security-card.tsx';
import { securityPost } from './api.ts';

/** The key as authenticator apps print it: groups of four. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-step sign-in (S0 §3.2 enable_two_factor_auth, §3.5 login_password_two_step_code): set up
 * with a QR code or the key typed by hand, confirmed with a code from the app; turned off with a
 * current code.
 */
export function TwoStepCard({ config, onChanged }: { config: UserConfig; onChanged(): Promise<void> }) {
  const { t } = useTranslation();
  const enabled = config.protection_methods.enable_two_factor_auth;
  const [setup, setSetup] = useState<TwoStepSetupResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await securityPost('/web-api/user/security/two-step/setup', {}, TwoStepSetupResponse));
    } catch (error) {
      setFailure(officeErrorMessage(t, error, { conflict: t('office.twoStep.conflict') }));
    } finally {
      setStarting(false);
    }
  };

  return (
    <SecurityCard
      id="two-step"
      title={t('office.twoStep.title')}
      icon={icons.phoneLock}
      status={<StatusBadge on={enabled} label={enabled ? t('office.status.on') : t('office.status.off')} />}
      text={enabled ? t('office.twoStep.textOn') : t('office.twoStep.text')}
    >
      {enabled ? (
        <CodeForm
          intro={t('office.twoStep.disableText')}
          submitLabel={t('office.twoStep.disable')}
          tone="danger"
          onCode={async (code) => {
            await securityPost('/web-api/user/security/two-step/disable', { code }, TwoStepStateResponse);
            notify({ kind: 'success', message: t('office.twoStep.disabled') });
            await onChanged();
          }}
        />
      ) : setup ? (
        <div className="space-y-4">
          <ol className="space-y-4 text-sm">
            <li className="flex items-start gap-4">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt={t('office.twoStep.qrAlt')}
                width={152}
                height={152}
                data-testid="two-step-qr"
                className="h-38 w-38 shrink-0 rounded-lg border border-line bg-white p-1"
              />
              <div className="min-w-0 space-y-2 pt-1">
                <p>
                  <span className="font-bold">1.</span> {t('office.twoStep.scan')}
                </p>
                <p className="text-muted">{t('office.twoStep.manual')}</p>
              </div>
            </li>
            <li>
              <SecretKey secret={setup.secret} />
            </li>
            <li>
              <span className="font-bold">2.</span> {t('office.twoStep.enter')}
            </li>
          </ol>
          <CodeForm
            submitLabel={t('office.twoStep.confirm')}
            onCode={async (code) => {
              await securityPost('/web-api/user/security/two-step/confirm', { code }, TwoStepStateResponse);
              setSetup(null);
              notify({ kind: 'success', message: t('office.twoStep.enabled') });
              await onChanged();
            }}
          />
          <div className="text-center">
            <TextButton onClick={() => setSetup(null)}>{t('office.cancel')}</TextButton>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <ul className="space-y-1 text-sm text-muted">
            <li>• {t('office.twoStep.benefit1')}</li>
            <li>• {t('office.twoStep.benefit2')}</li>
          </ul>
          <FormAlert message={failure} />
          <button type="button" onClick={() => void start()} disabled={starting} aria-busy={starting} className="btn btn-primary h-11 w-full disabled:opacity-70">
            {t('office.twoStep.setup')}
          </button>
        </div>
      )}
    </SecurityCard>
  );
}

function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-2 rounded-lg border border-line bg-surface-0 px-3 py-2">
      <div className="min-w-0 flex-1">
        <span className="block text-[0.6875rem] font-bold tracking-wider text-muted uppercase">{t('office.twoStep.secret')}</span>
        <code className="block font-mono text-[0.9375rem] font-bold tracking-wide select-all" data-testid="two-step-secret">
          {groupKey(secret)}
        </code>
      </div>
      <button
        type="button"
        className="btn btn-secondary h-9 shrink-0"
        onClick={() => {
          void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        {copied ? t('office.copied') : t('office.copy')}
      </button>
    </div>
  );
}

/** A 6-digit authenticator code and one action; the server's refusal shows under it. */
function CodeForm({ intro, submitLabel, tone = 'primary', onCode }: { intro?: string; submitLabel: string; tone?: 'primary' | 'danger'; onCode(code: string): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeValues>({ resolver: formResolver(codeForm), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code.trim());
      form.reset();
    } catch (error) {
      setFailure(officeErrorMessage(t, error, { conflict: t('office.twoStep.conflict') }));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {intro && <p className="text-sm text-muted">{intro}</p>}
      <TextField
        label={t('office.twoStep.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...form.register('code')}
      />
      <FormAlert message={failure} />
      {tone === 'danger' ? (
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="btn btn-secondary h-11 w-full text-live disabled:opacity-70">
          {submitLabel}
        </button>
      ) : (
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      )}
    </form>
  );
}
