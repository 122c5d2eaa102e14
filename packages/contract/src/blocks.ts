import { z } from 'zod';
import { PageUrl } from './redirects.ts';

/** POST /blocks-api/api/v2/block (S0 §7 block check): the auth flag and the page's URL. */
export const BlockCheckRequest = z.object({
  /**
   * The shell thinks the visitor is signed in. A valid session on the request counts as signed in
   * whatever the flag says; the flag lets a shell whose session just ended be judged as it sees itself.
   */
  auth: z.boolean(),
  url: PageUrl,
});
export type BlockCheckRequest = z.infer<typeof BlockCheckRequest>;

/** S0 §2.3, §4.5: the block pages of the empty layout. */
export const BlockPageName = z.enum(['site-updates', 'suspension', 'block', 'block-ua', 'block-ie', 'coming-soon']);

/**
 * S1 §3 block response: `data` with displayTypeId and templateTypeId, plus what the shell needs to
 * act (S0 §4.5): whether the visitor is blocked, the reason code, its page, and `redirectUrl`, where
 * to go now (the block page; or away from a block page when nothing blocks the visitor; null: stay).
 */
export const BlockCheckResponse = z.object({
  data: z.object({
    isBlocked: z.boolean(),
    reasonCode: z.number().int().nullable(),
    displayTypeId: z.number().int().nullable(),
    templateTypeId: z.number().int().nullable(),
    page: BlockPageName.nullable(),
    redirectUrl: z.string().nullable(),
  }),
});
export type BlockCheckResponse = z.infer<typeof BlockCheckResponse>;

export const BlockRuleKindSchema = z.enum(['country', 'ip_range', 'user_agent', 'time_window', 'all']);
export const BlockAudienceSchema = z.enum(['guests', 'signed_in', 'both']);

const OptionalInstant = z.union([z.null(), z.coerce.date()]).default(null);

/** A block rule as an operator writes it (the service checks the value against the kind and the reason code). */
export const BlockRuleInput = z.object({
  /** S0 §4.5: 1, 2, 3, 4, 5, 8, 13, 14, 16 or 17. */
  reasonCode: z.number().int().min(1).max(32_767),
  kind: BlockRuleKindSchema,
  /** Country code, CIDR range or address, user-agent substring or `*` pattern; '' for time_window and all. */
  value: z.string().max(256).default(''),
  audience: BlockAudienceSchema.default('both'),
  startsAt: OptionalInstant,
  endsAt: OptionalInstant,
  enabled: z.boolean().default(true),
  priority: z.number().int().min(-1000).max(1000).default(0),
  displayTypeId: z.number().int().min(0).max(32_767).nullable().default(null),
  templateTypeId: z.number().int().min(0).max(32_767).nullable().default(null),
  note: z.string().trim().max(500).default(''),
});
export type BlockRuleInput = z.input<typeof BlockRuleInput>;

export const BlockRuleView = z.object({
  id: z.number().int(),
  reasonCode: z.number().int(),
  kind: BlockRuleKindSchema,
  value: z.string(),
  audience: BlockAudienceSchema,
  /** ISO 8601 or null. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  priority: z.number().int(),
  displayTypeId: z.number().int().nullable(),
  templateTypeId: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlockRuleView = z.infer<typeof BlockRuleView>;
