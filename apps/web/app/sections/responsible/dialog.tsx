import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ModalFrame } from '../../ui/modal-frame.tsx';

/**
 * The responsible-gaming dialogs: the site's modal frame above the header's menus, with an accent bar;
 * non-dismissible for S1 §4's deposit-limit approval and S1 §8's session-limit end.
 */
export function LimitDialog({
  title,
  description,
  onClose,
  dismissible = true,
  tone = 'default',
  children,
  testId,
}: {
  title: string;
  description?: string;
  onClose(): void;
  dismissible?: boolean;
  tone?: 'default' | 'danger';
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={title}
      {...(description ? { description } : {})}
      onClose={onClose}
      closeLabel={t('responsible.close')}
      dismissible={dismissible}
      layer="raised"
      size="lg"
      accent={tone}
      className="rg-dialog"
      {...(testId ? { testId } : {})}
    >
      {children}
    </ModalFrame>
  );
}
