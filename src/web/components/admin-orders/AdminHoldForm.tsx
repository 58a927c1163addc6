import { Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { stringLimits } from '../../../shared/api/field-limits';
import { adminOrderHoldSchema } from '../../../shared/api/orders';
import { HOLD_REASONS, type HoldReason, holdNoteText } from '../../../shared/orders/hold-reasons';
import { type AdminOrderDetail, holdAdminOrder } from '../../api/orders';
import { useTranslation } from '../../translation/useTranslation';

const HOLD_NOTE = stringLimits(adminOrderHoldSchema.shape.note);

/**
 * The hold form: the usual artwork problems as presets and the shop's own words. The customer reads the
 * presets in the order's language, so the form shows the note exactly as it will be sent.
 */
export function AdminHoldForm({ order, run }: { order: AdminOrderDetail; run: (what: string, action: () => Promise<AdminOrderDetail>, done: () => string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<HoldReason[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = reasons.length > 0 || note.trim().length >= 5;
  const preview = holdNoteText(reasons, note, order.language);
  return (
    <Stack gap="sm" data-testid="admin-hold-form">
      <Checkbox.Group label={t('adminOrders.holdReasons')} value={reasons} onChange={(v) => setReasons(v as HoldReason[])}>
        <Stack gap={6} mt={6}>
          {HOLD_REASONS.map((reason) => (
            <Checkbox key={reason} value={reason} label={t(`adminOrders.holdReason.${reason}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea label={t('adminOrders.holdNote')} autosize minRows={2} maxLength={HOLD_NOTE.max} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      {preview && (
        <div>
          <Text size="xs" c="dimmed">
            {t('adminOrders.holdPreview', { language: t(`adminOrders.holdLanguage.${order.language}`) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="admin-hold-preview">
            {preview}
          </Text>
        </div>
      )}
      <Button
        w="fit-content"
        color="orange.9"
        disabled={!ready}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          const ok = await run(
            'hold',
            () => holdAdminOrder(order.id, { reasons, note: note.trim() || undefined }),
            () => t('adminOrders.held'),
          );
          setBusy(false);
          if (ok) {
            setReasons([]);
            setNote('');
          }
        }}
      >
        {t('adminOrders.holdSubmit')}
      </Button>
    </Stack>
  );
}
