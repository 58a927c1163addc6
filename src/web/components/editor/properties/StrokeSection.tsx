import { Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import type { Editor } from '../../../../editor';
import { useTranslation } from '../../../translation/useTranslation';
import { isLine, type PanelObject, preview, solidColor } from '../selection';
import { CommitColor, CommitNumber, CommitSlider } from './controls';

type Dash = 'solid' | 'dashed' | 'dotted';

function dashOf(o: PanelObject): Dash {
  const d = o.strokeDashArray;
  if (!d?.length) return 'solid';
  return d[0] === 0 ? 'dotted' : 'dashed';
}

function dashArray(dash: Dash, width: number): number[] | null {
  const w = Math.max(1, width);
  if (dash === 'dashed') return [w * 4, w * 2];
  if (dash === 'dotted') return [0, w * 2];
  return null;
}

/** Stroke: colour, width, dash, line cap and join, miter limit, and whether it keeps its width when scaled. */
export function StrokeSection({ editor, objects }: { editor: Editor; objects: PanelObject[] }) {
  const { t } = useTranslation();
  const first = objects[0];
  const line = isLine(first);
  const on = !!first.stroke && (first.strokeWidth ?? 0) > 0;
  const color = solidColor(first.stroke, '#1f2937');
  const width = first.strokeWidth ?? 0;
  const dash = dashOf(first);

  return (
    <Stack gap="xs">
      {!line && (
        <Switch
          size="sm"
          label={t('editor.stroke.enabled')}
          checked={on}
          onChange={(e) =>
            editor.api.setStyle(e.currentTarget.checked ? { stroke: color, strokeWidth: Math.max(4, width) } : { stroke: null, strokeWidth: 0, strokeDashArray: null })
          }
          data-testid="stroke-toggle"
        />
      )}
      {(on || line) && (
        <>
          <CommitColor label={t('editor.stroke.color')} value={color} onPreview={(stroke) => preview(objects, { stroke })} onCommit={(stroke) => editor.api.setStyle({ stroke })} />
          <CommitSlider
            label={t('editor.stroke.width')}
            value={width}
            min={line ? 1 : 0}
            max={60}
            unit=" px"
            onPreview={(w) => preview(objects, { strokeWidth: w, strokeDashArray: dashArray(dash, w) })}
            onCommit={(w) => editor.api.setStyle({ strokeWidth: w, strokeDashArray: dashArray(dash, w) })}
          />
          <Select
            size="xs"
            label={t('editor.stroke.dash')}
            value={dash}
            allowDeselect={false}
            data={[
              { value: 'solid', label: t('editor.stroke.dashSolid') },
              { value: 'dashed', label: t('editor.stroke.dashDashed') },
              { value: 'dotted', label: t('editor.stroke.dashDotted') },
            ]}
            onChange={(v) => {
              if (!v) return;
              const next = v as Dash;
              editor.api.setStyle({ strokeDashArray: dashArray(next, width), ...(next === 'dotted' ? { strokeLineCap: 'round' } : {}) });
            }}
          />
          <div>
            <Text size="xs" fw={500} mb={2} id="stroke-cap-label">
              {t('editor.stroke.cap')}
            </Text>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-labelledby="stroke-cap-label"
              value={first.strokeLineCap ?? 'butt'}
              onChange={(v) => editor.api.setStyle({ strokeLineCap: v as 'butt' | 'round' | 'square' })}
              data={[
                { value: 'butt', label: t('editor.stroke.capButt') },
                { value: 'round', label: t('editor.stroke.capRound') },
                { value: 'square', label: t('editor.stroke.capSquare') },
              ]}
            />
          </div>
          <div>
            <Text size="xs" fw={500} mb={2} id="stroke-join-label">
              {t('editor.stroke.join')}
            </Text>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-labelledby="stroke-join-label"
              value={first.strokeLineJoin ?? 'miter'}
              onChange={(v) => editor.api.setStyle({ strokeLineJoin: v as 'miter' | 'round' | 'bevel' })}
              data={[
                { value: 'miter', label: t('editor.stroke.joinMiter') },
                { value: 'round', label: t('editor.stroke.joinRound') },
                { value: 'bevel', label: t('editor.stroke.joinBevel') },
              ]}
            />
          </div>
          <Group grow align="flex-end" gap="xs" wrap="nowrap">
            <CommitNumber
              label={t('editor.stroke.miter')}
              value={first.strokeMiterLimit ?? 4}
              min={1}
              max={50}
              step={0.5}
              decimalScale={1}
              disabled={(first.strokeLineJoin ?? 'miter') !== 'miter'}
              onCommit={(v) => editor.api.setStyle({ strokeMiterLimit: v })}
            />
          </Group>
          <Switch size="sm" label={t('editor.stroke.uniform')} checked={!!first.strokeUniform} onChange={(e) => editor.api.setStyle({ strokeUniform: e.currentTarget.checked })} />
        </>
      )}
    </Stack>
  );
}
