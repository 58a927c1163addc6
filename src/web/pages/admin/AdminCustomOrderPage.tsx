import { Anchor, Badge, Button, Card, Group, Image, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CUSTOM_ORDER_STATUSES, type CustomOrderStatus } from '../../../shared/api/custom-orders';
import { setCustomOrderStatus } from '../../api/admin';
import { backOfficeKeys, useCustomOrder } from '../../api/adminQueries';
import { errorMessage } from '../../api/errors';
import { AdminPage } from '../../components/admin/AdminPage';
import { CustomOrderStatusBadge } from '../../components/admin/CustomOrderStatusBadge';
import { QuoteForm } from '../../components/admin/custom-orders/QuoteForm';
import { QueryState } from '../../components/admin/QueryState';
import { notify } from '../../components/notify';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/custom-orders/:id: one request in full (text, images, contact) and moving it to its next status. */
export function AdminCustomOrderPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const request = useCustomOrder(id);
  const qc = useQueryClient();
  const [next, setNext] = useState<CustomOrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const r = request.data;
  const reference = id.slice(0, 8).toUpperCase();
  const apply = async () => {
    if (!next) return;
    setBusy(true);
    try {
      await setCustomOrderStatus(id, next);
      notify('success', t('adminPages.customOrders.statusSaved', { status: t(`adminPages.customOrders.status.${next}`) }));
      setNext(null);
      await qc.invalidateQueries({ queryKey: backOfficeKeys.all });
    } catch (err) {
      notify('error', errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminPage title={t('adminPages.customOrders.detailTitle', { reference })}>
      <Anchor component={Link} to="/admin/custom-orders" size="sm" mb="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('adminPages.customOrders.back')}
      </Anchor>
      <QueryState pending={request.isPending} error={request.error} />
      {r && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card>
            <Group justify="space-between" mb="sm">
              <CustomOrderStatusBadge status={r.status} />
              <Badge color={r.emailConfirmed ? 'teal.9' : 'orange.9'}>{r.emailConfirmed ? t('adminPages.customOrders.confirmed') : t('adminPages.customOrders.unconfirmed')}</Badge>
            </Group>
            <Stack gap={4}>
              <Text fw={600}>{r.name}</Text>
              <Anchor href={`mailto:${r.contactEmail}`} style={{ wordBreak: 'break-all' }}>
                {r.contactEmail}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('adminPages.customOrders.sent', { date: formatDate(r.createdAt, i18n.language, true) })}
              </Text>
              <Text size="sm">{t('adminPages.customOrders.sizeQuantity', { size: r.size, quantity: r.quantity })}</Text>
            </Stack>
            <Title order={2} fz="md" mt="md" mb={4}>
              {t('adminPages.customOrders.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{r.description}</Text>
            <Group mt="lg" align="flex-end">
              <Select
                label={t('adminPages.customOrders.newStatus')}
                value={next}
                onChange={(v) => setNext((v as CustomOrderStatus) || null)}
                data={CUSTOM_ORDER_STATUSES.filter((s) => s !== r.status).map((s) => ({ value: s, label: t(`adminPages.customOrders.status.${s}`) }))}
                w={220}
              />
              <Button onClick={apply} disabled={!next} loading={busy}>
                {t('adminPages.apply')}
              </Button>
            </Group>
          </Card>
          <Card>
            <Title order={2} fz="md" mb="sm">
              {t('adminPages.customOrders.images')}
            </Title>
            {!r.referenceImageUrl && r.conceptImageUrls.length === 0 && <Text c="dimmed">{t('adminPages.customOrders.noImages')}</Text>}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {[...(r.referenceImageUrl ? [r.referenceImageUrl] : []), ...r.conceptImageUrls].map((url, i) => (
                <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                  <Image src={url} radius="sm" alt={i === 0 && r.referenceImageUrl ? t('adminPages.customOrders.reference') : t('adminPages.customOrders.concept', { n: i })} />
                </Anchor>
              ))}
            </SimpleGrid>
          </Card>
        </SimpleGrid>
      )}
      {r && <QuoteForm requestId={r.id} />}
    </AdminPage>
  );
}
