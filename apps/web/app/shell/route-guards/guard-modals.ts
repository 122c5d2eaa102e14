import { useSyncExternalStore } from 'react';
import type { GuardModal } from '@wager/domain';

/**
 * A modal a guard asked for instead of the page (S0 §2.5.5 recharge, §2.5.9 identification). The
 * clientLoader cancels the navigation and leaves the request here; the guard route's modal host
 * shows it over the page the player stays on.
 */
export interface GuardModalRequest {
  modal: GuardModal;
  /** Where the refused navigation was going (with its query), e.g. for a return URL. */
  targetHref: string;
}

let current: GuardModalRequest | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function requestGuardModal(request: GuardModalRequest): void {
  current = request;
  emit();
}

export function closeGuardModal(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open guard modal, or null; never one on the server. */
export function useGuardModal(): GuardModalRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
