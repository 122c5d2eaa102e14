import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell-data.server.ts';

/** The root loader's shell data from any component below the root. */
export function useShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('shell data is missing');
  return data;
}

/** A path inside the current language: localHref('en', '/casino') → '/en/casino'. */
export function localHref(lang: string, path: string): string {
  return path === '/' || path === '' ? `/${lang}` : `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}
