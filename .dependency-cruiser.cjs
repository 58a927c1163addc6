/**
 * The dependency rule of DESIGN §2, checked in CI (`npm run deps:check`, run by scripts/test.sh):
 *
 *   src/shared   imports nothing from editor, web or server
 *   src/editor   imports shared (and fabric), never web or server
 *   src/web      imports shared, and of the editor only its entries src/editor/index.ts and
 *                src/editor/light.ts (values from index.ts only in the lazily loaded editor chunk); never server
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
      name: 'web-only-editor-entries',
      comment:
        'The web app reaches the editor only through its public entries: src/editor/index.ts (the editor, loads Fabric) and src/editor/light.ts (Fabric-free helpers). Test harnesses may also use src/editor/testing.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/editor/', pathNot: '^src/editor/((index|light)\\.ts$|testing/)' },
    },
    {
      name: 'web-editor-values-lazily',
      comment:
        'Values from src/editor/index.ts load Fabric: only the lazily loaded editor chunk (editorRuntime.ts, previewRenderer.ts) imports them. ' +
        'Elsewhere import types from it (import type) and Fabric-free values from src/editor/light.ts, so Fabric stays out of the other bundles.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '^src/web/components/(editor/editorRuntime|preview/previewRenderer)\\.ts$' },
      to: { path: '^src/editor/index\\.ts$', dependencyTypesNot: ['type-only'] },
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
      name: 'services-not-jobs',
      comment:
        'src/server/jobs holds the handlers and the runner, and the handlers call the services. A service enqueues a job through its contract in src/server/job-contracts (name, payload schema, enqueueJob), never by importing jobs/.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: { path: '^src/server/jobs/' },
    },
    {
      name: 'job-contracts-below-services',
      comment: 'Job contracts sit below the services and the handlers: they import only the database, the domain vocabulary and shared code.',
      severity: 'error',
      from: { path: '^src/server/job-contracts/' },
      to: { path: '^src/server/', pathNot: '^src/server/(job-contracts|db|domain)/' },
    },
    {
      name: 'no-jobs-folder-cycle',
      comment:
        'At folder level, jobs/ and job-contracts/ are on no cycle: the handlers (jobs/) call the services, the services enqueue through job-contracts/, and nothing below reaches back up.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/(jobs|job-contracts)(/|$)' },
      to: { circular: true },
    },
    {
      name: 'no-checkout-folder-cycle',
      comment:
        'The shop in layers (decision 74): checkout/ (the cart → order → payment workflow) uses payments/, cart/ and orders/; payments/ pays an order that orders/ keeps; cart/ and orders/ know neither. No folder-level cycle passes through these four.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/services/(checkout|payments|orders|cart)(/|$)' },
      to: { circular: true },
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
      comment:
        'No import cycles, type-only ones included: a cycle (even through types) means two modules that cannot be understood, moved or tested apart. Shared types go into a module both can import (e.g. src/server/deps.ts for AppDeps).',
      severity: 'error',
      from: {},
      to: { circular: true },
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
