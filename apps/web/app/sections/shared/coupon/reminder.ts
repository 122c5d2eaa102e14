import { useEffect, useRef } from 'react';
import { betIdOf } from '@wager/domain';
import type { CouponQuoteResponse } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { readReminder, writeReminder, type StoredCoupon } from '../../../shell/coupon-store.ts';
import { dismiss, notify } from '../../../shell/notifications/notifications.ts';

/**
 * S1 §4 coupon notification: the reminder the coupon store scheduled when a bet was added (30 s
 * for a live bet, 5 min for a line bet; in session storage with id, timeToShow, isShown) shows once
 * it is due, only while that bet is still in the coupon, not blocked, and the player is not on the
 * coupon page; it closes when the coupon empties or the player opens the coupon page.
 */
export function useCouponReminder(coupon: StoredCoupon, quote: CouponQuoteResponse | undefined, onCouponPage: boolean) {
  const { t } = useTranslation();
  const shown = useRef<number | null>(null);
  const close = () => {
    if (shown.current !== null) dismiss(shown.current);
    shown.current = null;
  };
  useEffect(() => {
    if (coupon.bets.length === 0 || onCouponPage) {
      close();
      if (onCouponPage) {
        const reminder = readReminder();
        if (reminder && !reminder.isShown) writeReminder({ ...reminder, isShown: true });
      }
      return;
    }
    const reminder = readReminder();
    if (!reminder || reminder.isShown) return;
    const show = () => {
      const bet = coupon.bets.find((b) => betIdOf(b) === reminder.id);
      const blocked = quote?.legs.some((leg) => leg.betId === reminder.id && leg.isLocked) ?? false;
      writeReminder({ ...reminder, isShown: true });
      if (!bet || blocked) return;
      shown.current = notify({ kind: 'info', title: t('coupon.reminder.title'), message: t('coupon.reminder.text', { count: coupon.bets.length }), permanent: true });
    };
    const wait = reminder.timeToShow - Date.now();
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
    // The timer follows the coupon's content; the text is read when it fires.
  }, [coupon, quote, onCouponPage, t]);
}
