import { Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import type { RemovalSettings } from './protocol';

export const TOLERANCE_RANGE = { min: 1, max: 30 } as const;

/** Tolerance, soft edges and enclosed background: each change (the slider once released) redoes the removal. */
export function RemovalControls({ value, onChange, disabled }: { value: RemovalSettings; onChange: (next: RemovalSettings) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  // The slider moves freely; the removal is redone only when it is released.
  const [tolerance, setTolerance] = useState(value.tolerance);
  useEffect(() => setTolerance(value.tolerance), [value.tolerance]);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('bgremoval.settings.title')}
      </Title>
      <div>
        <Text size="sm" fw={500} id="bg-tolerance-label">
          {t('bgremoval.settings.tolerance')}: {tolerance}
        </Text>
        <Text size="xs" c="dimmed" mb="xs" id="bg-tolerance-hint">
          {t('bgremoval.settings.toleranceHint')}
        </Text>
        <Slider
          value={tolerance}
          onChange={setTolerance}
          onChangeEnd={(v) => onChange({ ...value, tolerance: v })}
          min={TOLERANCE_RANGE.min}
          max={TOLERANCE_RANGE.max}
          step={1}
          disabled={disabled}
          marks={[{ value: 1 }, { value: 10 }, { value: 20 }, { value: 30 }]}
          thumbProps={{ 'aria-labelledby': 'bg-tolerance-label', 'aria-describedby': 'bg-tolerance-hint' }}
          data-testid="bg-tolerance"
        />
      </div>
      <Switch
        checked={value.softEdges}
        onChange={(e) => onChange({ ...value, softEdges: e.currentTarget.checked })}
        label={t('bgremoval.settings.softEdges')}
        description={t('bgremoval.settings.softEdgesHint')}
        disabled={disabled}
      />
      <Switch
        checked={value.removeHoles}
        onChange={(e) => onChange({ ...value, removeHoles: e.currentTarget.checked })}
        label={t('bgremoval.settings.holes')}
        description={t('bgremoval.settings.holesHint')}
        disabled={disabled}
      />
    </Stack>
  );
}
