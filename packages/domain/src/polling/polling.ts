/**
 * S1 §9 poll intervals (ms) of the sportsbook's screens, each as line/live: the line changes
 * slowly, a live game every few seconds. S1 §4: polling pauses 30 s after the player leaves the
 * page (the tab is hidden) and refreshes on return; a bot starts no polling at all.
 */
export const POLL_INTERVALS = {
  dashboard: { line: 15_000, live: 5_000 },
  game: { line: 15_000, live: 5_000 },
  menu: { line: 10_000, live: 5_000 },
  favourites: { line: 10_000, live: 5_000 },
  topGames: { line: 60_000, live: 10_000 },
  gameSlider: { line: 30_000, live: 15_000 },
  timelineLive: { line: 60_000, live: 60_000 },
  someSports: { line: 15_000, live: 3_000 },
  syntheticGame: { line: 15_000, live: 2_000 },
  gameOverPanel: { line: 15_000, live: 10_000 },
} as const;

export type PollScreen = keyof typeof POLL_INTERVALS;
export type PollSection = 'line' | 'live';

/** S1 §9 "Pause polling 30 s after leaving the page". */
export const PAUSE_POLLING_AFTER_LEAVE_MS = 30_000;

export function pollInterval(screen: PollScreen, section: PollSection): number {
  return POLL_INTERVALS[screen][section];
}

/**
 * Whether a screen polls now: never for a bot; while the page is shown; and for 30 s after the
 * player left it (`hiddenSince` is when the tab was hidden, null while shown).
 */
export function isPollingActive(state: { isBot: boolean; hiddenSince: number | null }, now: number): boolean {
  if (state.isBot) return false;
  if (state.hiddenSince === null) return true;
  return now - state.hiddenSince < PAUSE_POLLING_AFTER_LEAVE_MS;
}
