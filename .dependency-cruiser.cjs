// Which way imports may run (`pnpm lint`). Shared code never reaches up to what uses it: packages
// never import an app, a tool never imports another tool or the shell, the shared parts of the ui
// never import its features, browser code never imports Node's modules, and nothing imports in a
// circle. Package dependencies (package.json) fix which packages may be used at all.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports has no order to read or load it in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-below-apps',
      comment: 'Packages are shared by the apps; an app is never imported by a package.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'Each app deploys alone: what two apps share lives in a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'ui-shared-below-features',
      comment:
        "The ui's shared parts (core, theme, components) are used by its features, never the reverse.",
      severity: 'error',
      from: { path: '^packages/ui/src/(core|theme|components)/' },
      to: { path: '^packages/ui/src/features/' },
    },
    {
      name: 'browser-without-node',
      comment: 'Code that runs in the browser cannot import Node modules.',
      severity: 'error',
      from: {
        path: '^(packages/(ui|tool-pages|api-client|tool-contract)|apps/(?!api/)[^/]+)/src/',
        pathNot: '[.]test[.]tsx?$|/test-setup[.]ts$|/testing[.]ts$',
      },
      to: { dependencyTypes: ['core'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|models|[.]data)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    skipAnalysisNotInRules: true,
  },
};
