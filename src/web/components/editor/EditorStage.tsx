import { Box, Button, Center, Loader, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPhotoPlus } from '@tabler/icons-react';
import { type DragEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from '../../translation/useTranslation';
import { BackgroundRemovalStatus } from './BackgroundRemovalStatus';
import { ContextMenu } from './ContextMenu';
import { DrawingModePill } from './DrawingModePill';
import { useEditorContext } from './EditorContext';
import { reportError } from './errors';
import { LongPressHint, longPressHintSeen, rememberLongPressHint } from './LongPressHint';
import { MaskEditPill } from './MaskEditPill';
import { CropControls } from './properties/CropControls';
import { useCanvasContextMenu } from './useCanvasContextMenu';

interface EditorStageProps {
  containerRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Show the long-press hint (touch or narrow screens, SPEC §2). */
  touchHint: boolean;
  /** Whether the controls around the stage have caught up with the editor: `data-ready` waits for them. */
  settled?: boolean;
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

/**
 * The canvas area: a focusable container (hotkeys are scoped to it) holding the Fabric canvas, with the
 * loading and error states, image drop, the context menu, the long-press hint and the drawing pill.
 */
export function EditorStage({ containerRef, canvasRef, touchHint, settled = true }: EditorStageProps) {
  const { t } = useTranslation();
  const { editor, status, retry } = useEditorContext();
  const [dragging, setDragging] = useState(false);
  const [hintOpen, setHintOpen] = useState(() => !longPressHintSeen());
  const { menu, close, openFromKeyboard } = useCanvasContextMenu(containerRef, editor, {
    onLongPress: () => {
      rememberLongPressHint();
      setHintOpen(false);
    },
  });
  const helpId = useId();

  const onDrop = async (e: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    setDragging(false);
    if (!editor) return;
    for (const file of Array.from(e.dataTransfer.files)) {
      try {
        await editor.api.insertImageFile(file, { name: file.name });
      } catch (error) {
        reportError(t('editor.images.addFailed'), error);
      }
    }
  };

  return (
    <Box
      ref={containerRef}
      className="ss-stage"
      tabIndex={0}
      role="application"
      aria-roledescription={t('editor.canvas.roleDescription')}
      aria-label={t('editor.canvas.label')}
      aria-describedby={helpId}
      aria-busy={status === 'loading'}
      data-testid="editor-canvas"
      data-ready={(status === 'ready' && settled) || undefined}
      data-dragging={dragging || undefined}
      onPointerDownCapture={(e) => {
        // Hotkeys are scoped to this element: take the focus unless a field inside is being used.
        if (!(e.target as HTMLElement).closest('input,textarea,button,[data-context-menu]')) containerRef.current?.focus({ preventScroll: true });
      }}
      onKeyDown={(e) => {
        if ((e.key === 'F10' && e.shiftKey) || e.key === 'ContextMenu') {
          e.preventDefault();
          openFromKeyboard();
        }
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        if (!dragging) setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => void onDrop(e)}
    >
      {/* Fabric wraps the canvas in its own elements: this box holds nothing else React renders. */}
      <div className="ss-canvas-host">
        <canvas ref={canvasRef} />
      </div>
      <VisuallyHidden id={helpId}>{t('editor.canvas.help')}</VisuallyHidden>
      {status === 'loading' && (
        <Center className="ss-stage-overlay" role="status">
          <Stack align="center" gap="xs">
            <Loader size="md" />
            <Text size="sm" c="dimmed">
              {t('editor.canvas.loading')}
            </Text>
          </Stack>
        </Center>
      )}
      {status === 'error' && (
        <Center className="ss-stage-overlay" role="alert">
          <Stack align="center" gap="sm" maw={360} px="md" ta="center">
            <ThemeIcon size={44} radius="xl" color="red" variant="light" aria-hidden>
              <IconAlertTriangle size={24} />
            </ThemeIcon>
            <Text fw={600}>{t('editor.canvas.failedTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('editor.canvas.failedBody')}
            </Text>
            <Button onClick={retry}>{t('editor.canvas.retry')}</Button>
          </Stack>
        </Center>
      )}
      {dragging && (
        <Center className="ss-stage-overlay ss-drop-overlay">
          <Stack align="center" gap={6}>
            <IconPhotoPlus size={36} aria-hidden />
            <Text fw={600}>{t('editor.images.dropHere')}</Text>
          </Stack>
        </Center>
      )}
      {touchHint && hintOpen && status === 'ready' && <LongPressHint onDismiss={() => setHintOpen(false)} />}
      <DrawingModePill />
      <BackgroundRemovalStatus />
      <CropControls />
      <MaskEditPill />
      <ContextMenu state={menu} onClose={close} onError={(error) => reportError(t('editor.menu.failed'), error)} />
    </Box>
  );
}
