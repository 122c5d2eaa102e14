import { z } from 'zod';

/** Decimal odds in thousandths (1.850 → 1850); formatting happens at the edge. */
export const OddsMilli = z.number().int().min(1001);

export const ShowcaseEvent = z.object({
  id: z.number().int(),
  sport: z.object({ slug: z.string(), name: z.string() }),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  isLive: z.boolean(),
  liveMinute: z.number().int().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  odds: z.object({ home: OddsMilli, draw: OddsMilli.nullable(), away: OddsMilli }),
});
export type ShowcaseEvent = z.infer<typeof ShowcaseEvent>;

export const ShowcaseSport = z.object({ slug: z.string(), name: z.string(), eventCount: z.number().int() });
export type ShowcaseSport = z.infer<typeof ShowcaseSport>;

export const ShowcaseGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  category: z.string(),
  isLive: z.boolean(),
  isNew: z.boolean(),
  art: z.object({ from: z.string(), to: z.string() }),
});
export type ShowcaseGame = z.infer<typeof ShowcaseGame>;

export const ShowcasePromotion = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  badge: z.string(),
  art: z.object({ from: z.string(), to: z.string() }),
});
export type ShowcasePromotion = z.infer<typeof ShowcasePromotion>;

/** Everything the home page shows (S0 §2.2 empty path). */
export const HomeShowcase = z.object({
  sports: z.array(ShowcaseSport),
  topEvents: z.array(ShowcaseEvent),
  liveEvents: z.array(ShowcaseEvent),
  games: z.array(ShowcaseGame),
  promotions: z.array(ShowcasePromotion),
});
export type HomeShowcase = z.infer<typeof HomeShowcase>;

export const HomeShowcaseQuery = z.object({ lang: z.string().regex(/^[a-z]{2}$/).optional() });
