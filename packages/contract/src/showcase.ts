import { z } from 'zod';
import { FeedEventSummary, LineSport } from './feed.ts';

/** Decimal odds in thousandths (1.850 → 1850); formatting happens at the edge. */
export const OddsMilli = z.number().int().min(1001);

/**
 * A home page event (S0 §2.2 home sport blocks): the feed's summary cut to what a home row shows,
 * in a compact shape (the page stays light, decision 011): sides by name, the score and minute,
 * and the main market with its outcomes as [key, price in thousandths, open].
 */
export const ShowcaseEvent = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  champ: z.object({ id: z.number().int(), name: z.string() }),
  home: z.string().nullable(),
  away: z.string().nullable(),
  name: z.string().nullable(),
  startsAt: z.string(),
  status: FeedEventSummary.shape.status,
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  minute: z.number().int().nullable(),
  market: z.object({ key: z.string(), version: z.number().int(), outcomes: z.array(z.tuple([z.string(), z.number().int(), z.boolean()])) }).nullable(),
  marketCount: z.number().int(),
});
export type ShowcaseEvent = z.infer<typeof ShowcaseEvent>;

/** A sport of the home menu, with its line and live counts. */
export const ShowcaseSport = LineSport;
export type ShowcaseSport = LineSport;

export const ShowcaseGame = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  category: z.string(),
  isLive: z.boolean(),
  isNew: z.boolean(),
  art: z.object({ from: z.string(), to: z.string() }),
  /** The casino catalogue's generated cover (decision 018) and the game page's path without the language prefix. */
  artUrl: z.string().optional(),
  route: z.string().optional(),
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
