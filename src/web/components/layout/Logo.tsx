import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSticker } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Sticker Studio">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="xl" variant="gradient" gradient={{ from: 'brand.6', to: 'pink.6', deg: 135 }} aria-hidden>
          <IconSticker size={20} stroke={2} />
        </ThemeIcon>
        <Text fw={800} fz={{ base: 15, sm: 'lg' }} style={{ whiteSpace: 'nowrap', letterSpacing: '-0.01em' }} aria-hidden>
          Sticker Studio
        </Text>
      </Group>
    </Link>
  );
}
