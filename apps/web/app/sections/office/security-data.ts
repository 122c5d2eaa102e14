import { useCallback, useEffect, useRef, useState } from 'react';
import { UserConfigResponse, type UserConfig } from '@wager/contract';
import { apiRequest, isAbortError } from '../../shell/api-client.ts';
import { loadUserConfig } from '../../shell/auth/user-config.ts';

/**
 * The security page's view of the player: GET /web-api/user/config (S0 §3.2), loaded in the
 * browser (the config is never cached or server-rendered) and reloaded after every change, so
 * the protection level and the cards always show what the server holds.
 */
export type SecurityState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; config: UserConfig };

export function useSecurityConfig() {
  const [state, setState] = useState<SecurityState>({ status: 'loading' });
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { result } = await apiRequest('/web-api/user/config', { schema: UserConfigResponse, signal: controller.signal, handles: true });
      setState({ status: 'ready', config: result });
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('failed to get user config', error);
      setState((previous) => (previous.status === 'ready' ? previous : { status: 'error' }));
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  useEffect(() => {
    void load();
    return () => inFlight.current?.abort();
  }, [load]);

  /** After a change: this page's copy and the shell's (the header reads e-mail and phone). */
  const refresh = useCallback(async () => {
    await Promise.all([load(), loadUserConfig()]);
  }, [load]);

  return { state, reload: load, refresh };
}

/** A POST to one of the security endpoints; the caller shows every error in its own form. */
export function securityPost<T>(path: string, body: unknown, schema: { parse(data: unknown): T }): Promise<T> {
  return apiRequest(path, { method: 'POST', body, schema, handles: true });
}
