import { useEffect, useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { couponSettingsActions, oneClickSwitch, useCoupon, useCouponSettings, type ChangeCoefAction } from '../../../shell/coupon-store.ts';
import { formatDecimalOdds } from '../../../ui/format.ts';
import { parseExactCoef } from './coupon-maths.ts';

/**
 * The coupon's settings (S0 §3.8 coupon settings, S1 §3 odds-change options), with the S0 §4.1
 * rules: clearing the exact coefficient clears drop-on-score-change; enabling drop-on-score-change
 * switches one-click off; switching one-click on with bets in the coupon asks first. All of them
 * persist in local storage (`shell/coupon-store.ts`).
 */
export function CouponSettingsPanel({ isSignedIn, isVipBetAvailable }: { isSignedIn: boolean; isVipBetAvailable: boolean }) {
  const { t } = useTranslation();
  const settings = useCouponSettings();
  const coupon = useCoupon();
  const id = useId();
  const [exactText, setExactText] = useState(settings.exactCoef === null ? '' : formatDecimalOdds(settings.exactCoef));
  const [confirmOneClick, setConfirmOneClick] = useState(false);
  // Another tab, or a rule, changed the stored exact coefficient: show it.
  useEffect(() => {
    const typed = parseExactCoef(exactText);
    if (typed !== 'invalid' && typed !== settings.exactCoef) setExactText(settings.exactCoef === null ? '' : formatDecimalOdds(settings.exactCoef));
  }, [settings.exactCoef]);
  const exactParsed = parseExactCoef(exactText);
  const switchOneClick = (on: boolean) => {
    const decision = oneClickSwitch(on, coupon.bets.length);
    if (decision === 'confirm') setConfirmOneClick(true);
    else couponSettingsActions.setOneClick(decision === 'on', false);
  };
  return (
    <details className="coupon-settings">
      <summary>{t('coupon.settings.title')}</summary>
      <div className="space-y-3 pt-2">
        <label className="block">
          <span className="coupon-label">{t('coupon.settings.changeCoefAction')}</span>
          <select
            className="field-select w-full"
            value={settings.changeCoefAction}
            onChange={(event) => couponSettingsActions.update({ changeCoefAction: Number(event.target.value) as ChangeCoefAction })}
          >
            <option value={0}>{t('coupon.settings.changeCoef0')}</option>
            <option value={1}>{t('coupon.settings.changeCoef1')}</option>
            <option value={2}>{t('coupon.settings.changeCoef2')}</option>
          </select>
        </label>
        <label className="block">
          <span className="coupon-label">{t('coupon.settings.exactCoef')}</span>
          <input
            className="field-input w-full tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('coupon.settings.exactCoefPlaceholder')}
            value={exactText}
            aria-invalid={exactParsed === 'invalid' || undefined}
            aria-describedby={exactParsed === 'invalid' ? `${id}-exact` : undefined}
            onChange={(event) => {
              setExactText(event.target.value);
              const value = parseExactCoef(event.target.value);
              if (value !== 'invalid') couponSettingsActions.setExactCoef(value);
            }}
          />
          {exactParsed === 'invalid' && (
            <span id={`${id}-exact`} className="text-xs text-live">
              {t('coupon.settings.exactCoefInvalid')}
            </span>
          )}
        </label>
        <label className="coupon-check">
          <input
            type="checkbox"
            checked={settings.isDropOnScoreChange}
            disabled={settings.exactCoef === null}
            onChange={(event) => couponSettingsActions.setDropOnScoreChange(event.target.checked)}
          />
          <span>{t('coupon.settings.dropOnScoreChange')}</span>
        </label>
        {isVipBetAvailable && (
          <label className="coupon-check">
            <input type="checkbox" checked={settings.isVipBet} onChange={(event) => couponSettingsActions.update({ isVipBet: event.target.checked })} />
            <span>{t('coupon.settings.vipBet')}</span>
          </label>
        )}
        {isSignedIn && (
          <label className="coupon-check">
            <input type="checkbox" role="switch" checked={settings.isActiveOneClick} onChange={(event) => switchOneClick(event.target.checked)} />
            <span>{t('coupon.settings.oneClick')}</span>
          </label>
        )}
        <label className="coupon-check">
          <input type="checkbox" checked={settings.keepSelections} onChange={(event) => couponSettingsActions.update({ keepSelections: event.target.checked })} />
          <span>{t('coupon.settings.keepSelections')}</span>
        </label>
      </div>
      <OneClickConfirm
        open={confirmOneClick}
        onAnswer={(yes) => {
          setConfirmOneClick(false);
          // S0 §4.1: confirming clears the coupon and switches one-click on; cancelling leaves it off.
          if (yes) couponSettingsActions.setOneClick(true, true);
        }}
      />
    </details>
  );
}

/** S0 §4.1: the one-click confirmation (a Radix dialog: focus trap, Escape cancels). */
export function OneClickConfirm({ open, onAnswer }: { open: boolean; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-[rgb(3_8_20/0.55)]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl border border-line bg-surface-1 p-5 text-ink shadow-2xl">
          <Dialog.Title className="text-base font-bold">{t('coupon.oneClick.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{t('coupon.oneClick.text')}</Dialog.Description>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
              {t('coupon.oneClick.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onAnswer(true)}>
              {t('coupon.oneClick.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
