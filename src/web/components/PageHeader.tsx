import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function usePageTitle(title: string) {
  useDocumentTitle(title ? `${title} · Sticker Studio` : 'Sticker Studio');
}

/** The page's one h1 with an optional lead sentence; also sets the document title. */
export function PageHeader({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="lg" maw={720}>
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
