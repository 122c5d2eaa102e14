import { lazy, Suspense } from 'react';
import { closeGuardModal, useGuardModal } from './guard-modals.ts';
import { withDictionaryParts } from '../../i18n/dictionary-loader.ts';

// Loaded when a guard first asks for them, never part of the initial bundle.
const IdentificationModal = lazy(withDictionaryParts(() => import('../../sections/identification/identification-modal.tsx'), ['identification', 'auth.close', 'auth.welcome']));
const RechargeModal = lazy(withDictionaryParts(() => import('../../sections/wallet/recharge-modal.tsx'), ['wallet', 'sections', 'auth.fields', 'auth.errors', 'auth.close', 'auth.welcome']));

/** Shows the modal a guard asked for (S0 §2.5.5, §2.5.9) over the page the player stayed on. */
export function GuardModalHost() {
  const request = useGuardModal();
  if (request === null) return null;
  switch (request.modal) {
    case 'identification':
      return (
        <Suspense fallback={null}>
          <IdentificationModal targetHref={request.targetHref} onClose={closeGuardModal} />
        </Suspense>
      );
    case 'recharge':
      return (
        <Suspense fallback={null}>
          <RechargeModal onClose={closeGuardModal} />
        </Suspense>
      );
  }
}
