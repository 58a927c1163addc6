import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the shop's performance, linking to the list behind it when there is one. */
export function FigureCard({ label, value, hint, to }: { label: string; value: string; hint?: ReactNode; to?: string }) {
  const body = (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      {hint ? (
        <Group gap={4} mt={4}>
          {hint}
        </Group>
      ) : null}
    </>
  );
  return to ? (
    <Card withBorder padding="md" radius="md" component={Link} to={to} style={{ textDecoration: 'none' }}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="md" radius="md">
      {body}
    </Card>
  );
}
