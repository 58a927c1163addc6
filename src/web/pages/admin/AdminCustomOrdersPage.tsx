import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CUSTOM_ORDER_STATUSES, type CustomOrderListQuery, type CustomOrderRequest, customOrderListQuerySchema } from '../../../shared/api/custom-orders';
import { useCustomOrders } from '../../api/adminQueries';
import { type AdminFilter, AdminList, type AdminListColumn, type FilterValues, oneOf, setValues, useAdminListFilters } from '../../components/admin/AdminList';
import { AdminPage } from '../../components/admin/AdminPage';
import { CustomOrderStatusBadge } from '../../components/admin/CustomOrderStatusBadge';
import { dayRange } from '../../components/admin/DayRangeInputs';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

function toQuery(v: FilterValues): CustomOrderListQuery {
  const status = oneOf(v.status, CUSTOM_ORDER_STATUSES);
  return { ...(status ? { status } : {}), ...setValues(v, ['q']), ...dayRange(v.from, v.to) };
}

/** /admin/custom-orders: every /custom-order request, with filters (status from the URL, so the home page links here filtered). */
export function AdminCustomOrdersPage() {
  const { t, i18n } = useTranslation();
  const filters: AdminFilter[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('adminPages.filters.status'),
      options: CUSTOM_ORDER_STATUSES.map((s) => ({ value: s, label: t(`adminPages.customOrders.status.${s}`) })),
      fromUrl: true,
    },
    { kind: 'text', key: 'q', label: t('adminPages.filters.search'), description: t('adminPages.customOrders.searchHint'), schema: customOrderListQuerySchema.shape.q },
    { kind: 'days' },
  ];
  const filterState = useAdminListFilters(filters);
  const requests = useCustomOrders(toQuery(filterState.settled));
  const reference = (r: CustomOrderRequest) => r.id.slice(0, 8).toUpperCase();
  const columns: AdminListColumn<CustomOrderRequest>[] = [
    {
      key: 'reference',
      header: t('adminPages.customOrders.reference'),
      cell: (r) => (
        <Anchor component={Link} to={`/admin/custom-orders/${r.id}`} fw={600} aria-label={t('adminPages.customOrders.open', { reference: reference(r) })}>
          {reference(r)}
        </Anchor>
      ),
    },
    { key: 'date', header: t('adminPages.columns.date'), wrap: 'never', cell: (r) => formatDate(r.createdAt, i18n.language, true) },
    {
      key: 'customer',
      header: t('adminPages.customOrders.customer'),
      wrap: 'anywhere',
      cell: (r) => (
        <>
          <Text size="sm">{r.name}</Text>
          <Text size="xs" c="dimmed">
            {r.contactEmail}
          </Text>
        </>
      ),
    },
    { key: 'size', header: t('adminPages.customOrders.size'), cell: (r) => `${r.size} × ${r.quantity}` },
    { key: 'status', header: t('adminPages.columns.status'), cell: (r) => <CustomOrderStatusBadge status={r.status} /> },
  ];
  return (
    <AdminPage title={t('adminPages.customOrders.title')} description={t('adminPages.customOrders.intro')}>
      <AdminList
        filters={filters}
        filterState={filterState}
        query={requests}
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="custom-order-row"
        empty={t('adminPages.customOrders.empty')}
        minWidth={680}
      />
    </AdminPage>
  );
}
