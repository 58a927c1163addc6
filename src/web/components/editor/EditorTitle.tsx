import { VisuallyHidden } from '@mantine/core';
import { usePageTitle } from '../PageHeader';

/** The page's one h1 (the canvas speaks for itself visually) and the document title. */
export function EditorTitle({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <VisuallyHidden>
      <h1>{title}</h1>
    </VisuallyHidden>
  );
}
