import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { expressCoefficient } from '@wager/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCoupon } from '../../../shell/coupon-store.ts';
import { useSettings } from '../../../shell/settings-store.tsx';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { formatPrice } from '../../../ui/odds-button.tsx';

/**
 * S0 §3.8 isVisibleQuickCoupon: a small floating summary (count, total odds, a link to the coupon
 * page) shown while the coupon column is out of sight — below 1280 px the column is not laid out at
 * all, and on a long page the player may have scrolled it away. It watches the column with an
 * IntersectionObserver and is portalled to the body, so it shows even when the column is hidden.
 */
export function QuickCoupon({ watch }: { watch: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const coupon = useCoupon();
  const formatId = useSettings((state) => state.settings.coefViewId);
  const [columnVisible, setColumnVisible] = useState(true);
  const [mounted, setMounted] = useState(false);
  const last = useRef(true);
  useEffect(() => {
    setMounted(true);
    const element = watch.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting === true;
      if (visible !== last.current) {
        last.current = visible;
        setColumnVisible(visible);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch]);
  if (!mounted || columnVisible || coupon.bets.length === 0) return null;
  const coef = expressCoefficient(coupon.bets.map((bet) => bet.price));
  return createPortal(
    <Link to={localHref(lang, '/coupon')} className="quick-coupon" aria-label={t('coupon.quick.label', { n: coupon.bets.length })}>
      <span className="quick-coupon-count">{coupon.bets.length}</span>
      <span>{t('coupon.title')}</span>
      {coupon.bets.length > 1 && <strong className="tabular-nums">{formatPrice(coef, formatId)}</strong>}
    </Link>,
    document.body,
  );
}
