import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from '@wager/domain';

const LAST_RELOAD_KEY = 'wager:chunk-reload-at';

function readLastReload(): number | null {
  try {
    const raw = window.localStorage.getItem(LAST_RELOAD_KEY);
    return raw ? Number(raw) : null;
  } catch {
    return null;
  }
}

/**
 * S0 §4.8: a chunk that fails to load (usually a deploy replaced it) reloads the page, at most once
 * every 60 s so a broken deploy cannot loop. Returns true when it reloads.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(readLastReload(), now)) return false;
  try {
    window.localStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage we still reload; the guard then relies on the 60 s staying in memory.
  }
  window.location.reload();
  return true;
}

export function installChunkErrorReload(): void {
  // Vite reports failed preloads of dynamic imports through this event.
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadAfterChunkError(payload ?? new Error('Failed to fetch dynamically imported module'))) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    reloadAfterChunkError(event.reason);
  });
}

export { CHUNK_RELOAD_GUARD_MS };
