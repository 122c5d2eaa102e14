import { RedirectRuleInput, type RedirectLightResponse, type RedirectRuleView } from '@wager/contract';
import { redirectRuleProblem, resolveRedirect, type RedirectRule } from '@wager/domain';
import { AppError, createRuleStore, type Cache } from '../../../platform/index.ts';
import type { RedirectRuleRow, RedirectsRepository } from './redirects.repository.ts';

/** Bumped by every operator change, so every process reads the rules again at once (decision 003). */
export const REDIRECTS_GENERATION_KEY = 'redirects:generation';
/**
 * How long the rules stay cached. They are read on every navigation; a change made through the
 * service is seen at once (generation key), one written straight into the database within this time.
 */
export const REDIRECT_RULES_CACHE_SECONDS = 60;

export interface WarnLog {
  warn(details: object, message: string): void;
}

export interface RedirectsService {
  /** S0 §7 redirect check for a page URL; a cyclic or over-long chain answers no redirect and is logged (S0 §8). */
  check(url: string): Promise<RedirectLightResponse>;
  /** Operator: stores a rule (400 VALIDATION_FAILED when it cannot be one) and makes every process see it. */
  addRule(input: RedirectRuleInput): Promise<RedirectRuleView>;
  /** Operator: deletes a rule; false when there was none. */
  removeRule(id: number): Promise<boolean>;
  /** Operator: switches a rule on or off; false when there was none. */
  setRuleEnabled(id: number, enabled: boolean): Promise<boolean>;
  listRules(): Promise<RedirectRuleView[]>;
}

function toDomain(row: RedirectRuleRow): RedirectRule {
  return {
    id: row.id,
    matchKind: row.matchKind === 'prefix' ? 'prefix' : 'exact',
    from: row.fromPath,
    to: row.toUrl,
    code: row.code === 301 ? 301 : 302,
    languageAware: row.languageAware,
    enabled: row.enabled,
    priority: row.priority,
    reason: row.reason,
  };
}

function toView(row: RedirectRuleRow): RedirectRuleView {
  const rule = toDomain(row);
  return { ...rule, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function invalid(message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', `The redirect rule is not valid: ${message}.`);
}

export function createRedirectsService(deps: { repository: RedirectsRepository; cache: Cache; log?: WarnLog }): RedirectsService {
  const { repository, cache } = deps;
  const store = createRuleStore({
    cache,
    generationKey: REDIRECTS_GENERATION_KEY,
    ttlSeconds: REDIRECT_RULES_CACHE_SECONDS,
    rows: repository,
    // Only switched-on rules that are still valid: a row edited into nonsense in the database is skipped.
    toRules: (rows) => rows.map(toDomain).filter((rule) => rule.enabled && redirectRuleProblem(rule) === null),
  });
  const rules = store.rules;
  const changed = store.changed;

  return {
    async check(url) {
      const resolution = resolveRedirect(await rules(), url);
      if (resolution.problem !== null) {
        deps.log?.warn(
          { url, problem: resolution.problem, breadcrumbs: resolution.breadcrumbs, reasons: resolution.reasons },
          resolution.problem === 'cycle' ? 'cyclic redirect (S0 §8): answered no redirect' : 'redirect chain too long: answered no redirect',
        );
      }
      const { problem: _problem, ...answer } = resolution;
      return answer;
    },

    async addRule(input) {
      const parsed = RedirectRuleInput.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      const rule = parsed.data;
      const problem = redirectRuleProblem(rule);
      if (problem !== null) throw invalid(problem);
      const row = await repository.insert({
        matchKind: rule.matchKind,
        fromPath: rule.from,
        toUrl: rule.to,
        code: rule.code,
        languageAware: rule.languageAware,
        enabled: rule.enabled,
        priority: rule.priority,
        reason: rule.reason,
      });
      await changed();
      return toView(row);
    },

    removeRule: store.remove,
    setRuleEnabled: store.setEnabled,

    async listRules() {
      return (await store.listRows()).map(toView);
    },
  };
}
