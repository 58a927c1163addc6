import { Button, Chip, Group, NumberInput, Popover, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MAX_WORKSPACE_SIDE, WORKSPACE_SHAPES, type WorkspaceShape } from '../../../../shared/design/schema';
import { cmToPx, formatPhysicalSize, inchesToPx, pxToCm, pxToInches } from '../../../../shared/design/units';
import { localeTag } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { ToolButton } from '../ToolButton';
import { useEditorEvents } from '../useEditorEvents';

type Unit = 'px' | 'in' | 'cm';
const MIN_SIDE_PX = 30;

const toUnit = (px: number, unit: Unit) => (unit === 'px' ? px : unit === 'in' ? pxToInches(px) : pxToCm(px));
const fromUnit = (value: number, unit: Unit) => (unit === 'px' ? value : unit === 'in' ? inchesToPx(value) : cmToPx(value));
const round = (value: number, unit: Unit) => (unit === 'px' ? Math.round(value) : Math.round(value * 100) / 100);

/** Sticker sizes people order most (inches, at 300 DPI). */
const PRESETS_IN: Array<[number, number]> = [
  [2, 2],
  [3, 3],
  [4, 4],
  [5, 5],
  [4, 6],
];

const SHAPE_KEYS: Record<WorkspaceShape, string> = {
  rectangle: 'editor.workspace.shapes.rectangle',
  'rounded-rectangle': 'editor.workspace.shapes.roundedRectangle',
  circle: 'editor.workspace.shapes.circle',
  contour: 'editor.workspace.shapes.contour',
};

/** The design area: its size in px, inches or cm (300 DPI) and its shape. */
export function WorkspaceSettings({ inline = false, compact = false }: { inline?: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['workspaceChange', 'loadJson']);
  const ws = editor?.api.getWorkspace() ?? { width: 1500, height: 1500, shape: 'rectangle' as WorkspaceShape };
  const locale = localeTag(i18n.language);
  const summary = `${ws.width} × ${ws.height} px · ${formatPhysicalSize(ws.width, ws.height, 'in', locale)}`;

  const body = <WorkspaceForm width={ws.width} height={ws.height} shape={ws.shape} />;
  if (inline) return body;
  return (
    <Popover position="bottom-start" withinPortal shadow="md" width={320} trapFocus>
      <Popover.Target>
        {compact ? (
          <ToolButton size="lg" label={t('editor.workspace.button', { size: summary })} icon={IconRuler2} />
        ) : (
          <Button variant="subtle" color="dark" leftSection={<IconRuler2 size={16} aria-hidden />} aria-label={t('editor.workspace.button', { size: summary })}>
            <Text size="sm" component="span" truncate>
              {summary}
            </Text>
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>{body}</Popover.Dropdown>
    </Popover>
  );
}

function WorkspaceForm({ width, height, shape }: { width: number; height: number; shape: WorkspaceShape }) {
  const { t, i18n } = useTranslation();
  const { editor } = useEditorContext();
  const [unit, setUnit] = useState<Unit>('in');
  const [draft, setDraft] = useState({ w: round(toUnit(width, unit), unit), h: round(toUnit(height, unit), unit) });
  const locale = localeTag(i18n.language);

  useEffect(() => setDraft({ w: round(toUnit(width, unit), unit), h: round(toUnit(height, unit), unit) }), [width, height, unit]);

  const apply = (w = draft.w, h = draft.h) => {
    const pw = Math.round(fromUnit(w, unit));
    const ph = Math.round(fromUnit(h, unit));
    if (!(pw >= MIN_SIDE_PX && ph >= MIN_SIDE_PX && pw <= MAX_WORKSPACE_SIDE && ph <= MAX_WORKSPACE_SIDE)) {
      setDraft({ w: round(toUnit(width, unit), unit), h: round(toUnit(height, unit), unit) });
      return;
    }
    if (pw !== width || ph !== height) editor?.api.setWorkspaceSize(pw, ph);
  };

  const max = round(toUnit(MAX_WORKSPACE_SIDE, unit), unit);
  const min = round(toUnit(MIN_SIDE_PX, unit), unit);
  const field = (which: 'w' | 'h') => (
    <NumberInput
      label={which === 'w' ? t('editor.workspace.width') : t('editor.workspace.height')}
      value={draft[which]}
      min={min}
      max={max}
      decimalScale={unit === 'px' ? 0 : 2}
      suffix={` ${unit}`}
      onChange={(v) => setDraft((d) => ({ ...d, [which]: typeof v === 'number' ? v : Number(v) || 0 }))}
      onBlur={() => apply()}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      disabled={!editor}
      data-testid={`workspace-${which}`}
    />
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('editor.workspace.title')}
        </Text>
        <SegmentedControl
          size="xs"
          value={unit}
          onChange={(v) => setUnit(v as Unit)}
          aria-label={t('editor.workspace.unit')}
          data={[
            { value: 'px', label: 'px' },
            { value: 'in', label: 'in' },
            { value: 'cm', label: 'cm' },
          ]}
        />
      </Group>
      <Group grow gap="xs" wrap="nowrap">
        {field('w')}
        {field('h')}
      </Group>
      <Text size="xs" c="dimmed">
        {t('editor.workspace.physical', {
          px: `${width} × ${height} px`,
          inches: formatPhysicalSize(width, height, 'in', locale),
          cm: formatPhysicalSize(width, height, 'cm', locale),
        })}
      </Text>
      <div>
        <Text size="xs" fw={600} mb={6}>
          {t('editor.workspace.presets')}
        </Text>
        <Group gap={6}>
          {PRESETS_IN.map(([w, h]) => {
            const pw = inchesToPx(w);
            const ph = inchesToPx(h);
            return (
              <Chip key={`${w}x${h}`} size="xs" checked={pw === width && ph === height} onChange={() => editor?.api.setWorkspaceSize(pw, ph)} disabled={!editor}>
                {`${w} × ${h} in`}
              </Chip>
            );
          })}
        </Group>
      </div>
      <Select
        label={t('editor.workspace.shape')}
        value={shape}
        allowDeselect={false}
        data={WORKSPACE_SHAPES.map((s) => ({ value: s, label: t(SHAPE_KEYS[s]) }))}
        onChange={(v) => v && editor?.api.setWorkspaceShape(v as WorkspaceShape)}
        disabled={!editor}
        comboboxProps={{ withinPortal: false }}
        data-testid="workspace-shape"
      />
    </Stack>
  );
}
