import { useQuery } from '@tanstack/react-query';
import { authQueries, type SocialProviderOption } from './api.ts';

export type { SocialProviderOption };

/** The enabled providers (none when they could not be loaded); null while loading. */
export function useSocialProviders(): SocialProviderOption[] | null {
  const query = useQuery(authQueries.socialProviders());
  return query.data ?? (query.isError ? [] : null);
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
