import { Avatar, Box, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconFolder, IconHome, IconLogout, IconPackage, IconSettings, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../api/queries';
import type { SessionUser } from '../../api/types';
import { useTranslation } from '../../translation/useTranslation';

export function initials(nameOrEmail: string): string {
  const parts = nameOrEmail.trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return (parts[0][0] + parts[1][0]).toUpperCase();
  return (parts[0] ?? '?').slice(0, 2).toUpperCase();
}

/** The header's menu for a signed-in user: their pages, admin for admins, sign out. */
export function UserMenu({ session }: { session: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const displayName = session.name || session.email;
  const doSignOut = async () => {
    await signOut();
    navigate('/');
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="account-menu" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 6px', borderRadius: 8 }}>
          <Avatar color="brand" radius="xl" size={32} aria-hidden>
            {initials(displayName)}
          </Avatar>
          <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
            {displayName}
          </Text>
          <VisuallyHidden>{t('account.menuFor', { name: displayName })}</VisuallyHidden>
          {/* The avatar alone is the button on a phone: the chevron's 22 px pushed a 390 px page wider. */}
          <Box visibleFrom="sm">
            <IconChevronDown size={14} aria-hidden />
          </Box>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {session.name || t('account.noName')}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {session.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/home" leftSection={<IconHome size={16} />}>
          {t('nav.home')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/projects" leftSection={<IconFolder size={16} />}>
          {t('account.myDesigns')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/orders" leftSection={<IconPackage size={16} />}>
          {t('account.orders')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/settings" leftSection={<IconSettings size={16} />}>
          {t('account.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/profile" leftSection={<IconUser size={16} />}>
          {t('account.profile')}
        </Menu.Item>
        {session.isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} />}>
            {t('account.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={() => void doSignOut()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
