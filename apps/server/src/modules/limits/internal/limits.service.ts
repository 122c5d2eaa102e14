import { createHash, randomBytes } from 'node:crypto';
import {
  LIMIT_QUESTION_IDS,
  LIMIT_SECTIONS,
  SECTION_TYPES,
  approvePending,
  availableValues,
  cancelPending,
  decideChange,
  gradeAnswers,
  limitQuestionsIn,
  measureOf,
  selfExcludeReasonsIn,
  sessionDay,
  type LimitChangeRefusal,
  type LimitType,
  type LimitsProfile,
  type StoredLimit,
} from '@wager/domain';
import type { AvailableLimitsAnswer, Limit, LimitsAnswer, SaveLimitsAnswer, SaveLimitsRequest, TestAnswersAnswer, TestAnswersRequest } from '@wager/contract';
import { AppError, type Tx } from '../../../platform/index.ts';
import type { Guard } from './guard.ts';
import type { LimitsRepository, PlayerLimitRow } from './limits.repository.ts';
import type { LedgerWindows } from '../../wallet/index.ts';
import type { LimitsAuditPort } from './ports.ts';
import { ofType, toRow, toStored } from './stored.ts';
import { limitList } from './view.ts';

/** A question token lives 15 minutes (S1 §4 questions; decision 021). */
export const QUESTION_TOKEN_TTL_MS = 15 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type SaveItem = SaveLimitsRequest['limits'][number];

const REFUSAL_TEXT: Record<LimitChangeRefusal, string> = {
  NOT_AVAILABLE: 'This value is not one of the available values (S1 §5).',
  CANNOT_SHORTEN: 'An active self-exclusion or time-out cannot be shortened or cancelled.',
  EXTERNALLY_EXCLUDED: 'The account is excluded: these limits cannot be changed now.',
  INVALID_TYPE: 'This limit cannot be set by the player.',
  NOTHING_PENDING: 'There is no pending change of this limit.',
  NOT_YET_APPROVABLE: 'The change can be approved only after its cooling-off period.',
};

export function changeRefused(code: LimitChangeRefusal, limitType: number, endsAt: number | null = null): AppError {
  const status = code === 'NOT_YET_APPROVABLE' ? 409 : 400;
  return new AppError(status, 'LIMIT_CHANGE_REFUSED', REFUSAL_TEXT[code], { limitType, endsAt, reason: code });
}

/**
 * The limit service (S1 §3–§5, §7; decision 021): the player's list, changes with the
 * questionnaire and the cooling-off, approval and rejection. Every change is written in one unit of
 * work with its audit event, under the player's limits lock.
 */
export function createLimitsService(deps: { repository: LimitsRepository; windows: LedgerWindows; guard: Guard; audit: LimitsAuditPort; profile: LimitsProfile; nowMs: () => number }) {
  const { repository: repo, guard, audit, profile } = deps;
  const nowS = () => Math.floor(deps.nowMs() / 1000);

  /** The currency money limits count: the one they were set on, else the player's active account's (decision 021). */
  async function moneyCurrency(userId: number, rows: readonly PlayerLimitRow[], tx?: Tx): Promise<string | null> {
    return rows.find((r) => r.currency)?.currency ?? (await deps.windows.activeCurrency(userId, tx));
  }

  async function list(userId: number, tx?: Tx): Promise<Limit[]> {
    const rows = await repo.limitsOf([userId], tx);
    const now = nowS();
    const balances = new Map<number, bigint>();
    for (const r of rows) {
      if (r.state !== 'active' || measureOf(r.limitType as LimitType) !== 'money') continue;
      const left = await guard.balanceOf(r, tx);
      if (left !== null) balances.set(r.limitType, left);
    }
    const day = await repo.sessionDay(userId, sessionDay(now), tx);
    return limitList({
      profile,
      nowS: now,
      currency: await moneyCurrency(userId, rows, tx),
      rows: rows.map((r) => ({ ...toStored(r), currency: r.currency })),
      balances,
      sessionSecondsUsed: day?.secondsUsed ?? 0,
    });
  }

  /** Applies one decided change (not a pending one) and records it. */
  async function applyDecision(userId: number, type: LimitType, decision: ReturnType<typeof decideChange>, currency: string | null, tx: Tx, via: string): Promise<void> {
    const money = measureOf(type) === 'money' ? currency : null;
    switch (decision.kind) {
      case 'refuse':
        throw changeRefused(decision.code, type);
      case 'apply':
        await repo.putLimit(toRow(userId, decision.active, money), tx);
        if (decision.dropPending) await repo.removeLimit(userId, type, 'pending', tx);
        await audit.record({ type: 'limits.set', userId, details: { limitType: type, value: decision.active.value, currency: money, endsAt: decision.active.endsAt, via, dropPending: decision.dropPending } }, tx);
        return;
      case 'remove':
        await repo.removeLimit(userId, type, 'active', tx);
        if (decision.dropPending) await repo.removeLimit(userId, type, 'pending', tx);
        await audit.record({ type: 'limits.removed', userId, details: { limitType: type, via } }, tx);
        return;
      case 'pending':
        await repo.putLimit(toRow(userId, decision.pending, money), tx);
        await audit.record(
          { type: 'limits.pending', userId, details: { limitType: type, value: decision.pending.value, currency: money, approvableAt: decision.pending.approvableAt, via } },
          tx,
        );
        return;
    }
  }

  function decide(rows: readonly PlayerLimitRow[], item: SaveItem, currency: string | null) {
    return decideChange(profile, ofType(rows, item.limitType), { type: item.limitType as LimitType, value: item.limitValue, reason: item.selfExcludeReason ?? null, currency }, nowS());
  }

  const service = {
    profile,
    list,

    async limits(userId: number): Promise<LimitsAnswer> {
      return { limits: await list(userId), profile: profile.id, serverTime: nowS() };
    },

    async available(userId: number): Promise<AvailableLimitsAnswer> {
      const currency = await moneyCurrency(userId, await repo.limitsOf([userId]));
      return {
        available: LIMIT_SECTIONS.flatMap((section) =>
          SECTION_TYPES[section].map((type) => ({
            limitType: type,
            type: section,
            measure: measureOf(type) === 'money' ? (currency ?? '') : measureOf(type),
            availableValues: [...availableValues(profile, type, currency)],
          })),
        ),
      };
    },

    reasons(language: string | null | undefined) {
      return { reasons: selfExcludeReasonsIn(language) };
    },

    /**
     * POST …/limits (S1 §4, §5): every item is decided first; one refusal refuses the whole request
     * and nothing changes. Tighter values apply at once; looser ones and removals wait for the
     * questionnaire (a token) when the profile asks for it, else become PENDING.
     */
    async save(userId: number, request: SaveLimitsRequest, language: string | null | undefined): Promise<SaveLimitsAnswer> {
      const asked = await repo.transaction(async (tx) => {
        await repo.lockPlayers([userId], tx);
        const rows = await repo.limitsOf([userId], tx);
        const currency = await moneyCurrency(userId, rows, tx);
        const questioned: SaveItem[] = [];
        for (const item of request.limits) {
          const decision = decide(await repo.limitsOf([userId], tx), item, currency);
          if (decision.kind === 'pending' && decision.needsQuestions) {
            questioned.push(item);
            continue;
          }
          await applyDecision(userId, item.limitType as LimitType, decision, currency, tx, 'save');
        }
        if (questioned.length === 0) return null;
        const token = randomBytes(24).toString('base64url');
        await repo.insertToken(
          { tokenHash: sha256(token), userId, request: questioned, questionIds: [...LIMIT_QUESTION_IDS], expiresAt: new Date(deps.nowMs() + QUESTION_TOKEN_TTL_MS) },
          tx,
        );
        await audit.record({ type: 'limits.questions_asked', userId, details: { limits: questioned } }, tx);
        return token;
      });
      const limitsData = await list(userId);
      if (asked === null) return { status: 'saved', questions: null, tokenGuid: null, limitsData };
      return { status: 'questions', questions: limitQuestionsIn(language), tokenGuid: asked, limitsData };
    },

    /** POST …/testanswers: passed → the asked changes are saved PENDING; failed → nothing changes. The token is single use. */
    async testAnswers(userId: number, request: TestAnswersRequest): Promise<TestAnswersAnswer> {
      const graded = await repo.transaction(async (tx) => {
        await repo.lockPlayers([userId], tx);
        const token = await repo.takeToken(sha256(request.tokenGuid), userId, new Date(deps.nowMs()), tx);
        if (!token) throw new AppError(400, 'LIMIT_CHANGE_REFUSED', 'The questions have expired or were answered already; save the limit again.', { reason: 'TOKEN_INVALID' });
        const result = gradeAnswers(token.questionIds as number[], request.answers);
        await audit.record({ type: 'limits.questions_answered', userId, details: { success: result.success, results: result.results } }, tx);
        if (!result.success) return result;
        const rows = await repo.limitsOf([userId], tx);
        const currency = await moneyCurrency(userId, rows, tx);
        for (const item of token.request as SaveItem[]) {
          await applyDecision(userId, item.limitType as LimitType, decide(await repo.limitsOf([userId], tx), item, currency), currency, tx, 'questions');
        }
        return result;
      });
      // A refusal after the token was taken still consumes it: the transaction above rolled back only on throw.
      return { questionsResult: graded.results, success: graded.success, limitsData: await list(userId) };
    },

    /** POST …/limitaction, action 1 (S1 §4): approve a pending change whose cooling-off has passed. */
    async approve(userId: number, limitType: LimitType): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockPlayers([userId], tx);
        const rows = await repo.limitsOf([userId], tx);
        const current = ofType(rows, limitType);
        const decision = approvePending(current, nowS());
        if (decision.kind === 'refuse') throw changeRefused(decision.code, limitType, current.pending?.approvableAt ?? null);
        const pendingRow = rows.find((r) => r.limitType === limitType && r.state === 'pending')!;
        await repo.removeLimit(userId, limitType, 'pending', tx);
        if (decision.kind === 'remove') await repo.removeLimit(userId, limitType, 'active', tx);
        else await repo.putLimit(toRow(userId, decision.active, pendingRow.currency), tx);
        await audit.record({ type: 'limits.approved', userId, details: { limitType, value: pendingRow.value, removed: decision.kind === 'remove' } }, tx);
      });
    },

    /** DELETE …/limit?limitType= (S1 §4 reject): the pending change is dropped, the active limit stays. */
    async reject(userId: number, limitType: LimitType): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockPlayers([userId], tx);
        const decision = cancelPending(ofType(await repo.limitsOf([userId], tx), limitType));
        if (decision.kind === 'refuse') throw changeRefused(decision.code, limitType);
        await repo.removeLimit(userId, limitType, 'pending', tx);
        await audit.record({ type: 'limits.cancelled', userId, details: { limitType, value: decision.pending.value } }, tx);
      });
    },

    /** Writes a limit the player cannot manage (type 37: BlockUser, the register, the operator). */
    async putExternal(userId: number, source: StoredLimit['source'], reason: number | null, tx: Tx): Promise<boolean> {
      const rows = await repo.limitsOf([userId], tx);
      if (rows.some((r) => r.limitType === 37 && r.state === 'active' && r.endsAt === null)) return false;
      const limit: StoredLimit = { type: 37, state: 'active', value: 0, startedAt: nowS(), endsAt: null, approvableAt: null, reason, source };
      await repo.putLimit(toRow(userId, limit, null), tx);
      return true;
    },
  };
  return service;
}

export type LimitsService = ReturnType<typeof createLimitsService>;
