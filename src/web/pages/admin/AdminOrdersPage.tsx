import { Anchor, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type AdminOrderListQuery, type AdminOrderSummary, adminOrderListQuerySchema } from '../../../shared/api/orders';
import { ORDER_STATUSES } from '../../../shared/orders/status';
import { useAdminOrders } from '../../api/orders';
import { type AdminFilter, AdminList, type AdminListColumn, type FilterValues, oneOf, setValues, useAdminListFilters } from '../../components/admin/AdminList';
import { dayRange } from '../../components/admin/DayRangeInputs';
import { formatCents } from '../../components/orders/format';
import { OrderStatusBadge } from '../../components/orders/OrderStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

function toQuery(v: FilterValues): AdminOrderListQuery {
  const status = oneOf(v.status, ORDER_STATUSES);
  return { ...(status ? { status } : {}), ...dayRange(v.from, v.to), ...setValues(v, ['email', 'q']) };
}

/** /admin/orders: every order, newest first, with filters (the home and user pages link here with ?status= or ?email=). */
export function AdminOrdersPage() {
  const { t, i18n } = useTranslation();
  const filters: AdminFilter[] = [
    { kind: 'select', key: 'status', label: t('adminOrders.filters.status'), options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })), fromUrl: true },
    { kind: 'days' },
    { kind: 'text', key: 'email', label: t('adminOrders.filters.email'), schema: adminOrderListQuerySchema.shape.email, fromUrl: true },
    { kind: 'text', key: 'q', label: t('adminOrders.filters.search'), description: t('adminOrders.filters.searchHint'), schema: adminOrderListQuerySchema.shape.q },
  ];
  const filterState = useAdminListFilters(filters);
  const orders = useAdminOrders(toQuery(filterState.settled));
  const columns: AdminListColumn<AdminOrderSummary>[] = [
    {
      key: 'reference',
      header: t('adminOrders.columns.reference'),
      cell: (o) => (
        <Anchor component={Link} to={`/admin/orders/${o.id}`} fw={600} aria-label={t('orders.open', { reference: o.reference })}>
          {o.reference}
        </Anchor>
      ),
    },
    { key: 'date', header: t('adminOrders.columns.date'), wrap: 'never', cell: (o) => formatDate(o.createdAt, i18n.language, true) },
    {
      key: 'customer',
      header: t('adminOrders.columns.customer'),
      wrap: 'anywhere',
      cell: (o) => (
        <>
          <Text size="sm">{o.customerName}</Text>
          <Text size="xs" c="dimmed">
            {o.customerEmail}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('adminOrders.columns.status'),
      cell: (o) => (
        <Group gap={4}>
          <OrderStatusBadge status={o.status} size="sm" />
        </Group>
      ),
    },
    { key: 'items', header: t('adminOrders.columns.items'), cell: (o) => o.itemCount },
    { key: 'total', header: t('adminOrders.columns.total'), align: 'right', wrap: 'never', cell: (o) => formatCents(o.totalCents, i18n.language) },
  ];
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/admin/dashboard" size="sm" mb="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('adminOrders.dashboard')}
      </Anchor>
      <PageHeader title={t('adminOrders.title')} description={t('adminOrders.intro')} />
      <AdminList
        filters={filters}
        filterState={filterState}
        query={orders}
        columns={columns}
        rowKey={(o) => o.id}
        rowTestId="admin-order-row"
        empty={t('adminOrders.empty')}
        minWidth={720}
      />
    </Container>
  );
}
