import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { withReturnUrl } from '@wager/domain';
import { AuthDialog } from '../shared/auth-dialog.tsx';
import { localHref, useShell } from '../../shell/use-shell.ts';

interface IdentificationModalProps {
  /** The page the player tried to open; he comes back to it once identified. */
  targetHref: string;
  onClose(): void;
}

/**
 * S0 §2.5.9 identification blocker, modal variant (S1 §2): a player who must be identified tried to
 * open a page that needs it. He stays on his page; this explains why and leads to the
 * identification page, which brings him back to where he was going.
 */
export default function IdentificationModal({ targetHref, onClose }: IdentificationModalProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const goIdentify = () => {
    onClose();
    void navigate(withReturnUrl(localHref(lang, '/office/identification'), targetHref));
  };
  return (
    <AuthDialog title={t('identification.modal.title')} description={t('identification.modal.text')} onClose={onClose} size="sm">
      <div data-testid="identification-modal" className="flex flex-col gap-4">
        <ul className="space-y-2 text-sm text-muted">
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-brand">
              ✓
            </span>
            {t('identification.modal.documents')}
          </li>
          <li className="flex gap-2">
            <span aria-hidden="true" className="text-brand">
              ✓
            </span>
            {t('identification.modal.time')}
          </li>
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('identification.modal.later')}
          </button>
          <button type="button" className="btn btn-primary" onClick={goIdentify}>
            {t('identification.modal.start')}
          </button>
        </div>
      </div>
    </AuthDialog>
  );
}
