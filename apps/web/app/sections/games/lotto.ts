/**
 * S0 §2.2 lotto/{sectionName?}/{lottoId?} (S1 §2: sectionName results or view), pure: which view a
 * path asks for. The games are the catalogue's S1 §3 "lotteries" (keno, bingo, scratch cards, TV draws).
 */
export type LottoView =
  | { kind: 'index' }
  | { kind: 'view'; game: string }
  | { kind: 'results'; game: string | null }
  | { kind: 'index-redirect' }
  | { kind: 'not-found' };

export function lottoViewOf(sectionName: string | undefined, lottoId: string | undefined): LottoView {
  if (sectionName === undefined) return { kind: 'index' };
  if (sectionName === 'results') return { kind: 'results', game: lottoId ?? null };
  // lotto/view without a game shows the games.
  if (sectionName === 'view') return lottoId === undefined ? { kind: 'index-redirect' } : { kind: 'view', game: lottoId };
  return { kind: 'not-found' };
}

/** The lottery-type game sections of the casino, one click from the lotto pages. */
export const LOTTO_CATEGORIES = ['keno', 'bingo', 'scratchcards', 'tvgames'] as const;

/** The lotto index's grid: every lottery-type game, most popular first. */
export const LOTTO_QUERY = { filter: 'lotteries' as const, sort: 'popular' as const, limit: 48 };
