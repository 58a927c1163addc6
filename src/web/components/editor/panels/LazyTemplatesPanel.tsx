import { lazyPanel } from './lazyPanel';

/** The Templates tab loads its gallery (and its queries) only when opened. */
export const LazyTemplatesPanel = lazyPanel(() => import('./TemplatesPanel').then((m) => m.TemplatesPanel));
