// The import rules of docs/architecture.md, checked by `npm run lint`: one-way layers, thin routes, and no
// cycle between feature folders.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-never-imports-server',
      comment: 'The browser code shares only src/shared with the server.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is used by both sides and depends on neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'lib-and-plugins-never-import-features',
      comment: 'Features build on lib and plugins, never the other way round: hand in what they need.',
      severity: 'error',
      from: { path: '^src/server/(lib|plugins|db)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'routes-never-import-repos',
      comment: 'A route makes one service call; all SQL lives in repositories behind services.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'features-never-import-the-app',
      comment: 'Features take AppDeps from app-deps.ts, not the file that assembles the app.',
      severity: 'error',
      from: { path: '^src/server/features/' },
      to: { path: '^src/server/app\\.ts$' },
    },
    {
      name: 'web-flows-one-way',
      comment:
        'In the browser code: app → features → lib/components; the app shell is not a feature’s to import.',
      severity: 'error',
      from: { path: '^src/web/(features|lib|components)/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-lib-and-components-never-import-features',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/' },
      to: { path: '^src/web/features/' },
    },
    {
      name: 'no-cycles-between-features',
      comment:
        'A feature that needs another calls it; the other must not call back (directly or round about).',
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/' },
      // A type-only import counts too: it is gone at run time, but a loop of types still ties the features
      // together, so neither can change or move without the other.
      to: { circular: true, via: { pathNot: '^src/$1/features/$2/' } },
    },
    {
      name: 'features-enter-through-the-front-door',
      comment:
        "A feature uses another only through that feature's index.ts, which names what it offers; its inside " +
        'can change without the others noticing. A lazy screen loaded by import() is named by its own path, ' +
        'so it stays its own chunk.',
      severity: 'error',
      from: { path: '^src/(server|web)/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^src/$1/features/[^/]+/',
        pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/index\\.ts$'],
        dynamic: false,
      },
    },
    {
      name: 'the-app-enters-features-through-the-front-door',
      comment:
        'app.ts loops over src/server/features/index.ts; what else it wires, a feature offers in index.ts.',
      severity: 'error',
      from: { path: '^src/server/(app|main|app-deps)\\.ts$' },
      to: { path: '^src/server/features/[^/]+/', pathNot: '^src/server/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'the-web-app-enters-features-through-the-front-door',
      comment:
        'The app shell (src/web/app) uses a feature through its index.ts, like any other feature. A lazy ' +
        'screen loaded by import() is named by its own path, so it stays its own chunk.',
      severity: 'error',
      from: { path: '^src/web/app/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: '^src/web/features/[^/]+/index\\.ts$',
        dynamic: false,
      },
    },
    {
      name: 'feature-folders-never-import-each-other',
      comment:
        'Two feature folders may not depend on each other, even through different files: one calls the other, ' +
        'never both ways (checked on folders, not only on file-level cycles).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(server|web)/features/[^/]+/?$' },
      to: { path: '^src/(server|web)/features/[^/]+/?$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^src/server/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
