/**
 * Addresses of the sport screens (S0 §2.2, §5; S1 §2 MAIN_SECTION, MAIN_SECTION_CHAMP, MAIN_GAME):
 * `/{lng}/{section}/{menuSection}/{sport}/{champ}/{game}` with section live or line, menuSection
 * `sports`, the sport by its English slug (S1 §2: found from a map of sport names to ids), and the
 * championship and game as `{id}-{slug}` (the id decides, the slug is for people and crawlers).
 * docs/decisions/013-sport-screens.md.
 */
export type SportSection = 'line' | 'live';

/** The one menu section of the sport routes today (cyber has its own routes, S0 §2.2). */
export const MENU_SECTION = 'sports';

/** "Manchester United" → "manchester-united"; letters outside a–z are dropped (the id decides). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function idPart(id: number, name: string | null | undefined): string {
  const slug = name ? slugOf(name) : '';
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the front of a `{id}-{slug}` part; null when there is none. */
export function parseIdPart(part: string | undefined): number | null {
  const match = part === undefined ? null : /^([0-9]{1,10})(-|$)/.exec(part);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface GameRef {
  id: number;
  sportSlug: string;
  championship: { id: number; name: string };
  home: { name: string } | null;
  away: { name: string } | null;
  name: string | null;
}

export function sectionPath(section: SportSection, sportSlug?: string, champ?: { id: number; name: string }): string {
  if (!sportSlug) return `/${section}`;
  const base = `/${section}/${MENU_SECTION}/${sportSlug}`;
  return champ ? `${base}/${idPart(champ.id, champ.name)}` : base;
}

export function gamePath(section: SportSection, game: GameRef): string {
  const title = game.home && game.away ? `${game.home.name} ${game.away.name}` : game.name;
  return `${sectionPath(section, game.sportSlug, game.championship)}/${idPart(game.id, title)}`;
}
