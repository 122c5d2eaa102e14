import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, HomeShowcase, HomeShowcaseQuery, type FeedEventSummary, type ShowcaseEvent, type ShowcaseRenderFace } from '@wager/contract';
import type { CasinoService } from '../casino/index.ts';
import type { ContentService } from '../content/index.ts';
import type { FeedService } from '../feed/index.ts';
import { createMicroCache } from '../../platform/index.ts';
import { LONG_TERM_SPORT_ID } from '@wager/domain';

/**
 * The home showcase is the same for every visitor of a language; a process rebuilds it at most
 * this often. Live prices poll every 5 s anyway (S1 §9 dashboard live interval).
 */
/** Events per home block (S0 §2.2 top events, live now). */
const HOME_EVENTS = 8;
const SHOWCASE_TTL_MS = 2_000;

/** The compact home row of a feed event (S0 §2.2 home blocks; decision 011 light pages). */
export function showcaseEvent(event: FeedEventSummary): ShowcaseEvent {
  const market = event.mainMarket;
  return {
    id: event.id,
    sportId: event.sportId,
    champ: event.championship,
    home: event.home?.name ?? null,
    away: event.away?.name ?? null,
    name: event.name,
    startsAt: event.startsAt,
    status: event.status,
    score: event.live?.score ?? null,
    minute: event.live?.minute ?? null,
    market: market ? { key: market.key, version: market.version, outcomes: market.outcomes.map((o) => [o.key, o.price, o.open] as [string, number, boolean]) } : null,
    marketCount: event.marketCount,
  };
}

export interface ShowcaseService {
  /** Everything the home page shows (S0 §2.2), read in parallel. */
  getHome(lang: string): Promise<HomeShowcase>;
}

/** Backend-for-frontend composition of the home page from the sportsbook, casino and content modules. */
export function createShowcaseModule(deps: { feed: FeedService; casino: CasinoService; content: ContentService; nowMs?: () => number }) {
  const nowMs = deps.nowMs ?? Date.now;
  const cache = createMicroCache<HomeShowcase>(SHOWCASE_TTL_MS);
  const service: ShowcaseService = {
    getHome: (lang) => cache.get(lang, () => load(lang)),
  };
  async function load(lang: string): Promise<HomeShowcase> {
    const [games, promotions] = await Promise.all([deps.casino.listShowcaseGames(12), deps.content.listPromotions(lang, 4)]);
    const now = nowMs();
    const sports = deps.feed.lineSports(lang).sports.filter((sport) => sport.eventCount + sport.liveCount > 0);
    // Top events first (S1 §3 timeFilter 6), then what starts soonest; live: top games first.
    const line = deps.feed.lineEvents({ lang }, now).filter((event) => event.sportId !== LONG_TERM_SPORT_ID);
    const topEvents = [...line.filter((event) => event.isTop), ...line.filter((event) => !event.isTop)].slice(0, HOME_EVENTS);
    const live = deps.feed.liveEvents({ lang }, now).filter((event) => event.mainMarket !== null);
    const liveEvents = [...live.filter((event) => event.isTop), ...live.filter((event) => !event.isTop)].slice(0, HOME_EVENTS);
    return { sports, topEvents: topEvents.map(showcaseEvent), liveEvents: liveEvents.map(showcaseEvent), games, promotions };
  }
  const routes: FastifyPluginAsync = async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/bff-api/home/showcase',
      {
        schema: {
          summary: 'Home page showcase: sports, top events, live now, casino, promotions',
          tags: ['showcase'],
          querystring: HomeShowcaseQuery,
          response: { 200: HomeShowcase, 400: ApiError },
        },
      },
      async (request) => service.getHome(request.query.lang ?? 'en'),
    );
  };
  const render: ShowcaseRenderFace = { getHomeShowcase: (lang) => service.getHome(lang) };
  return { service, routes, render };
}
