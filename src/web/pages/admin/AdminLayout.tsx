import { Box, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AdminNav } from '../../components/admin/AdminNav';
import { useTranslation } from '../../translation/useTranslation';

/** /admin: the back office's frame — a sidebar on a desktop, a menu button and drawer on a phone — around each page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Group align="flex-start" gap={0} wrap="nowrap" w="100%">
      <Box component="aside" visibleFrom="md" w={220} miw={220} p="md" pt={40}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb="xs" px="sm">
          {t('adminPages.nav.title')}
        </Text>
        <AdminNav />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group hiddenFrom="md" px="md" pt="md" gap="xs">
          <Burger opened={opened} onClick={toggle} size="sm" aria-label={t('adminPages.nav.open')} />
          <Text fw={600}>{t('adminPages.nav.title')}</Text>
        </Group>
        <Drawer
          opened={opened}
          onClose={close}
          size="min(300px, 85vw)"
          title={<Text fw={700}>{t('adminPages.nav.title')}</Text>}
          closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        >
          <AdminNav onNavigate={close} />
        </Drawer>
        <Outlet />
      </Box>
    </Group>
  );
}
