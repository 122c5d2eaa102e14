import { redirect, type LoaderFunctionArgs } from 'react-router';
import { withReturnUrl } from '@wager/domain';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { localHref } from '../../shell/use-shell.ts';
import { walletQueries } from './api.ts';

type WalletTitle = 'account' | 'recharge' | 'deduce' | 'historypay';

/** The pages that show the player's accounts and balances. */
const ACCOUNT_PAGES: ReadonlySet<WalletTitle> = new Set(['account', 'deduce']);

/**
 * S0 §2.5 guard 4, §2.5.11: the wallet's office pages are for signed-in players; a guest goes to
 * the sign-in page with this page as the return URL (S0 §2.4). Answers the page title.
 */
export async function walletPageLoader({ request, context }: LoaderFunctionArgs, page: WalletTitle) {
  const lang = context.lng;
  if (!context.viewer.session.authenticated) {
    const url = new URL(request.url);
    throw redirect(withReturnUrl(localHref(lang, '/user/login'), `${url.pathname}${url.search}`));
  }
  const dictionary = dictionaryFor(lang);
  // The accounts come from the wallet in process, so the page renders them, not a skeleton (decision 010).
  const userId = context.viewer.session.userId;
  const dehydratedState = await prefetchQueries(async (client) => {
    if (userId !== null && ACCOUNT_PAGES.has(page)) await client.prefetchQuery({ ...walletQueries.accounts(), queryFn: () => context.services.getAccounts(userId) });
  });
  return { title: `${dictionary.wallet.pages[page]} · ${dictionary.brand.name}`, dehydratedState };
}
