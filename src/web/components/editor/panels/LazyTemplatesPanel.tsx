import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const TemplatesPanel = lazy(() => import('./TemplatesPanel').then((m) => ({ default: m.TemplatesPanel })));

/** The Templates tab loads its gallery (and its queries) only when opened, not with the editor. */
export function LazyTemplatesPanel(props: { onAdded?: () => void }) {
  return (
    <Suspense
      fallback={
        <Center py="md">
          <Loader size="sm" />
        </Center>
      }
    >
      <TemplatesPanel {...props} />
    </Suspense>
  );
}
