import { useRouteLoaderData } from 'react-router';
import { settingsWithDefaults, type DisplaySettings } from '@wager/domain';
import type { ShellData } from './shell-data.server.ts';

/** The shell data with the whole display settings (the page carries only those that differ from the defaults). */
export type Shell = ShellData & { settings: DisplaySettings };

const shells = new WeakMap<ShellData, Shell>();

/** The shell with its settings completed; one object per loader answer, so it can be a memo dependency. */
export function shellOf(data: ShellData): Shell {
  let shell = shells.get(data);
  if (shell === undefined) {
    shell = { ...data, settings: settingsWithDefaults(data.settingsChanged) };
    shells.set(data, shell);
  }
  return shell;
}

/** The root loader's shell data from any component below the root. */
export function useShell(): Shell {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('shell data is missing');
  return shellOf(data);
}

/** A path inside the current language: localHref('en', '/casino') → '/en/casino'. */
export function localHref(lang: string, path: string): string {
  return path === '/' || path === '' ? `/${lang}` : `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}
