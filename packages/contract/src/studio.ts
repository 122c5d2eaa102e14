import { z } from 'zod';
import { casino } from '@wager/domain';
import { StudioEngine } from './casino.ts';
import { MinorAmount, PositiveMinorAmount } from './wallet.ts';

/**
 * Wager Studio, the built-in sandbox provider (decision 020): the game client's API under
 * `/studio-api/…` (same origin as the site, its own session in the `X-Studio-Session` header, never a
 * cookie, so no CSRF), and the public verify endpoint `GET /bff-api/studio/verify`.
 */
export const STUDIO_SESSION_HEADER = 'x-studio-session';

const ServerSeed = z.string().regex(casino.SERVER_SEED_RE);
export const ClientSeed = z.string().regex(casino.CLIENT_SEED_RE, '1–64 printable characters without ":"');
const Nonce = z.coerce.number().int().min(0).max(2 ** 31);

/** Each engine's round parameters (the domain's ranges). */
export const DiceParams = z.object({ target: z.coerce.number().int().min(1).max(9998), direction: z.enum(['under', 'over']) });
export const CrashParams = z.object({ cashOutAt: z.coerce.number().int().min(101).max(1_000_000) });
export const PlinkoParams = z.object({ rows: z.coerce.number().int().min(8).max(16), risk: z.enum(['low', 'medium', 'high']) });
const NumberList = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean).map(Number) : v), z.array(z.number().int().min(min).max(max)));
export const KenoParams = z.object({ picks: NumberList(1, 40).pipe(z.array(z.number()).min(1).max(10)) });
export const MinesParams = z.object({ mines: z.coerce.number().int().min(1).max(24), picks: NumberList(0, 24).pipe(z.array(z.number()).min(1).max(24)) });

/** GET /bff-api/studio/verify: seeds + the engine's parameters in the query. */
const SeedsQuery = z.object({ serverSeed: ServerSeed, clientSeed: ClientSeed, nonce: Nonce });
export const StudioVerifyQuery = z.discriminatedUnion('engine', [
  SeedsQuery.extend({ engine: z.literal('dice') }).merge(DiceParams),
  SeedsQuery.extend({ engine: z.literal('crash') }).merge(CrashParams),
  SeedsQuery.extend({ engine: z.literal('plinko') }).merge(PlinkoParams),
  SeedsQuery.extend({ engine: z.literal('keno') }).merge(KenoParams),
  SeedsQuery.extend({ engine: z.literal('mines') }).merge(MinesParams),
  SeedsQuery.extend({ engine: z.literal('slots') }),
  SeedsQuery.extend({ engine: z.literal('scratchcard') }),
]);
export type StudioVerifyQuery = z.infer<typeof StudioVerifyQuery>;

/** An outcome on the wire: the domain's result with bigints as strings. */
export const StudioOutcomeJson = z.record(z.string(), z.unknown());
export const StudioVerifyAnswer = z.object({
  engine: StudioEngine,
  serverSeedHash: z.string(),
  /** Payout multiplier in basis points (10000 = 1×). */
  multiplierBp: z.string(),
  outcome: StudioOutcomeJson,
});
export type StudioVerifyAnswer = z.infer<typeof StudioVerifyAnswer>;

/** POST /studio-api/sessions: exchange the launch token (real) or open a demo with play money. */
export const StudioStartRequest = z.object({
  mode: z.enum(['real', 'demo']),
  token: z.string().min(16).max(512).optional(),
  game: StudioEngine,
  lang: z.string().regex(/^[a-z]{2}$/).default('en'),
});
export const StudioSeedsView = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export const StudioSafeguards = z.object({
  profile: z.string(),
  minCycleMs: z.number().int(),
  autoplayMaxRounds: z.number().int().nullable(),
  turbo: z.boolean(),
});
export const StudioState = z.object({
  mode: z.enum(['real', 'demo']),
  engine: StudioEngine,
  currency: z.string(),
  balanceMinor: MinorAmount,
  /** Won minus staked in this session (negative: a loss), minor units with a sign. */
  netMinor: z.string().regex(/^-?\d+$/),
  startedAt: z.string(),
  safeguards: StudioSafeguards,
  seeds: StudioSeedsView,
  /** An unfinished mines round of this session. */
  openRound: z.lazy(() => StudioRoundView).nullable(),
});
export type StudioState = z.infer<typeof StudioState>;
export const StudioStartAnswer = z.object({ sessionToken: z.string(), state: StudioState });
export type StudioStartAnswer = z.infer<typeof StudioStartAnswer>;

export const StudioClientSeedRequest = z.object({ clientSeed: ClientSeed });
export const StudioRotateAnswer = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
  state: StudioState,
});
export type StudioRotateAnswer = z.infer<typeof StudioRotateAnswer>;

/** POST /studio-api/rounds: one round of a single-step engine (mines has its own three steps). */
const Stake = { stakeMinor: PositiveMinorAmount };
export const StudioPlayRequest = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('dice'), ...Stake, params: DiceParams }),
  z.object({ engine: z.literal('crash'), ...Stake, params: CrashParams }),
  z.object({ engine: z.literal('plinko'), ...Stake, params: PlinkoParams }),
  z.object({ engine: z.literal('keno'), ...Stake, params: z.object({ picks: z.array(z.number().int().min(1).max(40)).min(1).max(10) }) }),
  z.object({ engine: z.literal('slots'), ...Stake }),
  z.object({ engine: z.literal('scratchcard'), ...Stake }),
]);
export type StudioPlayRequest = z.infer<typeof StudioPlayRequest>;

export const StudioRoundView = z.object({
  roundId: z.string(),
  engine: StudioEngine,
  status: z.enum(['open', 'settled', 'win_pending', 'rolled_back']),
  params: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  stakeMinor: MinorAmount,
  multiplierBp: z.string().nullable(),
  payoutMinor: MinorAmount.nullable(),
  /** The recomputable result (for mines: the tiles revealed so far until the round ends). */
  outcome: StudioOutcomeJson.nullable(),
  /** The server seed once rotated (history rows of an older seed), else null. */
  serverSeed: z.string().nullable(),
  createdAt: z.string(),
});
export type StudioRoundView = z.infer<typeof StudioRoundView>;
export const StudioRoundAnswer = z.object({ round: StudioRoundView, state: StudioState });
export type StudioRoundAnswer = z.infer<typeof StudioRoundAnswer>;
export const StudioHistoryAnswer = z.object({ rounds: z.array(StudioRoundView) });

export const StudioMinesStartRequest = z.object({ ...Stake, mines: z.number().int().min(1).max(24) });
export const StudioMinesRevealRequest = z.object({ roundId: z.string().max(64), tile: z.number().int().min(0).max(24) });
export const StudioMinesCashOutRequest = z.object({ roundId: z.string().max(64) });

/** Shared crash rounds (decision 020): one loop for everybody, pushed on GET /studio-api/crash/stream (SSE `crash`). */
export const StudioCrashSnapshot = z.object({
  roundNo: z.number().int(),
  phase: z.enum(['betting', 'flying', 'crashed']),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  bettingEndsAt: z.number().int(),
  elapsedMs: z.number().int().nullable(),
  growthPerMs: z.number(),
  crashPoint: z.number().int().nullable(),
  serverSeed: z.string().nullable(),
  cashOuts: z.array(z.object({ roundId: z.string(), atHundredths: z.number().int() })),
});
export type StudioCrashSnapshot = z.infer<typeof StudioCrashSnapshot>;
export const StudioCrashBetRequest = z.object({ ...Stake, autoCashOutAt: z.number().int().min(101).max(1_000_000).nullable().default(null) });
export const StudioCrashCashOutRequest = z.object({ roundId: z.string().max(64) });
