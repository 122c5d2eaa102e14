import { z } from 'zod';

/** Longest URL the redirect and block checks take (browsers and proxies cut around 8 kB; pages need far less). */
export const PAGE_URL_MAX = 2048;

const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * The page a check is about, as the shell knows it: a path with its query ('/en/live?ref=7') or
 * the page's absolute http(s) URL. Only its path and query are used.
 */
export const PageUrl = z
  .string()
  .trim()
  .min(1)
  .max(PAGE_URL_MAX)
  .refine(
    (url) => !CONTROL_OR_BACKSLASH.test(url) && ((url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^/?#\s]+/i.test(url)),
    'a path starting with one / or an absolute http(s) URL',
  );

/** POST /redirects-api/api/v1/redirect-light (S0 §7 redirect check). */
export const RedirectLightRequest = z.object({ url: PageUrl });
export type RedirectLightRequest = z.infer<typeof RedirectLightRequest>;

export const RedirectCode = z.union([z.literal(301), z.literal(302)]);

/**
 * S1 §3 redirect response: the redirect flag, code, url, reasons, breadcrumbs. `url` is the end of
 * the rule chain (a path with the language prefix and query, or an external URL); `reasons` holds
 * each followed rule's reason; `breadcrumbs` the URLs along the chain, the requested one first. A
 * cyclic chain (S0 §8) or one over the hop limit answers no redirect, its reasons naming the problem.
 */
export const RedirectLightResponse = z.object({
  redirect: z.boolean(),
  code: RedirectCode.nullable(),
  url: z.string().nullable(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(z.string()),
});
export type RedirectLightResponse = z.infer<typeof RedirectLightResponse>;

/** Exact path or path prefix; no regular expressions (ReDoS, see packages/db/src/schema/redirects.ts). */
export const RedirectMatchKindSchema = z.enum(['exact', 'prefix']);

/** A redirect rule as an operator writes it (the service checks it further: no self-redirect, …). */
export const RedirectRuleInput = z.object({
  matchKind: RedirectMatchKindSchema,
  from: z.string().trim().min(1).max(PAGE_URL_MAX),
  to: z.string().trim().min(1).max(PAGE_URL_MAX),
  code: RedirectCode.default(302),
  languageAware: z.boolean().default(true),
  enabled: z.boolean().default(true),
  priority: z.number().int().min(-1000).max(1000).default(0),
  reason: z.string().trim().max(500).default(''),
});
export type RedirectRuleInput = z.input<typeof RedirectRuleInput>;

export const RedirectRuleView = z.object({
  id: z.number().int(),
  matchKind: RedirectMatchKindSchema,
  from: z.string(),
  to: z.string(),
  code: RedirectCode,
  languageAware: z.boolean(),
  enabled: z.boolean(),
  priority: z.number().int(),
  reason: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedirectRuleView = z.infer<typeof RedirectRuleView>;
