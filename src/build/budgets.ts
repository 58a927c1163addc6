import type { RouteBudget } from './bundle-budget';

/**
 * The JavaScript budgets the build enforces (decision 18), gzipped, in kB (1000 bytes). Each route lists the
 * modules its first paint needs; the measure adds everything they import statically.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  {
    name: 'landing page (/)',
    modules: ['src/web/main.tsx', 'src/web/pages/LandingPage.tsx'],
    maxGzipKB: 150,
  },
  {
    // The editor page and the runtime it loads on mount (editor core and Fabric).
    name: 'editor route (/indexHome)',
    modules: ['src/web/main.tsx', 'src/web/pages/editor/EditorPage.tsx', 'src/web/components/editor/editorRuntime.ts'],
    maxGzipKB: 1000,
  },
];
