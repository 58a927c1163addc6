import { Button, Group, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBrush, IconEraser, IconPointerMinus, IconPointerPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../translation/useTranslation';
import type { RefineTool } from './RefineCanvas';

export const BRUSH_SIZE_RANGE = { min: 4, max: 80 } as const;

const TOOLS: Array<{ tool: RefineTool; icon: typeof IconBrush }> = [
  { tool: 'keep', icon: IconBrush },
  { tool: 'erase', icon: IconEraser },
  { tool: 'keepRegion', icon: IconPointerPlus },
  { tool: 'removeRegion', icon: IconPointerMinus },
];

/** The refine tools (keep and erase brushes, click to keep or remove an area), brush size, undo and clear. */
export function RefineToolbar({
  tool,
  onTool,
  brushSize,
  onBrushSize,
  canUndo,
  onUndo,
  onReset,
}: {
  tool: RefineTool;
  onTool: (tool: RefineTool) => void;
  brushSize: number;
  onBrushSize: (size: number) => void;
  canUndo: boolean;
  onUndo: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="bg-refine-toolbar">
      <Text size="sm" c="dimmed">
        {t('bgremoval.refine.hint')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={t('bgremoval.refine.tool')}>
        {TOOLS.map(({ tool: value, icon: Icon }) => (
          <Button
            key={value}
            size="xs"
            variant={tool === value ? 'filled' : 'default'}
            // The darkest shades keep white text readable (WCAG AA contrast).
            color={value === 'keep' || value === 'keepRegion' ? 'teal.9' : 'red.9'}
            aria-pressed={tool === value}
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => onTool(value)}
          >
            {t(`bgremoval.refine.${value}`)}
          </Button>
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} id="bg-brush-size-label">
          {t('bgremoval.refine.size')}: {brushSize}
        </Text>
        <Slider
          value={brushSize}
          onChange={onBrushSize}
          min={BRUSH_SIZE_RANGE.min}
          max={BRUSH_SIZE_RANGE.max}
          step={2}
          label={null}
          thumbProps={{ 'aria-labelledby': 'bg-brush-size-label' }}
        />
      </div>
      <Group gap="xs">
        <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} aria-hidden />} disabled={!canUndo} onClick={onUndo}>
          {t('bgremoval.refine.undo')}
        </Button>
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconTrash size={14} aria-hidden />} disabled={!canUndo} onClick={onReset}>
          {t('bgremoval.refine.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
