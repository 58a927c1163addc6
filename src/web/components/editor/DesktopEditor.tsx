import './editor.css';
import { Badge, Drawer, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useSession } from '../../api/queries';
import { useTranslation } from '../../translation/useTranslation';
import { CurvedTextDialog } from './CurvedTextDialog';
import { EditorProvider } from './EditorContext';
import { EditorStage } from './EditorStage';
import { EditorTitle } from './EditorTitle';
import { LayersPanel } from './layers/LayersPanel';
import { useCloseOnMaskEdit } from './MaskEditPill';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { ToolButton } from './ToolButton';
import { ToolSidebar } from './ToolSidebar';
import { CutlineSettings } from './toolbar/CutlineSettings';
import { ExportMenu } from './toolbar/ExportMenu';
import { HistoryButtons } from './toolbar/HistoryButtons';
import { ImportButton } from './toolbar/ImportButton';
import { PreviewButton } from './toolbar/PreviewButton';
import { PublishTemplateButton } from './toolbar/PublishTemplateButton';
import { WorkspaceSettings } from './toolbar/WorkspaceSettings';
import { ZoomControls } from './toolbar/ZoomControls';
import { TOOL_TABS, type ToolId } from './toolTabs';
import { useEditorSetup } from './useEditorSetup';

/**
 * The desktop editor (/indexHome, /template): toolbar on top, tools on the left, the canvas, properties
 * and layers on the right. On narrow screens the side panels move into drawers so it still fits a phone.
 */
export function DesktopEditor({ title, banner }: { title: string; banner?: ReactNode }) {
  const { t } = useTranslation();
  const { containerRef, canvasRef, context, dirty } = useEditorSetup();
  // The canvas first: the first render mounts the stage (and starts the editor); the tool bar's controls
  // and the side panels follow in a background render, which React cuts into slices with input let in
  // between, and they take in the editor's arrival the same way. So the canvas answers a pointer while
  // they render; the stage is marked ready once they have caught up.
  const controlsShown = useDeferredValue(true, false);
  const controlsContext = useDeferredValue(context);
  const afterCanvas = (node: ReactNode) => controlsShown && <EditorProvider value={controlsContext}>{node}</EditorProvider>;
  // Signed in, the save strip shows the auto-save state; a guest only has this badge.
  const signedIn = useSession() !== null;
  const narrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [sideOpen, setSideOpen] = useState(false);
  const [tool, setTool] = useState<ToolId | null>(null);
  const touch = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false }) ?? false;
  const ActiveTool = TOOL_TABS.find((x) => x.id === tool);
  useCloseOnMaskEdit(context.editor, () => setSideOpen(false));

  return (
    <EditorProvider value={context}>
      <div className="ss-editor" data-testid="desktop-editor">
        <EditorTitle title={title} />
        <div className="ss-topbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
          {afterCanvas(
            <>
              <HistoryButtons />
              {!narrow && <span className="ss-topbar-sep" aria-hidden />}
              <ZoomControls compact={narrow} />
              {!narrow && <span className="ss-topbar-sep" aria-hidden />}
              <WorkspaceSettings compact={narrow} />
              <CutlineSettings compact={narrow} />
            </>,
          )}
          <span className="ss-spacer" />
          {dirty && !signedIn && (
            <Badge variant="dot" color="yellow" size="sm" tt="none" visibleFrom="md">
              {t('editor.toolbar.unsaved')}
            </Badge>
          )}
          {narrow && <ToolButton size="lg" label={t('editor.properties.open')} icon={IconAdjustmentsHorizontal} onClick={() => setSideOpen(true)} />}
          {afterCanvas(
            <>
              <PublishTemplateButton compact={narrow} />
              <ImportButton variant={narrow ? 'icon' : 'button'} />
              <PreviewButton variant={narrow ? 'icon' : 'button'} />
              <ExportMenu compact={narrow} />
            </>,
          )}
        </div>
        {banner}
        <div className="ss-body">
          <aside className="ss-left" aria-label={t('editor.tabs.label')}>
            {afterCanvas(
              narrow ? (
                <div className="ss-rail-compact">
                  {TOOL_TABS.map(({ id, label, icon: Icon }) => (
                    <Tooltip key={id} label={t(label)} position="right">
                      <UnstyledButton className="ss-rail-tab" aria-label={t(label)} aria-haspopup="dialog" onClick={() => setTool(id)} data-testid={`tab-${id}`}>
                        <Icon size={22} stroke={1.6} aria-hidden />
                      </UnstyledButton>
                    </Tooltip>
                  ))}
                </div>
              ) : (
                <ToolSidebar />
              ),
            )}
          </aside>
          <div className="ss-center">
            <EditorStage containerRef={containerRef} canvasRef={canvasRef} touchHint={narrow || touch} settled={controlsShown && controlsContext.status === 'ready'} />
          </div>
          {!narrow && (
            <aside className="ss-right" aria-label={t('editor.properties.region')}>
              {afterCanvas(
                <>
                  <ScrollArea className="ss-right-props" type="auto" offsetScrollbars>
                    <PropertiesPanel />
                  </ScrollArea>
                  <div className="ss-right-layers">
                    <LayersPanel maxHeight="calc(38vh - 48px)" />
                  </div>
                </>,
              )}
            </aside>
          )}
        </div>
        {narrow && (
          <>
            <Drawer
              opened={!!ActiveTool}
              onClose={() => setTool(null)}
              size="min(320px, 88vw)"
              title={ActiveTool ? t(ActiveTool.label) : ''}
              closeButtonProps={{ 'aria-label': t('common.close') }}
            >
              {ActiveTool && <ActiveTool.Panel onAdded={() => setTool(null)} />}
            </Drawer>
            <Drawer
              opened={sideOpen}
              onClose={() => setSideOpen(false)}
              position="right"
              size="min(340px, 92vw)"
              padding={0}
              title={<Text fw={700}>{t('editor.properties.region')}</Text>}
              closeButtonProps={{ 'aria-label': t('common.close') }}
              styles={{ header: { paddingInline: 16 } }}
            >
              <Stack gap={0}>
                <PropertiesPanel />
                <LayersPanel />
              </Stack>
            </Drawer>
          </>
        )}
        <CurvedTextDialog />
      </div>
    </EditorProvider>
  );
}
