import { Alert, Badge, Box, Button, Card, Code, Container, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type AdminOrderDetail, orderKeys, retryAdminOrderProduction, useAdminOrder } from '../../api/orders';
import { AdminHoldStatus } from '../../components/admin-orders/AdminHoldStatus';
import { AdminOrderActions } from '../../components/admin-orders/AdminOrderActions';
import { notify } from '../../components/notify';
import { orderErrorMessage } from '../../components/orders/format';
import { OrderBackLink, OrderHeading } from '../../components/orders/OrderHeading';
import { OrderItems } from '../../components/orders/OrderItems';
import { OrderLoadFailed } from '../../components/orders/OrderLoadFailed';
import { OrderSection } from '../../components/orders/OrderSection';
import { OrderTimeline } from '../../components/orders/OrderTimeline';
import { OrderTotals } from '../../components/orders/OrderTotals';
import { ShippingAddress } from '../../components/orders/ShippingAddress';
import { usePageTitle } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const JOB_COLOURS = { queued: 'gray.7', running: 'blue.8', succeeded: 'teal.9', failed: 'red.9' } as const;

/** /admin/orders/:id: items and proofs, production files and their job, payment, address, timeline, actions. */
export function AdminOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const qc = useQueryClient();
  usePageTitle(order.data ? t('orders.reference', { reference: order.data.reference }) : t('adminOrders.title'));
  const changed = (next: AdminOrderDetail) => {
    qc.setQueryData(orderKeys.adminOne(next.id), next);
    void qc.invalidateQueries({ queryKey: ['admin', 'orders'] });
    void qc.invalidateQueries({ queryKey: ['admin', 'outbox'] });
  };
  const retry = async () => {
    try {
      changed(await retryAdminOrderProduction(id));
      notify('success', t('adminOrders.retried'));
    } catch (error) {
      notify('error', orderErrorMessage(error, t));
    }
  };

  const back = <OrderBackLink to="/admin/orders" label={t('adminOrders.back')} />;
  if (order.isPending)
    return (
      <Container size="xl" py={40}>
        <Loader size="sm" aria-label={t('common.loading')} />
      </Container>
    );
  if (order.error || !order.data)
    return (
      <Container size="xl" py={40}>
        <OrderLoadFailed error={order.error} back={back} />
      </Container>
    );
  const o = order.data;
  const job = o.productionJob;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      {back}
      <Box mb="lg">
        <OrderHeading reference={o.reference} status={o.status} placed={formatDate(o.createdAt, i18n.language, true)} />
      </Box>
      <AdminHoldStatus order={o} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="lg">
          <AdminOrderActions key={`${o.status}-${o.updatedAt}`} order={o} onChanged={changed} />
          <OrderSection title={t('orders.itemsTitle')} gap="sm">
            <OrderItems items={o.items} />
          </OrderSection>
          <Card withBorder data-testid="production-files">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                {t('adminOrders.files')}
              </Title>
              {job && (
                <Badge color={JOB_COLOURS[job.status]} data-testid="production-job-status">
                  {t(`adminOrders.jobStatus.${job.status}`)}
                </Badge>
              )}
            </Group>
            {!job && <Text c="dimmed">{t('adminOrders.noJob')}</Text>}
            {job && (
              <Text size="xs" c="dimmed" mb="sm">
                {t('adminOrders.jobAttempts', { attempts: job.attempts, max: job.maxAttempts })}
                {job.status === 'queued' && job.attempts > 0 ? ` · ${t('adminOrders.nextTry', { date: formatDate(job.runAt, i18n.language, true) })}` : ''}
              </Text>
            )}
            {job?.lastError && (
              <Alert color="red" mb="sm" title={t('adminOrders.jobError')}>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {job.lastError}
                </Code>
                {job.status === 'failed' && (
                  <Button size="xs" mt="sm" onClick={() => void retry()}>
                    {t('adminOrders.retry')}
                  </Button>
                )}
              </Alert>
            )}
            <Stack gap="sm">
              {o.itemFiles.map((item, i) => (
                <div key={item.itemId}>
                  <Text size="sm" fw={600}>
                    {t('adminOrders.line', { n: i + 1 })}
                  </Text>
                  <Group gap="xs" mt={4}>
                    {item.files.map((f) => (
                      <Button key={f.kind} component="a" href={f.url} download size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />}>
                        {f.kind.toUpperCase()}
                      </Button>
                    ))}
                    {item.designUrl && (
                      <Button component="a" href={item.designUrl} download size="xs" variant="subtle">
                        {t('adminOrders.design')}
                      </Button>
                    )}
                    {!item.files.length && (
                      <Text size="xs" c="dimmed">
                        {o.items[i]?.productionStatus === 'failed' ? t('adminOrders.filesFailed') : t('adminOrders.filesWaiting')}
                      </Text>
                    )}
                  </Group>
                  {o.items[i]?.lowResolutionAcceptedDpi != null && (
                    <Badge color="orange" variant="light" mt={4} data-testid="admin-low-resolution-accepted">
                      {t('adminOrders.lowResolutionAccepted', { dpi: o.items[i].lowResolutionAcceptedDpi })}
                    </Badge>
                  )}
                  {item.warnings.length > 0 && (
                    <List size="xs" mt={4}>
                      {item.warnings.map((w) => (
                        <List.Item key={w}>{w}</List.Item>
                      ))}
                    </List>
                  )}
                </div>
              ))}
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <OrderSection title={t('adminOrders.customer')}>
            <Text size="sm">{o.customer.name}</Text>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {o.customer.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('adminOrders.language', { language: o.language === 'zh' ? '中文' : 'English' })}
            </Text>
          </OrderSection>
          <OrderSection title={t('adminOrders.payment')}>
            <Stack gap={4} mb="sm">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {t('adminOrders.paymentRef')}: {o.paymentRef ?? t('adminOrders.notPaid')}
              </Text>
              {o.paidAt && (
                <Text size="sm">
                  {t('adminOrders.paidAt')}: {formatDate(o.paidAt, i18n.language, true)}
                </Text>
              )}
              <Text size="sm">
                {t('adminOrders.priceVersion')}: <Code>{o.priceVersionId}</Code>
              </Text>
            </Stack>
            <OrderTotals order={o} />
          </OrderSection>
          <OrderSection title={t('orders.shipTo')}>
            <ShippingAddress address={o.shippingAddress} />
            {o.trackingNumber && (
              <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('orders.tracking')}: {o.trackingCarrier} {o.trackingNumber}
              </Text>
            )}
          </OrderSection>
          <OrderSection title={t('orders.timeline')} gap="md">
            <OrderTimeline events={o.events} showActorId />
          </OrderSection>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
