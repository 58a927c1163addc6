import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconCoins, IconLayoutGrid, IconPalette, IconPhotoAi, IconReceipt, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { money } from '../../../shared/money';
import { useCredits } from '../../api/credits';
import { useDesignList } from '../../api/designs';
import { useMyOrders } from '../../api/orders';
import { OrderStatusBadge } from '../../components/orders/OrderStatusBadge';
import { formatDate, formatNumber, formatPrice } from '../../i18n';
import { newDesignLink } from '../../persistence/editingDesign';
import { useTranslation } from '../../translation/useTranslation';
import { editorLinkFor } from '../account/projects/DesignCard';

const RECENT = 4;

/** The signed-in home: quick actions, recent designs, recent orders and the credits left. */
export function HomeDashboard() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <QuickActions />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <div style={{ gridColumn: 'span 2' }}>
          <RecentDesigns />
        </div>
        <Stack gap="lg">
          <CreditsCard />
          <RecentOrders />
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('home.dashboard.more')}{' '}
        <Anchor component={Link} to="/account" underline="always">
          {t('home.dashboard.account')}
        </Anchor>
      </Text>
    </Stack>
  );
}

const ACTIONS = [
  { key: 'new', to: newDesignLink, icon: IconPalette },
  { key: 'template', to: '/templates', icon: IconLayoutGrid },
  { key: 'ai', to: '/image-gen', icon: IconPhotoAi },
  { key: 'library', to: '/StickerLibrary', icon: IconBooks },
  { key: 'cart', to: '/cart', icon: IconShoppingCart },
] as const;

function QuickActions() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="home-actions">
      {ACTIONS.map((a) => (
        <Card key={a.key} component={Link} to={a.to} padding="md" style={{ textDecoration: 'none', color: 'inherit' }}>
          <ThemeIcon size={36} radius="xl" variant="light" mb="xs" aria-hidden>
            <a.icon size={20} />
          </ThemeIcon>
          <Text fw={700} size="sm">
            {t(`home.dashboard.actions.${a.key}`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Panel({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function RecentDesigns() {
  const { t, i18n } = useTranslation();
  const list = useDesignList({});
  const designs = (list.data?.pages[0]?.designs ?? []).slice(0, RECENT);
  return (
    <Panel
      title={t('home.dashboard.designs')}
      testId="home-designs"
      action={
        <Anchor component={Link} to="/account/projects" size="sm" fw={600}>
          {t('home.dashboard.allDesigns')}
        </Anchor>
      }
    >
      {list.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} style={{ aspectRatio: '1 / 1' }} />
          ))}
        </SimpleGrid>
      ) : designs.length === 0 ? (
        <Stack align="flex-start" gap="xs">
          <Text size="sm" c="dimmed">
            {t('home.dashboard.noDesigns')}
          </Text>
          <Button component={Link} to="/templates" size="xs" variant="light">
            {t('home.dashboard.actions.template')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {designs.map((d) => (
            <Anchor key={d.id} component={Link} to={editorLinkFor(d.id)} underline="never" c="inherit">
              <Card padding={6} withBorder>
                {d.thumbnailURL ? (
                  <img src={d.thumbnailURL} alt="" loading="lazy" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'contain' }} />
                ) : (
                  <Skeleton style={{ aspectRatio: '1 / 1' }} animate={false} />
                )}
                <Text size="xs" fw={600} lineClamp={1} mt={4}>
                  {d.name}
                </Text>
                <Text size="10px" c="dimmed">
                  {formatDate(d.updatedAt, i18n.language)}
                </Text>
              </Card>
            </Anchor>
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}

function RecentOrders() {
  const { t, i18n } = useTranslation();
  const orders = useMyOrders();
  const recent = (orders.data ?? []).slice(0, 3);
  return (
    <Panel
      title={t('home.dashboard.orders')}
      testId="home-orders"
      action={
        <Anchor component={Link} to="/account/orders" size="sm" fw={600}>
          {t('home.dashboard.allOrders')}
        </Anchor>
      }
    >
      {orders.isPending ? (
        <Skeleton h={60} />
      ) : recent.length === 0 ? (
        <Group gap="xs" c="dimmed">
          <IconReceipt size={18} aria-hidden />
          <Text size="sm">{t('home.dashboard.noOrders')}</Text>
        </Group>
      ) : (
        <Stack gap="xs">
          {recent.map((o) => (
            <Anchor key={o.id} component={Link} to={`/account/orders/${o.id}`} underline="never" c="inherit">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {o.reference}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(o.createdAt, i18n.language)} · {formatPrice(money(o.totalCents, o.currency), i18n.language)}
                  </Text>
                </div>
                <OrderStatusBadge status={o.status} size="sm" />
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function CreditsCard() {
  const { t, i18n } = useTranslation();
  const credits = useCredits(true);
  const remaining = credits.data?.remaining;
  return (
    <Panel
      title={t('home.dashboard.credits')}
      testId="home-credits"
      action={
        <Anchor component={Link} to="/subscription" size="sm" fw={600}>
          {t('home.dashboard.buyCredits')}
        </Anchor>
      }
    >
      {!remaining ? (
        <Skeleton h={40} />
      ) : (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconCoins size={22} />
          </ThemeIcon>
          <div>
            <Text fw={800} fz={24} lh={1.1}>
              {remaining.unlimited ? t('home.dashboard.unlimited') : formatNumber(remaining.standard, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('home.dashboard.creditsLeft', { plan: t(`plans.${credits.data?.plan}.name`) })}
            </Text>
          </div>
        </Group>
      )}
    </Panel>
  );
}
