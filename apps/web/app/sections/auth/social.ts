import { useEffect, useState } from 'react';
import { apiRequest } from '../../shell/api-client.ts';

/** A social sign-in provider the operator enabled (GET /social-api/providers). */
export interface SocialProviderOption {
  id: string;
  name: string;
}

let cached: Promise<SocialProviderOption[]> | null = null;

function parseProviders(data: unknown): SocialProviderOption[] {
  const list = (data as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SocialProviderOption => typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.name === 'string',
  );
}

function loadProviders(): Promise<SocialProviderOption[]> {
  cached ??= apiRequest('/social-api/providers', { schema: { parse: parseProviders }, handles: true }).catch(() => {
    cached = null;
    return [];
  });
  return cached;
}

/** The enabled providers; null while loading. */
export function useSocialProviders(): SocialProviderOption[] | null {
  const [providers, setProviders] = useState<SocialProviderOption[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadProviders().then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/**
 * Where the browser goes to sign in (or register, soc_reg) with a provider: the server runs the
 * OpenID Connect flow and comes back to `returnUrl` signed in, or with `?socialError=reason`.
 */
export function socialStartUrl(provider: string, options: { returnUrl: string; countryCode?: string; currencyCode?: string }): string {
  const params = new URLSearchParams({ returnUrl: options.returnUrl });
  if (options.countryCode) params.set('countryCode', options.countryCode);
  if (options.currencyCode) params.set('currencyCode', options.currencyCode);
  return `/social-api/oauth/${encodeURIComponent(provider)}/start?${params.toString()}`;
}

/** The page to come back to: this one, without the modal and error flags. */
export function currentReturnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('socialError');
  url.searchParams.delete('showForgotPasswordModal');
  return `${url.pathname}${url.search}`;
}
