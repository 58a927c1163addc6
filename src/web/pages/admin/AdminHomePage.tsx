import { SimpleGrid, Title } from '@mantine/core';
import { IconAlertTriangle, IconClipboardList, IconHandStop, IconPrinter, IconShieldExclamation, IconTruckDelivery, IconWebhook } from '@tabler/icons-react';
import { useAttention } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { AttentionCard } from '../../components/admin/AttentionCard';
import { QueryState } from '../../components/admin/QueryState';
import { useTranslation } from '../../translation/useTranslation';
import { ShopPerformancePanel } from './home/ShopPerformancePanel';

/** "3 days ago" / "3天前": how long the longest-waiting order has been on hold. */
function sinceText(iso: string, lng: string): string {
  const hours = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 3_600_000));
  const format = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  return hours >= 48 ? format.format(-Math.floor(hours / 24), 'day') : format.format(-hours, 'hour');
}

/** /admin/dashboard: the back office's home — what needs doing now, each figure linking to its filtered list. */
export function AdminHomePage() {
  const { t, i18n } = useTranslation();
  const attention = useAttention();
  const a = attention.data;
  return (
    <AdminPage title={t('admin.title')} description={t('adminPages.home.intro')}>
      <Title order={2} fz="lg" mb="sm">
        {t('adminPages.home.todo')}
      </Title>
      <QueryState pending={attention.isPending} error={attention.error} />
      {a && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="xl">
          <AttentionCard to="/admin/orders?status=paid" label={t('adminPages.home.toProduce')} count={a.orders.toProduce} icon={IconPrinter} />
          <AttentionCard
            to="/admin/orders?status=on_hold"
            label={t('adminPages.home.onHold')}
            count={a.orders.onHold}
            icon={IconHandStop}
            urgent
            note={a.orders.oldestHoldSince ? t('adminPages.home.holdSince', { since: sinceText(a.orders.oldestHoldSince, i18n.language) }) : undefined}
          />
          <AttentionCard to="/admin/orders?status=in_production" label={t('adminPages.home.toShip')} count={a.orders.toShip} icon={IconTruckDelivery} />
          <AttentionCard to="/admin/custom-orders?status=new" label={t('adminPages.home.newRequests')} count={a.newCustomRequests} icon={IconClipboardList} />
          <AttentionCard
            to="/admin/jobs?status=failed&name=orders.production"
            label={t('adminPages.home.failedProduction')}
            count={a.failedProductionJobs}
            icon={IconAlertTriangle}
            urgent
            note={t('adminPages.home.failedJobsAll', { count: a.failedJobs })}
          />
          <AttentionCard
            to="/admin/security?tab=webhook"
            label={t('adminPages.home.failedWebhooks')}
            count={a.failedWebhooksLastDay}
            icon={IconWebhook}
            urgent
            note={t('adminPages.home.lastDay')}
          />
          <AttentionCard
            to="/admin/security?minSeverity=high&last=day"
            label={t('adminPages.home.highSecurity')}
            count={a.highSecurityEventsLastDay}
            icon={IconShieldExclamation}
            urgent
            note={t('adminPages.home.lastDay')}
          />
        </SimpleGrid>
      )}
      <ShopPerformancePanel />
    </AdminPage>
  );
}
