import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One "needs doing" figure of the home page; the whole card links to the list it counts. */
export function AttentionCard({ to, label, count, icon: IconOf, note, urgent }: { to: string; label: string; count: number; icon: Icon; note?: ReactNode; urgent?: boolean }) {
  const colour = count > 0 && urgent ? 'red' : count > 0 ? 'teal' : 'gray';
  // The figure in a dark shade (contrast); the icon in the colour's light variant.
  const tone = `${colour}.9`;
  return (
    <Card component={Link} to={to} withBorder padding="md" data-testid="attention-card" aria-label={`${label}: ${count}`} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2} c={tone}>
            {count}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={colour} size="lg" radius="md">
          <IconOf size={20} aria-hidden />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
