import { ColorInput, Slider, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { useEditorEvents } from '../useEditorEvents';
import { PanelSection } from './PanelSection';

export const SWATCHES = ['#1f2937', '#ffffff', '#e03131', '#f59f00', '#fcc419', '#2f9e44', '#1c7ed6', '#7048e8', '#d6336c', '#5f2fd6'];

/** Free drawing: on/off, brush colour and width (each stroke becomes an object, undoable). */
export function DrawPanel() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['drawingModeChange']);
  const drawing = !!editor?.api.isDrawing();
  const [color, setColor] = useState('#1f2937');
  const [width, setWidth] = useState(12);

  const update = (next: { color?: string; width?: number; on?: boolean }) => {
    if (next.color) setColor(next.color);
    if (next.width) setWidth(next.width);
    const on = next.on ?? drawing;
    if (editor && (on || drawing)) editor.api.setDrawingMode(on, { color: next.color ?? color, width: next.width ?? width });
  };

  return (
    <PanelSection title={t('editor.tabs.draw')} description={t('editor.draw.intro')}>
      <Stack gap="md">
        <Switch label={t('editor.draw.toggle')} checked={drawing} disabled={!editor} onChange={(e) => update({ on: e.currentTarget.checked })} data-testid="draw-toggle" />
        <ColorInput label={t('editor.draw.color')} value={color} onChange={setColor} onChangeEnd={(c) => update({ color: c })} swatches={SWATCHES} disabled={!editor} />
        <div>
          <Text size="sm" fw={500} mb={4} id="brush-width-label">
            {t('editor.draw.width')}
          </Text>
          <Slider
            min={1}
            max={80}
            value={width}
            onChange={setWidth}
            onChangeEnd={(w) => update({ width: w })}
            thumbLabel={t('editor.draw.width')}
            label={(v) => `${v} px`}
            disabled={!editor}
          />
        </div>
      </Stack>
    </PanelSection>
  );
}
