import { redirect, type LoaderFunctionArgs } from 'react-router';
import { withReturnUrl } from '@wager/domain';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref } from '../../shell/use-shell.ts';

type WalletTitle = 'account' | 'recharge' | 'deduce' | 'historypay';

/**
 * S0 §2.5 guard 4, §2.5.11: the wallet's office pages are for signed-in players; a guest goes to
 * the sign-in page with this page as the return URL (S0 §2.4). Answers the page title.
 */
export function walletPageLoader({ request, context }: LoaderFunctionArgs, page: WalletTitle) {
  const lang = context.lng;
  if (!context.viewer.session.authenticated) {
    const url = new URL(request.url);
    throw redirect(withReturnUrl(localHref(lang, '/user/login'), `${url.pathname}${url.search}`));
  }
  const dictionary = dictionaryFor(lang);
  return { title: `${dictionary.wallet.pages[page]} · ${dictionary.brand.name}` };
}
