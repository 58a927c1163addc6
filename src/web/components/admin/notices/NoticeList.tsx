import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { type Notice, shouldShowNotice } from '../../../../shared/notices';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';

/** The notices, newest first: whether each is showing now (SPEC §5: active and not past validUntil), with its actions. */
export function NoticeList({
  notices,
  busyId,
  onToggle,
  onEdit,
  onPreview,
}: {
  notices: Notice[];
  busyId: string | null;
  onToggle: (notice: Notice, active: boolean) => void;
  onEdit: (notice: Notice) => void;
  onPreview: (notice: Notice) => void;
}) {
  const { t, i18n } = useTranslation();
  if (notices.length === 0) return <Text c="dimmed">{t('admin.notices.empty')}</Text>;
  return (
    <Stack gap="sm">
      {notices.map((n) => {
        // Shown now = the SPEC §5 rule without the per-browser "seen" part.
        const live = shouldShowNotice({ ...n }, new Date(), new Set());
        const expired = n.isActive && !live;
        return (
          <Card key={n.id} withBorder padding="sm" radius="md" data-testid="notice-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{n.title}</Text>
              <Badge color={live ? 'teal.9' : 'gray.7'}>{live ? t('admin.notices.active') : expired ? t('adminPages.notices.expired') : t('admin.notices.inactive')}</Badge>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
              {n.message}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('admin.notices.meta', {
                target: n.targetPage,
                created: formatDate(n.createdAt, i18n.language, true),
                until: n.validUntil ? formatDate(n.validUntil, i18n.language, true) : t('admin.notices.noEnd'),
              })}
            </Text>
            <Group justify="space-between" mt="xs">
              <Switch
                size="sm"
                label={t('adminPages.notices.activeSwitch')}
                aria-label={t('adminPages.notices.activeFor', { title: n.title })}
                checked={n.isActive}
                disabled={busyId === n.id}
                onChange={(e) => onToggle(n, e.currentTarget.checked)}
              />
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => onPreview(n)} aria-label={t('adminPages.notices.previewOf', { title: n.title })}>
                  {t('adminPages.notices.preview')}
                </Button>
                <Button size="xs" variant="light" onClick={() => onEdit(n)} aria-label={t('adminPages.notices.editOf', { title: n.title })}>
                  {t('adminPages.notices.edit')}
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
