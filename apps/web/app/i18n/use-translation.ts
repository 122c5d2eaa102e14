import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The web app's `useTranslation`: the instance from `I18nextProvider` and a `t` that remembers the
 * texts it has looked up (decision 011, light pages).
 *
 * react-i18next's hook builds options, a fixed `t` and an external-store subscription for every
 * component on every render, and i18next copies its whole options object on every lookup; together
 * that was an eighth of a server render's CPU. Our instances never change language (root.tsx makes
 * one per language) and re-render through the provider when that changes, so the subscription buys
 * nothing; and a text without options is the same string every time until a dictionary part is
 * added, which clears the memory. A text whose options are plain values for plain `{{name}}`
 * placeholders is filled here from the remembered template; plurals, context, nesting and formats
 * still go through i18next.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n;
  if (i18n === undefined) throw new Error('useTranslation needs an I18nextProvider above it');
  return { t: rememberingT(i18n), i18n };
}

const fastTs = new WeakMap<I18n, TFunction>();

/** One remembering `t` per i18next instance. */
export function rememberingT(i18n: I18n): TFunction {
  let t = fastTs.get(i18n);
  if (t === undefined) {
    const lookUp = i18n.getFixedT(null, 'translation') as unknown as (key: unknown, ...rest: unknown[]) => string;
    const texts = new Map<string, string>();
    const templates = new Map<string, Template | null>();
    // A dictionary part loaded later may hold a text a lookup missed before.
    i18n.store.on('added', () => {
      texts.clear();
      templates.clear();
    });
    t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return lookUp(key, ...rest);
      const options = rest[0];
      if (options === undefined) {
        let text = texts.get(key);
        if (text === undefined) {
          text = lookUp(key);
          if (text !== key) texts.set(key, text);
        }
        return text;
      }
      let template = templates.get(key);
      if (template === undefined) {
        template = plainTemplate(i18n.getResource(i18n.language, 'translation', key));
        templates.set(key, template);
      }
      const filled = template === null ? undefined : fill(template, options);
      return filled ?? lookUp(key, options);
    }) as unknown as TFunction;
    fastTs.set(i18n, t);
  }
  return t;
}

/** A text split at its `{{name}}` placeholders: even items are literal, odd items are names. */
type Template = string[];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The texts the fast path may fill itself: plain `{{name}}` placeholders only. Nesting (`$t(`),
 * formats (`{{n, number}}`), unescaped (`{{- x}}`) and plural or context variants are i18next's.
 */
function plainTemplate(resource: unknown): Template | null {
  if (typeof resource !== 'string' || resource.includes('$t(')) return null;
  const parts = resource.split(PLACEHOLDER);
  return parts.join('').includes('{{') ? null : parts;
}

/** i18next's own options change what a lookup means (plurals, context, defaults, …). */
const I18NEXT_OPTIONS = new Set(['count', 'context', 'ordinal', 'defaultValue', 'lng', 'lngs', 'ns', 'keyPrefix', 'replace', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'skipInterpolation', 'fallbackLng']);

/** The template filled with plain string or number values, as i18next does with escapeValue off; else undefined. */
function fill(template: Template, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const values = options as Record<string, unknown>;
  for (const name in values) if (I18NEXT_OPTIONS.has(name)) return undefined;
  let text = template[0]!;
  for (let index = 1; index < template.length; index += 2) {
    const value = values[template[index]!];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    text += String(value) + template[index + 1]!;
  }
  return text;
}
