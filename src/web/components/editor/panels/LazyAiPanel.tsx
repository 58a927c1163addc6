import { lazyPanel } from './lazyPanel';

/** The AI tab loads its generator and "Make it a sticker" (background removal, pricing) only when opened. */
export const LazyAiPanel = lazyPanel(() => import('./AiPanel').then((m) => m.AiPanel));
