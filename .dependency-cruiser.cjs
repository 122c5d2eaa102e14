/**
 * Architecture boundaries, checked in `npm test` (ARCHITECTURE.md "Invariants").
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'module-internals-stay-inside',
      comment: 'A server module is used only through its index.ts; its internal/ folder is private.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/([^/]+)/internal/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'no-internals-from-outside-modules',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/internal/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain has no I/O and no dependencies: it runs in the browser and the server alike.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'contract-depends-only-on-zod-and-domain',
      comment: 'The contract builds its schemas with zod from its own lists and the pure domain\'s (one copy of every enum, ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/contract/src/', '^packages/domain/src/', 'node_modules/zod/'] },
    },
    {
      name: 'web-never-imports-server-or-db',
      comment: 'The browser bundle must not pull in server code or the database layer.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', '^packages/db/'] },
    },
    {
      name: 'only-repositories-touch-drizzle',
      comment: 'Only repositories (and the db package) import Drizzle.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.repository\\.ts$' },
      to: { path: 'node_modules/drizzle-orm/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.react-router/', '/build/', 'node_modules/\\.cache'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
