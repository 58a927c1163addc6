import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { Link } from 'react-router';

/** `compact`: on a phone only the mark shows (the signed-in header needs the room for credits, bell and menu). */
export function Logo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link to="/" onClick={onClick} style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }} aria-label="Sticker Studio">
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={34} radius="xl" variant="gradient" gradient={{ from: 'brand.6', to: 'pink.6', deg: 135 }} aria-hidden>
          <IconSticker size={20} stroke={2} />
        </ThemeIcon>
        {/* On a narrow phone with the credits, the bell and the account menu beside it, the name gives way (…) rather than push the page wider. */}
        <Text fw={800} fz={{ base: 15, sm: 'lg' }} truncate="end" visibleFrom={compact ? 'xs' : undefined} style={{ letterSpacing: '-0.01em', minWidth: 0 }} aria-hidden>
          Sticker Studio
        </Text>
      </Group>
    </Link>
  );
}
