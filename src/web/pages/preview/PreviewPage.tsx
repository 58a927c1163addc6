import { Alert, Button, Container, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { imageResolutions } from '../../../shared/design/image-dpi';
import { useSession } from '../../api/queries';
import { OrderButton } from '../../components/cart/OrderButton';
import { optionsFromPreview } from '../../components/cart/orderOptions';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { BackToEditor } from '../../components/preview/BackToEditor';
import { needsCorrection, outerCutPath, stickerInchesPerUnit, tracedArtExtent } from '../../components/preview/cutScale';
import { initialPreviewSettings } from '../../components/preview/initialSettings';
import { PreviewControls, type PreviewSettings } from '../../components/preview/PreviewControls';
import { PreviewPrice } from '../../components/preview/PreviewPrice';
import { ProductionFiles } from '../../components/preview/ProductionFiles';
import { DEFAULT_SIZE_IN, MAX_OFFSET_IN, MAX_SIZE_IN, MIN_SIZE_IN, printGeometry } from '../../components/preview/printGeometry';
import { ResolutionCheck } from '../../components/preview/ResolutionCheck';
import { StickerPreview } from '../../components/preview/StickerPreview';
import { cutSizeIn } from '../../components/preview/stickerSize';
import { stickerView } from '../../components/preview/stickerView';
import { cutlineOnScreen, useCutline } from '../../components/preview/useCutline';
import { useDesignSource } from '../../components/preview/useDesignSource';
import { usePreviewHeadStart } from '../../components/preview/usePreviewHeadStart';
import { useDesignRenderer, useStickerImage } from '../../components/preview/useStickerRender';
import { useSizeUnit } from '../../components/units/useSizeUnit';
import { opaqueBounds } from '../../cutline/mask';
import { editorPathForScreen } from '../../editor-handoff/handoff';
import { useTranslation } from '../../translation/useTranslation';

// The side column re-renders only when what it shows changes, not with each step of the drawing and
// tracing (Mantine's pickers are the page's costliest render on a slow phone).
const PriceOf = memo(PreviewPrice, (a, b) => a.onQuantity === b.onQuantity && sameFields(a.options, b.options));
const Controls = memo(PreviewControls);
const Resolutions = memo(ResolutionCheck);

/** Two flat option objects with the same values (the price's options are made anew on each render). */
function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** The engine's default kiss-cut backing margin (CutlineOptions.backingMarginIn). */
const KISS_SHEET_MARGIN_IN = 0.125;

/** /preview: the design as the printed sticker, with its cut line, real size, material and a resolution check. */
export function PreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromEditor = params.get('from') === 'editor';
  const source = useDesignSource(params.get('design'), fromEditor);
  usePreviewHeadStart();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      {fromEditor ? <BackToEditor /> : null}
      <PageHeader title={t('preview.title')} description={t('preview.intro')} />
      {source.status === 'loading' ? <PageLoader /> : null}
      {source.status === 'missing' ? <MissingDesign /> : null}
      {source.status === 'error' ? (
        <Alert color="red" icon={<IconInfoCircle aria-hidden />} data-testid="preview-error">
          {t(source.key)}
        </Alert>
      ) : null}
      {source.status === 'ready' ? <DesignPreview doc={source.doc} designId={fromEditor ? null : params.get('design')} /> : null}
    </Container>
  );
}

function MissingDesign() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('preview.missing.title')} icon={<IconInfoCircle aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm">{t('preview.missing.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to={editorPathForScreen()} size="xs">
            {t('preview.missing.editor')}
          </Button>
          <Button component={Link} to="/account/projects" size="xs" variant="default">
            {t('preview.missing.projects')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function DesignPreview({ doc, designId }: { doc: unknown; designId: string | null }) {
  const { t } = useTranslation();
  const { sizeText } = useSizeUnit();
  const viewer = useSession();
  const [settings, setSettings] = useState<PreviewSettings>(() => initialPreviewSettings(doc));
  const [quantity, setQuantity] = useState(50);
  const wantedSize = settings.size === 'custom' ? settings.customSizeIn : Number(settings.size);
  const [typedSize] = useDebouncedValue(wantedSize, 300);
  const sizeIn = Math.min(MAX_SIZE_IN, Math.max(MIN_SIZE_IN, Number.isFinite(typedSize) ? typedSize : DEFAULT_SIZE_IN));
  const offsetIn = Math.min(MAX_OFFSET_IN, Math.max(0, settings.offsetIn));

  const design = useDesignRenderer(doc);
  const renderer = design.status === 'ready' ? design.renderer : null;
  const workspace = design.status === 'ready' ? design.workspace : { width: 1, height: 1 };
  const geometry = useMemo(() => printGeometry(workspace.width, workspace.height, sizeIn), [workspace.width, workspace.height, sizeIn]);
  const { render, error: renderError, busy: rendering } = useStickerImage(renderer, geometry.maskMultiplier);
  const renderScale = render ? render.mask.width / workspace.width : geometry.maskMultiplier;
  const artBounds = useMemo(() => (render ? opaqueBounds(render.mask) : null), [render]);
  // A sticker's chosen size is the sticker as cut (as on the server): from the art's box first, then from the
  // art's true extent once a trace shows it (a circle's enclosing circle is wider than the box).
  const cutChoice = `${settings.shape}|${settings.kind}|${offsetIn}`;
  const [measured, setMeasured] = useState<{ cutChoice: string; extent: number } | null>(null);
  const boxExtent = artBounds ? Math.max(artBounds.x1 - artBounds.x0, artBounds.y1 - artBounds.y0) / renderScale : null;
  const artExtent = measured?.cutChoice === cutChoice ? measured.extent : boxExtent;
  // A vinyl decal is sized on its workspace, as the server's vinyl cut file is.
  const inchesPerUnit =
    settings.mode === 'decal' ? geometry.inchesPerUnit : stickerInchesPerUnit(artExtent, { shape: settings.shape, kind: settings.kind, offsetIn }, sizeIn, geometry.inchesPerUnit);
  const cut = useCutline(render?.mask ?? null, {
    shape: settings.shape,
    kind: settings.kind,
    offsetIn,
    dpi: renderScale * (1 / inchesPerUnit),
    transform: { scale: 1 / renderScale, offsetX: 0, offsetY: 0 },
  });
  useEffect(() => {
    if (cut.status !== 'done') return;
    const { options } = cut;
    // Only a trace of the cut chosen now says anything about its extent.
    if (`${options.shape}|${options.kind}|${options.offsetIn}` !== cutChoice) return;
    const extent = tracedArtExtent(cut.result, options);
    if (needsCorrection(extent, artExtent)) setMeasured({ cutChoice, extent });
  }, [cut, cutChoice, artExtent]);
  const result = cutlineOnScreen(cut);
  const resolutions = useMemo(() => (design.status === 'ready' ? imageResolutions(design.images, inchesPerUnit) : []), [design, inchesPerUnit]);

  if (design.status === 'loading') return <PageLoader />;
  if (design.status === 'error') {
    return (
      <Alert color="red" icon={<IconInfoCircle aria-hidden />} data-testid="preview-error">
        {t('preview.errors.render', { message: design.message })}
      </Alert>
    );
  }

  // The sticker as cut (its outer cut's box: the chosen size on its longer side); the workspace until traced.
  const real = cutSizeIn(result ? outerCutPath(result) : null, inchesPerUnit) ?? geometry;
  const size = sizeText(real.widthIn, real.heightIn);
  // Room around the art for the border, a kiss-cut sheet and the shadow (inches → workspace units): the
  // sticker fills the frame at every size.
  const padIn = offsetIn + (settings.kind === 'kiss' ? KISS_SHEET_MARGIN_IN : 0) + 0.12;
  const view = stickerView(artBounds, renderScale, workspace, padIn / inchesPerUnit, settings.shape);
  // What Add to cart orders, and what the price shows: the sticker as previewed, at the chosen quantity.
  const ordered = {
    ...optionsFromPreview({ widthIn: real.widthIn, heightIn: real.heightIn, shape: settings.shape, kind: settings.kind, mode: settings.mode }),
    quantity,
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="sm">
            {render ? (
              <StickerPreview
                url={render.url}
                workspace={workspace}
                cutPath={result?.path ?? null}
                backingPath={result?.backingPath}
                mode={settings.mode}
                dark={settings.dark}
                showCutline={settings.showCutline}
                decalColour={settings.decalColour}
                view={view}
                label={t('preview.stickerLabel', { size })}
              />
            ) : (
              <PageLoader />
            )}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} data-testid="preview-actual-size">
                {t('preview.size.actual', { size })}
              </Text>
              <CutlineStatus busy={rendering || cut.status === 'running'} ms={cut.status === 'done' ? cut.ms : null} />
            </Group>
            {renderError ? <Alert color="red">{t('preview.errors.render', { message: renderError })}</Alert> : null}
            {cut.status === 'error' ? <Alert color="red">{t('preview.errors.cutline', { message: cut.message })}</Alert> : null}
            {result && result.joinedIslands > 0 && settings.kind === 'die' && settings.shape === 'contour' ? (
              <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="preview-islands">
                {t('preview.islands', { count: result.joinedIslands })}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <PriceOf options={ordered} onQuantity={setQuantity} />
              {/* Ordering what is previewed is not making a design: unsaved work goes only into the line (decision 97). */}
              <OrderButton designId={designId} doc={doc} name={t('preview.title')} options={ordered} label={t('preview.addToCart')} keepAs="order-copy" />
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Controls value={settings} onChange={setSettings} />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Resolutions resolutions={resolutions} />
          </Paper>
          {viewer?.isAdmin && designId ? (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <ProductionFiles designId={designId} sizeIn={sizeIn} settings={settings} />
            </Paper>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A progress indicator while the sticker is drawn and its cut line traced; then the trace time. */
function CutlineStatus({ busy, ms }: { busy: boolean; ms: number | null }) {
  const { t } = useTranslation();
  if (busy) {
    return (
      <Group gap={6} data-testid="preview-progress" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('preview.progress')}
        </Text>
      </Group>
    );
  }
  if (ms === null) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="preview-traced">
      {t('preview.traced', { ms: Math.max(1, Math.round(ms)) })}
    </Text>
  );
}
