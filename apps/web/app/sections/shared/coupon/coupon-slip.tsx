import { useEffect, useMemo, type ReactNode } from 'react';
import './coupon.css';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE, antiExpressCoef, betIdOf, COUPON_TYPE, defaultCurrency, isSystemPresetName, type CouponSelection, type CouponTypeId } from '@wager/domain';
import type { CouponQuoteResponse, PlacedCoupon, QuotedLeg } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { openAuthModal } from '../../../shell/auth/auth-ui.ts';
import {
  availableTypes,
  canAddBanker,
  couponActions,
  couponSettingsActions,
  registerOneClick,
  useCoupon,
  useCouponSettings,
  type StoredCoupon,
} from '../../../shell/coupon-store.ts';
import { notify } from '../../../shell/notifications/notifications.ts';
import { useSettings } from '../../../shell/settings-store.tsx';
import { usePollingActive } from '../../../shell/use-polling.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { formatPrice } from '../../../ui/odds-button.tsx';
import { useLiveMarket, useLiveStream } from '../live-feed.ts';
import { marketName, outcomeName } from '../market-names.ts';
import { useMarketNames } from '../use-market-names.ts';
import { couponQueries, placeCoupon, saveCoupon } from './api.ts';
import { amountText, buildCoupon, localCoef, localSystemOptions, localWins, readAmount, systemOptionKey, totalStake, type BuiltCoupon } from './coupon-maths.ts';
import { CouponSettingsPanel } from './coupon-settings.tsx';
import { couponDraftStore, draftActions, useCouponDraftState } from './draft-store.ts';
import { LoadByCode } from './load-by-code.tsx';
import { money } from './money.ts';
import { OpenBets } from './open-bets.tsx';
import { PendingCoupon } from './pending-coupon.tsx';
import { PrepaidControl, problemText, PromoField } from './promo-field.tsx';
import { useCouponReminder } from './reminder.ts';
import { newIdempotencyKey, usePlaceCoupon } from './use-place.ts';

const TYPE_ORDER: CouponTypeId[] = [COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.severalSingles];

/**
 * The bet coupon (UI.md right column; S0 §3.8 coupon state, §4.1 types and rules, §5 amounts,
 * S1 §3 odds-change options): tab 1 the coupon, tab 2 the player's open bets. The column of the
 * sport screens and the wide coupon page render the same component.
 */
export function CouponSlip({ wide = false, onCouponPage = false }: { wide?: boolean; onCouponPage?: boolean }) {
  const { t } = useTranslation();
  const tab = useCouponDraftState((state) => state.tab);
  const coupon = useCoupon();
  return (
    <section aria-labelledby="coupon-title" className={`card overflow-hidden ${wide ? 'coupon-wide' : ''}`}>
      <h2 id="coupon-title" className="sr-only">
        {t('coupon.title')}
      </h2>
      <div role="tablist" aria-label={t('coupon.title')} className="flex border-b border-line">
        <button type="button" role="tab" id="coupon-tab-1" aria-selected={tab === 1} aria-controls="coupon-panel-1" className="coupon-tab" onClick={() => draftActions.set({ tab: 1 })}>
          {t('coupon.tabs.coupon')}
          <span className="count-pill ml-1.5" aria-label={t('coupon.count', { n: coupon.bets.length })}>
            {coupon.bets.length}
          </span>
        </button>
        <button type="button" role="tab" id="coupon-tab-2" aria-selected={tab === 2} aria-controls="coupon-panel-2" className="coupon-tab" onClick={() => draftActions.set({ tab: 2 })}>
          {t('coupon.tabs.myBets')}
        </button>
      </div>
      <div role="tabpanel" id={`coupon-panel-${tab}`} aria-labelledby={`coupon-tab-${tab}`}>
        {tab === 1 ? <CouponPanel coupon={coupon} wide={wide} onCouponPage={onCouponPage} /> : <OpenBets compact={!wide} />}
      </div>
    </section>
  );
}

function CouponPanel({ coupon, wide, onCouponPage }: { coupon: StoredCoupon; wide: boolean; onCouponPage: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  const { lang, isSignedIn } = shell;
  const settings = useCouponSettings();
  const state = useCouponDraftState((s) => s);
  const formatId = useSettings((s) => s.settings.coefViewId);
  const accounts = useQuery({ ...couponQueries.accounts(), enabled: isSignedIn });
  const stakeAccounts = (accounts.data?.accounts ?? []).filter((a) => a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.bonus || a.isActive);
  const account = stakeAccounts.find((a) => a.id === (state.accountId ?? accounts.data?.activeAccountId)) ?? null;
  const currency = account?.iso ?? defaultCurrency({ siteGeoCurrency: shell.geoCurrencyCode });
  const built = useMemo(() => buildCoupon(coupon, settings, state, currency), [coupon, settings, state, currency]);
  const polling = usePollingActive();
  const quote = useQuery({
    ...couponQueries.quote(built.draft ?? { typeId: 0, legs: [], changeCoefAction: 2 }, polling && built.legs.length > 0),
    enabled: built.draft !== null,
  });
  const quoted = built.draft !== null ? quote.data : undefined;
  useLiveStream(coupon.bets.map((bet) => bet.gameId));
  useCouponReminder(coupon, quoted, onCouponPage);

  const placing = usePlaceCoupon((coupons) => {
    // Decision 016: the code was used and the free bet spent with this coupon.
    draftActions.set({ successCoupons: coupons, savedCode: null, loadedFromCode: null, promoCode: '', manualPromoCode: '', usePrepaid: false });
    if (!couponSettingsActions.current().keepSelections) couponActions.clear();
  });
  // S0 §4.1: logout turns one-click off (a guest never has it on).
  useEffect(() => {
    if (!isSignedIn && settings.isActiveOneClick) couponSettingsActions.setOneClick(false, false);
  }, [isSignedIn, settings.isActiveOneClick]);
  useOneClick(isSignedIn, account?.id ?? null, currency, built);

  // A quote about the coupon as it is now: an answer still shown for the prices before an accepted change says nothing.
  const pickedById = new Map(coupon.bets.map((bet) => [betIdOf(bet), bet.price]));
  const moved = (quoted?.legs ?? []).filter((leg) => leg.pickedPrice !== undefined && leg.pickedPrice !== leg.price && pickedById.get(leg.betId) === leg.pickedPrice);
  const refusal = placing.state.kind === 'refused' ? placing.state.refusal : null;
  const changed = refusal?.code === 'PRICE_CHANGED' && refusal.quote ? refusal.quote.legs.filter((l) => l.pickedPrice !== undefined) : [];
  // S1 §3: under "confirm" (0) any move waits for the player; under "increases" (2) a fall does.
  const mustAccept = changed.length > 0 || moved.some((leg) => settings.changeCoefAction === 0 || (settings.changeCoefAction === 2 && leg.price < (leg.pickedPrice as number)));
  const acceptChanges = () => {
    couponActions.updatePrices([...moved, ...changed].map((leg) => ({ betId: leg.betId, price: leg.price, version: leg.version })));
    placing.reset();
  };
  const live = coupon.bets.some((bet) => bet.isLive);
  const stake = totalStake(built);
  const canPlace = built.draft !== null && stake !== null && stake > 0n && (built.typeId !== COUPON_TYPE.system || built.systemValue !== null || built.preset !== null) && !placing.isPending;
  const onPlace = () => {
    if (!isSignedIn) {
      openAuthModal({ kind: 'signIn' });
      return;
    }
    if (built.draft) placing.place(built.draft, live);
  };

  if (coupon.bets.length === 0) {
    return (
      <div className="space-y-3 px-4 py-4">
        <SuccessPanel coupons={state.successCoupons} />
        <p className="py-4 text-center text-sm text-muted">{settings.isActiveOneClick ? t('coupon.oneClick.active') : t('coupon.empty')}</p>
        <LoadByCode />
        <CouponSettingsPanel isSignedIn={isSignedIn} isVipBetAvailable={false} />
      </div>
    );
  }
  const types = availableTypes(coupon.bets.length);
  const systemOptions = quoted?.systemOptions.length ? quoted.systemOptions : localSystemOptions(coupon.bets.length, built.typeId === COUPON_TYPE.system ? coupon.bankers.length : 0);
  const coef = quoted?.coef ?? localCoef(built, settings.exactCoef);
  // S0 §3.8 antiExpressCoef: the quote's, else the domain's from the picked prices (decision 014).
  const antiCoef = quoted?.antiExpressCoef ?? (built.typeId === COUPON_TYPE.express ? antiExpressCoef(built.legs.map((leg) => leg.price)) : null);
  const local = localWins(built, settings.exactCoef);
  const possibleWinMinor = quoted ? quoted.possibleWinMinor : local.possibleWinMinor?.toString() ?? null;
  // Decision 016: with a free bet or a boost, what the player would be paid differs from the possible win.
  const payoutMinor = quoted?.possiblePayoutMinor ?? null;
  const showPayout = payoutMinor !== null && (built.prepaidMinor > 0n || quoted?.promo?.boost != null) && quoted?.promo?.applied !== false;
  const minPossibleWinMinor = quoted ? quoted.minPossibleWinMinor : local.minPossibleWinMinor?.toString() ?? null;
  const legOf = (bet: CouponSelection): QuotedLeg | undefined => quoted?.legs.find((leg) => leg.betId === betIdOf(bet));

  return (
    <div className={wide ? 'grid gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}>
      <div>
        <div role="group" aria-label={t('coupon.type.label')} className="coupon-types">
          {TYPE_ORDER.map((typeId) => (
            <button
              key={typeId}
              type="button"
              className="coupon-type"
              aria-pressed={built.typeId === typeId}
              disabled={!types.includes(typeId)}
              onClick={() => couponActions.setType(typeId)}
            >
              {t(`coupon.type.${typeId}`)}
            </button>
          ))}
        </div>
        {state.loadedFromCode && <p className="px-4 pt-2 text-xs text-muted">{t('coupon.load.loadedFrom', { code: state.loadedFromCode })}</p>}
        <ul aria-label={t('coupon.selections')}>
          {coupon.bets.map((bet) => (
            <CouponLine
              key={betIdOf(bet)}
              bet={bet}
              quoted={legOf(bet)}
              formatId={formatId}
              isSystem={built.typeId === COUPON_TYPE.system}
              isBanker={coupon.bankers.includes(betIdOf(bet))}
              canBank={canAddBanker(coupon.bets.length, coupon.bankers.length)}
              stake={built.typeId === COUPON_TYPE.severalSingles ? <BetStake betId={betIdOf(bet)} built={built} /> : null}
            />
          ))}
        </ul>
      </div>
      <div className="space-y-3 border-t border-line px-4 py-3 text-sm">
        {built.typeId === COUPON_TYPE.system && (
          <label className="block">
            <span className="coupon-label">{t('coupon.system.label')}</span>
            <select
              className="field-select w-full"
              value={built.preset !== null ? systemOptionKey({ value: 0, presetName: built.preset }) : String(built.systemValue ?? '')}
              onChange={(event) => {
                const value = event.target.value;
                if (value.startsWith('preset:')) {
                  const name = value.slice('preset:'.length);
                  if (isSystemPresetName(name)) couponActions.setPreset(name);
                } else couponActions.setSystemValue(Number(value));
              }}
            >
              {systemOptions.map((option) => (
                <option key={systemOptionKey(option)} value={systemOptionKey(option)}>
                  {option.presetName
                    ? t('coupon.system.preset', { name: option.presetName, bets: option.combo })
                    : t('coupon.system.option', { k: option.value, n: coupon.bets.length - coupon.bankers.length, combos: option.combo })}
                  {option.minBetAmount !== '0' ? ` · ${t('coupon.system.min', { amount: money(option.minBetAmount, currency, lang) })}` : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        {isSignedIn && stakeAccounts.length > 1 && (
          <label className="block">
            <span className="coupon-label">{t('coupon.account.label')}</span>
            <select className="field-select w-full" value={account?.id ?? ''} onChange={(event) => draftActions.chooseAccount(Number(event.target.value))}>
              {stakeAccounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {t(a.type === ACCOUNT_TYPE.bonus ? 'coupon.account.bonus' : 'coupon.account.main')} · {money(a.moneyMinor, a.iso, lang)}
                </option>
              ))}
            </select>
          </label>
        )}
        {built.typeId !== COUPON_TYPE.severalSingles ? (
          <StakeField built={built} currency={currency} />
        ) : (
          <StakeField built={built} currency={currency} labelKey="coupon.stakeEach" />
        )}
        <dl className="coupon-sums">
          {coupon.bets.length > 1 && built.typeId !== COUPON_TYPE.severalSingles && (
            <>
              <dt>{t('coupon.totalOdds')}</dt>
              <dd className="font-bold">{formatPrice(coef, formatId)}</dd>
            </>
          )}
          {stake !== null && (
            <>
              <dt>{t('coupon.totalStake')}</dt>
              <dd>{money(stake, currency, lang)}</dd>
            </>
          )}
          <dt>{t('coupon.possibleWin')}</dt>
          <dd className="font-bold">{possibleWinMinor !== null ? money(possibleWinMinor, currency, lang) : '—'}</dd>
          {built.typeId === COUPON_TYPE.system && (
            <>
              <dt>{t('coupon.minPossibleWin')}</dt>
              <dd>{minPossibleWinMinor !== null ? money(minPossibleWinMinor, currency, lang) : '—'}</dd>
            </>
          )}
          {showPayout && (
            <>
              <dt>{t('coupon.prepaid.payout')}</dt>
              <dd className="font-bold text-win">{money(payoutMinor, currency, lang)}</dd>
            </>
          )}
          {quoted?.bonusBet && (
            <>
              <dt className="flex items-center gap-1">
                {t('coupon.bonusBet', { multiplier: formatPrice(quoted.bonusBet.multiplier, 0) })}
                <button type="button" className="coupon-x" aria-label={t('coupon.bonusBetDelete')} title={t('coupon.bonusBetDelete')} onClick={() => couponActions.deleteBonusBet()}>
                  ×
                </button>
              </dt>
              <dd className="text-win">{quoted.bonusBet.possibleWinMinor !== null ? money(quoted.bonusBet.possibleWinMinor, currency, lang) : '—'}</dd>
            </>
          )}
          {quoted?.hyperBonus && (
            <>
              <dt>{t('coupon.hyperBonus', { percent: quoted.hyperBonus.percent })}</dt>
              <dd className={quoted.hyperBonus.amountMinor !== '0' ? 'text-win' : 'text-muted'}>
                {quoted.hyperBonus.amountMinor !== '0' ? `+${money(quoted.hyperBonus.amountMinor, currency, lang)}` : t('coupon.hyperBonusFrom', { amount: money(quoted.hyperBonus.minBetLimitMinor, currency, lang) })}
              </dd>
            </>
          )}
        </dl>
        {built.typeId === COUPON_TYPE.express && antiCoef !== null && (
          <label className="coupon-check" title={t('coupon.antiExpress.hint')}>
            <input type="checkbox" checked={built.antiExpress} onChange={(event) => draftActions.set({ antiExpress: event.target.checked })} />
            <span>{t('coupon.antiExpress.toggle', { coef: formatPrice(antiCoef, formatId) })}</span>
          </label>
        )}
        {quoted?.vipApproval && (
          <p role="status" className="text-xs text-muted">
            {t('coupon.vipApproval')}
          </p>
        )}
        <PromoField quoted={quoted} isSignedIn={isSignedIn} />
        {isSignedIn && <PrepaidControl built={built} currency={currency} quoted={quoted} isPlaceholder={quote.isPlaceholderData} />}
        <QuoteStatus quote={quote} quoted={quoted} />
        {refusal && refusal.code !== 'PRICE_CHANGED' && (
          <p role="alert" className="coupon-problem">
            {problemText(t, refusal.problems.find((p) => p.code === refusal.code) ?? { code: refusal.code })}
          </p>
        )}
        {placing.state.kind === 'failed' && (
          <p role="alert" className="coupon-problem">
            {t('coupon.place.failed')}
          </p>
        )}
        {placing.state.kind === 'limited' && (
          <p role="alert" className="coupon-problem">
            {placing.state.message}
          </p>
        )}
        {placing.state.kind === 'sending' && (
          <p role="status" className="text-xs text-muted">
            {placing.state.live ? t('coupon.place.pendingLive') : t('coupon.place.sending')}
          </p>
        )}
        {mustAccept ? (
          <button type="button" className="btn btn-primary w-full" onClick={acceptChanges}>
            {t('coupon.acceptChanges')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary w-full" disabled={!canPlace} onClick={onPlace}>
            {placing.state.kind === 'failed' ? t('coupon.place.retry') : isSignedIn ? t('coupon.place.button') : t('coupon.place.signIn')}
          </button>
        )}
        <SuccessPanel coupons={state.successCoupons} />
        <SaveCoupon coupon={coupon} built={built} />
        <LoadByCode />
        <CouponSettingsPanel isSignedIn={isSignedIn} isVipBetAvailable={quoted?.isVipBetAvailable === true} />
        <button type="button" className="btn btn-secondary w-full" onClick={() => couponActions.clear()}>
          {t('coupon.clear')}
        </button>
        {!wide && (
          <Link className="block text-center text-xs font-semibold text-accent-text" to={localHref(lang, '/coupon')}>
            {t('coupon.openPage')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The quote's state: problems the server reports, or an error line with a retry (never a blank, UI.md). */
function QuoteStatus({ quote, quoted }: { quote: { isError: boolean; isFetching: boolean; refetch: () => unknown }; quoted: CouponQuoteResponse | undefined }) {
  const { t } = useTranslation();
  // A refused promo code is told beside its field (decision 016).
  const problems = (quoted?.problems ?? []).filter((p) => p.code !== 'PRICE_CHANGED' && p.code !== 'PROMO_CODE_INVALID');
  return (
    <>
      {problems.map((problem, index) => (
        <p key={`${problem.code}:${problem.betId ?? index}`} role="alert" className="coupon-problem">
          {problemText(t, problem)}
        </p>
      ))}
      {quote.isError && !quote.isFetching && (
        <p role="alert" className="coupon-problem flex items-center justify-between gap-2">
          <span>{t('coupon.quote.failed')}</span>
          <button type="button" className="font-semibold underline" onClick={() => void quote.refetch()}>
            {t('coupon.quote.retry')}
          </button>
        </p>
      )}
    </>
  );
}

/** The coupon's stake (S0 §3.8 amount, §9 the currency's initial amount and step): typed, stepped, or one of the quick amounts. */
function StakeField({ built, currency, labelKey = 'coupon.stake' }: { built: BuiltCoupon; currency: string; labelKey?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const text = useCouponDraftState((s) => s.amountText);
  const shown = text ?? amountText(built.initialMinor, built.minorUnits, lang);
  const value = readAmount(text, built.initialMinor, built.minorUnits);
  const set = (minor: bigint) => draftActions.set({ amountText: amountText(minor > 0n ? minor : built.stepMinor, built.minorUnits, lang) });
  const quick = [built.initialMinor, built.initialMinor + built.stepMinor, built.initialMinor + 2n * built.stepMinor, built.initialMinor + 5n * built.stepMinor];
  return (
    <div>
      <label className="block">
        <span className="coupon-label">
          {t(labelKey)} ({currency})
        </span>
        <span className="flex gap-1">
          <button type="button" className="coupon-step" aria-label={t('coupon.stepDown')} onClick={() => set((value ?? built.initialMinor) - built.stepMinor)}>
            −
          </button>
          <input
            className="field-input w-full text-right tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            // Its own name: the label around it also holds the − and + buttons.
            aria-label={`${t(labelKey)} (${currency})`}
            value={shown}
            aria-invalid={value === null || undefined}
            onChange={(event) => draftActions.set({ amountText: event.target.value })}
          />
          <button type="button" className="coupon-step" aria-label={t('coupon.stepUp')} onClick={() => set((value ?? 0n) + built.stepMinor)}>
            +
          </button>
        </span>
      </label>
      <div role="group" aria-label={t('coupon.quickAmounts')} className="mt-1.5 flex flex-wrap gap-1">
        {quick.map((minor) => (
          <button key={minor.toString()} type="button" className="coupon-quick" aria-pressed={value === minor} onClick={() => set(minor)}>
            {money(minor, currency, lang)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Type 9: each single's own stake (S0 §3.8 amountByBetId); empty means the coupon's stake. */
function BetStake({ betId, built }: { betId: string; built: BuiltCoupon }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const own = useCouponDraftState((s) => s.amountTextByBetId[betId]);
  const fallback = built.amountMinor !== null ? amountText(built.amountMinor, built.minorUnits, lang) : '';
  return (
    <input
      className="field-input mt-1 w-24 text-right tabular-nums"
      inputMode="decimal"
      autoComplete="off"
      aria-label={t('coupon.stakeOf')}
      placeholder={fallback}
      value={own ?? ''}
      onChange={(event) => {
        const next = { ...draftStateBets(), [betId]: event.target.value };
        if (event.target.value === '') delete next[betId];
        draftActions.set({ amountTextByBetId: next });
      }}
    />
  );
}

function draftStateBets(): Record<string, string> {
  return { ...couponDraftStore.getState().amountTextByBetId };
}

function CouponLine({
  bet,
  quoted,
  formatId,
  isSystem,
  isBanker,
  canBank,
  stake,
}: {
  bet: CouponSelection;
  quoted: QuotedLeg | undefined;
  formatId: Parameters<typeof formatPrice>[1];
  isSystem: boolean;
  isBanker: boolean;
  canBank: boolean;
  stake: ReactNode;
}) {
  const { t } = useTranslation();
  const market = useLiveMarket(bet.gameId, bet.marketKey);
  const outcome = market?.outcomes.find((o) => o.key === bet.outcomeKey);
  const now = outcome && market && market.version >= bet.version ? outcome : null;
  // The live price when the push channel has one, else the server's quote.
  const price = now?.price ?? quoted?.price ?? bet.price;
  const closed = (market !== null && (market.status !== 'open' || now?.open === false)) || quoted?.isLocked === true;
  const moved = price !== bet.price ? (price > bet.price ? 'up' : 'down') : null;
  const names = useMarketNames(bet.home, bet.away);
  const title = bet.home && bet.away ? `${bet.home} — ${bet.away}` : (bet.eventName ?? '');
  const id = betIdOf(bet);
  return (
    <li className="coupon-line" data-locked={closed || undefined}>
      <div className="min-w-0 flex-1">
        <p className="ev-league">
          {bet.isLive && <span className="ev-live mr-1.5">{t('coupon.live')}</span>}
          {bet.champName}
        </p>
        <p className="truncate font-semibold">{title}</p>
        <p className="truncate text-xs text-muted">{marketName(bet.marketKey, names)}</p>
        <p className="truncate text-sm">{outcomeName(bet.marketKey, bet.outcomeKey, names)}</p>
        {quoted?.isDepend && <p className="text-xs text-live">{t('coupon.problem.DEPENDENT_SELECTIONS')}</p>}
        {isSystem && (
          <button type="button" className="coupon-banker" aria-pressed={isBanker} disabled={!isBanker && !canBank} onClick={() => couponActions.toggleBanker(id)}>
            {t('coupon.banker')}
          </button>
        )}
        {stake}
      </div>
      <div className="flex flex-col items-end gap-1">
        {moved ? (
          <span className="flex items-baseline gap-1.5">
            <s className="text-xs text-muted tabular-nums" aria-label={t('coupon.pickedAt', { price: formatPrice(bet.price, formatId) })}>
              {formatPrice(bet.price, formatId)}
            </s>
            <strong key={price} className={`tabular-nums odds-${moved}`}>
              {formatPrice(price, formatId)}
            </strong>
          </span>
        ) : (
          <strong className="tabular-nums">{formatPrice(bet.price, formatId)}</strong>
        )}
        {closed && (
          <span className="mkt-lock flex items-center gap-1">
            <span className="odds-lock" aria-hidden="true" />
            {t('coupon.suspended')}
          </span>
        )}
        <button type="button" className="coupon-remove" aria-label={t('coupon.remove', { name: title })} onClick={() => couponActions.remove(id)}>
          ×
        </button>
      </div>
    </li>
  );
}

/** What was just placed: each coupon's number, its print link, or "pending" while a live bet waits (S0 §3.8 successCoupon). */
function SuccessPanel({ coupons }: { coupons: PlacedCoupon[] }) {
  const { t } = useTranslation();
  if (coupons.length === 0) return null;
  return (
    <div role="status" className="coupon-success">
      <p className="font-bold">{t('coupon.place.accepted', { count: coupons.length })}</p>
      <ul className="space-y-1">
        {coupons.map((c) => (
          <PendingCoupon key={c.couponId} coupon={c} />
        ))}
      </ul>
      <button type="button" className="text-xs font-semibold underline" onClick={() => draftActions.set({ successCoupons: [] })}>
        {t('coupon.place.dismiss')}
      </button>
    </div>
  );
}

/** Save coupon → a short code another device loads (POST /web-api/coupon/save). */
function SaveCoupon({ coupon, built }: { coupon: StoredCoupon; built: BuiltCoupon }) {
  const { t } = useTranslation();
  const code = useCouponDraftState((s) => s.savedCode);
  const save = useMutation({
    mutationFn: () => saveCoupon({ typeId: built.typeId, ...(built.systemValue !== null ? { systemValue: built.systemValue } : {}), legs: built.legs }),
    onSuccess: (answer) => draftActions.set({ savedCode: answer.code }),
  });
  if (coupon.bets.length === 0) return null;
  return (
    <div className="flex items-center justify-between gap-2">
      <button type="button" className="text-xs font-semibold text-accent-text" disabled={save.isPending} onClick={() => save.mutate()}>
        {t('coupon.save.button')}
      </button>
      {code && (
        <span className="text-xs">
          {t('coupon.save.code')} <strong className="font-mono select-all">{code}</strong>
        </span>
      )}
      {save.isError && (
        <span role="alert" className="text-xs text-live">
          {t('coupon.save.failed')}
        </span>
      )}
    </div>
  );
}

/**
 * S0 §4.1 one-click: while it is on, an odds button places a single of the one-click amount at
 * once (through `registerOneClick` of the coupon store) and tells the player in a notification.
 */
function useOneClick(isSignedIn: boolean, accountId: number | null, currency: string, built: BuiltCoupon) {
  const { t } = useTranslation();
  const settings = useCouponSettings();
  useEffect(() => {
    if (!isSignedIn || !settings.isActiveOneClick) return;
    return registerOneClick((selection) => {
      const amountMinor = settings.oneClickAmount ?? built.initialMinor.toString();
      const draft = {
        typeId: COUPON_TYPE.single,
        legs: [{ gameId: selection.gameId, marketKey: selection.marketKey, outcomeKey: selection.outcomeKey, price: selection.price, version: selection.version }],
        amountMinor,
        ...(accountId !== null ? { accountId } : {}),
        changeCoefAction: settings.changeCoefAction,
      };
      placeCoupon(draft, newIdempotencyKey()).then(
        (answer) => notify({ kind: 'success', message: t('coupon.oneClick.placed', { ids: answer.coupons.map((c) => c.couponId).join(', ') }) }),
        () => notify({ kind: 'error', message: t('coupon.place.failed') }),
      );
    });
  }, [isSignedIn, settings.isActiveOneClick, settings.oneClickAmount, settings.changeCoefAction, accountId, currency, built.initialMinor, t]);
}
