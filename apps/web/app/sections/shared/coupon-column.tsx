import { useMemo } from 'react';
import { betIdOf, type CouponSelection } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { couponActions, useCoupon } from '../../shell/coupon-store.ts';
import { useSettings } from '../../shell/settings-store.tsx';
import { formatPrice } from '../../ui/odds-button.tsx';
import { useLiveMarket, useLiveStream } from './live-feed.ts';
import { marketName, outcomeName } from './market-names.ts';
import { useMarketNames } from './use-market-names.ts';

/**
 * The coupon column (UI.md right column; S0 §3.4 coupon lines): the selections the player picked
 * on any screen, each with its game, market, outcome and price in his odds format, and the total
 * odds of an accumulator. Placing the bet is the coupon's own screen's work (stake, bet types,
 * acceptance); this column is where selections gather and can be taken out.
 */
export function CouponColumn() {
  const { t } = useTranslation();
  const coupon = useCoupon();
  const formatId = useSettings((state) => state.settings.coefViewId);
  // Accumulator odds: the product of the prices, in thousandths (integers, rounded down at each step like a bookmaker).
  const total = useMemo(() => coupon.bets.reduce((acc, bet) => Math.floor((acc * bet.price) / 1000), 1000), [coupon.bets]);
  // The coupon's games follow the push channel too: each line shows the price now beside the one picked.
  useLiveStream(coupon.bets.map((bet) => bet.gameId));
  return (
    <section aria-labelledby="coupon-title" className="card overflow-hidden">
      <header className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id="coupon-title" className="caption">
          {t('sport.coupon.title')}
        </h2>
        <span className="count-pill" aria-label={t('sport.coupon.count', { n: coupon.bets.length })}>
          {coupon.bets.length}
        </span>
      </header>
      {coupon.bets.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted">{t('sport.coupon.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('sport.coupon.selections')}>
            {coupon.bets.map((bet) => (
              <CouponLine key={betIdOf(bet)} bet={bet} formatId={formatId} />
            ))}
          </ul>
          <footer className="space-y-2 border-t border-line px-4 py-3 text-sm">
            {coupon.bets.length > 1 && (
              <p className="flex justify-between">
                <span className="text-muted">{t('sport.coupon.totalOdds')}</span>
                <strong className="tabular-nums">{formatPrice(total, formatId)}</strong>
              </p>
            )}
            <button type="button" className="btn btn-secondary w-full" onClick={() => couponActions.clear()}>
              {t('sport.coupon.clear')}
            </button>
          </footer>
        </>
      )}
    </section>
  );
}

function CouponLine({ bet, formatId }: { bet: CouponSelection; formatId: Parameters<typeof formatPrice>[1] }) {
  const { t } = useTranslation();
  const market = useLiveMarket(bet.gameId, bet.marketKey);
  const outcome = market?.outcomes.find((o) => o.key === bet.outcomeKey);
  const now = outcome && market && market.version >= bet.version ? outcome : null;
  const closed = market !== null && (market.status !== 'open' || now?.open === false);
  const moved = now !== null && now.price !== bet.price ? (now.price > bet.price ? 'up' : 'down') : null;
  const names = useMarketNames(bet.home, bet.away);
  const title = bet.home && bet.away ? `${bet.home} — ${bet.away}` : (bet.eventName ?? '');
  return (
    <li className="coupon-line">
      <div className="min-w-0">
        <p className="ev-league">{bet.champName}</p>
        <p className="truncate font-semibold">{title}</p>
        <p className="truncate text-xs text-muted">{marketName(bet.marketKey, names)}</p>
        <p className="truncate text-sm">{outcomeName(bet.marketKey, bet.outcomeKey, names)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        {moved && now ? (
          <span className="flex items-baseline gap-1.5">
            <s className="text-xs text-muted tabular-nums" aria-label={t('sport.coupon.pickedAt', { price: formatPrice(bet.price, formatId) })}>
              {formatPrice(bet.price, formatId)}
            </s>
            <strong className={`tabular-nums odds-${moved}`}>{formatPrice(now.price, formatId)}</strong>
          </span>
        ) : (
          <strong className="tabular-nums">{formatPrice(bet.price, formatId)}</strong>
        )}
        {closed && <span className="mkt-lock">{t('sport.game.suspended')}</span>}
        <button type="button" className="coupon-remove" aria-label={t('sport.coupon.remove', { name: title })} onClick={() => couponActions.remove(betIdOf(bet))}>
          ×
        </button>
      </div>
    </li>
  );
}
