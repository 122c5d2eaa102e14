import { data } from 'react-router';
import { DICTIONARY_VERSION, dictionaryParts } from './dictionaries.server.ts';
import { partsOfFileName } from './dictionary-parts.ts';
import type { Route } from './+types/dictionary-route';

/**
 * S0 §7 dictionaries per route: `GET /i18n/{version}/{lng}/{part,part}.json` answers those parts of
 * the language's texts, for code that loads after the page (modals, client navigation). A current
 * version is cached for a year (a new text changes the version); an old one is not cached.
 */
export function loader({ params }: Route.LoaderArgs) {
  const parts = partsOfFileName(params.file);
  if (parts === null || !/^[a-z]{2}$/.test(params.lng)) throw data(null, { status: 404 });
  const current = params.version === DICTIONARY_VERSION;
  return Response.json(dictionaryParts(params.lng, parts), {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
