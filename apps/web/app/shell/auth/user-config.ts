import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiRequest, isAbortError } from '../api-client.ts';

/**
 * The signed-in player's config (GET /web-api/user/config, S0 §3.2), the few fields the shell
 * reads. S0 §4.4: a load clears the installed and loaded flags; success merges the result (user_data
 * also sets user_name) and sets both; failure clears both and logs; a new load aborts an earlier one.
 */
export interface ShellUserConfig {
  user_email: string | null;
  phone_number: string | null;
  user_name: string | null;
  user_hide_balance: boolean;
  ban_level: number;
}

interface UserConfigState {
  config: ShellUserConfig | null;
  installed: boolean;
  loaded: boolean;
}

export const userConfigStore = createStore<UserConfigState>()(() => ({ config: null, installed: false, loaded: false }));

let inFlight: AbortController | null = null;

function parse(data: unknown): ShellUserConfig {
  const result = (data as { result?: Record<string, unknown> } | null)?.result;
  if (!result || typeof result !== 'object') throw new Error('failed to get user config');
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const userData = (result.user_data ?? {}) as Record<string, unknown>;
  const fullName = [text(userData.name), text(userData.surname)].filter(Boolean).join(' ');
  return {
    user_email: text(result.user_email),
    phone_number: text(result.phone_number),
    user_name: fullName || text(result.user_name),
    user_hide_balance: result.user_hide_balance !== false,
    ban_level: typeof result.ban_level === 'number' ? result.ban_level : 0,
  };
}

export async function loadUserConfig(): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  userConfigStore.setState({ installed: false, loaded: false });
  try {
    const config = await apiRequest('/web-api/user/config', { schema: { parse }, signal: controller.signal, handles: true });
    userConfigStore.setState({ config, installed: true, loaded: true });
  } catch (error) {
    if (isAbortError(error)) return;
    userConfigStore.setState({ installed: false, loaded: false });
    console.error('failed to get user config', error);
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** Resets at logout (S0 §4.4: the user id and ban level go with the session). */
export function clearUserConfig(): void {
  inFlight?.abort();
  userConfigStore.setState({ config: null, installed: false, loaded: false });
}

/** The config of the signed-in player `userId`, loaded once per player (install-load). */
export function useUserConfig(userId: number | null): ShellUserConfig | null {
  useEffect(() => {
    if (userId === null) {
      clearUserConfig();
      return;
    }
    if (!userConfigStore.getState().installed) void loadUserConfig();
  }, [userId]);
  return useStore(userConfigStore, (state) => state.config);
}
