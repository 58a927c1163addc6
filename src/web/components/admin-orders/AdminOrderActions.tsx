import { Button, Card, Checkbox, NumberInput, Select, Stack, Tabs, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { stringLimits } from '../../../shared/api/field-limits';
import { adminOrderRefundSchema, adminOrderStatusSchema } from '../../../shared/api/orders';
import { ORDER_TRANSITIONS } from '../../../shared/orders/status';
import { type AdminOrderDetail, refundAdminOrder, setAdminOrderStatus, setAdminOrderTracking } from '../../api/orders';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { orderErrorMessage } from '../orders/format';
import { AdminHoldForm } from './AdminHoldForm';
import { TrackingFields, trackingInput } from './TrackingFields';

const SETTABLE = ['paid', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
type Settable = (typeof SETTABLE)[number];

/** The shop's moves on one order: status (shipping with its tracking), hold with a note, refund, tracking. */
export function AdminOrderActions({ order, onChanged }: { order: AdminOrderDetail; onChanged: (order: AdminOrderDetail) => void }) {
  const { t } = useTranslation();
  const next = SETTABLE.filter((s) => ORDER_TRANSITIONS[order.status].includes(s));
  const [status, setStatus] = useState<Settable | null>(null);
  const [note, setNote] = useState('');
  const [noteInternal, setNoteInternal] = useState(false);
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [carrier, setCarrier] = useState(order.trackingCarrier ?? '');
  const [refundDollars, setRefundDollars] = useState<number | string>('');
  const [refundNote, setRefundNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (what: string, action: () => Promise<AdminOrderDetail>, done: (o: AdminOrderDetail) => string) => {
    setBusy(what);
    try {
      const updated = await action();
      onChanged(updated);
      notify('success', done(updated));
      return true;
    } catch (error) {
      notify('error', orderErrorMessage(error, t));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const tracking = trackingInput(carrier, trackingNumber);
  const trackingFields = (required: boolean) => (
    <TrackingFields carrier={carrier} trackingNumber={trackingNumber} onCarrier={setCarrier} onTrackingNumber={setTrackingNumber} required={required} />
  );
  const statusChanged = (o: AdminOrderDetail) => t('adminOrders.statusChanged', { status: t(`orders.status.${o.status}`) });
  const canRefund = ['paid', 'in_production', 'on_hold', 'shipped', 'delivered'].includes(order.status);

  return (
    <Card withBorder>
      <Title order={2} fz="lg" mb="sm">
        {t('adminOrders.actions')}
      </Title>
      <Tabs defaultValue="status" keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="status">{t('adminOrders.statusTab')}</Tabs.Tab>
          <Tabs.Tab value="tracking">{t('adminOrders.tracking')}</Tabs.Tab>
          <Tabs.Tab value="hold" disabled={!ORDER_TRANSITIONS[order.status].includes('on_hold')}>
            {t('adminOrders.hold')}
          </Tabs.Tab>
          <Tabs.Tab value="refund" disabled={!canRefund}>
            {t('adminOrders.refund')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="status">
          <Stack gap="sm">
            <Select
              label={t('adminOrders.moveTo')}
              placeholder={next.length ? t('adminOrders.choose') : t('adminOrders.noMoves')}
              disabled={!next.length}
              value={status}
              onChange={(v) => setStatus(v as Settable | null)}
              data={next.map((s) => ({ value: s, label: s === 'paid' && order.status === 'pending_payment' ? t('adminOrders.markPaid') : t(`orders.status.${s}`) }))}
            />
            {status === 'shipped' && trackingFields(true)}
            <Textarea
              label={t('adminOrders.note')}
              autosize
              minRows={2}
              maxLength={stringLimits(adminOrderStatusSchema.shape.note).max}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Checkbox
              label={t('adminOrders.noteInternal')}
              checked={noteInternal}
              onChange={(e) => setNoteInternal(e.currentTarget.checked)}
              data-testid="admin-order-note-internal"
            />
            <Button
              w="fit-content"
              disabled={!status || (status === 'shipped' && !tracking)}
              loading={busy === 'status'}
              onClick={async () => {
                if (!status) return;
                const ok = await run(
                  'status',
                  () =>
                    setAdminOrderStatus(order.id, {
                      status,
                      note: note.trim() || undefined,
                      internal: noteInternal || undefined,
                      tracking: status === 'shipped' ? tracking : undefined,
                    }),
                  statusChanged,
                );
                if (ok) {
                  setStatus(null);
                  setNote('');
                  setNoteInternal(false);
                }
              }}
            >
              {t('adminOrders.apply')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="tracking">
          <Stack gap="sm">
            {trackingFields(false)}
            <Button
              w="fit-content"
              disabled={!tracking}
              loading={busy === 'tracking'}
              onClick={() =>
                tracking &&
                void run(
                  'tracking',
                  () => setAdminOrderTracking(order.id, tracking),
                  () => t('adminOrders.trackingSaved'),
                )
              }
            >
              {t('adminOrders.saveTracking')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="hold">
          <AdminHoldForm order={order} run={run} />
        </Tabs.Panel>
        <Tabs.Panel value="refund">
          <Stack gap="sm">
            <NumberInput
              label={t('adminOrders.refundAmount')}
              description={t('adminOrders.refundHint')}
              min={0.01}
              max={(order.totalCents - order.refundedCents) / 100}
              decimalScale={2}
              fixedDecimalScale
              value={refundDollars}
              onChange={setRefundDollars}
            />
            <Textarea
              label={t('adminOrders.note')}
              autosize
              minRows={2}
              maxLength={stringLimits(adminOrderRefundSchema.shape.note).max}
              value={refundNote}
              onChange={(e) => setRefundNote(e.currentTarget.value)}
            />
            <Button
              w="fit-content"
              color="red.9"
              loading={busy === 'refund'}
              onClick={() => {
                // Whole cents from the typed decimal without float drift ("12.3" → 1230).
                const cents = refundDollars === '' ? undefined : Math.round(Number(refundDollars) * 100);
                void run(
                  'refund',
                  () => refundAdminOrder(order.id, { amountCents: cents, note: refundNote.trim() || undefined }),
                  () => t('adminOrders.refunded'),
                );
              }}
            >
              {t('adminOrders.refundSubmit')}
            </Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
