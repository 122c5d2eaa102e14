import { localizePath, splitLanguagePrefix } from './language.ts';

/**
 * Maintenance (S0 §4.5, §8; S1 §3, §4): "active maintenance (by cookie, config or web_state)
 * sends visitors to the maintenance page and back home when it ends. If blocking fails,
 * maintenance is set."
 */

/** The cookie that turns maintenance on for one browser; the shell sets it when the block check fails. */
export const MAINTENANCE_COOKIE = 'maintenance';
/** A failed block check holds the browser on the maintenance page this long, then it checks again. */
export const MAINTENANCE_COOKIE_MAX_AGE_S = 60;
/** How often the maintenance page asks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 30_000;

/** The fields of the site config's maintenance object (S1 §3) that switch it on. */
export interface MaintenanceSwitches {
  isActive: boolean;
  /** Any state other than 0 is maintenance. */
  web_state: number;
}

export function isMaintenanceActive(input: { cookie: string | null | undefined; config: MaintenanceSwitches }): boolean {
  return input.cookie === '1' || input.config.isActive || input.config.web_state !== 0;
}

export function isMaintenancePath(pathname: string): boolean {
  return /^\/maintenance\/?$/.test(splitLanguagePrefix(pathname).rest);
}

export type MaintenanceNavigation = { kind: 'stay' } | { kind: 'redirect'; to: string };

/**
 * Where a visitor goes: to the maintenance page while it is on, home from it once it is over.
 * `lang` is the language for the target when the path has none.
 */
export function maintenanceNavigation(pathname: string, active: boolean, lang: string): MaintenanceNavigation {
  const onPage = isMaintenancePath(pathname);
  const language = splitLanguagePrefix(pathname).prefix ?? lang;
  if (active && !onPage) return { kind: 'redirect', to: localizePath(language, '/maintenance') };
  if (!active && onPage) return { kind: 'redirect', to: localizePath(language, '/') };
  return { kind: 'stay' };
}
