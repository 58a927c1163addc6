import { Container, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StickerOptions } from '../../../shared/sticker';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../api/session';
import { PageHeader } from '../../components/PageHeader';
import { optionsForArt, optionsFromQuery } from '../../components/pricing/optionsQuery';
import { ArtworkDropzone } from '../../components/upload/ArtworkDropzone';
import { ArtworkOrder, UPLOAD_PRODUCTS } from '../../components/upload/ArtworkOrder';
import { type Artwork, designFromArtwork, startingOptions } from '../../components/upload/artworkDesign';
import { MAX_ARTWORK_BYTES, MAX_ARTWORK_PIXELS, MAX_GUEST_ARTWORK_BYTES, MIN_ARTWORK_SIDE, problemOfUploadCode } from '../../components/upload/artworkFile';
import { ArtworkRefused, loadArtwork } from '../../components/upload/loadArtwork';
import { useTranslation } from '../../translation/useTranslation';

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
