import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LineResolution } from '../../../shared/design/print-resolution';
import { MIN_SIDE_IN } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from '../units/useSizeUnit';

/**
 * The warning shown before money when the art prints soft at the chosen size: under 300 DPI a note,
 * under 150 DPI an explicit "Print anyway" to tick; both suggest the largest size that prints sharp,
 * one click away. Renders nothing when the art prints sharp.
 */
export function ResolutionWarning({
  resolution,
  sizeIn,
  accepted,
  onAccept,
  onPickSize,
}: {
  resolution: LineResolution;
  /** The chosen size's longer side, inches. */
  sizeIn: number;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  /** Chooses a longer side (the sharp size suggested); the caller keeps the proportions. */
  onPickSize: (sizeIn: number) => void;
}) {
  const { t } = useTranslation();
  const { lengthLabel, limitLabel } = useSizeUnit();
  if (resolution.level === 'ok') return null;
  const veryLow = resolution.level === 'veryLow';
  const size = lengthLabel(sizeIn);
  const sharp = resolution.sharpSizeIn;
  return (
    <Alert
      color={veryLow ? 'red' : 'yellow'}
      icon={<IconAlertTriangle aria-hidden />}
      title={t(veryLow ? 'resolution.veryLowTitle' : 'resolution.lowTitle')}
      data-testid="resolution-warning"
      data-level={resolution.level}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(veryLow ? 'resolution.veryLow' : 'resolution.low', { dpi: resolution.dpi, size })}</Text>
        {sharp !== null ? (
          <>
            <Text size="sm">{t('resolution.sharpSize', { size: lengthLabel(sharp) })}</Text>
            <Button size="xs" variant="white" color={veryLow ? 'red' : 'dark'} onClick={() => onPickSize(sharp)} data-testid="resolution-use-sharp">
              {t('resolution.useSharp', { size: lengthLabel(sharp) })}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('resolution.noSharpSize', { size: limitLabel(MIN_SIDE_IN) })}</Text>
        )}
        {veryLow ? (
          <Checkbox
            checked={accepted}
            onChange={(e) => onAccept(e.currentTarget.checked)}
            label={t('resolution.accept')}
            description={t('resolution.acceptHint')}
            color="red"
            data-testid="resolution-accept"
          />
        ) : null}
      </Stack>
    </Alert>
  );
}
