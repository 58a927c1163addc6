import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

interface PanelProps {
  onAdded?: () => void;
}

/**
 * A tool panel whose code loads when its tab is first opened, not with the editor (the editor route's
 * budget, decision 18), with a small spinner meanwhile.
 */
export function lazyPanel(load: () => Promise<ComponentType<PanelProps>>): ComponentType<PanelProps> {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPanel(props: PanelProps) {
    return (
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" />
          </Center>
        }
      >
        <Panel {...props} />
      </Suspense>
    );
  };
}
