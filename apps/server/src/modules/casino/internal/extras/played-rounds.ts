/**
 * What the casino module needs to know about rounds played (lotto results, tournament leaderboards):
 * declared here, filled by the app with the casino wallet's public reads (decision 019). Until wired,
 * nobody has played anything.
 */
export interface PlayedRoundView {
  roundId: string;
  provider: string;
  gameId: number;
  currency: string;
  betMinor: bigint;
  winMinor: bigint;
  endedAt: Date;
}

export interface RoundTotalsView {
  userId: number;
  currency: string;
  rounds: number;
  accountId: number;
  wageredMinor: bigint;
  bestMultiplierX100: number;
}

export interface CasinoPlayedRounds {
  playerRounds(userId: number, gameIds: readonly number[], limit: number): Promise<PlayedRoundView[]>;
  roundTotals(query: { gameIds: readonly number[]; from: Date; to: Date; minBetMinor: Readonly<Record<string, bigint>> }): Promise<RoundTotalsView[]>;
}

export const NO_ROUNDS: CasinoPlayedRounds = { playerRounds: async () => [], roundTotals: async () => [] };

/**
 * Pays a tournament prize (wired by the app to the wallet's ledger): idempotent on `key`, so a
 * place is paid once however often the payout runs, in however many processes.
 */
export interface CasinoPrizePayer {
  pay(prize: { key: string; tournament: string; accountId: number; currency: string; amountMinor: bigint }): Promise<{ replayed: boolean }>;
}
