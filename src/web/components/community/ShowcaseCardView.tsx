import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ShowcaseCard } from '../../../shared/api/community.responses';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { MemberAvatar } from './MemberAvatar';
import { allowedImage } from './safeImage';

/** One design in a grid: its picture over a checkerboard-free light panel, title, author, likes and comments. */
export function ShowcaseCardView({ item }: { item: ShowcaseCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component={Link} to={`/showcase/${item.id}`} data-testid="showcase-card" aria-label={item.title}>
      <Card.Section bg="gray.0" p="sm">
        <Image src={allowedImage(item.imageUrl)} alt="" h={180} fit="contain" loading="lazy" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {item.title}
          </Text>
          {item.hidden && (
            <Badge color="orange" variant="light" size="sm">
              {t('showcase.hiddenBadge')}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <MemberAvatar member={item.author} size={22} />
            <Text size="sm" c="dimmed" truncate>
              {item.author.name}
            </Text>
          </Group>
          <Group gap={10} wrap="nowrap" c="dimmed">
            <Group gap={3} wrap="nowrap" aria-label={t('showcase.likes', { count: item.likeCount })}>
              <IconHeart size={15} aria-hidden />
              <Text size="sm">{formatNumber(item.likeCount, i18n.language)}</Text>
            </Group>
            <Group gap={3} wrap="nowrap" aria-label={t('showcase.comments.count', { count: item.commentCount })}>
              <IconMessageCircle size={15} aria-hidden />
              <Text size="sm">{formatNumber(item.commentCount, i18n.language)}</Text>
            </Group>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
