import { useQuery } from '@tanstack/react-query';
import type { UserConfig } from '@wager/contract';
import { useHydrated } from '../query/query-client.ts';
import { userQueries } from './api.ts';

/**
 * The signed-in player's config (GET /web-api/user/config, S0 §3.2), the few fields the shell
 * reads, from the shared user-config query (shell/auth/api.ts). S0 §4.4: loaded once per player;
 * signing out drops it with every player query.
 */
export interface ShellUserConfig {
  user_email: string | null;
  phone_number: string | null;
  user_name: string | null;
  user_hide_balance: boolean;
  ban_level: number;
}

/** user_data also sets user_name; missing fields read as not set. */
export function toShellUserConfig(raw: UserConfig): ShellUserConfig {
  const result = raw as unknown as Record<string, unknown>;
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

/** The config of the signed-in player `userId` (null for a guest or until it loaded). */
export function useUserConfig(userId: number | null): ShellUserConfig | null {
  const query = useQuery({ ...userQueries.config(), enabled: userId !== null, staleTime: Infinity, select: toShellUserConfig });
  // The header hydrates after the page: it shows the config once hydrated, as the server rendered it.
  const hydrated = useHydrated();
  return userId === null || !hydrated ? null : (query.data ?? null);
}
