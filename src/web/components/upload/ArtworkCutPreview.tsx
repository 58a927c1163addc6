import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { type StickerOptions, VINYL_COLOUR_SWATCHES } from '../../../shared/sticker';
import { opaqueBounds } from '../../cutline/mask';
import { useTranslation } from '../../translation/useTranslation';
import { PageLoader } from '../PageLoader';
import { DEFAULT_OFFSET_IN, formatSize, MAX_SIZE_IN, MIN_SIZE_IN, printGeometry } from '../preview/printGeometry';
import { StickerPreview } from '../preview/StickerPreview';
import { cutSizeIn } from '../preview/stickerSize';
import { stickerView } from '../preview/stickerView';
import { cutlineOnScreen, useCutline } from '../preview/useCutline';
import { useDesignRenderer, useStickerImage } from '../preview/useStickerRender';
import { previewOfOptions } from './artworkDesign';

/** The engine's default kiss-cut backing margin (CutlineOptions.backingMarginIn). */
const KISS_SHEET_MARGIN_IN = 0.125;

/**
 * The uploaded artwork as the printed sticker: the same renderer and cut line engine as /preview, drawn
 * with the options being priced (shape, die or kiss cut, material, size). The art is drawn so the cut
 * measures the ordered size; the proof in the cart is rendered by the server at exactly that size.
 */
export function ArtworkCutPreview({ doc, options, onCutRatio }: { doc: object; options: StickerOptions; onCutRatio: (widthOverHeight: number) => void }) {
  const { t, i18n } = useTranslation();
  const look = previewOfOptions(options);
  // The share of the image's longer side its opaque art takes (transparent margins are not printed):
  // known after the first render, which is all it needs, since the share does not change with size.
  const [artShare, setArtShare] = useState(1);
  const growthIn = 2 * (DEFAULT_OFFSET_IN + (look.kind === 'kiss' ? KISS_SHEET_MARGIN_IN : 0));
  const artSizeIn = Math.min(MAX_SIZE_IN, Math.max(MIN_SIZE_IN, (look.sizeIn - growthIn) / artShare));

  const design = useDesignRenderer(doc);
  const renderer = design.status === 'ready' ? design.renderer : null;
  const workspace = design.status === 'ready' ? design.workspace : { width: 1, height: 1 };
  const geometry = useMemo(() => printGeometry(workspace.width, workspace.height, artSizeIn), [workspace.width, workspace.height, artSizeIn]);
  const { render, error: renderError, busy } = useStickerImage(renderer, geometry.maskMultiplier);
  const renderScale = render ? render.mask.width / workspace.width : geometry.maskMultiplier;
  const cut = useCutline(render?.mask ?? null, {
    shape: look.shape,
    kind: look.kind,
    offsetIn: DEFAULT_OFFSET_IN,
    dpi: renderScale * (1 / geometry.inchesPerUnit),
    transform: { scale: 1 / renderScale, offsetX: 0, offsetY: 0 },
  });
  const result = cutlineOnScreen(cut);
  const artBounds = useMemo(() => (render ? opaqueBounds(render.mask) : null), [render]);
  useEffect(() => {
    if (!render || !artBounds) return;
    const share = Math.max(artBounds.x1 - artBounds.x0, artBounds.y1 - artBounds.y0) / Math.max(render.mask.width, render.mask.height);
    if (share > 0) setArtShare((old) => (Math.abs(old - share) > 0.005 ? share : old));
  }, [render, artBounds]);
  // The outer cut's proportions are the sticker's: the page orders that width and height.
  const cutBox = cut.status === 'done' && result ? cutSizeIn(result.backingPath ?? result.path, geometry.inchesPerUnit) : null;
  const cutRatio = cutBox && cutBox.heightIn > 0 ? cutBox.widthIn / cutBox.heightIn : null;
  useEffect(() => {
    if (cutRatio) onCutRatio(cutRatio);
  }, [cutRatio, onCutRatio]);

  if (design.status === 'error') {
    return (
      <Alert color="red" icon={<IconInfoCircle aria-hidden />} data-testid="upload-preview-error">
        {t('uploadPricing.errors.render')}
      </Alert>
    );
  }
  if (!render) return <PageLoader />;

  // A kiss-cut sticker's size is its backing sheet's, as the production files measure it.
  const real = cutSizeIn(result?.backingPath ?? result?.path, geometry.inchesPerUnit) ?? geometry;
  const inches = formatSize(real.widthIn, real.heightIn, 'in', i18n.language);
  const cm = formatSize(real.widthIn, real.heightIn, 'cm', i18n.language);
  const padIn = DEFAULT_OFFSET_IN + (look.kind === 'kiss' ? KISS_SHEET_MARGIN_IN : 0) + 0.12;
  const view = stickerView(artBounds, renderScale, workspace, padIn / geometry.inchesPerUnit, look.shape);
  const working = busy || cut.status === 'running';

  return (
    <Stack gap="sm">
      <StickerPreview
        url={render.url}
        workspace={workspace}
        cutPath={result?.path ?? null}
        backingPath={result?.backingPath}
        mode={look.mode}
        dark={false}
        showCutline
        decalColour={VINYL_COLOUR_SWATCHES.black}
        view={view}
        label={t('uploadPricing.preview.label', { size: inches })}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} data-testid="upload-cut-size">
          {t('uploadPricing.preview.size', { inches, cm })}
        </Text>
        {working ? (
          <Group gap={6} role="status" data-testid="upload-cut-progress">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('uploadPricing.preview.tracing')}
            </Text>
          </Group>
        ) : cut.status === 'done' ? (
          <Text size="sm" c="dimmed" data-testid="upload-cut-traced">
            {t('uploadPricing.preview.traced')}
          </Text>
        ) : null}
      </Group>
      {renderError ? <Alert color="red">{t('uploadPricing.errors.render')}</Alert> : null}
      {cut.status === 'error' ? <Alert color="red">{t('uploadPricing.errors.cutline')}</Alert> : null}
      {result && result.joinedIslands > 0 && look.kind === 'die' && look.shape === 'contour' ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="upload-islands">
          {t('uploadPricing.preview.islands', { count: result.joinedIslands })}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('uploadPricing.preview.proofNote')}
      </Text>
    </Stack>
  );
}
