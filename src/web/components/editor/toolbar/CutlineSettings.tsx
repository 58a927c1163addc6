import { Button, Group, Loader, Popover, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { CUT_KINDS, CUT_SHAPES, type CutSettings } from '../../../../shared/design';
import { useTranslation } from '../../../translation/useTranslation';
import { BorderSlider } from '../../preview/BorderSlider';
import { useEditorContext } from '../EditorContext';
import { ToolButton } from '../ToolButton';
import { useEditorEvents } from '../useEditorEvents';

/** The border slider moves in 1/32 in, the step print shops quote. */

/** The sticker's cut: shape, die/kiss, border, whether the line shows, and how its tracing goes. */
export function CutlineSettings({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  return (
    <Popover position="bottom-start" withinPortal shadow="md" width={320} trapFocus>
      <Popover.Target>
        {compact ? (
          <ToolButton size="lg" label={t('editor.cutline.button')} icon={IconScissors} disabled={!editor} testId="cutline-button" />
        ) : (
          <Button variant="subtle" color="dark" leftSection={<IconScissors size={16} aria-hidden />} disabled={!editor} data-testid="cutline-button">
            {t('editor.cutline.button')}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown data-testid="cutline-settings">
        <CutlineForm />
      </Popover.Dropdown>
    </Popover>
  );
}

function CutlineForm() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['cutlineChange', 'workspaceChange', 'loadJson']);
  if (!editor) return null;
  const settings = editor.api.getCutSettings();
  const set = (patch: Partial<CutSettings>) => editor.api.setCutSettings(patch);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t('editor.cutline.title')}
        </Text>
        <Switch
          size="xs"
          checked={editor.api.isCutlineVisible()}
          onChange={(e) => editor.api.setCutlineVisible(e.currentTarget.checked)}
          label={t('editor.cutline.show')}
          data-testid="cutline-visible"
        />
      </Group>
      <Select
        label={t('editor.cutline.shape')}
        value={settings.shape}
        allowDeselect={false}
        data={CUT_SHAPES.map((s) => ({ value: s, label: t(`editor.cutline.shapes.${s}`) }))}
        onChange={(v) => v && set({ shape: v as CutSettings['shape'] })}
        comboboxProps={{ withinPortal: false }}
        data-testid="cutline-shape"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="cutline-kind-label">
          {t('editor.cutline.kind')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby="cutline-kind-label"
          value={settings.kind}
          onChange={(v) => set({ kind: v as CutSettings['kind'] })}
          data={CUT_KINDS.map((k) => ({ value: k, label: t(`editor.cutline.kinds.${k}`) }))}
          data-testid="cutline-kind"
        />
        <Text size="xs" c="dimmed">
          {t(`editor.cutline.kindHints.${settings.kind}`)}
        </Text>
      </Stack>
      <BorderSlider id="cutline-offset" label={t('editor.cutline.offset')} value={settings.offsetIn} onChange={(v) => set({ offsetIn: v })} />
      <CutlineStatusLine />
    </Stack>
  );
}

/** Tracing…, the islands joined into one piece, nothing to cut, or the error. */
function CutlineStatusLine() {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  if (!editor) return null;
  const state = editor.api.getCutline();
  const { shape, kind } = editor.api.getCutSettings();
  const islands = state.status === 'ready' && state.joinedIslands > 0 && shape === 'contour' && kind === 'die';
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="cutline-status" data-status={state.status}>
      {state.status === 'computing' ? (
        <Group gap={6} wrap="nowrap">
          <Loader size="xs" color="pink" />
          <Text size="xs" c="dimmed">
            {t('editor.cutline.status.computing')}
          </Text>
        </Group>
      ) : null}
      {state.status === 'ready' ? (
        <Text size="xs" c="dimmed">
          {t('editor.cutline.status.ready')}
        </Text>
      ) : null}
      {state.status === 'empty' || state.status === 'idle' ? (
        <Text size="xs" c="dimmed">
          {t('editor.cutline.status.empty')}
        </Text>
      ) : null}
      {state.status === 'error' ? (
        <Text size="xs" c="red.8">
          {t('editor.cutline.status.error', { message: state.error ?? '' })}
        </Text>
      ) : null}
      {islands ? (
        <Text size="xs" c="blue.8" data-testid="cutline-islands">
          {t('editor.cutline.islands', { count: state.joinedIslands })}
        </Text>
      ) : null}
    </Stack>
  );
}
