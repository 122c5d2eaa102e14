import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROUTE_TABLE } from '../route-table/table.ts';
import { SHELL_PARTS, SIGNED_IN_PARTS, dictionaryPartsUrl, isPartCovered, missingParts, partsOfFileName, pickParts } from './dictionary-parts.ts';
import en from './en.json';
import ru from './ru.json';

const APP = resolve(import.meta.dirname, '..');
const NAMESPACES = new Set(Object.keys(en));
const LAYOUT_FILES: Record<string, string> = {
  default: 'layouts/default-layout.tsx',
  empty: 'layouts/empty-layout.tsx',
  headless: 'layouts/headless-layout.tsx',
  blocked: 'layouts/blocked-layout.tsx',
  maintenance: 'layouts/maintenance-layout.tsx',
};
const EVERY_PAGE = ['root.tsx', 'shell/language-route.tsx', 'shell/route-guards/guard-route.tsx'];

interface SourceFacts {
  keys: string[];
  imports: string[];
  /** Lazy imports that load their own dictionary parts (withDictionaryParts). */
  partLoaded: { file: string; parts: string[] }[];
}

const facts = new Map<string, SourceFacts>();

function resolveImport(from: string, spec: string): string {
  return resolve(dirname(from), spec);
}

/** What a source file of the web app uses of the dictionary and imports (read as text). */
function factsOf(file: string): SourceFacts {
  const known = facts.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const partLoaded: SourceFacts['partLoaded'] = [];
  const wrapped = new Set<string>();
  for (const match of text.matchAll(/withDictionaryParts\(\s*\(\)\s*=>\s*import\('([^']+)'\)\s*,\s*\[([^\]]*)\]/g)) {
    const target = resolveImport(file, match[1] as string);
    wrapped.add(target);
    partLoaded.push({ file: target, parts: [...(match[2] as string).matchAll(/'([^']+)'/g)].map((m) => m[1] as string) });
  }
  const imports: string[] = [];
  for (const match of text.matchAll(/(?:from\s+|import\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)) {
    const target = resolveImport(file, match[1] as string);
    if (target.includes('/+types/')) continue;
    // Server-only files read the whole dictionary on the server; JSON is data, not code.
    if (/\.server\.ts$|\.json$|\.css$/.test(target) || wrapped.has(target)) continue;
    imports.push(target);
  }
  const keys: string[] = [];
  // The route table and withDictionaryParts name parts, not texts.
  const code = file.endsWith('route-table/table.ts')
    ? ''
    : text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/withDictionaryParts\([^\]]*\]/g, '');
  for (const match of code.matchAll(/['"`]([a-zA-Z][a-zA-Z0-9]*)\.([a-zA-Z0-9_.]*)/g)) {
    if (!NAMESPACES.has(match[1] as string)) continue;
    keys.push(`${match[1]}.${match[2]}`.replace(/\.+$/, ''));
  }
  const result = { keys, imports, partLoaded };
  facts.set(file, result);
  return result;
}

/** Every dictionary key the code reachable from these files uses (lazy modules with their own parts left out). */
function keysReachableFrom(files: readonly string[]): { keys: Map<string, string>; partLoaded: SourceFacts['partLoaded'] } {
  const seen = new Set<string>();
  const keys = new Map<string, string>();
  const partLoaded: SourceFacts['partLoaded'] = [];
  const queue = files.map((file) => resolve(APP, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const found = factsOf(file);
    for (const key of found.keys) keys.set(key, file.slice(APP.length + 1));
    partLoaded.push(...found.partLoaded);
    queue.push(...found.imports);
  }
  return { keys, partLoaded };
}

function uncovered(keys: Map<string, string>, parts: readonly string[]): string[] {
  return [...keys].filter(([key]) => !isPartCovered(key, parts)).map(([key, file]) => `${key} (${file})`);
}

describe('dictionary parts (S0 §7: dictionaries per route by ids from route meta)', () => {
  it('S0 §7: every text a route renders is in the parts its page ships: the shell parts and the route meta', () => {
    const problems: string[] = [];
    for (const entry of ROUTE_TABLE) {
      const { keys } = keysReachableFrom([...EVERY_PAGE, LAYOUT_FILES[entry.layout] as string, entry.page]);
      const missing = uncovered(keys, [...SHELL_PARTS, ...(entry.meta.dictionaries ?? [])]);
      if (missing.length > 0) problems.push(`${entry.name}: ${missing.join(', ')}`);
      if (process.env.PARTS_SUMMARY && missing.length > 0) console.log('PARTS', entry.name, entry.page, [...new Set(missing.map((m) => m.split(/[. ]/)[0]))].join(','));
    }
    expect(problems).toEqual([]);
  });

  it('S0 §7: a module loaded later (modals, the signed-in header) brings every text it uses', () => {
    const lazy = keysReachableFrom([...EVERY_PAGE, ...Object.values(LAYOUT_FILES), ...new Set(ROUTE_TABLE.map((entry) => entry.page))]).partLoaded;
    const problems: string[] = [];
    for (const { file, parts } of lazy) {
      const missing = uncovered(keysReachableFrom([file.slice(APP.length + 1)]).keys, [...SHELL_PARTS, ...parts]);
      if (missing.length > 0) problems.push(`${file.slice(APP.length + 1)}: ${missing.join(', ')}`);
    }
    expect(lazy.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('S0 §7: every part named anywhere exists in both the English and the Russian dictionary', () => {
    const named = new Set<string>([...SHELL_PARTS, ...SIGNED_IN_PARTS, ...ROUTE_TABLE.flatMap((entry) => entry.meta.dictionaries ?? [])]);
    for (const part of named) {
      expect(Object.keys(pickParts(en, [part])), `en ${part}`).not.toHaveLength(0);
      expect(Object.keys(pickParts(ru, [part])), `ru ${part}`).not.toHaveLength(0);
    }
  });

  it('S0 §7: the home page ships a small part of the dictionary', () => {
    const home = pickParts(en, [...SHELL_PARTS, ...(ROUTE_TABLE.find((entry) => entry.name === 'home')?.meta.dictionaries ?? [])]);
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(en).length / 5);
  });

  it('picks nested parts and keeps their whole subtree', () => {
    const tree = { a: { b: { c: 'x', d: 'y' }, e: 'z' }, f: 'w' };
    expect(pickParts(tree, ['a.b'])).toEqual({ a: { b: { c: 'x', d: 'y' } } });
    expect(pickParts(tree, ['a.b', 'a.e', 'f'])).toEqual({ a: { b: { c: 'x', d: 'y' }, e: 'z' }, f: 'w' });
    expect(pickParts(tree, ['a', 'a.b'])).toEqual({ a: tree.a });
    expect(pickParts(tree, ['nope', 'a.nope'])).toEqual({});
  });

  it('asks only for parts not yet held, in one stable order', () => {
    expect(missingParts(['wallet', 'auth', 'auth.session'], ['auth.session'])).toEqual(['auth', 'wallet']);
    expect(missingParts(['auth.session.ended'], ['auth'])).toEqual([]);
    expect(missingParts(['authx'], ['auth'])).toEqual(['authx']);
  });

  it('the parts URL round-trips and refuses malformed names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}(\.[a-z][a-zA-Z0-9]{0,8})?$/), { minLength: 1, maxLength: 10 }), (parts) => {
        const file = dictionaryPartsUrl('v1', 'en', parts).split('/').at(-1) as string;
        expect(partsOfFileName(file)).toEqual(parts);
      }),
    );
    expect(partsOfFileName('auth')).toBeNull();
    expect(partsOfFileName('../x.json')).toBeNull();
    expect(partsOfFileName('a,,b.json')).toBeNull();
  });
});
