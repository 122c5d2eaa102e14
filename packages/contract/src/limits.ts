import { z } from 'zod';
import { LIMIT_SECTIONS, LIMIT_STATES, LIMIT_TYPES, type LimitType } from '@wager/domain';
import { MinorAmount } from './wallet.ts';

/**
 * The limit service (S1 §3, §4, §7, §8; decision 021). Every call takes the bearer token of
 * `GET /web-api/user/gettoken` (or the session cookie with the CSRF header) and honours
 * `X-Language`. Times are seconds since the epoch (S1 §3). Money limits' `limitValue` is a whole
 * number of the account currency's major units, as the spec's 999999999 "no limit" implies;
 * `limitBalance` (what is left of it in its window) is exact, in minor units as a string
 * (decision 008).
 */
export const LIMIT_SERVICE_PREFIX = '/limit-service-api/api/external/web/v3';
export const LIMIT_PATHS = {
  limits: `${LIMIT_SERVICE_PREFIX}/limits`,
  availableLimits: `${LIMIT_SERVICE_PREFIX}/availablelimits`,
  selfExcludeReasons: `${LIMIT_SERVICE_PREFIX}/reasons/selfexclude`,
  testAnswers: `${LIMIT_SERVICE_PREFIX}/testanswers`,
  limitAction: `${LIMIT_SERVICE_PREFIX}/limitaction`,
  limit: `${LIMIT_SERVICE_PREFIX}/limit`,
  ping: `${LIMIT_SERVICE_PREFIX}/ping`,
  blockUser: '/limit-service-api/limit/external/web/api/v1/BlockUser',
  realityCheck: '/web-api/api/web/user/v1/reality-check',
} as const;

export const LimitTypeId = z
  .number()
  .int()
  .refine((v): v is LimitType => (LIMIT_TYPES as readonly number[]).includes(v), 'an S1 §3 limit type');
export const LimitStateName = z.enum(LIMIT_STATES);
export const LimitSectionName = z.enum(LIMIT_SECTIONS);
const EpochSeconds = z.number().int().nonnegative();

/** S1 §3 Limit. A type may be listed twice: its ACTIVE value and a PENDING change waiting for approval. */
export const Limit = z.object({
  limitType: LimitTypeId,
  /** Money: whole major units (999999999 = none); days, hours (-1 = not set) or minutes otherwise. */
  limitValue: z.number().int(),
  limitState: LimitStateName,
  /** ACTIVE: when it took effect (self-exclusion: when it starts). PENDING: when the change was asked for. */
  startedAt: EpochSeconds.nullable(),
  /** When it ends (self-exclusion, time-out, a session day); null when it runs until changed. */
  endsAt: EpochSeconds.nullable(),
  /** Money limits: what is left in the rolling window, minor units; session limit: seconds left today as a string. */
  limitBalance: MinorAmount.nullable(),
  /** PENDING: the player may approve it now (startedAt + the profile's cooling-off has passed, S1 §4). */
  needApprove: z.boolean(),
  /** PENDING: when approval becomes possible (S1 §4: start + 86400 s under every built-in profile). */
  approvableAt: EpochSeconds.nullable(),
  /** Self-exclusion: the reason id the player chose (S1 §3). */
  selfExcludeReason: z.number().int().nullable(),
  /** 'money' limits carry the currency's ISO code here, else days / hours / minutes. */
  measure: z.string(),
  availableValues: z.array(z.number().int()),
  /** The S1 §3 section this type belongs to. */
  type: LimitSectionName,
  /** The player may not change it now (active self-exclusion or time-out, an external exclusion). */
  disabled: z.boolean(),
});
export type Limit = z.infer<typeof Limit>;

/** GET …/v3/limits: every type of S1 §3 for the player, in section order, plus the site's profile. */
export const LimitsAnswer = z.object({
  limits: z.array(Limit),
  /** The jurisdiction profile that governs the rules (decision 021). */
  profile: z.string(),
  /** The server's clock, so a pop-up timer does not trust the browser's. */
  serverTime: EpochSeconds,
});
export type LimitsAnswer = z.infer<typeof LimitsAnswer>;

/** GET …/v3/availablelimits. */
export const AvailableLimitsAnswer = z.object({
  available: z.array(z.object({ limitType: LimitTypeId, type: LimitSectionName, measure: z.string(), availableValues: z.array(z.number().int()) })),
});
export type AvailableLimitsAnswer = z.infer<typeof AvailableLimitsAnswer>;

/** GET …/v3/reasons/selfexclude (S1 §3 Self-exclusion reason), in the X-Language. */
export const SelfExcludeReasonsAnswer = z.object({ reasons: z.array(z.object({ id: z.number().int(), selfExcludeReason: z.string() })) });
export type SelfExcludeReasonsAnswer = z.infer<typeof SelfExcludeReasonsAnswer>;

/** POST …/v3/limits: one or more limits to set (S1 §5: each value one of the available values). */
export const SaveLimitsRequest = z.object({
  limits: z
    .array(z.object({ limitType: LimitTypeId, limitValue: z.number().int(), selfExcludeReason: z.number().int().optional() }))
    .min(1)
    .max(16),
});
export type SaveLimitsRequest = z.infer<typeof SaveLimitsRequest>;

/** A self-assessment question an increase or a removal must pass (decision 021). */
export const LimitQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })).min(2),
});
export type LimitQuestion = z.infer<typeof LimitQuestion>;

/**
 * The save-limit answer (S1 §3): `saved` (decreases in effect, increases PENDING), or `questions`
 * (nothing saved yet: answer them with the tokenGuid within 15 minutes).
 */
export const SaveLimitsAnswer = z.object({
  status: z.enum(['saved', 'questions']),
  questions: z.array(LimitQuestion).nullable(),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(Limit),
});
export type SaveLimitsAnswer = z.infer<typeof SaveLimitsAnswer>;

/** POST …/v3/testanswers. */
export const TestAnswersRequest = z.object({
  tokenGuid: z.string().min(8).max(64),
  answers: z.array(z.object({ questionId: z.number().int(), answerId: z.number().int() })).min(1).max(20),
});
export type TestAnswersRequest = z.infer<typeof TestAnswersRequest>;
/** success: the change was saved (PENDING); otherwise nothing changed and `questionsResult` says which answers failed. */
export const TestAnswersAnswer = z.object({
  questionsResult: z.array(z.object({ questionId: z.number().int(), passed: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(Limit),
});
export type TestAnswersAnswer = z.infer<typeof TestAnswersAnswer>;

/** POST …/v3/limitaction: approve (action 1) a pending change whose cooling-off has passed. 204. */
export const LimitActionRequest = z.object({ limitType: LimitTypeId, action: z.literal(1) });
export type LimitActionRequest = z.infer<typeof LimitActionRequest>;
/** DELETE …/v3/limit?limitType=20: reject (cancel) a pending change. 204. */
export const RejectLimitQuery = z.object({ limitType: z.coerce.number().pipe(LimitTypeId) });
export type RejectLimitQuery = z.infer<typeof RejectLimitQuery>;

/** POST …/v3/ping (S1 §4: every 30 s while a session limit exists). */
export const PingAnswer = z.object({
  /** Seconds of signed-in time left today; null when no session limit is set. */
  secondsLeft: z.number().int().nullable(),
  /** The session limit is used up: the session has been ended (S1 §8 "session limit ended"). */
  ended: z.boolean(),
});
export type PingAnswer = z.infer<typeof PingAnswer>;

/** POST …/v1/BlockUser: the player blocks himself at once (type 37); every session of his ends on every process. */
export const BlockUserRequest = z.object({ selfExcludeReason: z.number().int().optional() });
export const BlockUserAnswer = z.object({ success: z.boolean() });

/** S1 §3 reality-check record; POST /web-api/api/web/user/v1/reality-check with `data.attributes`. */
export const RealityCheckAction = z.enum(['continue', 'log_out', 'nothing']);
export const RealityCheckRequest = z.object({
  data: z.object({
    attributes: z.object({
      action: RealityCheckAction,
      do_not_show_again: z.boolean(),
      /** When the reminder was shown (epoch seconds). */
      popup_show_at: EpochSeconds,
    }),
  }),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

/**
 * What the reminder shows and when it is due next (GET and the POST's answer, same path): time
 * played and the net result of this session (S1 §4; UKGC RTS 13), per currency played.
 */
export const RealityCheckAnswer = z.object({
  /** The reality-check minutes (0 = none set). */
  minutes: z.number().int(),
  /** Epoch seconds the next reminder is due (null: none set, or "do not show again" for this session). */
  dueAt: EpochSeconds.nullable(),
  sessionStartedAt: EpochSeconds,
  /** Stakes, returns and net (returns − stakes) in this session, bets and casino together. */
  session: z.array(z.object({ currency: z.string(), stakedMinor: MinorAmount, returnedMinor: MinorAmount, netMinor: z.string().regex(/^-?(0|[1-9]\d{0,17})$/) })),
});
export type RealityCheckAnswer = z.infer<typeof RealityCheckAnswer>;

/**
 * The refusal a money path answers when a limit stops it (payments, bets, casino, sign-in):
 * the ApiError's code is LIMIT_REACHED / SELF_EXCLUDED / TIMED_OUT / SESSION_LIMIT_ENDED, with
 * `limitType` and, when it has one, `endsAt` so the message can say until when.
 */
export const LIMIT_REFUSAL_CODES = ['LIMIT_REACHED', 'SELF_EXCLUDED', 'TIMED_OUT', 'SESSION_LIMIT_ENDED'] as const;
export type LimitRefusalCode = (typeof LIMIT_REFUSAL_CODES)[number];
