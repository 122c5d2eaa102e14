import type { FastifyPluginAsync } from 'fastify';
import type { DataSource } from '../../platform/index.ts';
import { createPromoRepository } from './internal/promo.repository.ts';
import { promoRoutes } from './internal/promo.routes.ts';
import { createPromoService } from './internal/promo.service.ts';

export type {
  CouponOffers,
  OfferCoupon,
  OfferProblem,
  OfferPromo,
  OfferQuote,
  OfferQuoteInput,
  OfferRedeemItem,
  OfferVerdict,
  PrepaidReturn,
} from './internal/offers.ts';
export { NO_OFFERS } from './internal/offers.ts';
export type { PromoService } from './internal/promo.service.ts';

/** The house account free bets are staked from (decision 016): the cost of the promotions. */
export const FREEBETS_HOUSE = { ownerKind: 'house' as const, code: 'freebets' };

/**
 * Promo codes and prepaid free bets (decision 016; S0 §3.8 promoCode, manualPromoCode, promoCodes,
 * availablePrepaidAmount, outgoing prepaidAmount). Tables in `promo.*`: the operator's codes with
 * their row-locked use counters, each use (once per placement), and each player's free-bet balance
 * per currency with its movements. `offers` is the bets module's hook (quote, redeem inside the
 * placing unit of work, a void coupon's free-bet stake back); `routes` the operator API (bearer
 * `OPERATOR_API_TOKEN`; absent: no operator API) and the player's `GET /web-api/promo`. Register the
 * routes after identity's plugin.
 */
export function createPromoModule(deps: { data: DataSource; nowMs?: () => number; operatorToken?: string }) {
  const service = createPromoService({ repository: createPromoRepository(deps.data), nowMs: deps.nowMs ?? Date.now });
  const routes: FastifyPluginAsync = promoRoutes(service, deps.operatorToken);
  return { service, offers: service.offers, routes };
}

export type PromoModule = ReturnType<typeof createPromoModule>;
