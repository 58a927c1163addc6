import { Badge, Button, Card, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconEraser, IconPlus, IconSticker } from '@tabler/icons-react';
import type { GeneratedImageInfo } from '../../../shared/api/generations';
import { DEMO_BADGE_COLOUR } from '../../theme';
import { useTranslation } from '../../translation/useTranslation';

export interface ResultImage extends GeneratedImageInfo {
  /** Unique on the page: a guest's identical prompts give identical data URLs, so the URL cannot be the key. */
  id: string;
  prompt: string;
  isDemo: boolean;
}

interface Props {
  images: ResultImage[];
  pendingCount: number;
  /** A guest's results stay in this browser until sign-in (ai/guestImages.ts), not in materials. */
  guest: boolean;
  onAddToDesign: (image: ResultImage) => void;
  /** The background removal tool (a page of its own: not offered where leaving would lose the work). */
  onRemoveBackground?: (image: ResultImage) => void;
  /** Background off, border and cut line on, priced, ready for the cart. */
  onMakeSticker: (image: ResultImage) => void;
  /** Columns of the gallery: two from the `xs` width by default, one in a narrow side panel. */
  cols?: number | { base: number; xs: number };
}

/** The results gallery: newest first, each with Make it a sticker, Add to design, Remove background and Download. */
export function GenerationResults({ images, pendingCount, guest, onAddToDesign, onRemoveBackground, onMakeSticker, cols = { base: 1, xs: 2 } }: Props) {
  const { t } = useTranslation();
  if (images.length === 0 && pendingCount === 0) {
    return (
      <Card withBorder padding="xl" className="ss-gen-empty">
        <Text fw={600}>{t('imageGen.empty.title')}</Text>
        <Text size="sm" c="dimmed" data-testid="results-empty-body">
          {t(guest ? 'imageGen.empty.bodyGuest' : 'imageGen.empty.body')}
        </Text>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={cols} spacing="md" data-testid="generation-results">
      {Array.from({ length: pendingCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={`pending-${i}`} radius="md" style={{ aspectRatio: '1 / 1' }} />
      ))}
      {images.map((image, i) => (
        <Card key={image.id} padding="xs" withBorder data-testid="generated-image">
          <Card.Section className="ss-checker">
            <Image
              src={image.url}
              alt={t('imageGen.resultAlt', { index: i + 1, prompt: image.prompt })}
              fit="contain"
              style={{ aspectRatio: `${image.width} / ${image.height}` }}
            />
          </Card.Section>
          <Stack gap={6} mt="xs">
            {image.isDemo && (
              // White on a dark orange (DEMO_BADGE_COLOUR): over 4.5:1, where orange.9 text on white was 3.9:1.
              <Badge size="xs" variant="filled" color={DEMO_BADGE_COLOUR} w="fit-content" data-testid="demo-badge">
                {t('imageGen.demoBadge')}
              </Badge>
            )}
            {/* One under the other: side by side in a grid card, "Remove background" was cut off at 1280 px. */}
            <Button size="xs" fullWidth color="teal" leftSection={<IconSticker size={14} aria-hidden />} onClick={() => onMakeSticker(image)} data-testid="make-sticker-button">
              {t('imageGen.makeSticker')}
            </Button>
            <Button size="xs" fullWidth variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAddToDesign(image)}>
              {t('imageGen.addToDesign')}
            </Button>
            {onRemoveBackground && (
              <Button size="xs" fullWidth variant="light" leftSection={<IconEraser size={14} aria-hidden />} onClick={() => onRemoveBackground(image)}>
                {t('imageGen.removeBackground')}
              </Button>
            )}
            <Button size="xs" variant="subtle" component="a" href={image.url} download={`sticker-${i + 1}.png`} leftSection={<IconDownload size={14} aria-hidden />}>
              {t('imageGen.download')}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
