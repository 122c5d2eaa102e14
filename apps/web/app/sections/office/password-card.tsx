import { formResolver } from '../shared/form-resolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PasswordChangeResponse, type UserConfig } from '@wager/contract';
import { clearToken } from '../../shell/api-client.ts';
import { notify } from '../../shell/notifications/notifications.ts';
import { FormAlert, PasswordField, SubmitButton } from '../shared/form-controls.tsx';
import { officeErrorMessage } from './office-errors.ts';
import { passwordChangeForm, type PasswordChangeValues } from './schemas.ts';
import { SecurityCard, StatusBadge, icons } from './security-card.tsx';
import { securityPost } from './api.ts';

/**
 * Password change (S0 §3.2 is_changed_password, changed_pass_day_count): the current password,
 * the new one twice. The server ends every other session; this browser gets a new one.
 */
export function PasswordCard({ config, onChanged }: { config: UserConfig; onChanged(): Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordChangeValues>({ resolver: formResolver(passwordChangeForm), defaultValues: { currentPassword: '', newPassword: '', repeat: '' } });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);
  const changed = config.protection_methods.is_changed_password;
  const days = config.changed_pass_day_count;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await securityPost('/web-api/user/security/password', { currentPassword: values.currentPassword, newPassword: values.newPassword }, PasswordChangeResponse);
      // The old session (and any bearer token of it) ended with the change.
      clearToken();
      form.reset();
      notify({ kind: 'success', message: t('office.password.done') });
      await onChanged();
    } catch (error) {
      setFailure(officeErrorMessage(t, error, { invalidCredentials: t('office.password.wrongCurrent') }));
      form.resetField('currentPassword');
    }
  });

  return (
    <SecurityCard
      id="password"
      title={t('office.password.title')}
      icon={icons.key}
      status={<StatusBadge on={changed} label={changed ? t('office.password.changed') : t('office.password.notChanged')} />}
      text={
        changed && days !== null
          ? days === 0
            ? t('office.password.changedToday')
            : t('office.password.changedDays', { count: days })
          : t('office.password.text')
      }
    >
      <form noValidate onSubmit={submit} className="space-y-3">
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={config.user_email ?? ''} readOnly hidden />
        <PasswordField label={t('office.password.current')} autoComplete="current-password" error={fieldError(errors.currentPassword?.message)} {...form.register('currentPassword')} />
        <PasswordField
          label={t('office.password.new')}
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          error={fieldError(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <PasswordField label={t('office.password.repeat')} autoComplete="new-password" error={fieldError(errors.repeat?.message)} {...form.register('repeat')} />
        <p className="text-xs text-muted">{t('office.password.sessionsNote')}</p>
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting}>{t('office.password.submit')}</SubmitButton>
      </form>
    </SecurityCard>
  );
}
