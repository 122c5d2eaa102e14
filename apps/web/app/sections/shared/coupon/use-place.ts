import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponDraft, CouponRefusal, PlacedCoupon } from '@wager/contract';
import { couponKeys, isRetryable, placeCoupon, refusalOf, WALLET_KEY } from './api.ts';
import { useLimitRefusal } from '../limit-refusal.ts';

/** A fresh Idempotency-Key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'sending'; live: boolean }
  | { kind: 'refused'; refusal: CouponRefusal['error'] }
  | { kind: 'failed'; message: string | null }
  /** Decision 021: a wagering or loss limit, a time-out or an exclusion refused it (which and until when). */
  | { kind: 'limited'; message: string }
  | { kind: 'placed'; coupons: PlacedCoupon[] };

/**
 * Placing a coupon (POST /web-api/coupon/place, decision 008): one Idempotency-Key per attempt,
 * reused when the same coupon is sent again after the network or the server failed (the server
 * answers the first result and debits once); any change of the coupon or a refusal starts a new
 * attempt. After a placement the balances and the open bets refresh.
 */
export function usePlaceCoupon(onPlaced: (coupons: PlacedCoupon[]) => void) {
  const client = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const limitRefusal = useLimitRefusal();
  const [state, setState] = useState<PlaceState>({ kind: 'idle' });
  const mutation = useMutation({
    mutationFn: ({ draft, key }: { draft: CouponDraft; key: string }) => placeCoupon(draft, key),
  });
  const place = (draft: CouponDraft, live = false) => {
    const body = JSON.stringify(draft);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setState({ kind: 'sending', live });
    mutation.mutate(
      { draft, key: attempt.current.key },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          setState({ kind: 'placed', coupons: answer.coupons });
          void client.invalidateQueries({ queryKey: WALLET_KEY });
          void client.invalidateQueries({ queryKey: couponKeys.bets() });
          // Decision 016: a code used up and the free-bet balance spent.
          void client.invalidateQueries({ queryKey: couponKeys.promo() });
          onPlaced(answer.coupons);
        },
        onError: (error) => {
          const limited = limitRefusal(error);
          if (limited) {
            attempt.current = null;
            setState({ kind: 'limited', message: limited });
            return;
          }
          const refusal = refusalOf(error);
          if (refusal) {
            attempt.current = null;
            setState({ kind: 'refused', refusal });
            return;
          }
          // The same coupon sent again keeps this attempt's key: nothing is placed twice.
          if (!isRetryable(error)) attempt.current = null;
          setState({ kind: 'failed', message: null });
        },
      },
    );
  };
  return { state, place, reset: () => setState({ kind: 'idle' }), isPending: mutation.isPending };
}
