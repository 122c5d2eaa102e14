/**
 * The coupon's selections (S0 §3.4 "coupon local save: bets, addedAtByBetId"): which outcome of
 * which game at which price and market version, as the player picked it. The server re-checks the
 * price and version when a bet is placed (docs/decisions/012-odds-feed.md `getSelection`).
 */
export interface CouponSelection {
  gameId: number;
  marketKey: string;
  outcomeKey: string;
  /** Decimal odds in thousandths when picked. */
  price: number;
  /** The market's version when picked. */
  version: number;
  sportId: number;
  champName: string;
  home: string | null;
  away: string | null;
  /** An outright's name (no sides). */
  eventName: string | null;
  isLive: boolean;
  startsAt: string;
}

export interface CouponBets {
  bets: CouponSelection[];
  /** When each bet was added (ms), by bet id (S0 §3.4). */
  addedAtByBetId: Record<string, number>;
}

export const EMPTY_COUPON: CouponBets = Object.freeze({ bets: [], addedAtByBetId: {} }) as CouponBets;

export function betIdOf(selection: Pick<CouponSelection, 'gameId' | 'marketKey' | 'outcomeKey'>): string {
  return `${selection.gameId}:${selection.marketKey}:${selection.outcomeKey}`;
}

/**
 * Clicking an odds button: the same outcome again takes it out; another outcome of a game already
 * in the coupon takes that game's place (outcomes of one game depend on each other, so an
 * accumulator never holds two); anything else is added at the end.
 */
export function toggleSelection(coupon: CouponBets, selection: CouponSelection, now: number): CouponBets {
  const id = betIdOf(selection);
  const addedAtByBetId = { ...coupon.addedAtByBetId };
  if (coupon.bets.some((bet) => betIdOf(bet) === id)) {
    delete addedAtByBetId[id];
    return { bets: coupon.bets.filter((bet) => betIdOf(bet) !== id), addedAtByBetId };
  }
  const replaced = coupon.bets.find((bet) => bet.gameId === selection.gameId);
  if (replaced) delete addedAtByBetId[betIdOf(replaced)];
  addedAtByBetId[id] = now;
  const bets = replaced ? coupon.bets.map((bet) => (bet === replaced ? selection : bet)) : [...coupon.bets, selection];
  return { bets, addedAtByBetId };
}

export function removeSelection(coupon: CouponBets, betId: string): CouponBets {
  const addedAtByBetId = { ...coupon.addedAtByBetId };
  delete addedAtByBetId[betId];
  return { bets: coupon.bets.filter((bet) => betIdOf(bet) !== betId), addedAtByBetId };
}

/** A stored coupon read back: anything malformed is dropped, never trusted (local storage is user input). */
export function parseStoredCoupon(value: unknown): CouponBets {
  if (value === null || typeof value !== 'object') return EMPTY_COUPON;
  const raw = value as { bets?: unknown; addedAtByBetId?: unknown };
  if (!Array.isArray(raw.bets)) return EMPTY_COUPON;
  const bets: CouponSelection[] = [];
  const seenGames = new Set<number>();
  for (const bet of raw.bets as Partial<CouponSelection>[]) {
    if (bet === null || typeof bet !== 'object') continue;
    const { gameId, marketKey, outcomeKey, price, version, sportId } = bet;
    if (!Number.isSafeInteger(gameId) || !Number.isSafeInteger(price) || !Number.isSafeInteger(version) || !Number.isSafeInteger(sportId)) continue;
    if (typeof marketKey !== 'string' || typeof outcomeKey !== 'string' || seenGames.has(gameId as number)) continue;
    seenGames.add(gameId as number);
    bets.push({
      gameId: gameId as number,
      marketKey,
      outcomeKey,
      price: price as number,
      version: version as number,
      sportId: sportId as number,
      champName: typeof bet.champName === 'string' ? bet.champName : '',
      home: typeof bet.home === 'string' ? bet.home : null,
      away: typeof bet.away === 'string' ? bet.away : null,
      eventName: typeof bet.eventName === 'string' ? bet.eventName : null,
      isLive: bet.isLive === true,
      startsAt: typeof bet.startsAt === 'string' ? bet.startsAt : '',
    });
  }
  const addedIn = raw.addedAtByBetId !== null && typeof raw.addedAtByBetId === 'object' ? (raw.addedAtByBetId as Record<string, unknown>) : {};
  const addedAtByBetId: Record<string, number> = {};
  for (const bet of bets) {
    const at = addedIn[betIdOf(bet)];
    addedAtByBetId[betIdOf(bet)] = typeof at === 'number' && Number.isFinite(at) ? at : 0;
  }
  return { bets, addedAtByBetId };
}
