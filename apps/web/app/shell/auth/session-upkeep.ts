import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  ACTIVITY_EVENTS,
  AUTH_REFRESH_INTERVAL_MS,
  autoLogoffTimeoutMs,
  decideOnReturn,
  isAutoLogoffActive,
  isIdleExpired,
  msUntilIdle,
  parseLastActive,
  sessionCheckDelayMs,
  shouldRecordActivity,
  splitLanguagePrefix,
  withReturnUrl,
} from '@wager/domain';
import { apiRequest, ApiRequestError, isAbortError } from '../api-client.ts';
import { notify } from '../notifications/notifications.ts';
import { useShell } from '../use-shell.ts';
import { userQueries } from './api.ts';
import { LAST_ACTIVE_KEY, readStored, signOut, writeStored } from './session-actions.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user id of the session-check answer (`userId`, or the spec's `user_id`), null for none. */
export function userIdOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { userId, user_id: legacy } = answer as { userId?: unknown; user_id?: unknown };
  const value = userId ?? legacy;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * S0 §4.4, §9: the session check, retried 2 times at 1500 ms when it fails (network, 5xx).
 * Returns the user id, null when the session is over, or undefined when it could not tell.
 */
export async function checkSession(signal?: AbortSignal): Promise<number | null | undefined> {
  for (let attempt = 0; ; attempt++) {
    const delay = sessionCheckDelayMs(attempt);
    if (delay === null) return undefined;
    if (delay > 0) await wait(delay);
    if (signal?.aborted) return undefined;
    try {
      return userIdOf(await apiRequest('/web-api/auth/session-check', { signal, handles: true }));
    } catch (error) {
      if (isAbortError(error)) return undefined;
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    }
  }
}

/**
 * S0 §4.4: while signed in, the auth state refreshes every 60 s only while the page is visible
 * (and when it becomes visible again after 60 s or more); a session the server ended turns the
 * shell back to a guest. S0 §4.6: with the feature on, the terms check runs at the same pace and
 * sends the player to confirm changed terms. Both are queries (decision 010): TanStack's interval
 * skips hidden tabs and its visibility refetch only runs for an answer older than 60 s.
 */
export function useSessionUpkeep() {
  const { isSignedIn, isAvailableConfirmTerms, lang, userId } = useShell();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ t, revalidator, navigate, location, lang });
  latest.current = { t, revalidator, navigate, location, lang };
  const pace = {
    staleTime: AUTH_REFRESH_INTERVAL_MS,
    refetchInterval: AUTH_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  } as const;

  // The server render (or the sign-in) has just checked the session: the first check is 60 s later.
  const checkedAt = useMemo(() => (userId === null ? 0 : Date.now()), [userId]);
  const session = useQuery({
    queryKey: ['session', 'check', userId],
    queryFn: async ({ signal }) => ({ userId: await checkSession(signal) }),
    enabled: isSignedIn,
    initialData: { userId },
    initialDataUpdatedAt: checkedAt,
    gcTime: 0,
    ...pace,
  });
  const ended = isSignedIn && session.data.userId === null;
  useEffect(() => {
    if (!ended) return;
    notify({ kind: 'warning', message: latest.current.t('auth.session.ended') });
    void latest.current.revalidator.revalidate();
  }, [ended]);

  const onConfirmPage = splitLanguagePrefix(location.pathname).rest === '/confirm-terms';
  const terms = useQuery({ ...userQueries.terms(), enabled: isSignedIn && isAvailableConfirmTerms && !onConfirmPage && !ended, ...pace });
  // Only a new answer sends the player (not one cached from before he confirmed or left the page).
  const actedOn = useRef(0);
  useEffect(() => {
    if (!terms.data?.result || terms.dataUpdatedAt === actedOn.current || onConfirmPage) return;
    actedOn.current = terms.dataUpdatedAt;
    const here = latest.current.location;
    void latest.current.navigate(withReturnUrl(`/${latest.current.lang}/confirm-terms`, `${here.pathname}${here.search}`));
  }, [terms.data, terms.dataUpdatedAt, onConfirmPage]);
}

const isVisible = () => document.visibilityState === 'visible';

function isMediaPlaying(): boolean {
  return Array.from(document.querySelectorAll('video, audio')).some((media) => {
    const element = media as HTMLMediaElement;
    return !element.paused && !element.ended && element.readyState > 2;
  });
}

/**
 * S0 §4.4, §9: auto-logoff. Activity (mouse, keyboard, touch, wheel, resize, throttled 100 ms; a
 * return to a visible tab; media playback) is stored as the last-active time; when the config's
 * minutes pass without any, or the player comes back after them, the player is logged off and the
 * next page shows the inactivity notice.
 */
export function useAutoLogoff() {
  const { isSignedIn, autoLogoff, lang } = useShell();
  const { enabled, minutes } = autoLogoff;

  useEffect(() => {
    const config = { enabled, minutes };
    const timeoutMs = autoLogoffTimeoutMs(config);
    if (!isAutoLogoffActive(config, isSignedIn) || timeoutMs === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRecordedAt: number | null = null;
    let loggingOff = false;

    const lastActive = () => parseLastActive(readStored(LAST_ACTIVE_KEY));
    const logoff = () => {
      if (loggingOff) return;
      loggingOff = true;
      cleanup();
      void signOut(lang, { reason: 'inactivity' });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, Math.max(1000, msUntilIdle({ lastActiveAt: lastActive(), now: Date.now(), timeoutMs })));
    };
    const record = () => {
      const now = Date.now();
      if (!shouldRecordActivity(lastRecordedAt, now)) return;
      lastRecordedAt = now;
      writeStored(LAST_ACTIVE_KEY, String(now));
    };
    const check = () => {
      const mediaPlaying = isMediaPlaying();
      if (mediaPlaying) record();
      if (isIdleExpired({ lastActiveAt: lastActive(), now: Date.now(), timeoutMs, mediaPlaying })) logoff();
      else schedule();
    };
    const onReturn = () => {
      if (!isVisible()) return;
      // S0 §4.4: back after the timeout → logged off; otherwise the return itself is activity.
      if (decideOnReturn({ lastActiveAt: lastActive(), now: Date.now(), timeoutMs, mediaPlaying: isMediaPlaying() }) === 'logoff') logoff();
      else {
        record();
        schedule();
      }
    };
    const onActivity = () => record();

    function cleanup() {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
      document.removeEventListener('visibilitychange', onReturn);
      document.removeEventListener('play', onActivity, true);
      document.removeEventListener('timeupdate', onActivity, true);
    }

    // A page opened after the timeout (a tab restored next morning) logs off at once.
    if (lastActive() !== null && decideOnReturn({ lastActiveAt: lastActive(), now: Date.now(), timeoutMs }) === 'logoff') {
      logoff();
      return;
    }
    record();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onReturn);
    // Media events do not bubble: listen in the capture phase (S0 §4.4: playback is activity).
    document.addEventListener('play', onActivity, true);
    document.addEventListener('timeupdate', onActivity, true);
    schedule();
    return cleanup;
  }, [isSignedIn, enabled, minutes, lang]);
}
