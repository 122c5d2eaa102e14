/**
 * The limit service's own texts (questions, self-exclusion reasons): the server answers them in
 * the X-Language, so they live here in both languages rather than in the web's dictionaries.
 */
export interface LimitsText {
  en: string;
  ru: string;
}
export type LimitsTextLanguage = keyof LimitsText;

/** The text in `language` (two-letter code); any other language gets English (S1 §5 fallback). */
export function limitsTextIn(text: LimitsText, language: string | null | undefined): string {
  return language?.toLowerCase().startsWith('ru') ? text.ru : text.en;
}
