import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tool panel's heading, lead text and content. */
export function PanelSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h5" className="ss-panel-title">
          {title}
        </Title>
        {description && (
          <Text size="xs" c="dimmed" mt={2}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
