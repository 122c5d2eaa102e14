// Language resolution for the url prefix, cookie and browser languages (S0 §1, §2.1; S1 §4, §5).

export const LANGUAGE_PREFIX_RE = /^[a-z]{2}$/;

// Used when neither the requested nor the configured default language is available (S1 §5, §9).
export const FALLBACK_LANGUAGE = 'en';

// Languages whose interface text is the Russian dictionary (S0 §1).
const RUSSIAN_DICTIONARY_LANGUAGES: ReadonlySet<string> = new Set(['ru', 'kk', 'uk', 'az']);

export type DictionaryLanguage = 'ru' | 'en';

export function isLanguagePrefix(segment: string): boolean {
  return LANGUAGE_PREFIX_RE.test(segment);
}

export interface SplitPath {
  prefix: string | null;
  /** Always starts with '/'. */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  if (!isLanguagePrefix(first)) return { prefix: null, rest: path };
  return { prefix: first, rest: end === -1 ? '/' : path.slice(end) };
}

interface WeightedLanguage {
  lang: string;
  q: number;
}

// Accept-Language parsing keeps only primary subtags: available languages are two-letter codes.
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  const weighted: WeightedLanguage[] = [];
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase();
    if (tag === '' || tag === '*') continue;
    const lang = tag.split('-')[0] ?? '';
    if (!/^[a-z]{1,8}$/.test(lang)) continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((s) => s.trim());
      if (key.toLowerCase() !== 'q') continue;
      // Malformed weights are treated as "not acceptable" rather than guessed.
      q = /^\d+(\.\d+)?$/.test(value) ? Number(value) : 0;
    }
    if (!(q > 0) || q > 1) continue;
    weighted.push({ lang, q });
  }
  // Array.prototype.sort is stable, so equal weights keep header order.
  weighted.sort((a, b) => b.q - a.q);
  return [...new Set(weighted.map((w) => w.lang))];
}

export interface ResolveLanguageInput {
  prefix?: string | null;
  cookie?: string | null;
  /** Raw Accept-Language header (or navigator.languages joined with ','). */
  acceptLanguage?: string | null;
  available: readonly string[];
  defaultLanguage: string;
}

function fallbackLanguage(available: readonly string[], defaultLanguage: string): string {
  return available.includes(defaultLanguage) ? defaultLanguage : FALLBACK_LANGUAGE;
}

export function resolveLanguage(input: ResolveLanguageInput): string {
  const { available } = input;
  const candidates = [
    input.prefix ?? null,
    input.cookie?.trim().toLowerCase() ?? null,
    ...parseAcceptLanguage(input.acceptLanguage),
  ];
  for (const candidate of candidates) {
    if (candidate && available.includes(candidate)) return candidate;
  }
  return fallbackLanguage(available, input.defaultLanguage);
}

export function localizePath(lang: string, rest: string, search = ''): string {
  const path = rest === '' || rest === '/' ? '' : rest.startsWith('/') ? rest : `/${rest}`;
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `/${lang}${path}${query}`;
}

export interface LanguageRedirectInput {
  pathname: string;
  search?: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  available: readonly string[];
  defaultLanguage: string;
}

export interface LanguageRedirect {
  lang: string;
  redirectTo: string | null;
}

export function languageRedirect(input: LanguageRedirectInput): LanguageRedirect {
  const { available, defaultLanguage } = input;
  const { prefix, rest } = splitLanguagePrefix(input.pathname);
  // The final fallback is also accepted as a prefix: if the config lists neither the default
  // nor English we would otherwise redirect '/en/...' to itself forever.
  if (prefix !== null && (available.includes(prefix) || prefix === fallbackLanguage(available, defaultLanguage))) {
    return { lang: prefix, redirectTo: null };
  }
  // A missing or unavailable prefix is replaced, so its rest of the path and query survive.
  const lang = resolveLanguage({
    prefix: null,
    cookie: input.cookie ?? null,
    acceptLanguage: input.acceptLanguage ?? null,
    available,
    defaultLanguage,
  });
  return { lang, redirectTo: localizePath(lang, rest, input.search ?? '') };
}

export function dictionaryLanguage(lang: string): DictionaryLanguage {
  return RUSSIAN_DICTIONARY_LANGUAGES.has(lang) ? 'ru' : 'en';
}

export function languagesOffered(
  available: readonly string[],
  hiddenForGuests: readonly string[],
  isSignedIn: boolean,
): string[] {
  if (isSignedIn) return [...available];
  return available.filter((lang) => !hiddenForGuests.includes(lang));
}
