import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderDetail } from '../../../shared/api/orders';
import { approveArtworkAsIs, uploadReplacementArtwork } from '../../api/orders';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { orderErrorMessage } from './format';
import { HoldLine } from './HoldLine';

/**
 * On hold: what the shop found and until when it waits, then the customer's ways on — replacement art per
 * line (its new proof shown before anything is approved), approving the new proofs or the art as it is,
 * or cancelling (the page's cancel button).
 */
export function HoldActions({ order, onChanged, cancelButton }: { order: OrderDetail; onChanged: (order: OrderDetail) => void; cancelButton: React.ReactNode }) {
  const { t, i18n } = useTranslation();
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
  const replaced = order.items.some((item) => item.replacementProof);
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('orders.hold.title')} data-testid="hold-actions">
      <Stack gap="sm">
        <Text size="sm">{t('orders.hold.intro')}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="hold-note">
          {order.holdNote}
        </Text>
        {order.holdAnswerBy && (
          <Text size="sm" data-testid="hold-answer-by">
            {t('orders.hold.answerBy', { date: formatDate(order.holdAnswerBy, i18n.language) })}
          </Text>
        )}
        <Text size="sm">{t('orders.hold.choices')}</Text>
        {order.items.map((item, i) => (
          <HoldLine
            key={item.id}
            item={item}
            n={i + 1}
            many={order.items.length > 1}
            busy={busy}
            onReplace={(file) => void run(`upload-${item.id}`, () => uploadReplacementArtwork(order.id, item.id, file), t('orders.hold.uploaded'))}
          />
        ))}
        <Group gap="sm">
          <Button
            color={replaced ? 'teal.9' : undefined}
            variant={replaced ? 'filled' : 'default'}
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy === 'approve'}
            disabled={!!busy}
            onClick={() => void run('approve', () => approveArtworkAsIs(order.id), t('orders.hold.approved'))}
          >
            {replaced ? t('orders.hold.approveNew') : t('orders.hold.approve')}
          </Button>
          {cancelButton}
        </Group>
      </Stack>
    </Alert>
  );
}
