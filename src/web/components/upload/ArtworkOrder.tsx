import { Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconReplace } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { needsEqualSides, type StickerOptions, sizeForPreset } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { OrderButton } from '../cart/OrderButton';
import { PriceOptionsPicker } from '../pricing/PriceOptionsPicker';
import { WithPriceTable } from '../pricing/WithPriceTable';
import { ArtworkResolution } from '../resolution/ArtworkResolution';
import { ArtworkCutPreview } from './ArtworkCutPreview';
import type { Artwork } from './artworkDesign';

/** What the shopper can order their own artwork as: stickers cut around it, or kiss-cut on a backing. */
export const UPLOAD_PRODUCTS = ['die-cut', 'kiss-cut'] as const;

/**
 * A picture ready to order (decision 39): its automatic cut line and preview beside the options with
 * their live price, and Add to cart through the same Order path as the editor and /preview. Used by
 * /upload-pricing (the shopper's file) and /image-gen ("Make it a sticker").
 */
export function ArtworkOrder({
  artwork,
  options,
  onOptions,
  onReplace,
  replaceLabel,
  addLabel,
}: {
  artwork: { art: Artwork; doc: object };
  options: StickerOptions;
  onOptions: (next: StickerOptions) => void;
  onReplace: () => void;
  /** The texts of the two buttons, when not the upload page's. */
  replaceLabel?: string;
  addLabel?: string;
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
              {replaceLabel ?? t('uploadPricing.replace')}
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
                <OrderButton designId={null} doc={artwork.doc} options={options} name={artwork.art.name} label={addLabel ?? t('uploadPricing.addToCart')} resolution={resolution} />
              )}
            </ArtworkResolution>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
