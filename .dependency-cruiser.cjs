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
      from: { path: '^packages/domain/src/', pathNot: ['\\.test\\.ts$', '^packages/domain/src/casino/fair\\.ts$'] },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'domain-fair-uses-only-noble-hashes',
      comment: 'casino/fair.ts is the one domain file with a dependency: @noble/hashes (pure, synchronous HMAC-SHA256 for browser and server; docs/decisions/017-provably-fair-games.md).',
      severity: 'error',
      from: { path: '^packages/domain/src/casino/fair\\.ts$' },
      to: { pathNot: ['^packages/domain/src/', 'node_modules/@noble/hashes/'] },
    },
    {
      name: 'contract-depends-only-on-zod-and-domain',
      comment: 'The contract builds its schemas with zod from its own lists and the pure domain\'s (one copy of every enum, ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: ['^packages/contract/src/phone\\.ts$', '\\.test\\.ts$'] },
      to: { pathNot: ['^packages/contract/src/', '^packages/domain/src/', 'node_modules/zod/'] },
    },
    {
      name: 'contract-phone-uses-one-numbering-plan',
      comment: 'phone.ts is the one place that reads libphonenumber-js, with its full (max) metadata, for browser and server (S0 §3.6, §5).',
      severity: 'error',
      from: { path: '^packages/contract/src/phone\\.ts$' },
      to: { pathNot: ['^packages/contract/src/', 'node_modules/libphonenumber-js/(max|mobile/examples|types|core|build|metadata\\.max|examples\\.mobile)'] },
    },
    {
      name: 'phone-metadata-only-through-contract',
      comment: 'Apps reach libphonenumber-js only through @wager/contract/phone, so browser and server never validate with different metadata.',
      severity: 'error',
      from: { path: '^(apps|e2e)/' },
      to: { path: 'node_modules/libphonenumber-js/' },
    },
    {
      name: 'web-never-imports-server-or-db',
      comment: 'The browser bundle must not pull in server code or the database layer.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', '^packages/db/'] },
    },
    {
      name: 'texts-through-the-apps-use-translation',
      comment:
        'Components read texts through apps/web/app/i18n/use-translation.ts (a remembering t, decision 011); ' +
        'only the i18n folder and root.tsx (the provider) use react-i18next itself.',
      severity: 'error',
      from: { path: '^apps/web/app/', pathNot: ['^apps/web/app/i18n/', '^apps/web/app/root\\.tsx$'] },
      to: { path: 'node_modules/react-i18next/' },
    },
    {
      name: 'shell-never-imports-sections',
      comment:
        'The shell, the layouts and ui/ know no section: they render slots and open modals by id from shell/registry.ts, ' +
        'which sections/registry.ts (the composition file) fills. The route table names page modules by path string only.',
      severity: 'error',
      from: { path: '^apps/web/app/(shell|layouts|ui)/' },
      to: { path: '^apps/web/app/sections/' },
    },
    {
      name: 'sections-meet-only-through-shared',
      comment: 'A section imports another section only through sections/shared/ (which imports no other section).',
      severity: 'error',
      from: { path: '^apps/web/app/sections/([^/]+)/' },
      to: { path: '^apps/web/app/sections/([^/]+)/', pathNot: '^apps/web/app/sections/($1|shared)/' },
    },
    {
      name: 'module-faces-never-see-the-database',
      comment:
        'Decision 009: a module face (index.ts) takes and hands out the opaque DataSource / Tx of platform/unit-of-work.ts, never a Drizzle Database or a table.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/index\\.ts$' },
      to: { path: ['^packages/db/', '^apps/server/src/platform/data-source\\.ts$'] },
    },
    {
      name: 'only-repositories-import-the-db-package',
      comment:
        'Decision 009: inside a module only *.repository.ts imports @wager/db (schema, Database). Tests (*.test.ts, *.integration-test.ts, *.test-support.ts) and testing/ helpers may: they open test databases; they still set state up through module APIs.',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: ['\\.repository\\.ts$', '\\.(integration-)?test\\.ts$', '\\.test-support\\.ts$', '^apps/server/src/modules/[^/]+/testing/'],
      },
      to: { path: '^packages/db/' },
    },
    {
      name: 'only-repositories-unwrap-the-data-source',
      comment:
        'Decision 009: platform/data-source.ts turns a DataSource or Tx into Drizzle; in a module only repositories (and testing/ helpers, e.g. the crash test child) may use it. Services pass the opaque Tx along.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: ['\\.repository\\.ts$', '^apps/server/src/modules/[^/]+/testing/'] },
      to: { path: '^apps/server/src/platform/data-source\\.ts$' },
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
