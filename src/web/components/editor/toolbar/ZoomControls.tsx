import { Button, Group, Menu } from '@mantine/core';
import { IconMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from '../../../translation/useTranslation';
import { useEditorContext } from '../EditorContext';
import { ToolButton } from '../ToolButton';
import { useEditorEvents } from '../useEditorEvents';

const PRESETS = [0.25, 0.5, 1, 2, 4];

/** Zoom out, the zoom level (a menu of presets), zoom in and fit. */
export function ZoomControls({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  useEditorEvents(editor, ['zoomChange']);
  const zoom = editor ? editor.api.getZoom() : 1;
  const percent = `${Math.round(zoom * 100)}%`;
  const fit = <ToolButton size="lg" label={t('editor.toolbar.zoomFit')} icon={IconMaximize} disabled={!editor} onClick={() => editor?.api.zoomToFit()} testId="zoom-fit" />;
  if (compact) return fit;
  return (
    <Group gap={2} wrap="nowrap">
      <ToolButton size="lg" label={t('editor.toolbar.zoomOut')} icon={IconZoomOut} disabled={!editor} onClick={() => editor?.api.zoomOut()} />
      <Menu position="bottom" withinPortal shadow="md">
        <Menu.Target>
          <Button variant="subtle" color="dark" size="compact-sm" w={64} disabled={!editor} aria-label={t('editor.toolbar.zoomLevel', { percent })} data-testid="zoom-level">
            {percent}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {PRESETS.map((p) => (
            <Menu.Item key={p} onClick={() => editor?.api.setZoom(p)}>
              {Math.round(p * 100)}%
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => editor?.api.zoomToFit()}>{t('editor.toolbar.zoomFit')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ToolButton size="lg" label={t('editor.toolbar.zoomIn')} icon={IconZoomIn} disabled={!editor} onClick={() => editor?.api.zoomIn()} />
      {fit}
    </Group>
  );
}
