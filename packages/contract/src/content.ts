import { z } from 'zod';

/**
 * A block of an information page or rule chapter (S0 §2.2 information pages): structured text,
 * never HTML, so operator-edited content cannot inject markup into the page.
 */
export const ContentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string().min(1) }),
  z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
  z.object({
    type: z.literal('contact'),
    label: z.string().min(1),
    value: z.string().min(1),
    href: z
      .string()
      .regex(/^(mailto:|tel:|https:\/\/)/)
      .optional(),
  }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

/** `lng`: the page language (S0 §1); ru, kk, uk and az read the Russian text, others the English. */
export const ContentLanguageQuery = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

export const ContentPageParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** An information page (S0 §2.2): GET /web-api/content/pages/{slug}. */
export const ContentPage = z.object({
  slug: z.string(),
  /** The language the text is in (en or ru), after the S0 §1 fallback. */
  language: z.string(),
  title: z.string(),
  /** One or two sentences: the page's meta description. */
  summary: z.string(),
  body: z.array(ContentBlock),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** An operator's replacement of a page's text in one language. */
export const ContentPageInput = z.object({ title: z.string().min(1), summary: z.string(), body: z.array(ContentBlock).min(1) });
export type ContentPageInput = z.infer<typeof ContentPageInput>;

export const RuleGroup = z.object({
  groupId: z.number().int(),
  title: z.string(),
  chapters: z.array(z.object({ chapterId: z.number().int(), title: z.string() })),
});
export type RuleGroup = z.infer<typeof RuleGroup>;

/** The betting rules' table of contents (S0 §2.2 information/rules): GET /web-api/content/rules. */
export const RulesIndex = z.object({ language: z.string(), groups: z.array(RuleGroup) });
export type RulesIndex = z.infer<typeof RulesIndex>;

export const RuleChapterParams = z.object({ groupId: z.coerce.number().int().min(1).max(1_000_000), chapterId: z.coerce.number().int().min(1).max(1_000_000) });

/** One chapter of the rules (S0 §2.2 information/rules/{ruleGroup}/{chapter}). */
export const RuleChapter = z.object({
  groupId: z.number().int(),
  chapterId: z.number().int(),
  language: z.string(),
  groupTitle: z.string(),
  title: z.string(),
  body: z.array(ContentBlock),
  updatedAt: z.string(),
});
export type RuleChapter = z.infer<typeof RuleChapter>;
