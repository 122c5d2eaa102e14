import type { Tx } from '../../../platform/index.ts';
import type { Guard, GuardVerdict, MoneyRequest } from './guard.ts';
import type { LimitsAuditPort } from './ports.ts';

/** The verdicts money paths take (structurally the bets', casino's and payments' hook types). */
type HookVerdict = { allowed: true } | { allowed: false; code: 'LIMIT_REACHED' | 'SELF_EXCLUDED' | 'TIMED_OUT'; limitType: number; endsAt: number | null; message: string };

/**
 * `limits.check` on each money path (decision 021), inside that path's unit of work. A refusal is
 * an audit event written in the same unit (the paths commit the other requests of the batch).
 */
export function createLimitHooks(deps: { guard: Guard; audit: LimitsAuditPort }) {
  async function check(action: 'bet' | 'casino' | 'deposit', requests: readonly MoneyRequest[], tx: Tx): Promise<HookVerdict[]> {
    const verdicts: GuardVerdict[] = await deps.guard.check(action === 'deposit' ? 'deposit' : 'stake', requests, tx);
    for (const [k, v] of verdicts.entries()) {
      if (v.allowed) continue;
      const r = requests[k]!;
      await deps.audit.record(
        { type: 'limits.refused', userId: r.userId, details: { action, code: v.code, limitType: v.limitType, endsAt: v.endsAt, currency: r.currency, amountMinor: r.amountMinor.toString() } },
        tx,
      );
    }
    return verdicts;
  }

  return {
    /** The bets module's BetLimits: wagering, loss and exclusions on a batch of placements. */
    bets: {
      check: (requests: readonly { userId: number; currency: string; stakeMinor: bigint }[], tx: Tx) =>
        check('bet', requests.map((r) => ({ userId: r.userId, currency: r.currency, amountMinor: r.stakeMinor })), tx),
    },
    /** The casino wallet's CasinoLimits: the same on a batch of casino bets (wins and rollbacks are never asked). */
    casino: {
      check: (requests: readonly { userId: number; currency: string; amountMinor: bigint }[], tx: Tx) =>
        check('casino', requests.map((r) => ({ userId: r.userId, currency: r.currency, amountMinor: r.amountMinor })), tx),
    },
    /** The payments' DepositLimits: deposit limits and exclusions, before the provider is called. */
    deposits: {
      check: async (request: { userId: number; currency: string; amountMinor: bigint }, tx: Tx) => (await check('deposit', [request], tx))[0]!,
    },
  };
}
