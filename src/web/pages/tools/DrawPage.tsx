import { ActionIcon, Button, ColorInput, Container, Grid, Group, Paper, SegmentedControl, Slider, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp, IconBrush, IconDownload, IconEraser, IconLayoutGridAdd, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dataUrlToBlob, downloadBlob } from '../../../editor/light';
import { notify } from '../../components/notify';
import { whenModalsReady } from '../../components/overlays/modalsReady';
import { PageHeader } from '../../components/PageHeader';
import { DrawingCanvas, type DrawingCanvasHandle } from '../../components/tools/draw/DrawingCanvas';
import { BRUSH_LIMITS, commit, type DrawHistory, EMPTY_HISTORY, redo, type Stroke, undo, visibleStrokes } from '../../components/tools/draw/drawing';
import { exportDrawing } from '../../components/tools/draw/paint';
import { editorPathForScreen, handOffToEditor } from '../../editor-handoff/handoff';
import { useTranslation } from '../../translation/useTranslation';

const SWATCHES = ['#1f2937', '#ffffff', '#e03131', '#f59f00', '#fcc419', '#2f9e44', '#1c7ed6', '#7048e8', '#d6336c'];

/** /tools/draw: freehand drawing with brush, eraser, undo/redo and clear; PNG download or on to the editor. */
export function DrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canvas = useRef<DrawingCanvasHandle>(null);
  const [history, setHistory] = useState<DrawHistory>(EMPTY_HISTORY);
  const [tool, setTool] = useState<Stroke['tool']>('brush');
  const [color, setColor] = useState('#1f2937');
  const [size, setSize] = useState(16);
  const [busy, setBusy] = useState(false);
  const strokes = useMemo(() => visibleStrokes(history), [history]);
  const empty = strokes.length === 0;

  const doUndo = () => setHistory(undo);
  const doRedo = () => setHistory(redo);
  useHotkeys([
    ['mod+Z', doUndo],
    ['mod+shift+Z', doRedo],
    ['mod+Y', doRedo],
  ]);

  const confirmClear = () =>
    whenModalsReady((modals) =>
      modals.openConfirmModal({
        title: t('draw.clearTitle'),
        children: <Text size="sm">{t('draw.clearConfirm')}</Text>,
        labels: { confirm: t('draw.clear'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        onConfirm: () => setHistory((h) => commit(h, { kind: 'clear' })),
      }),
    );

  /** The PNG, or a message when there is nothing to export (e.g. everything was erased). */
  const exported = (): string | null => {
    const element = canvas.current?.canvas();
    const png = element ? exportDrawing(element) : null;
    if (!png) notify('error', t('draw.nothingDrawn'));
    return png;
  };

  const download = () => {
    const png = exported();
    if (png) downloadBlob(dataUrlToBlob(png), 'drawing.png');
  };

  const continueInEditor = async () => {
    const png = exported();
    if (!png) return;
    setBusy(true);
    try {
      await handOffToEditor([{ kind: 'image', src: png, name: 'Drawing' }]);
      navigate(editorPathForScreen());
    } catch {
      notify('error', t('draw.handoffFailed'));
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('draw.title')} description={t('draw.intro')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" maw="min(100%, calc(100vh - 120px))" mx="auto">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <SegmentedControl
                value={tool}
                onChange={(value) => setTool(value as Stroke['tool'])}
                aria-label={t('draw.tool')}
                data={[
                  { value: 'brush', label: <ToolLabel icon={<IconBrush size={16} aria-hidden />} text={t('draw.brush')} /> },
                  { value: 'eraser', label: <ToolLabel icon={<IconEraser size={16} aria-hidden />} text={t('draw.eraser')} /> },
                ]}
                data-testid="draw-tool"
              />
              <Group gap={6} wrap="nowrap">
                <Tooltip label={t('draw.undo')}>
                  <ActionIcon variant="default" size="lg" aria-label={t('draw.undo')} onClick={doUndo} disabled={!history.done.length} data-testid="draw-undo">
                    <IconArrowBackUp size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('draw.redo')}>
                  <ActionIcon variant="default" size="lg" aria-label={t('draw.redo')} onClick={doRedo} disabled={!history.undone.length} data-testid="draw-redo">
                    <IconArrowForwardUp size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('draw.clear')}>
                  <ActionIcon variant="default" size="lg" aria-label={t('draw.clear')} onClick={confirmClear} disabled={empty} data-testid="draw-clear">
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <DrawingCanvas
              ref={canvas}
              strokes={strokes}
              tool={tool}
              color={color}
              size={size}
              onStroke={(stroke) => setHistory((h) => commit(h, stroke))}
              label={t('draw.canvasLabel')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('draw.settings')}
              </Title>
              <ColorInput
                label={t('draw.color')}
                format="hex"
                swatches={SWATCHES}
                eyeDropperButtonProps={{ 'aria-label': t('draw.eyeDropper') }}
                value={color}
                onChange={setColor}
                disabled={tool === 'eraser'}
                description={tool === 'eraser' ? t('draw.eraserHint') : undefined}
                data-testid="draw-color"
              />
              <div>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={500} id="draw-size-label">
                    {t('draw.size')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {`${size} px`}
                  </Text>
                </Group>
                <Slider min={BRUSH_LIMITS.min} max={BRUSH_LIMITS.max} value={size} onChange={setSize} label={null} thumbLabel={t('draw.size')} />
              </div>
              <Text size="xs" c="dimmed">
                {t('draw.exportHint')}
              </Text>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} disabled={empty} data-testid="draw-download">
                {t('draw.downloadPng')}
              </Button>
              <Button leftSection={<IconLayoutGridAdd size={16} aria-hidden />} onClick={() => void continueInEditor()} disabled={empty} loading={busy} data-testid="draw-continue">
                {t('draw.continue')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function ToolLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
