import { z } from 'zod';

/** The config group an operator fills to mount external applications at routes (S0 §1, §4.2, §7). */
export const REMOTE_VIEWS_GROUP = 'remoteViews';

/** Headers every remote-view request carries (S0 §7 "Remote view"). */
export const REMOTE_VIEW_HEADERS = {
  renderMode: 'mf-render-mode',
  apiVersion: 'mf-api-version',
  forceSpa: 'force-spa',
} as const;

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f\\]/;

/** An absolute http(s) URL without credentials: where a remote view is served. */
export const RemoteViewUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((raw) => {
    if (CONTROL_OR_SPACE.test(raw)) return false;
    try {
      const url = new URL(raw);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.hash;
    } catch {
      return false;
    }
  }, 'an absolute http(s) URL without credentials or fragment');

/**
 * One mounted view (a value of the config group `remoteViews`; its key is a route name such as
 * `promotions`, or a path prefix such as `/promotions/special` matched after the language prefix).
 * `retries` and `timeoutMs` override S0 §9's remote-view default (3 retries, 1000 ms doubling).
 */
export const RemoteViewEntry = z.object({
  url: RemoteViewUrl,
  /** Sent as the `force-spa: true` header (S0 §7). */
  forceSpa: z.boolean().optional(),
  /** When given, the view is asked with a POST whose body is `{ components }` (S0 §7). */
  components: z.array(z.unknown()).max(100).optional(),
  retries: z.number().int().min(0).max(10).optional(),
  timeoutMs: z.number().int().min(10).max(60_000).optional(),
});
export type RemoteViewEntry = z.infer<typeof RemoteViewEntry>;

/** The whole group: route name or path prefix → view. */
export const RemoteViewsConfig = z.record(z.string().min(1).max(200), RemoteViewEntry);
export type RemoteViewsConfig = z.infer<typeof RemoteViewsConfig>;

/**
 * Reads the stored group entry by entry: an entry an operator got wrong is left out (and named in
 * `invalid`) instead of taking every other view down with it.
 */
export function parseRemoteViewsConfig(raw: unknown): { views: RemoteViewsConfig; invalid: string[] } {
  const views: RemoteViewsConfig = {};
  const invalid: string[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { views, invalid };
  for (const [key, value] of Object.entries(raw)) {
    const entry = RemoteViewEntry.safeParse(value);
    if (entry.success && key.length > 0 && key.length <= 200) views[key] = entry.data;
    else invalid.push(key);
  }
  return { views, invalid };
}

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const urlList = z
  .array(z.string().max(2048))
  .max(50)
  .nullish()
  .transform((value) => value ?? []);

/**
 * A view's answer (S0 §7): appName, title, codeToEval, scriptsToLoad, head, body, style, cssToLoad.
 * `statusCode` (400–599) says the page itself is an error: it raises the page error (S0 §4.2).
 */
export const RemoteViewAnswer = z.object({
  appName: nullableString,
  title: nullableString,
  codeToEval: nullableString,
  scriptsToLoad: urlList,
  head: nullableString,
  body: nullableString,
  style: nullableString,
  cssToLoad: urlList,
  statusCode: z.number().int().min(100).max(599).nullish(),
});
export type RemoteViewAnswer = z.infer<typeof RemoteViewAnswer>;
