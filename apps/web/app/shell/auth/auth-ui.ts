import { createStore } from 'zustand/vanilla';
import { splitLanguagePrefix } from '@wager/domain';
import { REGISTRATION_TYPES, type RegistrationTypeName } from '@wager/contract/enums';

/** S0 §3.5, S1 §3: registration types, the contract's list (its zod-free entry, so the shell does not load zod). */
export const REGISTRATION_TYPE_LIST = REGISTRATION_TYPES;
export type { RegistrationTypeName };
export const DEFAULT_REGISTRATION_TYPE: RegistrationTypeName = 'fast_reg';

export function isRegistrationType(value: string | undefined): value is RegistrationTypeName {
  return (REGISTRATION_TYPE_LIST as readonly string[]).includes(value ?? '');
}

/**
 * S0 §2.2 registration/{type?}: the page's type from its path segment: none is the default type,
 * `socialregistration` the social one; null for an unknown type (the page does not exist).
 */
export function registrationTypeOfPath(segment: string | undefined): RegistrationTypeName | null {
  if (segment === undefined) return DEFAULT_REGISTRATION_TYPE;
  if (segment === 'socialregistration') return 'soc_reg';
  return isRegistrationType(segment) ? segment : null;
}

/** The shell's modals that belong to identity (S0 §2.2 "login and registration (shown as modals)", S1 §4). */
export type AuthModal =
  | { kind: 'signIn' }
  | { kind: 'registration'; type: RegistrationTypeName }
  | { kind: 'forgotPassword' }
  | { kind: 'logout' };

export interface CaptchaRequest {
  captchaCode: number;
  resolve(solution: string | null): void;
}

interface AuthUiState {
  modal: AuthModal | null;
  captcha: CaptchaRequest | null;
}

export const authUiStore = createStore<AuthUiState>()(() => ({ modal: null, captcha: null }));

export function openAuthModal(modal: AuthModal): void {
  authUiStore.setState({ modal });
}

export function closeAuthModal(): void {
  authUiStore.setState({ modal: null });
}

/** S1 §8: the API client asks for a captcha; the answer is the solved header value, or null. */
export function requestCaptcha(captchaCode: number): Promise<string | null> {
  const pending = authUiStore.getState().captcha;
  pending?.resolve(null);
  return new Promise((resolve) => {
    authUiStore.setState({
      captcha: {
        captchaCode,
        resolve: (solution) => {
          authUiStore.setState({ captcha: null });
          resolve(solution);
        },
      },
    });
  });
}

export type RegistrationOpening = 'nothing' | 'page' | 'modal';

/**
 * S0 §4.3: already on registration → nothing; on the login page (or when configured) → the
 * registration page; otherwise the modal (and the page if the modal fails to load).
 */
export function registrationOpening(pathname: string, options: { forcePage?: boolean } = {}): RegistrationOpening {
  const { rest } = splitLanguagePrefix(pathname);
  if (/^\/registration(\/|$)/.test(rest)) return 'nothing';
  if (/^\/user\/login\/?$/.test(rest) || options.forcePage) return 'page';
  return 'modal';
}

/** Sign-in from the header: on the login page the form is already there. */
export function signInOpening(pathname: string): 'nothing' | 'modal' {
  const { rest } = splitLanguagePrefix(pathname);
  return /^\/user\/login\/?$/.test(rest) ? 'nothing' : 'modal';
}

/** Where a modal goes when its chunk cannot load (S0 §4.3). */
export function pageForModal(lang: string, modal: AuthModal): string {
  switch (modal.kind) {
    case 'registration':
      return `/${lang}/registration/${modal.type}`;
    case 'signIn':
      return `/${lang}/user/login`;
    case 'forgotPassword':
      return `/${lang}/user/login`;
    case 'logout':
      return `/${lang}`;
  }
}
