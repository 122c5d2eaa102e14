import { randomUUID } from 'node:crypto';
import { configGroupCacheTtlSeconds, dictionaryLanguage } from '@wager/domain';
import { SiteConfig, FooterConfig, REMOTE_VIEWS_GROUP, parseRemoteViewsConfig, type ConfigGroupMap, type RemoteViewsConfig } from '@wager/contract';
import { createMicroCache, createReadThrough, type Cache } from '../../../platform/index.ts';
import { DEFAULT_GROUPS } from './config.defaults.ts';
import type { ConfigRepository, ConfigRow } from './config.repository.ts';

const GENERATION_KEY = 'config:generation';
/**
 * How long a process keeps a parsed site/footer config before asking the shared cache again. Every
 * page reads it; an operator's change reaches other processes within this time.
 */
const LOCAL_CONFIG_TTL_MS = 5_000;

export { LOCAL_CONFIG_TTL_MS };

export interface ConfigService {
  /** The requested groups (unknown ones are absent), values resolved for `lang` (S0 §7). */
  getGroups(groups: readonly string[], lang: string | undefined): Promise<ConfigGroupMap>;
  /** Every group: the full-config fallback (S0 §7 all.json). */
  getAll(lang: string | undefined): Promise<ConfigGroupMap>;
  getSiteConfig(lang?: string): Promise<SiteConfig>;
  getFooterConfig(lang?: string): Promise<FooterConfig>;
  /** The operator's remote views (group `remoteViews`, S0 §4.2, §7); invalid entries are left out. */
  getRemoteViews(): Promise<RemoteViewsConfig>;
  /** The origins of the configured remote views, for the page CSP. */
  getRemoteViewOrigins(): Promise<readonly string[]>;
  /** Operator change: writes the value and makes every process drop its cached groups. */
  setValue(group: string, key: string, value: unknown, lang?: string): Promise<void>;
  seedDefaults(): Promise<void>;
}

/** Which stored languages answer for `lang`: its own, then its dictionary language, then shared. */
function languageChain(lang: string | undefined): string[] {
  if (!lang) return [''];
  return [...new Set([lang, dictionaryLanguage(lang), ''])];
}

function toGroupMap(rows: readonly ConfigRow[], chain: readonly string[]): ConfigGroupMap {
  const rank = (lang: string) => chain.indexOf(lang);
  const best = new Map<string, ConfigRow>();
  for (const row of rows) {
    const id = `${row.groupName}\u0000${row.key}`;
    const current = best.get(id);
    if (!current || rank(row.lang) < rank(current.lang)) best.set(id, row);
  }
  const map: ConfigGroupMap = {};
  for (const row of best.values()) (map[row.groupName] ??= {})[row.key] = row.value;
  return map;
}

export function createConfigService(deps: {
  repository: ConfigRepository;
  cache: Cache;
  random?: () => number;
  nowMs?: () => number;
}): ConfigService {
  const { repository, cache } = deps;
  const random = deps.random ?? Math.random;
  const readThrough = createReadThrough(cache);
  // S0 §7, S1 §9: each cached group answer lives a random 600–900 s, so entries expire spread out.
  const ttl = () => configGroupCacheTtlSeconds(random);
  const localSite = createMicroCache<SiteConfig>(LOCAL_CONFIG_TTL_MS, deps.nowMs);
  const localFooter = createMicroCache<FooterConfig>(LOCAL_CONFIG_TTL_MS, deps.nowMs);
  const localRemoteViews = createMicroCache<RemoteViewsConfig>(LOCAL_CONFIG_TTL_MS, deps.nowMs);

  async function generation(): Promise<string> {
    return (await cache.get<string>(GENERATION_KEY)) ?? 'initial';
  }

  async function loadGroup(group: string, lang: string | undefined, gen: string): Promise<Record<string, unknown> | null> {
    return readThrough(`config:${gen}:group:${group}:${lang ?? ''}`, ttl, async () => {
      const chain = languageChain(lang);
      const rows = await repository.findByGroups([group], chain);
      return toGroupMap(rows, chain)[group] ?? null;
    });
  }

  const service: ConfigService = {
    async getGroups(groups, lang) {
      const gen = await generation();
      const unique = [...new Set(groups)];
      const values = await Promise.all(unique.map((group) => loadGroup(group, lang, gen)));
      const map: ConfigGroupMap = {};
      unique.forEach((group, i) => {
        const value = values[i];
        if (value) map[group] = value;
      });
      return map;
    },

    async getAll(lang) {
      const gen = await generation();
      return readThrough(`config:${gen}:all:${lang ?? ''}`, ttl, async () => {
        const chain = languageChain(lang);
        return toGroupMap(await repository.findByGroups(null, chain), chain);
      });
    },

    getSiteConfig(lang) {
      return localSite.get(lang ?? '', async () => {
        const groups = await service.getGroups(['site'], lang);
        // Stored values are merged over the defaults so a missing key never breaks the shell.
        return Object.freeze(SiteConfig.parse({ ...DEFAULT_GROUPS.site, ...groups.site }));
      });
    },

    getFooterConfig(lang) {
      return localFooter.get(lang ?? '', async () => {
        const groups = await service.getGroups(['footer'], lang);
        return Object.freeze(FooterConfig.parse({ ...DEFAULT_GROUPS.footer, ...groups.footer }));
      });
    },

    getRemoteViews() {
      return localRemoteViews.get('', async () => {
        const groups = await service.getGroups([REMOTE_VIEWS_GROUP], undefined);
        return Object.freeze(parseRemoteViewsConfig(groups[REMOTE_VIEWS_GROUP]).views);
      });
    },

    async getRemoteViewOrigins() {
      const views = await service.getRemoteViews();
      return [...new Set(Object.values(views).map((view) => new URL(view.url).origin))];
    },

    async setValue(group, key, value, lang = '') {
      await repository.upsert([{ groupName: group, key, lang, value }], { overwrite: true });
      await cache.set(GENERATION_KEY, randomUUID(), 24 * 3600);
      localSite.clear();
      localFooter.clear();
      localRemoteViews.clear();
    },

    async seedDefaults() {
      const rows: ConfigRow[] = Object.entries(DEFAULT_GROUPS).flatMap(([groupName, values]) =>
        Object.entries(values).map(([key, value]) => ({ groupName, key, lang: '', value })),
      );
      await repository.upsert(rows, { overwrite: false });
    },
  };
  return service;
}
