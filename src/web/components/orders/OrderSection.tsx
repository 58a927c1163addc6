import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of an order's detail page (the customer's and the shop's pages share them). */
export function OrderSection({ title, children, gap = 'xs', testId }: { title: ReactNode; children: ReactNode; gap?: 'xs' | 'sm' | 'md'; testId?: string }) {
  return (
    <Card withBorder data-testid={testId}>
      <Title order={2} fz="lg" mb={gap}>
        {title}
      </Title>
      {children}
    </Card>
  );
}
