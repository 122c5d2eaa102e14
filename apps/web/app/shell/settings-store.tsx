import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { settingsToCookies, type DisplaySettings } from '@wager/domain';

const STORAGE_KEY = 'wager:settings';
const ONE_YEAR_S = 365 * 24 * 3600;

export interface SettingsState {
  settings: DisplaySettings;
  update(patch: Partial<DisplaySettings>): void;
}

/** Writes the cookie-carried settings so the next server render matches (no flash of the wrong theme). */
function persist(settings: DisplaySettings): void {
  for (const [name, value] of Object.entries(settingsToCookies(settings))) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the cookies still carry the settings.
  }
}

/** Mirrors the settings the server render also applies onto <html>. */
export function applyToDocument(settings: DisplaySettings): void {
  const root = document.documentElement;
  root.dataset.theme = settings.appTheme === 1 ? 'dark' : 'light';
  root.dataset.compact = settings.isAppCompactView === 1 ? 'true' : 'false';
  root.style.fontSize = `${settings.appFontSize}px`;
}

function createSettingsStore(initial: DisplaySettings): StoreApi<SettingsState> {
  return createStore<SettingsState>()((set, get) => ({
    settings: initial,
    update(patch) {
      const settings = { ...get().settings, ...patch };
      set({ settings });
      persist(settings);
      applyToDocument(settings);
    },
  }));
}

const SettingsContext = createContext<StoreApi<SettingsState> | null>(null);

/** One store per render tree: the server must never share one player's settings with another. */
export function SettingsProvider({ initial, children }: { initial: DisplaySettings; children: ReactNode }) {
  const [store] = useState(() => createSettingsStore(initial));
  return <SettingsContext.Provider value={store}>{children}</SettingsContext.Provider>;
}

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettings outside SettingsProvider');
  return useStore(store, selector);
}
