import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';

/**
 * Providers do not report progress, so this shows the time elapsed against the usual duration: the bar
 * fills towards 90 % over `expectedSeconds` and waits there until the answer comes.
 */
export function GenerationProgress({ expectedSeconds, count }: { expectedSeconds: number; count: number }) {
  const { t } = useTranslation();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed((Date.now() - started) / 1000), 250);
    return () => window.clearInterval(timer);
  }, []);
  const value = Math.min(90, (elapsed / Math.max(1, expectedSeconds)) * 90);
  return (
    <Stack gap={6} role="status" aria-live="polite" data-testid="generation-progress">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" fw={600}>
          {t('imageGen.progress.working', { count })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('imageGen.progress.elapsed', { seconds: Math.floor(elapsed) })}
        </Text>
      </Group>
      <Progress value={value} animated striped aria-label={t('imageGen.progress.label')} />
    </Stack>
  );
}
