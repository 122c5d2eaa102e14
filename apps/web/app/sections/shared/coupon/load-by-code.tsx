import { useMutation } from '@tanstack/react-query';
import type { FeedEventDetail, LoadCouponResponse } from '@wager/contract';
import { FeedEventResponse } from '@wager/contract';
import type { CouponSelection } from '@wager/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiRequest } from '../../../shell/api-client.ts';
import { couponActions } from '../../../shell/coupon-store.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { loadCoupon } from './api.ts';
import { draftActions, useCouponDraftState } from './draft-store.ts';

/** A loaded leg with its game's names from the feed (the saved coupon carries only ids and prices). */
async function selectionsOf(answer: LoadCouponResponse, lang: string): Promise<CouponSelection[]> {
  const events = new Map<number, FeedEventDetail | null>();
  await Promise.all(
    [...new Set(answer.legs.map((leg) => leg.gameId))].map(async (gameId) => {
      const event = await apiRequest(`/bff-api/events/${gameId}`, { query: { lang }, schema: FeedEventResponse, handles: true }).then((r) => r.event, () => null);
      events.set(gameId, event);
    }),
  );
  return answer.legs.map((leg) => {
    const event = events.get(leg.gameId) ?? null;
    return {
      gameId: leg.gameId,
      marketKey: leg.marketKey,
      outcomeKey: leg.outcomeKey,
      price: leg.price,
      version: leg.version,
      sportId: event?.sportId ?? 0,
      champName: event?.championship.name ?? '',
      home: event?.home?.name ?? null,
      away: event?.away?.name ?? null,
      eventName: event?.name ?? null,
      isLive: leg.isLive,
      startsAt: event?.startsAt ?? '',
    };
  });
}

/** S0 §3.8 loadCouponInputValue / isCouponLoadedFromCode: a saved coupon's code puts its selections in the coupon. */
export function LoadByCode() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const value = useCouponDraftState((s) => s.loadCouponInputValue);
  const load = useMutation({
    mutationFn: async (code: string) => {
      const answer = await loadCoupon(code);
      return { answer, selections: await selectionsOf(answer, lang) };
    },
    onSuccess: ({ answer, selections }) => {
      couponActions.replace(selections, answer.typeId, answer.systemValue, answer.legs.filter((l) => l.banker).map((l) => l.betId));
      draftActions.set({ loadedFromCode: answer.code, loadCouponInputValue: '' });
    },
  });
  const code = value.trim().toUpperCase();
  return (
    <form
      className="flex flex-wrap gap-1.5"
      aria-label={t('coupon.load.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (code) load.mutate(code);
      }}
    >
      <input
        className="field-input min-w-0 flex-1 font-mono uppercase"
        aria-label={t('coupon.load.input')}
        placeholder={t('coupon.load.input')}
        autoComplete="off"
        maxLength={12}
        value={value}
        onChange={(event) => draftActions.set({ loadCouponInputValue: event.target.value })}
      />
      <button type="submit" className="btn btn-secondary h-8 px-3" disabled={!/^[A-Z0-9]{6,12}$/.test(code) || load.isPending}>
        {t('coupon.load.button')}
      </button>
      {load.isError && (
        <span role="alert" className="w-full text-xs text-live">
          {t('coupon.load.failed')}
        </span>
      )}
    </form>
  );
}
