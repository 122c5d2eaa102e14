import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useStore } from 'zustand';
import { shouldHideModalsOnNavigation, splitLanguagePrefix, withReturnUrl } from '@wager/domain';
import { configureApiClient } from '../api-client.ts';
import { ensureSecureData, stopSecureDataRenewal } from '../device-trust.ts';
import { useSiteAccess } from '../site-access/index.ts';
import { notify } from '../notifications/notifications.ts';
import { NotificationsArea } from '../notifications/notifications-area.tsx';
import { useHydrated, usePlayerDataReset } from '../query/query-client.ts';
import { useShell } from '../use-shell.ts';
import { authUiStore, closeAuthModal, openAuthModal, pageForModal, requestCaptcha } from './auth-ui.ts';
import { loadAuthModals } from './load-auth-modals.ts';
import { AUTO_LOGOFF_FLAG_KEY, readStored, writeStored } from './session-actions.ts';
import { useAutoLogoff, useSessionUpkeep } from './session-upkeep.ts';

/** S0 §2.2, S1 §2: the query flag that opens the forgot-password modal for a guest on home. */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/**
 * Identity in the shell, mounted once under the root: the notification area, the API client's
 * S1 §8 hooks, the lazily loaded modals, the periodic session check, terms check and auto-logoff.
 */
export function ShellAuth() {
  useApiClientBridge();
  useSecureData();
  useAutoLogoff();
  useInactivityNotice();
  useForgotPasswordQuery();
  useSocialErrorQuery();
  usePlayerDataReset(useShell().userId);
  // The polling queries only ever run in the browser: the server render skips them, which spares
  // every page their observers (decision 011, light pages).
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && <ShellPolling />}
      <NotificationsArea />
      <AuthModalsHost />
    </>
  );
}

/** The site-access checks and the session upkeep (S0 §4.4, §4.5): queries that poll. */
function ShellPolling() {
  useSiteAccess();
  useSessionUpkeep();
  return null;
}

/**
 * S0 §7: the secure-data pair for every visitor, renewed before the grant ends; not on the
 * site-updates page (block reason code 4, S0 §4.5).
 */
function useSecureData() {
  const { pathname } = useLocation();
  const blockReason = splitLanguagePrefix(pathname).rest === '/site-updates' ? 4 : null;
  useEffect(() => {
    void ensureSecureData(blockReason);
    return stopSecureDataRenewal;
  }, [blockReason]);
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

function useApiClientBridge() {
  const { t } = useTranslation();
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const latest = useLatest({ t, lang: shell.lang, navigate, location, revalidator, isAvailableConfirmTerms: shell.isAvailableConfirmTerms });
  useEffect(
    () =>
      configureApiClient({
        solveCaptcha: (code) => requestCaptcha(code),
        onTermsNotAccepted: () => {
          const { lang, location: here, navigate: go, isAvailableConfirmTerms } = latest.current;
          // S1 §8: only when terms confirmation is available.
          if (!isAvailableConfirmTerms) return;
          const { rest } = splitLanguagePrefix(here.pathname);
          if (rest === '/confirm-terms') return;
          void go(withReturnUrl(`/${lang}/confirm-terms`, `${here.pathname}${here.search}`));
        },
        onSessionLost: () => {
          notify({ kind: 'warning', message: latest.current.t('auth.session.ended') });
          void latest.current.revalidator.revalidate();
        },
        notifyError: (error) => {
          const { t: translate } = latest.current;
          const message = error.status === 0 ? translate('auth.errors.network') : error.message || translate('auth.errors.generic');
          notify({ kind: 'error', message });
        },
      }),
    [latest],
  );
}

/** S0 §4.4: after auto-logoff the next page tells the player why they were signed out. */
function useInactivityNotice() {
  const { t } = useTranslation();
  const { isSignedIn } = useShell();
  useEffect(() => {
    if (isSignedIn) return;
    if (readStored(AUTO_LOGOFF_FLAG_KEY) === null) return;
    writeStored(AUTO_LOGOFF_FLAG_KEY, null);
    notify({ kind: 'warning', title: t('auth.autoLogoff.title'), message: t('auth.autoLogoff.message'), permanent: true });
  }, [isSignedIn, t]);
}

/** S0 §2.2: `?showForgotPasswordModal=1` on home opens the forgot-password modal for a guest. */
function useForgotPasswordQuery() {
  const { isSignedIn } = useShell();
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (isSignedIn || params.get(FORGOT_PASSWORD_QUERY) !== '1') return;
    if (splitLanguagePrefix(location.pathname).rest !== '/') return;
    openAuthModal({ kind: 'forgotPassword' });
  }, [isSignedIn, location.pathname, location.search]);
}

/** The social sign-in flow comes back with `?socialError=reason` when it failed: tell the player, drop the flag. */
function useSocialErrorQuery() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('socialError')) return;
    notify({ kind: 'error', message: t('auth.social.error') });
    params.delete('socialError');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate, t]);
}

function AuthModalsHost() {
  const modal = useStore(authUiStore, (state) => state.modal);
  const captcha = useStore(authUiStore, (state) => state.captcha);
  const { lang } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  // A failed chunk load is tried afresh the next time a modal opens.
  const [attempt, setAttempt] = useState(0);
  const AuthModals = useMemo(() => lazy(loadAuthModals), [attempt]);
  const previous = useRef(location);

  useEffect(() => {
    if (modal || captcha) setWanted(true);
  }, [modal, captcha]);

  // S0 §2.4: open modals are hidden on navigation unless path and hash are unchanged.
  useEffect(() => {
    if (shouldHideModalsOnNavigation(previous.current, location)) closeAuthModal();
    previous.current = location;
  }, [location]);

  if (!wanted) return null;
  return (
    <ModalChunkBoundary
      key={attempt}
      onFailure={() => {
        setWanted(false);
        setAttempt((n) => n + 1);
        const current = authUiStore.getState();
        current.captcha?.resolve(null);
        if (current.modal) {
          closeAuthModal();
          // S0 §4.3: if the modal errors, navigate to the page.
          void navigate(pageForModal(lang, current.modal));
        }
      }}
    >
      <Suspense fallback={modal ? <ModalLoading /> : null}>
        <AuthModals />
      </Suspense>
    </ModalChunkBoundary>
  );
}

function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-[rgb(3_8_20/0.6)]" role="status" aria-label={t('remoteView.loading')}>
      <span className="h-9 w-9 animate-spin rounded-full border-4 border-white/25 border-t-white" aria-hidden="true" />
    </div>
  );
}

class ModalChunkBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('identity modals failed to load', error);
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
