/**
 * S1 §4: registration and login analytics state. Registration: a try counter, the last call time
 * and a done flag; starting raises the counter and clears done, completing resets the call time
 * and marks done, leaving without completing sends a leave event. Login: an attempt counter that
 * rises on each sign-in click and resets on success, and the last time the login popup opened.
 * Events go to `window` as `wager:analytics` for whatever collector the site wires up.
 */
export interface RegistrationAnalytics {
  tries: number;
  lastCallAt: number | null;
  done: boolean;
}

export interface LoginAnalytics {
  attempts: number;
  lastPopupAt: number | null;
}

export const INITIAL_REGISTRATION: RegistrationAnalytics = { tries: 0, lastCallAt: null, done: false };
export const INITIAL_LOGIN: LoginAnalytics = { attempts: 0, lastPopupAt: null };

export function registrationStarted(state: RegistrationAnalytics, now: number): RegistrationAnalytics {
  return { tries: state.tries + 1, lastCallAt: now, done: false };
}

export function registrationCompleted(state: RegistrationAnalytics): RegistrationAnalytics {
  return { ...state, lastCallAt: null, done: true };
}

/** S0 §4.3, S1 §4: closing registration without completing it, while logged out, is a leave. */
export function isRegistrationLeave(state: RegistrationAnalytics, isSignedIn: boolean): boolean {
  return !isSignedIn && !state.done && state.tries > 0;
}

export function loginClicked(state: LoginAnalytics): LoginAnalytics {
  return { ...state, attempts: state.attempts + 1 };
}

export function loginSucceeded(state: LoginAnalytics): LoginAnalytics {
  return { ...state, attempts: 0 };
}

export function loginPopupOpened(state: LoginAnalytics, now: number): LoginAnalytics {
  return { ...state, lastPopupAt: now };
}

let registration = INITIAL_REGISTRATION;
let login = INITIAL_LOGIN;

function track(event: string, detail: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent('wager:analytics', { detail: { event, ...detail } }));
}

export const authAnalytics = {
  registrationStart(type: string) {
    registration = registrationStarted(registration, Date.now());
    track('registration_start', { type, tries: registration.tries });
  },
  registrationDone(type: string) {
    registration = registrationCompleted(registration);
    track('registration_done', { type });
  },
  registrationClosed(isSignedIn: boolean) {
    if (isRegistrationLeave(registration, isSignedIn)) track('registration_leave', { tries: registration.tries });
  },
  loginClick(form: string) {
    login = loginClicked(login);
    track('login_click', { form, attempts: login.attempts });
  },
  loginSuccess(form: string) {
    login = loginSucceeded(login);
    track('login_success', { form });
  },
  loginPopup() {
    login = loginPopupOpened(login, Date.now());
  },
  snapshot: () => ({ registration, login }),
};
