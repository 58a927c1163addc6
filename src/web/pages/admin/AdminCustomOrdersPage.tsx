import { Anchor, Card, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from '../../../shared/api/custom-orders';
import { useCustomOrders } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { CustomOrderStatusBadge } from '../../components/admin/CustomOrderStatusBadge';
import { DayRangeInputs, dayRange } from '../../components/admin/DayRangeInputs';
import { QueryState } from '../../components/admin/QueryState';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const isStatus = (v: string | null): v is CustomOrderStatus => !!v && (CUSTOM_ORDER_STATUSES as readonly string[]).includes(v);

/** /admin/custom-orders: every /custom-order request, with filters (status from the URL, so the home page links here filtered). */
export function AdminCustomOrdersPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const initial = params.get('status');
  const [status, setStatus] = useState<CustomOrderStatus | null>(isStatus(initial) ? initial : null);
  const [q, setQ] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typed] = useDebouncedValue(q.trim(), 300);
  const requests = useCustomOrders({ ...(status ? { status } : {}), ...(typed ? { q: typed } : {}), ...dayRange(from, to) });
  return (
    <AdminPage title={t('adminPages.customOrders.title')} description={t('adminPages.customOrders.intro')}>
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md">
          <Select
            label={t('adminPages.filters.status')}
            placeholder={t('adminPages.filters.any')}
            clearable
            value={status}
            onChange={(v) => setStatus(isStatus(v) ? v : null)}
            data={CUSTOM_ORDER_STATUSES.map((s) => ({ value: s, label: t(`adminPages.customOrders.status.${s}`) }))}
          />
          <TextInput label={t('adminPages.filters.search')} description={t('adminPages.customOrders.searchHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
          <DayRangeInputs from={from} to={to} onFrom={setFrom} onTo={setTo} />
        </SimpleGrid>
        <QueryState pending={requests.isPending} error={requests.error} />
        {requests.data?.length === 0 && <Text c="dimmed">{t('adminPages.customOrders.empty')}</Text>}
        {requests.data && requests.data.length > 0 && (
          <Table.ScrollContainer minWidth={680}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminPages.customOrders.reference')}</Table.Th>
                  <Table.Th>{t('adminPages.columns.date')}</Table.Th>
                  <Table.Th>{t('adminPages.customOrders.customer')}</Table.Th>
                  <Table.Th>{t('adminPages.customOrders.size')}</Table.Th>
                  <Table.Th>{t('adminPages.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.data.map((r) => {
                  const reference = r.id.slice(0, 8).toUpperCase();
                  return (
                    <Table.Tr key={r.id} data-testid="custom-order-row">
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/custom-orders/${r.id}`} fw={600} aria-label={t('adminPages.customOrders.open', { reference })}>
                          {reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.createdAt, i18n.language, true)}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        <Text size="sm">{r.name}</Text>
                        <Text size="xs" c="dimmed">
                          {r.contactEmail}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {r.size} × {r.quantity}
                      </Table.Td>
                      <Table.Td>
                        <CustomOrderStatusBadge status={r.status} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </AdminPage>
  );
}
