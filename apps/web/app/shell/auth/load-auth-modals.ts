import { modalLoader } from '../registry.ts';

/**
 * The chunk with every identity modal (sign-in, registration, password reset, sign-out, captcha):
 * loaded on first use or on hover, never part of the initial bundle. The modals import the shell's
 * stores, never this file, so there is no import cycle.
 */
export const loadAuthModals = () => modalLoader('auth')();

export function preloadAuthModals(): void {
  void loadAuthModals().catch(() => {
    // The modal host retries when a modal opens, and falls back to the page (S0 §4.3).
  });
}
