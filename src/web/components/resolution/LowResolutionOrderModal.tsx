import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MeasuredResolution } from '../../../shared/design/print-resolution';
import type { StickerOptions } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { SizeUnitSwitch } from '../units/SizeUnitSwitch';
import { ResolutionWarning } from './ResolutionWarning';
import { useOrderResolution } from './useOrderResolution';
import { longerSideIn, withLongerSide } from './withLongerSide';

/**
 * The editor's Order, when the server refused the line for its resolution: the warning with the sharp
 * size one click away and "Print anyway"; Add to cart sends the chosen size with the acceptance.
 */
export function LowResolutionOrderModal({
  measured,
  options: first,
  busy,
  onOrder,
  onClose,
}: {
  measured: MeasuredResolution;
  options: StickerOptions;
  busy: boolean;
  onOrder: (options: StickerOptions, acceptLowResolution: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState(first);
  const sizeIn = longerSideIn(options);
  const order = useOrderResolution(measured, sizeIn);
  const veryLow = order.resolution?.level === 'veryLow';
  return (
    <Modal opened onClose={onClose} title={t('resolution.orderTitle')} centered data-testid="resolution-order-modal">
      <Stack gap="md">
        <Group justify="flex-end" gap="xs">
          <Text size="sm" c="dimmed" aria-hidden>
            {t('units.switch')}
          </Text>
          <SizeUnitSwitch />
        </Group>
        {order.resolution ? (
          <ResolutionWarning
            resolution={order.resolution}
            sizeIn={sizeIn}
            accepted={order.accepted}
            onAccept={order.accept}
            onPickSize={(size) => setOptions(withLongerSide(options, size))}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resolution.cancel')}
          </Button>
          <Button onClick={() => onOrder(options, veryLow && order.accepted)} disabled={!order.accepted} loading={busy} data-testid="resolution-order-add">
            {t('resolution.orderAdd')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
