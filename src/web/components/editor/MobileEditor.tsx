import './editor.css';
import { Drawer, Group, ScrollArea, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { type Icon, IconBrush, IconDots, IconLayoutGrid, IconPhoto, IconShape, IconStack2, IconTypography } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';
import { ActionButton } from './ActionButton';
import { CurvedTextDialog } from './CurvedTextDialog';
import { EditorProvider, useEditorContext } from './EditorContext';
import { EditorStage } from './EditorStage';
import { EditorTitle } from './EditorTitle';
import { keepActiveObjectInView } from './keepInView';
import { LayersPanel } from './layers/LayersPanel';
import { useCloseOnMaskEdit } from './MaskEditPill';
import { DrawPanel } from './panels/DrawPanel';
import { ImagesPanel } from './panels/ImagesPanel';
import { LazyAiPanel } from './panels/LazyAiPanel';
import { LazyTemplatesPanel } from './panels/LazyTemplatesPanel';
import { MaterialsPanel } from './panels/MaterialsPanel';
import { ShapesPanel } from './panels/ShapesPanel';
import { TextPanel } from './panels/TextPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { CutlineSettings } from './toolbar/CutlineSettings';
import { ExportMenu } from './toolbar/ExportMenu';
import { HistoryButtons } from './toolbar/HistoryButtons';
import { ImportButton } from './toolbar/ImportButton';
import { PreviewButton } from './toolbar/PreviewButton';
import { ZoomControls } from './toolbar/ZoomControls';
import { SELECTION_EVENTS, useEditorEvents } from './useEditorEvents';
import { useEditorSetup } from './useEditorSetup';
import { useOnScreenKeyboard } from './useOnScreenKeyboard';

type Sheet = 'templates' | 'text' | 'shapes' | 'images' | 'draw' | 'layers' | 'more';

const SHEETS: Array<{ id: Sheet; label: string; icon: Icon }> = [
  // A design never has to start from a blank canvas (the desktop's Templates tab, as a sheet).
  { id: 'templates', label: 'templates.panel.tab', icon: IconLayoutGrid },
  { id: 'text', label: 'editor.tabs.text', icon: IconTypography },
  { id: 'shapes', label: 'editor.tabs.shapes', icon: IconShape },
  { id: 'images', label: 'editor.tabs.images', icon: IconPhoto },
  { id: 'draw', label: 'editor.tabs.draw', icon: IconBrush },
  { id: 'layers', label: 'editor.tabs.layers', icon: IconStack2 },
  { id: 'more', label: 'editor.tabs.more', icon: IconDots },
];

/**
 * The touch-first editor (/indexMobile): the canvas fills the screen, tools open as bottom sheets, and
 * undo/redo/fit sit in a compact top bar. Pinch and two-finger pan come from the editor core. While the
 * on-screen keyboard is open the bottom bar steps aside and the edited object is kept in view.
 */
export function MobileEditor({ title, banner }: { title: string; banner?: ReactNode }) {
  const { t } = useTranslation();
  const { containerRef, canvasRef, context } = useEditorSetup();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const keyboardOpen = useOnScreenKeyboard();
  const close = () => setSheet(null);
  useCloseOnMaskEdit(context.editor, close);

  useEffect(() => {
    const { editor } = context;
    const container = containerRef.current;
    if (!keyboardOpen || !editor || !container) return;
    const keep = () => keepActiveObjectInView(editor, container);
    // The viewport settles after the keyboard animation.
    const timer = setTimeout(keep, 150);
    const off = editor.canvas.on('text:changed', keep);
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [keyboardOpen, context, containerRef]);

  // Cropping needs the canvas: the sheet that started it steps aside.
  useEffect(() => context.editor?.on('cropChange', (cropping) => cropping && setSheet(null)), [context.editor]);

  const body: Record<Sheet, ReactNode> = {
    templates: <LazyTemplatesPanel onAdded={close} />,
    text: <TextPanel onAdded={close} />,
    shapes: <ShapesPanel onAdded={close} />,
    images: (
      <Stack gap="xl">
        <ImagesPanel onAdded={close} />
        <MaterialsPanel onAdded={close} />
      </Stack>
    ),
    draw: <DrawPanel />,
    layers: <LayersPanel />,
    more: <MoreSheet />,
  };
  const current = SHEETS.find((s) => s.id === sheet);

  return (
    <EditorProvider value={context}>
      <div className="ss-editor ss-mobile" data-testid="mobile-editor" data-keyboard={keyboardOpen || undefined}>
        <EditorTitle title={title} />
        {banner}
        <div className="ss-topbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
          <HistoryButtons />
          <ZoomControls compact />
          <CutlineSettings compact />
          <span className="ss-spacer" />
          <SelectionActions />
        </div>
        <EditorStage containerRef={containerRef} canvasRef={canvasRef} touchHint />
        {!keyboardOpen && (
          <nav className="ss-bottombar" aria-label={t('editor.tabs.label')}>
            {SHEETS.map(({ id, label, icon: IconComponent }) => (
              <UnstyledButton
                key={id}
                className="ss-bottom-tab"
                aria-haspopup="dialog"
                aria-expanded={sheet === id}
                onClick={() => setSheet(sheet === id ? null : id)}
                data-testid={`sheet-${id}`}
              >
                <IconComponent size={22} stroke={1.6} aria-hidden />
                <Text component="span" size="11px" fw={600}>
                  {t(label)}
                </Text>
              </UnstyledButton>
            ))}
          </nav>
        )}
        <Drawer
          opened={!!current}
          onClose={close}
          position="bottom"
          size="62%"
          radius="lg"
          title={current ? <Text fw={700}>{t(current.label)}</Text> : null}
          overlayProps={{ backgroundOpacity: 0.15 }}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          scrollAreaComponent={ScrollArea.Autosize}
          classNames={{ body: 'ss-sheet' }}
        >
          {sheet && body[sheet]}
        </Drawer>
        <CurvedTextDialog />
      </div>
    </EditorProvider>
  );
}

/** Duplicate and delete the selection, right at hand in the top bar. */
function SelectionActions() {
  const { editor } = useEditorContext();
  useEditorEvents(editor, SELECTION_EVENTS);
  if (!editor?.api.getSelection().length) return null;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionButton action="duplicate" editor={editor} size="lg" showShortcut={false} endTyping />
      <ActionButton action="delete" editor={editor} size="lg" showShortcut={false} endTyping color="red.8" />
    </Group>
  );
}

/** Style of the selection, the file (import/export, design size) and AI. */
function MoreSheet() {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="style" keepMounted={false}>
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="style">{t('editor.more.style')}</Tabs.Tab>
        <Tabs.Tab value="file">{t('editor.more.file')}</Tabs.Tab>
        <Tabs.Tab value="ai">{t('editor.tabs.ai')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="style">
        <PropertiesPanel />
      </Tabs.Panel>
      <Tabs.Panel value="file">
        <Stack gap="sm">
          <ImportButton />
          <PreviewButton fullWidth />
          <ExportMenu fullWidth />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="ai">
        <LazyAiPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
