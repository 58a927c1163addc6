import { Alert, Anchor, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportedItem } from '../../../shared/api/forum.responses';
import type { ReportResolution } from '../../../shared/community/moderation';
import { useForumActions, useReportedItems } from '../../api/forum';
import { communityErrorMessage } from '../../components/forum/communityErrors';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/reports: every reported item, oldest first; dismiss, keep hidden, or delete. */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const items = useReportedItems();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('moderation.review.title')} description={t('moderation.review.intro')}>
        <Anchor component={Link} to="/admin/newsletter" size="sm">
          {t('newsletter.admin.title')}
        </Anchor>
      </PageHeader>
      {items.isPending ? (
        <Skeleton height={200} />
      ) : items.isError ? (
        <Alert color="red">{communityErrorMessage(items.error, t)}</Alert>
      ) : items.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Text ta="center" c="dimmed">
            {t('moderation.review.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.data.map((item) => (
            <ReportedItemCard key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

function ReportedItemCard({ item }: { item: ReportedItem }) {
  const { t, i18n } = useTranslation();
  const { resolve } = useForumActions();
  const [busy, setBusy] = useState<ReportResolution | null>(null);
  const act = async (resolution: ReportResolution) => {
    setBusy(resolution);
    try {
      await resolve(item.targetType, item.targetId, resolution);
      notify('success', t(`moderation.review.done.${resolution}`));
    } catch (error) {
      notify('error', communityErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light">{t(`moderation.targets.${item.targetType}`)}</Badge>
            <Badge color="red.9" variant="outline">
              {t('moderation.review.reports', { count: item.reportCount })}
            </Badge>
            {item.hidden && (
              <Badge color="gray.8" variant="outline">
                {t('moderation.review.hiddenNow')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('moderation.review.since', { date: formatDate(item.firstReportedAt, i18n.language, true) })}
          </Text>
        </Group>
        {item.title === null ? (
          <Text c="dimmed">{t('moderation.review.gone')}</Text>
        ) : (
          <>
            <Text fw={700}>
              {item.url ? (
                <Anchor component={Link} to={item.url}>
                  {item.title}
                </Anchor>
              ) : (
                item.title
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {t('moderation.review.by', { name: item.authorName ?? '' })}
            </Text>
            {item.excerpt && (
              <Text size="sm" lineClamp={3}>
                {item.excerpt}
              </Text>
            )}
          </>
        )}
        <Text size="sm">
          {t('moderation.review.reasons')}: {item.reasons.map((r) => t(`moderation.reasons.${r}`)).join(', ')}
        </Text>
        {item.notes.map((note) => (
          <Text key={note} size="sm" fs="italic">
            “{note}”
          </Text>
        ))}
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" leftSection={<IconCheck size={14} aria-hidden />} loading={busy === 'dismissed'} onClick={() => act('dismissed')}>
            {t('moderation.review.dismiss')}
          </Button>
          <Button size="compact-sm" color="dark" variant="outline" leftSection={<IconEyeOff size={14} aria-hidden />} loading={busy === 'hidden'} onClick={() => act('hidden')}>
            {t('moderation.review.keepHidden')}
          </Button>
          <Button size="compact-sm" color="red.9" variant="outline" leftSection={<IconTrash size={14} aria-hidden />} loading={busy === 'deleted'} onClick={() => act('deleted')}>
            {t('moderation.review.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
