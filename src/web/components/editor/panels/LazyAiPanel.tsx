import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const AiPanel = lazy(() => import('./AiPanel').then((m) => ({ default: m.AiPanel })));

/** The AI tab loads its generator and "Make it a sticker" (background removal, pricing) only when opened, not with the editor. */
export function LazyAiPanel(props: { onAdded?: () => void }) {
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" />
        </Center>
      }
    >
      <AiPanel {...props} />
    </Suspense>
  );
}
