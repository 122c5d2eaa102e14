import { useRef } from 'react';
import { CouponSlip, QuickCoupon } from './coupon/index.ts';

/**
 * The coupon column of the sport screens (UI.md right column; S0 §3.8): the bet coupon itself
 * (`coupon/`: types, stakes, settings, placing, my bets) and, while the column is out of sight, the
 * quick coupon (S0 §3.8 isVisibleQuickCoupon).
 */
export function CouponColumn() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="max-h-[calc(100vh-6rem)] overflow-y-auto rounded-[var(--radius)]">
      <CouponSlip />
      <QuickCoupon watch={ref} />
    </div>
  );
}
