import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { ROUTE_TABLE, type LayoutName } from './route-table/table.ts';

/**
 * THE route table (S0 §2), built from the declarative table in route-table/table.ts. Every page
 * sits under the two-letter language prefix; the server redirects a path without a valid prefix
 * before it gets here (S0 §2.1). The guard route runs the fixed redirects and the S0 §2.5 guards
 * before any page renders, on the server and on every client navigation.
 */
const LAYOUT_FILES: Record<LayoutName, string> = {
  default: 'layouts/default-layout.tsx',
  empty: 'layouts/empty-layout.tsx',
  headless: 'layouts/headless-layout.tsx',
  blocked: 'layouts/blocked-layout.tsx',
  maintenance: 'layouts/maintenance-layout.tsx',
};

function routesOf(name: LayoutName): RouteConfigEntry[] {
  return ROUTE_TABLE.filter((entry) => entry.layout === name).map((entry) =>
    entry.path === '' ? index(entry.page, { id: entry.name }) : route(entry.path, entry.page, { id: entry.name }),
  );
}

export default [
  // S0 §7: dictionary parts for code that loads after the page (a resource route, no page).
  route('i18n/:version/:lng/:file', 'i18n/dictionary-route.ts'),
  route(':lng', 'shell/language-route.tsx', [
    layout('shell/route-guards/guard-route.tsx', [
      ...(Object.keys(LAYOUT_FILES) as LayoutName[]).map((name) => layout(LAYOUT_FILES[name], { id: `layout-${name}` }, routesOf(name))),
    ]),
  ]),
] satisfies RouteConfig;
