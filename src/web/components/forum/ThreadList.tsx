import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ForumCategoryId } from '../../../shared/api/forum';
import { useThreadList } from '../../api/forum';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { communityErrorMessage } from './communityErrors';

/** Threads of a category (or all), newest activity first, with "Show more" (keyset paging). */
export function ThreadList({ category }: { category: ForumCategoryId | null }) {
  const { t, i18n } = useTranslation();
  const list = useThreadList(category);
  if (list.isPending) return <Skeleton height={240} />;
  if (list.isError) return <Text c="red.8">{communityErrorMessage(list.error, t)}</Text>;
  const threads = list.data.pages.flatMap((page) => page.threads);
  if (!threads.length) {
    return (
      <Paper withBorder p="xl">
        <Text ta="center" c="dimmed">
          {t('forum.list.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {threads.map((thread) => (
          <Paper key={thread.id} withBorder p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/forum?thread=${thread.id}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {thread.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('forum.list.byline', {
                    name: thread.author.name,
                    category: t(`forum.categories.${thread.categoryId}.name`),
                    date: formatDate(thread.lastPostAt, i18n.language),
                  })}
                </Text>
              </Stack>
              <Group gap={6} wrap="nowrap">
                {thread.locked && (
                  <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                    {t('forum.thread.locked')}
                  </Badge>
                )}
                {thread.hidden && (
                  <Badge variant="outline" color="gray.8">
                    {t('forum.post.hiddenBadge')}
                  </Badge>
                )}
                <Badge variant="outline" leftSection={<IconMessage size={12} aria-hidden />} aria-label={t('forum.list.replies', { count: thread.replyCount })}>
                  {thread.replyCount}
                </Badge>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('forum.list.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
