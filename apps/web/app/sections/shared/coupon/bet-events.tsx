import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BetSettledEvent } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { notify } from '../../../shell/notifications/notifications.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { couponKeys, couponQueries } from './api.ts';
import { money } from './money.ts';

/**
 * The player's bet events (decision 015: `GET /web-api/bets/events`, pushed after each settlement,
 * re-settlement or cash-out commits), mounted once in the header of every page: the coupon, open
 * bets and history re-read, and a notification says what the coupon paid. The balance itself moves
 * through the wallet's own stream. Reconnects are the browser's; a refused stream (signed out) ends it.
 */
export default function BetEvents() {
  const { t } = useTranslation();
  const { isSignedIn, lang } = useShell();
  const client = useQueryClient();
  useEffect(() => {
    if (!isSignedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/web-api/bets/events', { withCredentials: true });
    source.addEventListener('bet', (message) => {
      const parsed = BetSettledEvent.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (!parsed.success) return;
      const event = parsed.data;
      void client.invalidateQueries({ queryKey: couponKeys.bets() });
      void client
        .fetchQuery({ ...couponQueries.placed(event.couponId), staleTime: 0 })
        .then((coupon) => {
          const paid = coupon.returnMinor !== null && coupon.returnMinor !== '0' ? ` · ${t('coupon.placed.return')} ${money(coupon.returnMinor, coupon.currency, lang)}` : '';
          notify({
            kind: coupon.status === 'lost' ? 'info' : 'success',
            title: t('coupon.placed.number', { id: event.couponId }),
            message: `${t(`coupon.status.${coupon.status}`)}${paid}`,
          });
        })
        .catch(() => undefined);
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) source.close();
    });
    return () => source.close();
  }, [client, isSignedIn, lang, t]);
  return null;
}
