import { useTranslation } from '../../i18n/use-translation.ts';
import { RechargeForm } from './recharge-form.tsx';
import { walletPageLoader } from './wallet-loader.server.ts';
import { WalletFrame, WalletPageHeader, walletIcons } from './wallet-ui.tsx';
import type { Route } from './+types/recharge-page';

export const loader = (args: Route.LoaderArgs) => walletPageLoader(args, 'recharge');

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** office/recharge (S0 §2.2, §2.5.5; decision 008): the deposit page. */
export default function RechargePage() {
  const { t } = useTranslation();
  return (
    <WalletFrame>
      <WalletPageHeader title={t('wallet.recharge.title')} intro={t('wallet.recharge.intro')} icon={walletIcons.deposit} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="card p-5">
          <RechargeForm />
        </section>
        <aside className="card space-y-2 p-5 text-sm text-muted">
          <h2 className="text-base font-bold text-ink">{t('wallet.recharge.howTitle')}</h2>
          <p>{t('wallet.recharge.how1')}</p>
          <p>{t('wallet.recharge.how2')}</p>
        </aside>
      </div>
    </WalletFrame>
  );
}
