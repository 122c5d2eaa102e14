import { useEffect, useState } from 'react';
import { isbot } from 'isbot';
import { isPollingActive, PAUSE_POLLING_AFTER_LEAVE_MS } from '@wager/domain';
import { useQueryClient } from '@tanstack/react-query';

/**
 * S1 §4 page leave: polling goes on for 30 s after the tab is hidden, then pauses; on return the
 * page's queries refresh at once. A bot (SEO crawler) starts no polling at all. Returns whether the
 * screen's queries poll now (give `refetchInterval: active ? ms : false`).
 */
export function usePollingActive(): boolean {
  const client = useQueryClient();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const isBot = isbot(navigator.userAgent);
    let hiddenSince: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    let pauseTimer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setActive(isPollingActive({ isBot, hiddenSince }, Date.now()));
    const onVisibility = () => {
      clearTimeout(pauseTimer);
      if (document.visibilityState === 'hidden') {
        hiddenSince = Date.now();
        pauseTimer = setTimeout(update, PAUSE_POLLING_AFTER_LEAVE_MS);
      } else {
        const wasPaused = hiddenSince !== null && !isPollingActive({ isBot, hiddenSince }, Date.now());
        hiddenSince = null;
        // Back after a pause: what is on screen is stale, refresh it now.
        if (wasPaused && !isBot) void client.refetchQueries({ type: 'active', stale: true });
      }
      update();
    };
    update();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(pauseTimer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client]);
  return active;
}
