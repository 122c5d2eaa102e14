import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { COUPON_TYPE, COUPON_TYPE_IDS, type CouponSelection } from '@wager/domain';
import type { BetHistoryQuery, CashOutResponse, PlacedCoupon } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { couponActions } from '../../shell/coupon-store.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { SectionFrame } from '../../ui/section-frame.tsx';
import { OfficeMenu } from '../shared/office-menu.tsx';
import { money, PlacedCouponCard } from '../shared/coupon/index.ts';
import { useCountdown } from '../shared/use-countdown.ts';
import { cashOut, couponKeys, fetchBetHistory, WALLET_KEY } from '../shared/coupon/index.ts';
import { couponTitle } from './coupon-loader.server.ts';
import type { Route } from './+types/history-page';

// A guest never gets here: office pages need authorisation, and the route guard sends him to sign in
// keeping the referral query and the return URL (S0 §2.5.4, §2.5.11).
export const loader = (args: Route.LoaderArgs) => ({ title: couponTitle(args.context.lng, 'history') });

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

const PERIODS = [1, 7, 30, 90] as const;
const STATUSES = ['all', 'open', 'settled', 'won', 'lost'] as const;
const PAGE_SIZE = 20;

type Filter = Pick<BetHistoryQuery, 'period' | 'status'> & { typeId?: BetHistoryQuery['typeId'] };

/** S0 §2.2 office/history (route `history`): the player's coupons, filtered by period, status and type, a page at a time. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({ period: 30, status: 'all' });
  const history = useInfiniteQuery({
    queryKey: couponKeys.history({ ...filter, limit: PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => fetchBetHistory({ ...filter, limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    meta: { player: true },
  });
  const coupons = history.data?.pages.flatMap((page) => page.coupons) ?? [];
  return (
    <SectionFrame aside={<OfficeMenu />}>
      <div className="space-y-4">
        <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
          {t('coupon.pages.history')}
        </h1>
        <form role="search" aria-label={t('coupon.history.filters')} className="card grid gap-3 p-4 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
          <label className="block">
            <span className="coupon-label">{t('coupon.history.period')}</span>
            <select className="field-select w-full" value={filter.period} onChange={(event) => setFilter({ ...filter, period: Number(event.target.value) })}>
              {PERIODS.map((days) => (
                <option key={days} value={days}>
                  {t('coupon.history.days', { count: days })}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="coupon-label">{t('coupon.history.status')}</span>
            <select className="field-select w-full" value={filter.status} onChange={(event) => setFilter({ ...filter, status: event.target.value as Filter['status'] })}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`coupon.history.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="coupon-label">{t('coupon.type.label')}</span>
            <select
              className="field-select w-full"
              value={filter.typeId ?? ''}
              onChange={(event) => {
                const { typeId: _, ...rest } = filter;
                setFilter(event.target.value === '' ? rest : { ...rest, typeId: Number(event.target.value) as Filter['typeId'] });
              }}
            >
              <option value="">{t('coupon.history.statuses.all')}</option>
              {COUPON_TYPE_IDS.map((typeId) => (
                <option key={typeId} value={typeId}>
                  {t(`coupon.type.${typeId}`)}
                </option>
              ))}
            </select>
          </label>
        </form>
        {history.data === undefined ? (
          history.isError && !history.isFetching ? (
            <QueryError errorKey="coupon.history.failed" retryKey="coupon.quote.retry" onRetry={() => void history.refetch()} />
          ) : (
            <div className="coupon-skeleton card" aria-busy="true" aria-label={t('coupon.myBets.loading')} />
          )
        ) : coupons.length === 0 ? (
          <p className="card px-4 py-10 text-center text-muted">{t('coupon.history.none')}</p>
        ) : (
          <div className="space-y-3">
            {coupons.map((coupon) => (
              <div key={coupon.couponId} className="card p-4">
                <HistoryCoupon coupon={coupon} />
              </div>
            ))}
            {history.hasNextPage && (
              <button type="button" className="btn btn-secondary w-full" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {t('coupon.history.more')}
              </button>
            )}
            {history.isError && history.isFetchingNextPage === false && history.data.pages.length > 0 && history.hasNextPage && (
              <p role="alert" className="coupon-problem">
                {t('coupon.history.failed')}
              </p>
            )}
          </div>
        )}
      </div>
    </SectionFrame>
  );
}

function HistoryCoupon({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const playAgain = () => {
    const selections: CouponSelection[] = coupon.legs.map((leg) => ({
      gameId: leg.gameId,
      marketKey: leg.marketKey,
      outcomeKey: leg.outcomeKey,
      price: leg.price,
      version: leg.version,
      sportId: leg.sportId,
      champName: leg.champName,
      home: leg.home,
      away: leg.away,
      eventName: leg.eventName,
      isLive: leg.isLive,
      startsAt: leg.startsAt,
    }));
    couponActions.replace(selections, coupon.typeId, coupon.systemValue, coupon.legs.filter((leg) => leg.banker).map((leg) => leg.betId));
    void navigate(localHref(lang, '/coupon'));
  };
  const canCashOut = coupon.status === 'open' && (coupon.typeId === COUPON_TYPE.single || coupon.typeId === COUPON_TYPE.express);
  return (
    <PlacedCouponCard coupon={coupon}>
      <button type="button" className="btn btn-secondary h-8" onClick={playAgain}>
        {t('coupon.history.playAgain')}
      </button>
      <a className="btn btn-secondary h-8" href={localHref(lang, `/print-coupon/${coupon.couponId}`)} target="_blank" rel="noreferrer">
        {t('coupon.print')}
      </a>
      {canCashOut && <CashOut coupon={coupon} />}
    </PlacedCouponCard>
  );
}

/** Cash-out (POST /web-api/bets/{couponId}/cashout): first an offer shown with its countdown, then the acceptance. */
function CashOut({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const client = useQueryClient();
  const countdown = useCountdown();
  const [offer, setOffer] = useState<CashOutResponse | null>(null);
  const ask = useMutation({
    mutationFn: () => cashOut(coupon.couponId, {}),
    onSuccess: (answer) => {
      setOffer(answer);
      countdown.start((Date.parse(answer.expiresAt) - Date.now()) / 1000);
    },
  });
  const accept = useMutation({
    mutationFn: (quoteId: string) => cashOut(coupon.couponId, { quoteId }),
    onSuccess: () => {
      setOffer(null);
      void client.invalidateQueries({ queryKey: couponKeys.bets() });
      void client.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
  const live = offer !== null && countdown.secondsLeft > 0;
  if (accept.data?.accepted) return <span className="text-sm font-semibold text-win">{t('coupon.cashOut.done', { amount: money(accept.data.amountMinor, coupon.currency, lang) })}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {live ? (
        <button type="button" className="btn btn-primary h-8" disabled={accept.isPending} onClick={() => accept.mutate(offer.quoteId)}>
          {t('coupon.cashOut.accept', { amount: money(offer.amountMinor, coupon.currency, lang), seconds: countdown.secondsLeft })}
        </button>
      ) : (
        <button type="button" className="btn btn-secondary h-8" disabled={ask.isPending} onClick={() => ask.mutate()}>
          {offer ? t('coupon.cashOut.again') : t('coupon.cashOut.ask')}
        </button>
      )}
      {(ask.isError || accept.isError || accept.data?.accepted === false) && (
        <span role="alert" className="text-xs text-live">
          {t('coupon.cashOut.failed')}
        </span>
      )}
    </span>
  );
}
