import { BlockRuleInput, type BlockCheckResponse, type BlockRuleView } from '@wager/contract';
import {
  BLOCK_AUDIENCES,
  BLOCK_RULE_KINDS,
  blockNavigation,
  blockPageFor,
  blockRuleProblem,
  isBlockReasonCode,
  matchBlockRule,
  splitRequestUrl,
  type BlockAudience,
  type BlockRule,
  type BlockRuleKind,
} from '@wager/domain';
import { AppError, createRuleStore, type Cache } from '../../../platform/index.ts';
import type { BlockRuleRow, BlocksRepository } from './blocks.repository.ts';

/** Bumped by every operator change, so every process reads the rules again at once (decision 003). */
export const BLOCKS_GENERATION_KEY = 'blocks:generation';
/**
 * How long the rules stay cached. They are read on every navigation; a change made through the
 * service is seen at once (generation key), one written straight into the database within this time.
 */
export const BLOCK_RULES_CACHE_SECONDS = 60;

/** What the route knows about the request. */
export interface BlockCheckInput {
  /** A valid session, or the shell's auth flag. */
  signedIn: boolean;
  url: string;
  ip: string | null;
  userAgent: string | null;
  /** ISO 3166-1 alpha-2 from the trusted header; null when none is configured or sent. */
  country: string | null;
  /** The lng cookie, for targets when the URL has no language prefix. */
  lang: string | null;
}

export interface BlocksService {
  /** S0 §4.5, §7 block check: the winning rule's reason, its page and where the shell should go. */
  check(input: BlockCheckInput): Promise<BlockCheckResponse>;
  /** Operator: stores a rule (400 VALIDATION_FAILED when it cannot be one) and makes every process see it. */
  addRule(input: BlockRuleInput): Promise<BlockRuleView>;
  /** Operator: deletes a rule; false when there was none. */
  removeRule(id: number): Promise<boolean>;
  /** Operator: switches a rule on or off; false when there was none. */
  setRuleEnabled(id: number, enabled: boolean): Promise<boolean>;
  listRules(): Promise<BlockRuleView[]>;
}

const isKind = (kind: string): kind is BlockRuleKind => (BLOCK_RULE_KINDS as readonly string[]).includes(kind);
const isAudience = (audience: string): audience is BlockAudience => (BLOCK_AUDIENCES as readonly string[]).includes(audience);

function toDomain(row: BlockRuleRow): BlockRule | null {
  if (!isKind(row.kind) || !isAudience(row.audience)) return null;
  return {
    id: row.id,
    reasonCode: row.reasonCode,
    kind: row.kind,
    value: row.value,
    audience: row.audience,
    startsAtMs: row.startsAt?.getTime() ?? null,
    endsAtMs: row.endsAt?.getTime() ?? null,
    enabled: row.enabled,
    priority: row.priority,
    displayTypeId: row.displayTypeId,
    templateTypeId: row.templateTypeId,
  };
}

function toView(row: BlockRuleRow): BlockRuleView {
  return {
    id: row.id,
    reasonCode: row.reasonCode,
    kind: isKind(row.kind) ? row.kind : 'all',
    value: row.value,
    audience: isAudience(row.audience) ? row.audience : 'both',
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
    priority: row.priority,
    displayTypeId: row.displayTypeId,
    templateTypeId: row.templateTypeId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function invalid(message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', `The block rule is not valid: ${message}.`);
}

const NOT_BLOCKED = { isBlocked: false, reasonCode: null, displayTypeId: null, templateTypeId: null, page: null } as const;

export function createBlocksService(deps: { repository: BlocksRepository; cache: Cache; nowMs?: () => number }): BlocksService {
  const { repository, cache } = deps;
  const nowMs = deps.nowMs ?? Date.now;
  const store = createRuleStore({
    cache,
    generationKey: BLOCKS_GENERATION_KEY,
    ttlSeconds: BLOCK_RULES_CACHE_SECONDS,
    rows: repository,
    // Switched-on rules with a reason S0 §4.5 maps to a page; a row edited into nonsense in the
    // database is skipped rather than blocking visitors to nowhere.
    toRules: (rows) => rows.map(toDomain).filter((rule): rule is BlockRule => rule !== null && rule.enabled && isBlockReasonCode(rule.reasonCode)),
  });
  const rules = store.rules;
  const changed = store.changed;

  return {
    async check(input) {
      const rule = matchBlockRule(await rules(), {
        country: input.country,
        ip: input.ip,
        userAgent: input.userAgent,
        signedIn: input.signedIn,
        nowMs: nowMs(),
      });
      // The contract guarantees a path or an http(s) URL; anything else is judged as the home page.
      const location = splitRequestUrl(input.url) ?? { pathname: '/', search: '' };
      const navigation = blockNavigation({ ...location, lang: input.lang }, rule?.reasonCode ?? null);
      const redirectUrl = navigation.kind === 'redirect' ? navigation.to : null;
      if (rule === null) return { data: { ...NOT_BLOCKED, redirectUrl } };
      return {
        data: {
          isBlocked: true,
          reasonCode: rule.reasonCode,
          displayTypeId: rule.displayTypeId,
          templateTypeId: rule.templateTypeId,
          page: blockPageFor(rule.reasonCode),
          redirectUrl,
        },
      };
    },

    async addRule(input) {
      const parsed = BlockRuleInput.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      const rule = parsed.data;
      // Country codes and ranges are compared trimmed; a user-agent value is kept as written ('MSIE ' ends in a space on purpose).
      const value = rule.kind === 'user_agent' ? rule.value : rule.kind === 'country' ? rule.value.trim().toUpperCase() : rule.value.trim();
      const problem = blockRuleProblem({
        reasonCode: rule.reasonCode,
        kind: rule.kind,
        value,
        startsAtMs: rule.startsAt?.getTime() ?? null,
        endsAtMs: rule.endsAt?.getTime() ?? null,
      });
      if (problem !== null) throw invalid(problem);
      const row = await repository.insert({
        reasonCode: rule.reasonCode,
        kind: rule.kind,
        value,
        audience: rule.audience,
        startsAt: rule.startsAt,
        endsAt: rule.endsAt,
        enabled: rule.enabled,
        priority: rule.priority,
        displayTypeId: rule.displayTypeId,
        templateTypeId: rule.templateTypeId,
        note: rule.note,
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
