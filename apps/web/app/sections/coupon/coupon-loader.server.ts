import { redirect, type LoaderFunctionArgs } from 'react-router';
import { withReturnUrl } from '@wager/domain';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref } from '../../shell/use-shell.ts';

/** The page title of a coupon page, from the dictionary of the request's language. */
export function couponTitle(lng: string, key: 'page' | 'history' | 'print'): string {
  const dictionary = dictionaryFor(lng) as unknown as { brand: { name: string }; coupon?: { pages?: Record<string, string> } };
  return `${dictionary.coupon?.pages?.[key] ?? 'Wager'} · ${dictionary.brand.name}`;
}

/** S0 §2.5 guard 4: the bet history is a signed-in player's; a guest goes to sign in and comes back (S0 §2.4). */
export function requirePlayer({ request, context }: LoaderFunctionArgs): number {
  const userId = context.viewer.session.authenticated ? context.viewer.session.userId : null;
  if (userId === null) {
    const url = new URL(request.url);
    throw redirect(withReturnUrl(localHref(context.lng, '/user/login'), `${url.pathname}${url.search}`));
  }
  return userId;
}
