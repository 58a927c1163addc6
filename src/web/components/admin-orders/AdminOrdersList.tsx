import { Alert, Anchor, Card, Group, Loader, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminOrderListQuery } from '../../../shared/api/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/orders/status';
import { useAdminOrders } from '../../api/orders';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { formatCents, orderErrorMessage } from '../orders/format';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';

/** The back office's order list: filters (status, dates, customer e-mail, search; status and e-mail may come from the URL), newest first. */
export function AdminOrdersList() {
  const { t, i18n } = useTranslation();
  // The back office's home and user pages link here with ?status= or ?email= already chosen.
  const [params] = useSearchParams();
  const linkedStatus = params.get('status');
  const [status, setStatus] = useState<OrderStatus | null>((ORDER_STATUSES as readonly string[]).includes(linkedStatus ?? '') ? (linkedStatus as OrderStatus) : null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [q, setQ] = useState('');
  const [typed] = useDebouncedValue({ email: email.trim(), q: q.trim() }, 300);
  const filter: AdminOrderListQuery = {
    ...(status ? { status } : {}),
    // Dates are days in the admin's time zone: "to" includes its whole day.
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000).toISOString() } : {}),
    ...(typed.email ? { email: typed.email } : {}),
    ...(typed.q ? { q: typed.q } : {}),
  };
  const orders = useAdminOrders(filter);
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
        <Select
          label={t('adminOrders.filters.status')}
          placeholder={t('adminOrders.filters.any')}
          clearable
          value={status}
          onChange={(v) => setStatus((v as OrderStatus) || null)}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        />
        <TextInput type="date" label={t('adminOrders.filters.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('adminOrders.filters.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <TextInput label={t('adminOrders.filters.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <TextInput label={t('adminOrders.filters.search')} description={t('adminOrders.filters.searchHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      </SimpleGrid>
      {orders.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {orders.error && (
        <Alert color="red" role="alert">
          {orderErrorMessage(orders.error, t)}
        </Alert>
      )}
      {orders.data && orders.data.length === 0 && <Text c="dimmed">{t('adminOrders.empty')}</Text>}
      {orders.data && orders.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminOrders.columns.reference')}</Table.Th>
                <Table.Th>{t('adminOrders.columns.date')}</Table.Th>
                <Table.Th>{t('adminOrders.columns.customer')}</Table.Th>
                <Table.Th>{t('adminOrders.columns.status')}</Table.Th>
                <Table.Th>{t('adminOrders.columns.items')}</Table.Th>
                <Table.Th ta="right">{t('adminOrders.columns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.map((o) => (
                <Table.Tr key={o.id} data-testid="admin-order-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/orders/${o.id}`} fw={600} aria-label={t('orders.open', { reference: o.reference })}>
                      {o.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt, i18n.language, true)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Text size="sm">{o.customerName}</Text>
                    <Text size="xs" c="dimmed">
                      {o.customerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <OrderStatusBadge status={o.status} size="sm" />
                    </Group>
                  </Table.Td>
                  <Table.Td>{o.itemCount}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCents(o.totalCents, i18n.language)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
