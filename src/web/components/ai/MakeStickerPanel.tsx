import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { StickerOptions } from '../../../shared/sticker';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';
import { removalErrorKey } from '../editor/bgRemoval/removeImageBackground';
import { ArtworkOrder } from '../upload/ArtworkOrder';
import { type Artwork, designFromArtwork, startingOptions } from '../upload/artworkDesign';
import { type StickerPhase, stickerArtworkOf } from './makeSticker';

/** How far along the whole job is, for one progress bar: reading 5 %, removing up to 80 %, storing the rest. */
function overall(phase: StickerPhase): number {
  if (phase.phase === 'reading') return 5;
  if (phase.phase === 'removing') return 5 + 75 * phase.fraction;
  return 80 + 20 * phase.fraction;
}

/** The sticker panel's heading: its own on a page, the dialog's title in a dialog (shown once either way). */
export const MAKE_STICKER_TITLE_KEY = 'imageGen.sticker.title';

interface Props {
  image: { url: string; prompt: string };
  onClose: () => void;
  /** In a dialog titled MAKE_STICKER_TITLE_KEY: no heading or frame of its own (the dialog has them). */
  inDialog?: boolean;
}

/**
 * "Make it a sticker" for one generated picture: shows the work as it goes (background, then storing),
 * then the sticker with its white border and cut line, the default options' price and Add to cart.
 */
export function MakeStickerPanel({ image, onClose, inDialog = false }: Props) {
  const { t } = useTranslation();
  const signedIn = !!useSession();
  const [phase, setPhase] = useState<StickerPhase>({ phase: 'reading' });
  const [artwork, setArtwork] = useState<{ art: Artwork; doc: object } | null>(null);
  const [options, setOptions] = useState<StickerOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    setArtwork(null);
    setError(null);
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    stickerArtworkOf(image, { signedIn, onPhase: setPhase, signal: abort.signal }).then(
      (art) => {
        setArtwork({ art, doc: designFromArtwork(art) });
        setOptions(startingOptions(art.width / art.height));
      },
      (e: unknown) => {
        const key = removalErrorKey(e);
        if (key) setError(t(key));
      },
    );
    return () => abort.abort();
  }, [image, signedIn, t]);

  return (
    <Paper withBorder={!inDialog} p={inDialog ? 0 : { base: 'sm', sm: 'md' }} ref={panel} data-testid="make-sticker" aria-live="polite">
      <Stack gap="md">
        {!inDialog && (
          <Title order={2} fz="xl">
            {t(MAKE_STICKER_TITLE_KEY)}
          </Title>
        )}
        {error ? (
          <Alert color="red" data-testid="make-sticker-error">
            <Stack gap="xs">
              <Text size="sm">{error}</Text>
              <Group>
                <Button size="xs" variant="default" onClick={onClose}>
                  {t('imageGen.sticker.close')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : artwork && options ? (
          <ArtworkOrder
            artwork={artwork}
            options={options}
            onOptions={setOptions}
            onReplace={onClose}
            replaceLabel={t('imageGen.sticker.another')}
            addLabel={t('imageGen.sticker.addToCart')}
          />
        ) : (
          <Stack gap={6} data-testid="make-sticker-progress">
            <Text size="sm">{t(`imageGen.sticker.phase.${phase.phase}`)}</Text>
            <Progress value={overall(phase)} animated aria-label={t(`imageGen.sticker.phase.${phase.phase}`)} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
