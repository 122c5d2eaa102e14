import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PaymentStatus, type PaymentDirection } from '@wager/contract';
import { QueryError } from '../../ui/query-state.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { walletKeys, walletQueries, type HistoryFilter } from './api.ts';
import { walletPageLoader } from './wallet-loader.server.ts';
import { WalletFrame, WalletPageHeader, selectClass, walletErrorMessage, walletIcons } from './wallet-ui.tsx';
import type { Route } from './+types/historypay-page';

export const loader = (args: Route.LoaderArgs) => walletPageLoader(args, 'historypay');

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

const PAGE_SIZE = 20;

/** S0 §2.2 office/historypay (decision 008): every deposit and withdrawal with its state, filtered and paged. */
export default function HistoryPayPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>({ page: 1, pageSize: PAGE_SIZE });
  const client = useQueryClient();
  // Loaded on every visit; while another filter or page loads the last answer stays.
  const history = useQuery({ ...walletQueries.history(filter), placeholderData: keepPreviousData, refetchOnMount: 'always' });
  const state = history.data !== undefined ? { status: 'ready' as const, data: history.data } : history.isError && !history.isFetching ? { status: 'error' as const, message: walletErrorMessage(t, history.error) } : { status: 'loading' as const };

  const update = (patch: Partial<HistoryFilter>) => setFilter((previous) => ({ ...previous, ...patch, page: patch.page ?? 1 }));
  const changed = () => {
    void client.invalidateQueries({ queryKey: walletKeys.payments() });
    void client.invalidateQueries({ queryKey: walletKeys.accounts() });
  };
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / state.data.pageSize)) : 1;
  const page = filter.page ?? 1;

  return (
    <WalletFrame>
      <WalletPageHeader title={t('wallet.history.title')} intro={t('wallet.history.intro')} icon={walletIcons.history} />
      <form
        role="search"
        aria-label={t('wallet.history.filters')}
        className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="block">
          <span className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.history.direction')}</span>
          <select
            className={selectClass}
            name="direction"
            value={filter.direction ?? ''}
            onChange={(event) => update({ direction: (event.target.value || undefined) as PaymentDirection | undefined })}
          >
            <option value="">{t('wallet.history.all')}</option>
            <option value="deposit">{t('wallet.direction.deposit')}</option>
            <option value="withdrawal">{t('wallet.direction.withdrawal')}</option>
          </select>
        </label>
        <label className="block">
          <span className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.history.state')}</span>
          <select
            className={selectClass}
            name="status"
            value={filter.status ?? ''}
            onChange={(event) => update({ status: PaymentStatus.safeParse(event.target.value).data })}
          >
            <option value="">{t('wallet.history.all')}</option>
            {PaymentStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`wallet.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.history.from')}</span>
          <input
            type="date"
            name="from"
            className={selectClass}
            value={filter.from ?? ''}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </label>
        <label className="block">
          <span className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.history.to')}</span>
          <input type="date" name="to" className={selectClass} value={filter.to ?? ''} onChange={(event) => update({ to: event.target.value || undefined })} />
        </label>
      </form>
      {state.status === 'loading' && <div role="status" aria-label={t('wallet.loading')} className="card h-48 animate-pulse" />}
      {state.status === 'error' && <QueryError message={state.message} retryKey="wallet.retry" onRetry={() => void history.refetch()} />}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p className="card px-4 py-10 text-center text-sm text-muted">{t('wallet.history.empty')}</p>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <PaymentsTable items={state.data.items} onChanged={changed} />
          <nav aria-label={t('wallet.history.paging')} className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted">{t('wallet.history.total', { count: state.data.total })}</span>
            <div className="flex items-center gap-2">
              <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                {t('wallet.history.previous')}
              </button>
              <span className="tabular">{t('wallet.history.page', { page, pages })}</span>
              <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
                {t('wallet.history.next')}
              </button>
            </div>
          </nav>
        </>
      )}
    </WalletFrame>
  );
}
