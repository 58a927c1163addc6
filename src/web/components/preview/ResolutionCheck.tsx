import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ImageResolution } from '../../../shared/design/image-dpi';
import { useTranslation } from '../../translation/useTranslation';

/** Each image's effective DPI at the chosen size: a warning under 300, a stronger one under 150. */
export function ResolutionCheck({ resolutions }: { resolutions: ImageResolution[] }) {
  const { t } = useTranslation();
  const veryLow = resolutions.filter((r) => r.level === 'veryLow');
  const low = resolutions.filter((r) => r.level === 'low');
  return (
    <Stack gap="sm" data-testid="preview-resolution">
      <Title order={2} size="h5">
        {t('preview.dpi.title')}
      </Title>
      {resolutions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('preview.dpi.none')}
        </Text>
      ) : null}
      {veryLow.map((r) => (
        <Alert key={r.id} color="red" icon={<IconAlertTriangle aria-hidden />} title={t('preview.dpi.veryLowTitle')} data-testid="preview-dpi-warning" data-level="veryLow">
          {t('preview.dpi.veryLow', { name: r.name, dpi: r.dpi })}
        </Alert>
      ))}
      {low.map((r) => (
        <Alert key={r.id} color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('preview.dpi.lowTitle')} data-testid="preview-dpi-warning" data-level="low">
          {t('preview.dpi.low', { name: r.name, dpi: r.dpi })}
        </Alert>
      ))}
      {resolutions.length ? (
        <List size="sm" spacing={4} icon={<IconCircleCheck size={16} aria-hidden />}>
          {resolutions.map((r) => (
            <List.Item key={r.id}>{t('preview.dpi.item', { name: r.name, dpi: r.dpi })}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
