import type { FastifyPluginAsync } from 'fastify';
import { limitsProfile, type LimitsProfileId } from '@wager/domain';
import type { DataSource } from '../../platform/index.ts';
import type { LedgerWindows } from '../wallet/index.ts';
import { createGuard } from './internal/guard.ts';
import { createLimitHooks } from './internal/hooks.ts';
import { createLimitsRepository } from './internal/limits.repository.ts';
import { limitsRoutes, sessionTimePlugin } from './internal/limits.routes.ts';
import { createLimitsService } from './internal/limits.service.ts';
import type { ExclusionRegister, LimitsAuditPort, LimitsSessionsPort } from './internal/ports.ts';
import { createProtectionService } from './internal/protection.service.ts';
import { createSandboxRegister } from './internal/sandbox-register.ts';

export type { ExclusionRegister, LimitsAuditPort, LimitsSessionsPort, PersonKeys } from './internal/ports.ts';
export { createSandboxRegister, sandboxRegisterFromEnv, SANDBOX_EXCLUDED_DOMAIN } from './internal/sandbox-register.ts';
export { QUESTION_TOKEN_TTL_MS } from './internal/limits.service.ts';

/**
 * Player protection (S1 §2–§9; decision 021): the limit service's routes (`LIMIT_PATHS`), the one
 * check of every money path (`hooks.bets` = BetLimits, `hooks.casino` = CasinoLimits,
 * `hooks.deposits` = the payments' DepositLimits), and the gate identity asks at sign-in and
 * registration (`gate`: the session limit, the national exclusion register). Tables `limits.*`;
 * what a limit counts is summed from the ledger. Register the routes after identity's plugin.
 */
export function createLimitsModule(deps: {
  data: DataSource;
  /** The wallet's read of a player's ledger over a window: what the money limits count. */
  windows: LedgerWindows;
  audit: LimitsAuditPort;
  /** Identity's sessions, late-bound (identity is built after the money paths that take the hooks). */
  sessions: () => LimitsSessionsPort;
  profile?: LimitsProfileId;
  register?: ExclusionRegister;
  nowMs?: () => number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const profile = limitsProfile(deps.profile ?? 'default');
  const repository = createLimitsRepository(deps.data);
  const guard = createGuard({ repository, windows: deps.windows, nowMs });
  const service = createLimitsService({ repository, windows: deps.windows, guard, audit: deps.audit, profile, nowMs });
  const protection = createProtectionService({
    repository,
    windows: deps.windows,
    limits: service,
    audit: deps.audit,
    sessions: deps.sessions,
    register: deps.register ?? createSandboxRegister(),
    nowMs,
  });
  const routes: FastifyPluginAsync = limitsRoutes(service, protection);
  return {
    service,
    protection,
    hooks: createLimitHooks({ guard, audit: deps.audit }),
    /** Identity's sign-in and registration gate. */
    gate: { beforeSignIn: protection.beforeSignIn, atRegistration: protection.atRegistration },
    routes,
    /** App-wide: every signed-in API request counts toward the session limit. Register right after identity's plugin. */
    sessionTime: sessionTimePlugin(protection),
  };
}

export type LimitsModule = ReturnType<typeof createLimitsModule>;
