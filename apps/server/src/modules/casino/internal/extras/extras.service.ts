import type { CasinoLottoResults, CasinoPromotion, CasinoTournamentDetail, CasinoTournamentSummary } from '@wager/contract';
import { catalogueLang, type Catalogue } from '../catalogue.ts';
import type { ExtrasRepository, PromotionRow, TournamentRow } from './extras.repository.ts';
import { maskedPlayer, prizePool, rankStandings, statusAt, type Standing, type TournamentMetric } from './leaderboard.ts';
import type { CasinoPlayedRounds, CasinoPrizePayer, RoundTotalsView } from './played-rounds.ts';
import { seedPromotions, seedTournaments } from './seed.ts';

const LEADERBOARD_SIZE = 20;
const LOTTO_RESULTS = 30;
const STUDIO = 'wager-studio';

/**
 * Lotto results, casino promotions and tournaments (S0 §2.2 lotto, bonus/casino, bonus/casino/
 * promotions/{id}, bonus/casino/{id}, bonus/casino/tournaments/{id}). Rounds come from the casino
 * wallet through `CasinoPlayedRounds` (wired by the app); the games from the catalogue in memory.
 */
export function createCasinoExtras(deps: { repository: ExtrasRepository; catalogue: () => Promise<Catalogue>; nowMs: () => number }) {
  let rounds: CasinoPlayedRounds | null = null;
  let payer: CasinoPrizePayer | null = null;
  const played = () => rounds ?? { playerRounds: async () => [], roundTotals: async () => [] };

  function promotionView(row: PromotionRow, langIn: string | undefined): CasinoPromotion {
    const ru = catalogueLang(langIn) === 'ru';
    const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
    return {
      id: row.slug,
      kind: row.kind === 'landing' ? 'landing' : 'promotion',
      title: ru ? row.titleRu : row.titleEn,
      summary: ru ? row.summaryRu : row.summaryEn,
      body: (ru ? row.bodyRu : row.bodyEn).split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean),
      terms: lines(ru ? row.termsRu : row.termsEn),
      badge: ru ? row.badgeRu : row.badgeEn,
      art: { from: row.artFrom, to: row.artTo },
      ctaRoute: row.ctaRoute,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
    };
  }
  const current = (row: PromotionRow, now: number) => row.startsAt.getTime() <= now && (row.endsAt === null || row.endsAt.getTime() > now);

  async function gamesOf(row: TournamentRow): Promise<number[]> {
    if (row.gameIds && row.gameIds.length > 0) return row.gameIds;
    if (!row.categorySlug) return [];
    const page = (await deps.catalogue()).games({ category: row.categorySlug, sort: 'popular', offset: 0, limit: 10_000, lang: 'en' }, null);
    return page?.games.map((game) => game.id) ?? [];
  }

  async function summaryOf(row: TournamentRow, langIn: string | undefined): Promise<CasinoTournamentSummary> {
    const lang = catalogueLang(langIn);
    const catalogue = await deps.catalogue();
    const category = row.categorySlug ? catalogue.categoriesList.find((c) => c.slug === row.categorySlug) : undefined;
    return {
      id: row.slug,
      title: lang === 'ru' ? row.titleRu : row.titleEn,
      status: statusAt(deps.nowMs(), row.startsAt, row.endsAt),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      metric: row.metric as TournamentMetric,
      category: category ? { slug: category.slug, name: category.names[lang] } : null,
      gameIds: row.gameIds ?? [],
      currencies: Object.keys(row.minStake),
      minStake: row.minStake,
      prizes: row.prizes,
      prizePool: prizePool(row.prizes),
    };
  }

  return {
    /** The casino wallet's reads (decision 019), wired by the app after both modules exist. */
    connectRounds(reader: CasinoPlayedRounds, prizes?: CasinoPrizePayer) {
      rounds = reader;
      payer = prizes ?? null;
    },

    /**
     * Pays the prizes of every finished tournament through the ledger (the payer), per currency and
     * place; each payment's key is `casino-tournament:{id}:{currency}:{place}`, so running this again
     * (a restart, another process) pays nothing twice. Answers how many payments moved money now.
     */
    async payFinishedTournaments(): Promise<number> {
      if (payer === null) return 0;
      let paid = 0;
      for (const row of await deps.repository.tournaments()) {
        if (statusAt(deps.nowMs(), row.startsAt, row.endsAt) !== 'finished') continue;
        const minBetMinor = Object.fromEntries(Object.entries(row.minStake).map(([code, amount]) => [code, BigInt(amount)]));
        const totals = await played().roundTotals({ gameIds: await gamesOf(row), from: row.startsAt, to: row.endsAt, minBetMinor });
        for (const currency of Object.keys(row.minStake)) {
          for (const standing of rankStandings(row.metric as TournamentMetric, totals, currency, row.prizes)) {
            if (standing.prizeMinor === null || standing.prizeMinor <= 0n) continue;
            const result = await payer.pay({ key: `casino-tournament:${row.slug}:${currency}:${standing.place}`, tournament: row.slug, accountId: standing.accountId, currency, amountMinor: standing.prizeMinor });
            if (!result.replayed) paid += 1;
          }
        }
      }
      return paid;
    },

    /** Missing demo promotions and tournaments; the originals' cup counts Wager Studio's own games. */
    async seedDemo(): Promise<void> {
      const now = deps.nowMs();
      const studioGames = (await deps.catalogue()).provider(STUDIO)?.games.map((g) => g.row.id) ?? [];
      const tournaments = seedTournaments(now).map((row) => (row.gameIds && row.gameIds.length === 0 ? { ...row, gameIds: studioGames } : row));
      await deps.repository.seed(seedPromotions(now), tournaments.filter((row) => row.categorySlug || (row.gameIds && row.gameIds.length > 0)));
    },

    /** The promotions on now, in order (landings only at their own path). */
    async promotions(lang: string | undefined): Promise<CasinoPromotion[]> {
      const now = deps.nowMs();
      return (await deps.repository.promotions()).filter((row) => row.kind === 'promotion' && current(row, now)).map((row) => promotionView(row, lang));
    },

    /** A promotion or landing on now, by its id; null: none (404). */
    async promotion(id: string, lang: string | undefined): Promise<CasinoPromotion | null> {
      const row = (await deps.repository.promotions()).find((item) => item.slug === id);
      return row && current(row, deps.nowMs()) ? promotionView(row, lang) : null;
    },

    async tournaments(lang: string | undefined): Promise<CasinoTournamentSummary[]> {
      return Promise.all((await deps.repository.tournaments()).map((row) => summaryOf(row, lang)));
    },

    /** A tournament with its leaderboard in one currency (the viewer's, else the first it offers); null: unknown. */
    async tournament(id: string, query: { lang?: string; currency?: string; userId?: number | null }): Promise<CasinoTournamentDetail | null> {
      const row = (await deps.repository.tournaments()).find((item) => item.slug === id);
      if (!row) return null;
      const summary = await summaryOf(row, query.lang);
      let totals: RoundTotalsView[] = [];
      if (summary.status !== 'upcoming') {
        const minBetMinor = Object.fromEntries(Object.entries(row.minStake).map(([code, amount]) => [code, BigInt(amount)]));
        totals = await played().roundTotals({ gameIds: await gamesOf(row), from: row.startsAt, to: row.endsAt, minBetMinor });
      }
      // The asked currency, else the one the signed-in player plays in here, else the first offered.
      const own = query.userId ? totals.find((item) => item.userId === query.userId)?.currency : undefined;
      const currency = query.currency && summary.currencies.includes(query.currency) ? query.currency : (own ?? summary.currencies[0]!);
      const standings: Standing[] = rankStandings(summary.metric, totals, currency, row.prizes);
      const view = (s: Standing) => ({ place: s.place, player: maskedPlayer(s.userId), score: s.score.toString(), rounds: s.rounds, prizeMinor: s.prizeMinor?.toString() ?? null, me: s.userId === query.userId });
      const mine = query.userId ? standings.find((s) => s.userId === query.userId) : undefined;
      const ru = catalogueLang(query.lang) === 'ru';
      return {
        ...summary,
        rules: (ru ? row.rulesRu : row.rulesEn).split('\n').map((line) => line.trim()).filter(Boolean),
        currency,
        leaderboard: standings.slice(0, LEADERBOARD_SIZE).map(view),
        me: mine ? view(mine) : null,
        players: standings.length,
      };
    },

    /** The player's latest finished rounds of lottery-type games (S1 §3 filter lotteries), or of one of them. */
    async lottoResults(userId: number, query: { lang?: string; gameId?: number }): Promise<CasinoLottoResults> {
      const lang = catalogueLang(query.lang);
      const catalogue = await deps.catalogue();
      const lotto = catalogue.games({ filter: 'lotteries', sort: 'popular', offset: 0, limit: 10_000, lang }, null)?.games ?? [];
      const ids = lotto.map((game) => game.id).filter((id) => query.gameId === undefined || id === query.gameId);
      const list = await played().playerRounds(userId, ids, LOTTO_RESULTS);
      return {
        rounds: list.map((round) => {
          const game = catalogue.game(round.gameId);
          return {
            roundId: round.roundId,
            gameId: round.gameId,
            gameName: game?.view[lang].name ?? String(round.gameId),
            gameRoute: game?.view[lang].route ?? '/casino',
            currency: round.currency,
            betMinor: round.betMinor.toString(),
            winMinor: round.winMinor.toString(),
            endedAt: round.endedAt.toISOString(),
            provablyFair: round.provider === STUDIO && game?.engine != null,
          };
        }),
      };
    },
  };
}

export type CasinoExtras = ReturnType<typeof createCasinoExtras>;
