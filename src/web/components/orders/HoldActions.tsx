import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderDetail } from '../../../shared/api/orders';
import { approveArtworkAsIs, uploadReplacementArtwork } from '../../api/orders';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { orderErrorMessage } from './format';

/**
 * On hold: what the shop found, and the customer's three ways on — a replacement image (per line),
 * approving the artwork as it is, or cancelling (the page's cancel button).
 */
export function HoldActions({ order, onChanged, cancelButton }: { order: OrderDetail; onChanged: (order: OrderDetail) => void; cancelButton: React.ReactNode }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, action: () => Promise<OrderDetail>, done: string) => {
    setBusy(what);
    try {
      onChanged(await action());
      notify('success', done);
    } catch (error) {
      notify('error', orderErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('orders.hold.title')} data-testid="hold-actions">
      <Stack gap="sm">
        <Text size="sm">{t('orders.hold.intro')}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
          {order.holdNote}
        </Text>
        <Group gap="sm">
          {order.items.map((item, i) => (
            <FileButton
              key={item.id}
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              onChange={(file) => file && void run(`upload-${item.id}`, () => uploadReplacementArtwork(order.id, item.id, file), t('orders.hold.uploaded'))}
            >
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={busy === `upload-${item.id}`} disabled={!!busy}>
                  {order.items.length > 1 ? t('orders.hold.uploadLine', { n: i + 1 }) : t('orders.hold.upload')}
                </Button>
              )}
            </FileButton>
          ))}
          <Button
            variant="default"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy === 'approve'}
            disabled={!!busy}
            onClick={() => void run('approve', () => approveArtworkAsIs(order.id), t('orders.hold.approved'))}
          >
            {t('orders.hold.approve')}
          </Button>
          {cancelButton}
        </Group>
      </Stack>
    </Alert>
  );
}
