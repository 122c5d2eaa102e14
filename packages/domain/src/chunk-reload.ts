// One page reload after a failed lazy chunk, at most once a minute (S0 §4.8, §8, §9).

export const CHUNK_RELOAD_GUARD_MS = 60_000;

// Messages browsers and Vite use when a dynamic import or its preload fails,
// typically because a new deploy removed the old hashed chunk.
const CHUNK_ERROR_PATTERNS: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i, // Chromium
  /importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /unable to preload css/i, // Vite's CSS preload helper
];

// Wrapped errors (e.g. `new Error('...', { cause })`) are followed a few levels, never forever.
const MAX_CAUSE_DEPTH = 3;

function messageAndName(error: unknown): { message: string; name: string } {
  if (typeof error === 'string') return { message: error, name: '' };
  if (typeof error !== 'object' || error === null) return { message: '', name: '' };
  const { message, name } = error as { message?: unknown; name?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    name: typeof name === 'string' ? name : '',
  };
}

export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current != null; depth++) {
    const { message, name } = messageAndName(current);
    if (name === 'ChunkLoadError') return true;
    if (CHUNK_ERROR_PATTERNS.some((re) => re.test(message))) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

export function shouldReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number): boolean {
  if (lastReloadAtMs === null || !Number.isFinite(lastReloadAtMs)) return true;
  const elapsed = nowMs - lastReloadAtMs;
  // A stamp from the future means the clock moved back; reloading then stores a fresh stamp,
  // so this cannot loop, while refusing would block reloads until the clock catches up.
  if (elapsed < 0) return true;
  return elapsed >= CHUNK_RELOAD_GUARD_MS;
}
