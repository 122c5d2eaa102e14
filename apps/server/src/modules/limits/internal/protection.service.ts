import { addSessionTime, effectiveState, nextRealityCheckDue, nextSessionDayStart, sessionDay, sessionSecondsLeft } from '@wager/domain';
import type { PingAnswer, RealityCheckAnswer, RealityCheckRequest } from '@wager/contract';
import { AppError, type Tx } from '../../../platform/index.ts';
import type { LimitsRepository } from './limits.repository.ts';
import type { LedgerWindows } from '../../wallet/index.ts';
import { PLAY_KINDS, STAKE_KINDS } from './limits.repository.ts';
import type { LimitsService } from './limits.service.ts';
import type { ExclusionRegister, LimitsAuditPort, LimitsSessionsPort, PersonKeys } from './ports.ts';
import { toStored } from './stored.ts';

/**
 * Sessions and exclusions (S1 §4, §8; decision 021): the session limit's signed-in time per day
 * (ping), BlockUser, the reality check, and the gate identity asks at sign-in and registration.
 */
export function createProtectionService(deps: {
  repository: LimitsRepository;
  windows: LedgerWindows;
  limits: LimitsService;
  audit: LimitsAuditPort;
  sessions: () => LimitsSessionsPort;
  register: ExclusionRegister;
  nowMs: () => number;
}) {
  const { repository: repo, audit } = deps;
  const nowS = () => Math.floor(deps.nowMs() / 1000);

  /** The session limit in force (hours), if any. */
  async function sessionHours(userId: number, tx?: Tx): Promise<number | null> {
    const now = nowS();
    const row = (await repo.limitsOf([userId], tx)).find((r) => r.limitType === 31 && r.state === 'active');
    return row && effectiveState(toStored(row), now) === 'ACTIVE' && row.value > 0 ? row.value : null;
  }

  /** Adds the signed-in time since the last ping or request to today's total; returns seconds used today. */
  async function countTime(userId: number, tx: Tx): Promise<number> {
    const now = nowS();
    const day = sessionDay(now);
    const row = await repo.sessionDay(userId, day, tx);
    const used = (row?.secondsUsed ?? 0) + addSessionTime(row ? Math.floor(row.lastSeenAt.getTime() / 1000) : null, now);
    await repo.putSessionDay(userId, day, used, new Date(now * 1000), tx);
    return used;
  }

  /** A register hit records type 37 (source register) once; identity then signs in or registers as usual. */
  async function consultRegister(person: PersonKeys, when: 'registration' | 'sign_in', tx: Tx): Promise<void> {
    if (!(await deps.register.isListed(person))) return;
    const added = await deps.limits.putExternal(person.userId, 'register', null, tx);
    if (added) await audit.record({ type: 'limits.register_hit', userId: person.userId, details: { register: deps.register.name, when } }, tx);
  }

  /** Players known (in this process, for a short while) to have no session limit: their requests cost nothing. */
  const noSessionLimitUntil = new Map<number, number>();
  const lastCounted = new Map<number, number>();
  const NO_LIMIT_CACHE_MS = 30_000;

  /** Ends every session of a player whose session limit is used up, with its audit event. */
  async function endIfUsedUp(userId: number, tx: Tx): Promise<PingAnswer> {
    const used = await countTime(userId, tx);
    const hours = await sessionHours(userId, tx);
    const left = hours === null ? null : sessionSecondsLeft(hours, used);
    if (left === null || left > 0) return { secondsLeft: left, ended: false };
    const ended = await deps.sessions().endAllSessions(userId, tx);
    await audit.record({ type: 'limits.session_ended', userId, details: { reason: 'session_limit', hours, secondsUsed: used, sessionsEnded: ended } }, tx);
    return { secondsLeft: 0, ended: true };
  }

  return {
    /** A player's own limit changed in this process: his next request looks again. */
    forget(userId: number): void {
      noSessionLimitUntil.delete(userId);
    },

    /**
     * Every signed-in request counts toward the session limit (S1 §4: ping and requests), at most
     * once per 30 s per player and process; a player without a session limit costs one indexed read
     * per 30 s, then nothing.
     */
    async touch(userId: number): Promise<void> {
      const at = deps.nowMs();
      if ((noSessionLimitUntil.get(userId) ?? 0) > at || (lastCounted.get(userId) ?? 0) + NO_LIMIT_CACHE_MS > at) return;
      if ((await sessionHours(userId)) === null) {
        if (noSessionLimitUntil.size > 100_000) noSessionLimitUntil.clear();
        noSessionLimitUntil.set(userId, at + NO_LIMIT_CACHE_MS);
        return;
      }
      if (lastCounted.size > 100_000) lastCounted.clear();
      lastCounted.set(userId, at);
      await repo.transaction((tx) => endIfUsedUp(userId, tx));
    },

    /** POST …/ping (S1 §4: every 30 s while a session limit exists). Used up: every session of the player ends. */
    async ping(userId: number): Promise<PingAnswer> {
      lastCounted.set(userId, deps.nowMs());
      return repo.transaction((tx) => endIfUsedUp(userId, tx));
    },

    /** POST …/BlockUser: type 37 at once, indefinite, source player; every session of the player ends (every process reads sessions from the database). */
    async blockUser(userId: number, reason: number | null): Promise<void> {
      await repo.transaction(async (tx) => {
        await repo.lockPlayers([userId], tx);
        await deps.limits.putExternal(userId, 'player', reason, tx);
        const ended = await deps.sessions().endAllSessions(userId, tx);
        await audit.record({ type: 'limits.blocked', userId, details: { limitType: 37, source: 'player', reason, sessionsEnded: ended } }, tx);
        await audit.record({ type: 'limits.session_ended', userId, details: { reason: 'block_user', sessionsEnded: ended } }, tx);
      });
    },

    /**
     * Identity asks before a sign-in's session starts (outside its transaction): the register is
     * consulted, and a used-up session limit refuses the sign-in until the next day (S1 §8).
     */
    async beforeSignIn(person: PersonKeys): Promise<void> {
      const now = nowS();
      const refused = await repo.transaction(async (tx) => {
        await consultRegister(person, 'sign_in', tx);
        const hours = await sessionHours(person.userId, tx);
        if (hours === null) return false;
        const used = (await repo.sessionDay(person.userId, sessionDay(now), tx))?.secondsUsed ?? 0;
        const left = sessionSecondsLeft(hours, used);
        if (left !== null && left <= 0) return true;
        // The new session's time counts from now.
        await repo.putSessionDay(person.userId, sessionDay(now), used, new Date(now * 1000), tx);
        return false;
      });
      if (!refused) return;
      await audit.record({ type: 'limits.refused', userId: person.userId, details: { action: 'sign_in', code: 'SESSION_LIMIT_ENDED', limitType: 31 } });
      throw new AppError(403, 'SESSION_LIMIT_ENDED', 'The session limit for today is used up; visit tomorrow.', { limitType: 31, endsAt: nextSessionDayStart(now) });
    },

    /** Identity asks when a player registers (in the registration's unit of work). */
    async atRegistration(person: PersonKeys, tx: Tx): Promise<void> {
      await consultRegister(person, 'registration', tx);
    },

    /** GET/POST …/reality-check (S1 §3, §4; UKGC RTS 13): time played and net result of this session. */
    async realityCheck(userId: number, sessionId: string, post?: RealityCheckRequest): Promise<RealityCheckAnswer> {
      const now = nowS();
      const at = new Date(now * 1000);
      const row = (await repo.limitsOf([userId])).find((r) => r.limitType === 32 && r.state === 'active');
      const minutes = row ? row.value : 0;
      let state = await repo.realityCheck(userId);
      if (!state || state.sessionId !== sessionId) {
        const due = nextRealityCheckDue(now, minutes);
        const startedAt = (await deps.sessions().sessionStartedAt(sessionId)) ?? at;
        state = { userId, sessionId, sessionStartedAt: startedAt, dueAt: due === null ? null : new Date(due * 1000), doNotShowAgain: false, lastAction: null, lastShownAt: null, updatedAt: at };
        await repo.putRealityCheck(state);
      }
      if (post) {
        const { action, do_not_show_again: stop, popup_show_at: shownAt } = post.data.attributes;
        const doNotShowAgain = action === 'continue' && stop;
        const due = action === 'log_out' || doNotShowAgain ? null : nextRealityCheckDue(now, minutes);
        state = { ...state, dueAt: due === null ? null : new Date(due * 1000), doNotShowAgain, lastAction: action, lastShownAt: new Date(shownAt * 1000), updatedAt: at };
        await repo.putRealityCheck(state);
        await audit.record({ type: 'limits.reality_check', userId, details: { action, doNotShowAgain, shownAt } });
        if (action === 'log_out') {
          await deps.sessions().endSession(sessionId, userId);
          await audit.record({ type: 'limits.session_ended', userId, details: { reason: 'reality_check_log_out' } });
        }
      }
      const sums = await deps.windows.sums(userId, PLAY_KINDS, state.sessionStartedAt);
      const byCurrency = new Map<string, { staked: bigint; net: bigint }>();
      for (const s of sums) {
        const c = byCurrency.get(s.currency) ?? { staked: 0n, net: 0n };
        if ((STAKE_KINDS as readonly string[]).includes(s.kind)) c.staked -= s.sum;
        c.net += s.sum;
        byCurrency.set(s.currency, c);
      }
      return {
        minutes,
        dueAt: state.dueAt ? Math.floor(state.dueAt.getTime() / 1000) : null,
        sessionStartedAt: Math.floor(state.sessionStartedAt.getTime() / 1000),
        session: [...byCurrency].map(([currency, c]) => {
          const returned = c.net + c.staked;
          return { currency, stakedMinor: c.staked.toString(), returnedMinor: (returned > 0n ? returned : 0n).toString(), netMinor: c.net.toString() };
        }),
      };
    },
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
