import { Alert, Button, Container, Grid, Group, Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconLayoutGridAdd, IconPhotoPlus, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadBlob } from '../../../editor/light';
import { useSession } from '../../api/queries';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { CompareView } from '../../components/tools/remove-background/CompareView';
import { handoffSource } from '../../components/tools/remove-background/handoffSource';
import { ImagePicker } from '../../components/tools/remove-background/ImagePicker';
import { MAX_FILE_BYTES, MAX_SIDE, resultFileName, sameOriginImageUrl } from '../../components/tools/remove-background/limits';
import { MATERIALS_QUERY_KEY } from '../../components/tools/remove-background/MaterialsPicker';
import { DEFAULT_SETTINGS, type RemovalSettings } from '../../components/tools/remove-background/protocol';
import { RefineCanvas, type RefineTool } from '../../components/tools/remove-background/RefineCanvas';
import { RefineToolbar } from '../../components/tools/remove-background/RefineToolbar';
import { RemovalControls } from '../../components/tools/remove-background/RemovalControls';
import { resultNotice } from '../../components/tools/remove-background/resultNotice';
import { useImageSource } from '../../components/tools/remove-background/useImageSource';
import { useRefinements } from '../../components/tools/remove-background/useRefinements';
import { useRemovalWorker } from '../../components/tools/remove-background/useRemovalWorker';
import { useResultPng } from '../../components/tools/remove-background/useResultPng';
import { editorPathForScreen, handOffToEditor } from '../../editor-handoff/handoff';
import { dataUrlToFile, resolveToolImage } from '../../editor-handoff/toolImage';
import { useTranslation } from '../../translation/useTranslation';

const MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** The last path segment of a URL, as a name for the image. */
function nameFromUrl(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image');
  } catch {
    return 'image';
  }
}

/**
 * /tools/remove-background: upload an image (or pick a material, or arrive with ?src= from the image
 * generator), remove its background in a worker with progress, compare before and after, adjust, refine
 * by hand (keep and erase brushes, click an area to keep or remove it, undo), then download a
 * transparent PNG or add it to a design.
 */
export function RemoveBackgroundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const source = useImageSource();
  const removal = useRemovalWorker();
  const [settings, setSettings] = useState<RemovalSettings>(DEFAULT_SETTINGS);
  const [problem, setProblem] = useState<{ key: string; values?: Record<string, unknown> } | null>(null);
  const [sending, setSending] = useState(false);
  const { state } = removal;
  const running = state.status === 'running';
  // While new settings are applied, the last result stays on screen under the progress bar.
  const output = state.status === 'done' ? state.output : state.status === 'running' ? (state.previous ?? null) : null;
  // The user's brush strokes and region clicks on top of the removal: what is shown, downloaded and sent on.
  const refinements = useRefinements(source.loaded?.image ?? null, output);
  const result = useResultPng(refinements.refined);
  const [view, setView] = useState<'compare' | 'refine'>('compare');
  const [tool, setTool] = useState<RefineTool>('erase');
  const [brushSize, setBrushSize] = useState(24);

  // ?src= from another page of this site (e.g. a generated image): loaded once.
  const srcParam = params.get('src');
  const srcHandled = useRef(false);
  useEffect(() => {
    if (srcHandled.current || srcParam === null) return;
    srcHandled.current = true;
    // A guest's generated image arrives stashed in sessionStorage (a data: URL is too long for the query).
    const stashed = srcParam.startsWith('session:') ? resolveToolImage(srcParam) : null;
    const stashedFile = stashed ? dataUrlToFile(stashed, 'generated-image.png') : null;
    if (stashedFile) {
      void source.loadFile(stashedFile);
      return;
    }
    const url = sameOriginImageUrl(srcParam, window.location.origin);
    if (url) void source.loadUrl(url, nameFromUrl(url));
    else setProblem({ key: 'bgremoval.errors.src' });
  }, [srcParam, source.loadUrl, source.loadFile]);

  // Every new image, and every change of settings, redoes the removal.
  const { run } = removal;
  useEffect(() => {
    if (source.loaded) run(source.loaded.image, settings);
  }, [source.loaded, settings, run]);

  const chooseAnother = () => {
    removal.reset();
    setView('compare');
    source.clear();
    setProblem(null);
  };

  const fileName = resultFileName(source.loaded?.name ?? 'image');

  const download = () => {
    if (result.png) downloadBlob(result.png, fileName);
  };

  const addToDesign = async () => {
    if (!result.png) return;
    setSending(true);
    try {
      const { src, uploadFailed } = await handoffSource(result.png, fileName, !!session);
      if (uploadFailed) notify('error', t('bgremoval.actions.uploadFailed'));
      else if (session) void queryClient.invalidateQueries({ queryKey: MATERIALS_QUERY_KEY });
      await handOffToEditor([{ kind: 'image', src, name: fileName.replace(/\.png$/, '') }]);
      navigate(editorPathForScreen());
    } catch {
      notify('error', t('bgremoval.actions.handoffFailed'));
      setSending(false);
    }
  };

  const errorKey = problem?.key ?? source.error ?? (state.status === 'error' ? `bgremoval.errors.${state.code}` : null) ?? result.error;
  const errorText = errorKey ? t(errorKey, { mb: MB, defaultValue: t('bgremoval.errors.failed'), ...problem?.values }) : null;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('bgremoval.title')} description={t('bgremoval.intro')} />
      {errorText && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb="lg" role="alert" data-testid="bg-error">
          {errorText}
        </Alert>
      )}
      {!source.loaded ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <ImagePicker
              loading={source.loading}
              onFile={(file) => {
                setProblem(null);
                void source.loadFile(file);
              }}
              onMaterial={(m) => {
                setProblem(null);
                void source.loadUrl(m.url, m.name);
              }}
              onProblem={(key, values) => setProblem({ key, values })}
            />
            <Text size="sm" c="dimmed">
              <IconShieldCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
              {t('bgremoval.privacy')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
              <Stack gap="md">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Title order={2} size="h4">
                    {t(view === 'refine' ? 'bgremoval.refine.title' : 'bgremoval.compare.title')}
                  </Title>
                  <SegmentedControl
                    size="xs"
                    value={view}
                    onChange={(v) => setView(v as 'compare' | 'refine')}
                    aria-label={t('bgremoval.view.label')}
                    data={[
                      { value: 'compare', label: t('bgremoval.view.compare') },
                      { value: 'refine', label: t('bgremoval.view.refine') },
                    ]}
                    data-testid="bg-view"
                  />
                </Group>
                {state.status === 'running' && <RemovalProgress fraction={state.progress} />}
                {view === 'compare' && result.url && output && <CompareView before={source.loaded.url} after={result.url} width={output.width} height={output.height} />}
                {view === 'refine' && output && (
                  <>
                    <RefineToolbar
                      tool={tool}
                      onTool={setTool}
                      brushSize={brushSize}
                      onBrushSize={setBrushSize}
                      canUndo={refinements.ops.length > 0}
                      onUndo={refinements.undo}
                      onReset={refinements.reset}
                    />
                    <RefineCanvas original={source.loaded.image} output={output} ops={refinements.ops} tool={tool} brushSize={brushSize} onOp={refinements.add} />
                  </>
                )}
                {source.loaded.scaled && (
                  <Text size="sm" c="dimmed">
                    {t('bgremoval.notices.scaled', { size: MAX_SIDE })}
                  </Text>
                )}
                {output && <ResultNotices borderMatch={output.borderMatch} keptShare={output.keptShare} />}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="lg">
                <RemovalControls value={settings} onChange={setSettings} />
                <Stack gap="sm">
                  <Button leftSection={<IconLayoutGridAdd size={16} aria-hidden />} disabled={!result.png || running} loading={sending} onClick={() => void addToDesign()}>
                    {t('bgremoval.actions.addToDesign')}
                  </Button>
                  <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled={!result.png || running} onClick={download}>
                    {t('bgremoval.actions.download')}
                  </Button>
                  <Button variant="subtle" leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={chooseAnother}>
                    {t('bgremoval.actions.another')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

function RemovalProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={6} data-testid="bg-progress">
      <Text size="sm">{t('bgremoval.progress', { percent })}</Text>
      <Progress value={percent} animated aria-label={t('bgremoval.progressLabel')} />
    </Stack>
  );
}

/** Warnings when the result looks wrong: a busy background, nothing removed, or nearly everything removed. */
function ResultNotices({ borderMatch, keptShare }: { borderMatch: number; keptShare: number }) {
  const { t } = useTranslation();
  const key = resultNotice({ borderMatch, keptShare });
  if (!key) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="bg-notice">
      {t(`bgremoval.notices.${key}`)}
    </Alert>
  );
}
