import { ActionIcon, Alert, Anchor, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { communityErrorMessage, communityKeys, markNotificationsRead, type NotificationAnswer, useNotifications, useUnreadCount } from '../../api/community';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { MemberAvatar } from './MemberAvatar';

function NotificationRow({ n, onOpen }: { n: NotificationAnswer; onOpen: (n: NotificationAnswer) => void }) {
  const { t, i18n } = useTranslation();
  const actor = n.actor ?? { name: 'Sticker Studio', avatarUrl: null };
  return (
    <UnstyledButton onClick={() => onOpen(n)} p="xs" style={{ borderRadius: 8, background: n.read ? undefined : 'var(--mantine-color-brand-0)' }} data-testid="notification">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <MemberAvatar member={actor} size={32} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={n.read ? 400 : 600}>
            {t(`notifications.text.${n.kind}`, { name: actor.name })}
          </Text>
          {n.excerpt && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {n.excerpt}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(n.createdAt, i18n.language, true)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The header's bell (signed-in members only, a chunk of its own so the landing page does not carry it):
 * the unread count, and the newest notifications in a popover; opening one marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const list = useNotifications(opened);
  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const count = unread.data ?? 0;
  const refresh = (left: number) => {
    client.setQueryData(communityKeys.unread, left);
    void client.invalidateQueries({ queryKey: communityKeys.notifications });
  };

  async function open(n: NotificationAnswer) {
    setOpened(false);
    if (!n.read) refresh(await markNotificationsRead([n.id]).catch(() => count));
    navigate(n.targetUrl.startsWith('/') && !n.targetUrl.startsWith('//') ? n.targetUrl : '/');
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal>
      {/* The button itself is the popover's target (its aria-haspopup and aria-expanded belong on it). */}
      <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} offset={4} color="red.8">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="md"
            onClick={() => setOpened((o) => !o)}
            aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
            data-testid="notification-bell"
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={700}>{t('notifications.title')}</Text>
          {count > 0 && (
            <Button variant="subtle" size="compact-xs" onClick={() => void markNotificationsRead().then(refresh)}>
              {t('notifications.markAll')}
            </Button>
          )}
        </Group>
        {list.error && <Alert color="red">{communityErrorMessage(list.error, t)}</Alert>}
        {list.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            {t('notifications.empty')}
          </Text>
        )}
        <ScrollArea.Autosize mah={380}>
          <Stack gap={2}>
            {items.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={(x) => void open(x)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {list.hasNextPage && (
          <Button variant="subtle" size="compact-sm" fullWidth mt="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('notifications.more')}
          </Button>
        )}
        <Anchor component={Link} to="/community-profile#notifications" size="xs" display="block" ta="center" mt="xs" onClick={() => setOpened(false)}>
          {t('notifications.settingsLink')}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
