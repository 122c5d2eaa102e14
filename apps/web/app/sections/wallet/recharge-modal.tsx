import { useTranslation } from '../../i18n/use-translation.ts';
import { AuthDialog } from '../shared/auth-dialog.tsx';
import { RechargeForm } from './recharge-form.tsx';

/**
 * The recharge modal (S0§2.5.5): with the site's useRechargeModal, entering recharge from outside
 * the recharge family opens this over the page the player stays on. Default export for lazy loading.
 */
export default function RechargeModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <AuthDialog title={t('wallet.recharge.title')} description={t('wallet.recharge.intro')} onClose={onClose}>
      <RechargeForm compact />
    </AuthDialog>
  );
}
