import { AngleSlider, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { gradientOf, type PanelObject, preview, solidColor } from '../selection';
import { CommitColor } from './controls';

/** Fill: one colour, or a two-colour linear gradient at an angle. */
export function FillSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const gradient = gradientOf(first);
  // Switching the mode applies it at once, so the mode always follows the object.
  const mode = gradient ? 'gradient' : 'solid';
  const solid = solidColor(first.fill, '#000000');
  const [angle, setAngle] = useState<number | null>(null);
  const colors: [string, string] = gradient?.colors ?? [solid, '#ffffff'];
  const shownAngle = angle ?? gradient?.angle ?? 90;

  const applyGradient = (c: [string, string], a: number) => editor.api.setGradient(c, a);

  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        fullWidth
        value={mode}
        aria-label={t('editor.fill.mode')}
        onChange={(v) => {
          const next = v as 'solid' | 'gradient';
          if (next === 'gradient' && !gradient) applyGradient([solid, '#ffffff'], 90);
          if (next === 'solid' && gradient) editor.api.setStyle({ fill: gradient.colors[0] });
        }}
        data={[
          { value: 'solid', label: t('editor.fill.solid') },
          { value: 'gradient', label: t('editor.fill.gradient') },
        ]}
      />
      {mode === 'solid' ? (
        <CommitColor
          label={t('editor.fill.color')}
          value={solid}
          onPreview={(fill) => preview(objects, { fill })}
          onCommit={(fill) => editor.api.setStyle({ fill })}
          testId="fill-color"
        />
      ) : (
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Stack gap="xs" style={{ flex: 1 }}>
            <CommitColor label={t('editor.fill.from')} value={colors[0]} onCommit={(c) => applyGradient([c, colors[1]], shownAngle)} />
            <CommitColor label={t('editor.fill.to')} value={colors[1]} onCommit={(c) => applyGradient([colors[0], c], shownAngle)} />
          </Stack>
          <Stack gap={4} align="center">
            <Text size="xs" fw={500}>
              {t('editor.fill.angle')}
            </Text>
            <AngleSlider
              size={64}
              thumbSize={8}
              value={shownAngle}
              onChange={setAngle}
              onChangeEnd={(a) => {
                setAngle(null);
                applyGradient(colors, a);
              }}
              formatLabel={(v) => `${v}°`}
              aria-label={t('editor.fill.angle')}
            />
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
