import { Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconReplace } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { needsEqualSides, type StickerOptions, sizeForPreset } from '../../../shared/sticker';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../api/session';
import { OrderButton } from '../../components/cart/OrderButton';
import { PageHeader } from '../../components/PageHeader';
import { optionsForArt, optionsFromQuery } from '../../components/pricing/optionsQuery';
import { PriceOptionsPicker } from '../../components/pricing/PriceOptionsPicker';
import { WithPriceTable } from '../../components/pricing/WithPriceTable';
import { ArtworkResolution } from '../../components/resolution/ArtworkResolution';
import { ArtworkCutPreview } from '../../components/upload/ArtworkCutPreview';
import { ArtworkDropzone } from '../../components/upload/ArtworkDropzone';
import { type Artwork, designFromArtwork, startingOptions } from '../../components/upload/artworkDesign';
import { MAX_ARTWORK_BYTES, MAX_ARTWORK_PIXELS, MAX_GUEST_ARTWORK_BYTES, MIN_ARTWORK_SIDE, problemOfUploadCode } from '../../components/upload/artworkFile';
import { ArtworkRefused, loadArtwork } from '../../components/upload/loadArtwork';
import { useTranslation } from '../../translation/useTranslation';

/** What the shopper can order their own artwork as: stickers cut around it, or kiss-cut on a backing. */
const UPLOAD_PRODUCTS = ['die-cut', 'kiss-cut'] as const;

/**
 * /upload-pricing: the shopper's own artwork → the automatic cut line and preview → options
 * with the live price → the cart, through the same Order path as the editor and /preview (decision 39).
 */
export function UploadPricingPage() {
  const { t } = useTranslation();
  const viewer = useSession();
  const [params] = useSearchParams();
  const [artwork, setArtwork] = useState<{ art: Artwork; doc: object } | null>(null);
  const [options, setOptions] = useState<StickerOptions | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(0);

  async function choose(file: File) {
    const mine = ++attempt.current;
    setError(null);
    setProgress(0);
    try {
      const art = await loadArtwork(file, { signedIn: !!viewer, onProgress: (p) => mine === attempt.current && setProgress(p) });
      if (mine !== attempt.current) return;
      setArtwork({ art, doc: designFromArtwork(art) });
      setOptions(firstOptions(art.width / art.height));
    } catch (e) {
      if (mine === attempt.current) setError(problemText(e));
    } finally {
      if (mine === attempt.current) setProgress(null);
    }
  }

  /** The options a calculator or product card carried here (when this page sells that product), at the art's proportions. */
  function firstOptions(aspectRatio: number): StickerOptions {
    const carried = optionsFromQuery(params, startingOptions(1));
    return carried && (UPLOAD_PRODUCTS as readonly string[]).includes(carried.product) ? optionsForArt(carried, aspectRatio) : startingOptions(aspectRatio);
  }

  function problemText(e: unknown): string {
    const problem = e instanceof ArtworkRefused ? e.problem : e instanceof ApiError ? problemOfUploadCode(e.code) : null;
    if (!problem) return errorMessage(e, t);
    return t(`uploadPricing.errors.${problem}`, {
      mb: Math.round((problem === 'tooLargeGuest' ? MAX_GUEST_ARTWORK_BYTES : MAX_ARTWORK_BYTES) / 1024 / 1024),
      megapixels: MAX_ARTWORK_PIXELS / 1e6,
      min: MIN_ARTWORK_SIDE,
    });
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('uploadPricing.title')} description={t('uploadPricing.intro')} />
      {artwork && options ? (
        <ArtworkOrder
          artwork={artwork}
          options={options}
          onOptions={setOptions}
          onReplace={() => {
            setArtwork(null);
            setOptions(null);
          }}
        />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <ArtworkDropzone onFile={choose} progress={progress} error={error} signedIn={!!viewer} />
            <Text size="sm" c="dimmed">
              {t('uploadPricing.drop.how')}
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}

function ArtworkOrder({
  artwork,
  options,
  onOptions,
  onReplace,
}: {
  artwork: { art: Artwork; doc: object };
  options: StickerOptions;
  onOptions: (next: StickerOptions) => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation();
  // The sticker's proportions: the image's until the cut is traced, then the cut's (its border and
  // the art's transparent margins change them), so the ordered width × height is the sticker's.
  const [aspectRatio, setAspectRatio] = useState(artwork.art.width / artwork.art.height);
  const latest = useRef(options);
  latest.current = options;
  const fitToCut = useCallback(
    (ratio: number) => {
      const current = latest.current;
      if (needsEqualSides(current.shape)) return;
      const fitted = sizeForPreset(Math.max(current.widthIn, current.heightIn), ratio);
      if (Math.abs(current.widthIn / current.heightIn - fitted.widthIn / fitted.heightIn) <= 0.02) return;
      setAspectRatio(ratio);
      onOptions({ ...current, ...fitted });
    },
    [onOptions],
  );
  // The preview re-traces once the shopper stops changing the size, not on every keystroke.
  const [shown] = useDebouncedValue(options, 300);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <Stack gap="sm">
            <ArtworkCutPreview doc={artwork.doc} options={shown} onCutRatio={fitToCut} />
            <Button variant="default" leftSection={<IconReplace size={16} aria-hidden />} onClick={onReplace} data-testid="upload-replace" style={{ alignSelf: 'flex-start' }}>
              {t('uploadPricing.replace')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            <Title order={2} size="h4">
              {t('uploadPricing.options')}
            </Title>
            <WithPriceTable>
              {(priced) => <PriceOptionsPicker priced={priced} value={options} onChange={onOptions} products={UPLOAD_PRODUCTS} aspectRatio={aspectRatio} />}
            </WithPriceTable>
            <ArtworkResolution art={artwork.art} options={options} onOptions={onOptions}>
              {(resolution) => (
                <OrderButton designId={null} doc={artwork.doc} options={options} name={artwork.art.name} label={t('uploadPricing.addToCart')} resolution={resolution} />
              )}
            </ArtworkResolution>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
