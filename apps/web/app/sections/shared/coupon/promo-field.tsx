import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { normalisePromoCode } from '@wager/domain';
import type { CouponProblem, CouponQuoteResponse } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { couponQueries } from './api.ts';
import type { BuiltCoupon } from './coupon-maths.ts';
import { draftActions, useCouponDraftState } from './draft-store.ts';
import { money } from './money.ts';

/** A boost's percent in the player's language (basis points → "10", "12,5"). */
function percent(bp: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(bp / 100);
}

/** The words for a coupon problem: a refused code or prepaid amount by its reason (decision 016), the rest by its code. */
export function problemText(t: ReturnType<typeof useTranslation>['t'], problem: Pick<CouponProblem, 'code' | 'reason'>): string {
  if (problem.code === 'PROMO_CODE_INVALID' && problem.reason) return t(`coupon.promo.reason.${problem.reason}`);
  if (problem.code === 'PREPAID_AMOUNT_INVALID' && problem.reason) return t(`coupon.prepaid.reason.${problem.reason}`);
  return t(`coupon.problem.${problem.code}`);
}

/**
 * The coupon's promo code (S0 §3.8 promoCode, manualPromoCode, promoCodes; decision 016): the codes
 * the player holds to choose from, a field to type one and apply it, and what the applied code gives
 * or why it is refused, from the quote.
 */
export function PromoField({ quoted, isSignedIn }: { quoted: CouponQuoteResponse | undefined; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const applied = useCouponDraftState((s) => s.promoCode);
  const typed = useCouponDraftState((s) => s.manualPromoCode);
  const mine = useQuery({ ...couponQueries.promo(), enabled: isSignedIn });
  const codes = mine.data?.codes ?? [];
  const promo = quoted?.promo && applied !== '' && quoted.promo.code === normalisePromoCode(applied) ? quoted.promo : null;
  const apply = () => {
    const code = typed.trim();
    if (code !== '') draftActions.set({ promoCode: code, manualPromoCode: '' });
  };
  return (
    <div className="space-y-1.5">
      {codes.length > 0 && applied === '' && (
        <label className="block">
          <span className="coupon-label">{t('coupon.promo.myCodes')}</span>
          <select className="field-select w-full" value="" onChange={(event) => event.target.value && draftActions.set({ promoCode: event.target.value })}>
            <option value="">{t('coupon.promo.choose')}</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.title ? `${c.code} · ${c.title}` : c.code}
              </option>
            ))}
          </select>
        </label>
      )}
      {applied === '' ? (
        <form
          className="block"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <label className="coupon-label" htmlFor="coupon-promo-code">
            {t('coupon.promoCode')}
          </label>
          <span className="flex gap-1">
            <input
              id="coupon-promo-code"
              className="field-input w-full uppercase"
              autoComplete="off"
              maxLength={32}
              value={typed}
              onChange={(event) => draftActions.set({ manualPromoCode: event.target.value })}
            />
            <button type="submit" className="btn btn-secondary shrink-0 px-3" disabled={typed.trim() === ''}>
              {t('coupon.promo.apply')}
            </button>
          </span>
        </form>
      ) : (
        <div className="coupon-promo" data-applied={promo?.applied === true || undefined} data-refused={promo?.applied === false || undefined}>
          <span className="flex items-center justify-between gap-2">
            <span className="font-mono text-sm font-bold">{promo?.code ?? applied.trim().toUpperCase()}</span>
            <button type="button" className="coupon-x" aria-label={t('coupon.promo.remove', { code: applied.trim().toUpperCase() })} title={t('coupon.promo.remove', { code: applied.trim().toUpperCase() })} onClick={() => draftActions.set({ promoCode: '' })}>
              ×
            </button>
          </span>
          {promo?.applied === true && (
            <p role="status" className="text-xs">
              {[
                promo.freebetMinor !== null ? t('coupon.promo.freebet', { amount: money(promo.freebetMinor, promo.currency, lang) }) : null,
                promo.boost
                  ? promo.boost.capMinor !== null
                    ? t('coupon.promo.boostCap', { percent: percent(promo.boost.percentBp, lang), cap: money(promo.boost.capMinor, promo.currency, lang) })
                    : t('coupon.promo.boost', { percent: percent(promo.boost.percentBp, lang) })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          {promo?.applied === false && promo.reason && (
            <p role="alert" className="text-xs">
              {t(`coupon.promo.reason.${promo.reason}`)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * S0 §3.8 availablePrepaidAmount (decision 016): the free-bet balance in the coupon's currency and a
 * switch to stake from it; the part from the free bet and the part from the account. The available
 * amount follows the quote, and S0 §4.4 choosing the account zeroes it until the next quote.
 */
export function PrepaidControl({ built, currency, quoted, isPlaceholder }: { built: BuiltCoupon; currency: string; quoted: CouponQuoteResponse | undefined; isPlaceholder: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const available = useCouponDraftState((s) => s.availablePrepaidAmount);
  const use = useCouponDraftState((s) => s.usePrepaid);
  const fromQuote = quoted?.availablePrepaidAmountMinor;
  // The next quote's answer refreshes the amount (never the previous account's answer shown while it loads).
  useEffect(() => {
    if (fromQuote !== undefined && !isPlaceholder && fromQuote !== available) draftActions.set({ availablePrepaidAmount: fromQuote });
  }, [fromQuote, isPlaceholder, available]);
  if (available === '0' || built.typeId === 9) return null;
  const stake = built.amountMinor;
  return (
    <div className="coupon-prepaid">
      <label className="coupon-check">
        <input type="checkbox" checked={use} onChange={(event) => draftActions.set({ usePrepaid: event.target.checked })} />
        <span>{t('coupon.prepaid.use', { amount: money(available, currency, lang) })}</span>
      </label>
      {use && built.prepaidMinor > 0n && stake !== null && (
        <dl className="coupon-sums mt-1">
          <dt>{t('coupon.prepaid.fromFreebet')}</dt>
          <dd>{money(built.prepaidMinor, currency, lang)}</dd>
          <dt>{t('coupon.prepaid.fromAccount')}</dt>
          <dd>{money(stake - built.prepaidMinor, currency, lang)}</dd>
        </dl>
      )}
      {use && <p className="mt-1 text-xs text-muted">{t('coupon.prepaid.note')}</p>}
    </div>
  );
}
