/**
 * The dependency rule of DESIGN §2, checked in CI (`npm run deps:check`, run by scripts/test.sh):
 *
 *   src/shared   imports nothing from editor, web or server
 *   src/editor   imports shared (and fabric), never web or server
 *   src/web      imports editor and shared, never server
 *   src/server   imports shared, and of the editor only src/editor/document; never web
 *
 * Type-only imports count too (tsPreCompilationDeps), so a `import type` across a forbidden edge fails
 * as well. scripts/check-deps-rule.sh proves these rules fail on a fixture that breaks them.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared is pure rules and contracts: it must not import from editor, web or server.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(editor|web|server)/' },
    },
    {
      name: 'editor-not-web-or-server',
      comment: 'The editor core is framework-agnostic: it must not import from web (React) or server.',
      severity: 'error',
      from: { path: '^src/editor/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports the React app.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'server-only-editor-document',
      comment: 'Of the editor, the server may import only src/editor/document (DOM-free objects and render-from-JSON).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/editor/', pathNot: '^src/editor/document/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app never imports server code (share contracts through src/shared instead).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'services-not-http',
      comment: 'Services and jobs raise domain errors (src/server/domain) and know nothing of HTTP: webhooks, jobs and scripts call them too. Only routes and middleware import http/.',
      severity: 'error',
      from: { path: '^src/server/(services|jobs)/' },
      to: { path: '^src/server/(http|routes|middleware)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/server/domain (errors, validation, the viewer) is the vocabulary every layer shares: it imports only shared code.',
      severity: 'error',
      from: { path: '^src/server/domain/' },
      to: { path: '^src/server/', pathNot: '^src/server/domain/' },
    },
    {
      name: 'no-route-imports-route',
      comment: 'A route module does not import another: what two modules share goes to services/ or http/. Only the lists (routes/index.ts, routes/admin/index.ts) import modules.',
      severity: 'error',
      from: { path: '^src/server/routes/', pathNot: '(^src/server/routes/(admin/)?index\\.ts$|\\.test\\.ts$)' },
      to: { path: '^src/server/routes/' },
    },
    {
      name: 'no-circular',
      comment: 'Runtime import cycles make modules hard to reason about and to load (type-only cycles, such as routes importing the AppDeps type from app.ts, are erased at build time and not reported).',
      severity: 'warn',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
