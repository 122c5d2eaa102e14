import { lazy, Suspense } from 'react';
import { modalLoader } from '../registry.ts';
import { closeGuardModal, useGuardModal } from './guard-modals.ts';

// Loaded when a guard first asks for them, never part of the initial bundle.
// Opened by id through the shell's modal registry (sections/registry.ts registers them).
const IdentificationModal = lazy(() => modalLoader('identification')());
const RechargeModal = lazy(() => modalLoader('recharge')());

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
