import type { ReactNode } from 'react';
import './coupon.css';
import type { BetLeg, PlacedCoupon } from '@wager/contract';
import { formatDateTime } from '@wager/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSettings } from '../../../shell/settings-store.tsx';
import { useShell } from '../../../shell/use-shell.ts';
import { formatPrice } from '../../../ui/odds-button.tsx';
import { marketName, outcomeName } from '../market-names.ts';
import { useMarketNames } from '../use-market-names.ts';
import { money } from './money.ts';

/**
 * A placed coupon as the player reads it (S0 §2.2 office/history, the coupon's "my bets", the
 * printed receipt): number, type, status, each leg with its price and result, the stake, the
 * coefficient and what it pays or may pay. `children` holds the actions (print, play again, cash-out).
 */
export function PlacedCouponCard({ coupon, children, headingLevel = 3 }: { coupon: PlacedCoupon; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const formatId = useSettings((state) => state.settings.coefViewId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const settled = coupon.returnMinor !== null;
  return (
    <article className="placed-coupon" aria-labelledby={`coupon-${coupon.couponId}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`coupon-${coupon.couponId}`} className="font-bold">
          {t('coupon.placed.number', { id: coupon.couponId })} · {t(`coupon.type.${coupon.typeId}`)}
          {coupon.systemValue !== null && ` ${t('coupon.system.value', { k: coupon.systemValue, n: coupon.legs.filter((l) => !l.banker).length })}`}
          {coupon.antiExpress && ` · ${t('coupon.antiExpress.name')}`}
        </Heading>
        <span className={`coupon-status coupon-status-${coupon.status}`}>{t(`coupon.status.${coupon.status}`)}</span>
      </header>
      <p className="text-xs text-muted">
        <time dateTime={coupon.placedAt}>{formatDateTime(coupon.placedAt, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}</time>
      </p>
      <ul className="mt-2 divide-y divide-line">
        {coupon.legs.map((leg) => (
          <PlacedLeg key={leg.betId} leg={leg} formatId={formatId} />
        ))}
      </ul>
      <dl className="coupon-sums">
        <dt>{t('coupon.stake')}</dt>
        <dd>{money(coupon.stakeMinor, coupon.currency, lang)}</dd>
        <dt>{t('coupon.totalOdds')}</dt>
        <dd>{formatPrice(coupon.coef, formatId)}</dd>
        {coupon.hyperBonusPercent != null && (
          <>
            <dt>{t('coupon.hyperBonus', { percent: coupon.hyperBonusPercent })}</dt>
            <dd>{t('coupon.hyperBonusIncluded')}</dd>
          </>
        )}
        <dt>{settled ? t('coupon.placed.return') : t('coupon.possibleWin')}</dt>
        <dd className={settled && coupon.returnMinor !== '0' ? 'text-win font-bold' : 'font-bold'}>{money(settled ? (coupon.returnMinor as string) : coupon.possibleWinMinor, coupon.currency, lang)}</dd>
      </dl>
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}

function PlacedLeg({ leg, formatId }: { leg: BetLeg; formatId: Parameters<typeof formatPrice>[1] }) {
  const { t } = useTranslation();
  const names = useMarketNames(leg.home, leg.away);
  const title = leg.home && leg.away ? `${leg.home} — ${leg.away}` : (leg.eventName ?? '');
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="ev-league">{leg.champName}</p>
        <p className="truncate font-semibold">
          {title}
          {leg.banker && <span className="coupon-banker-tag">{t('coupon.banker')}</span>}
        </p>
        <p className="truncate text-xs text-muted">
          {marketName(leg.marketKey, names)}: {outcomeName(leg.marketKey, leg.outcomeKey, names)}
          {leg.score !== null && ` · ${leg.score}`}
        </p>
      </div>
      <div className="flex flex-col items-end gap-0.5">
        <strong className="tabular-nums">{formatPrice(leg.price, formatId)}</strong>
        <span className={`coupon-result coupon-result-${leg.result}`}>{t(`coupon.result.${leg.result}`)}</span>
      </div>
    </li>
  );
}
