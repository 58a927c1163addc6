import { Box, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from '../../../translation/useTranslation';
import { checkerboard } from '../checkerboard';

type Backdrop = 'checker' | 'white' | 'dark';

const BACKDROPS: Record<Backdrop, CSSProperties> = {
  checker: checkerboard,
  white: { backgroundColor: '#fff' },
  dark: { backgroundColor: '#25262b' },
};

/** The tallest the preview gets: most of a phone screen, a comfortable size on a desktop. */
const MAX_HEIGHT = 'min(70vh, 640px)';

const layer: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' };

/**
 * The result over a checkerboard (or white, or dark, to spot a halo), with the original laid over its
 * left part: the slider moves the split, so the same spot can be seen before and after.
 */
export function CompareView({ before, after, width, height }: { before: string; after: string; width: number; height: number }) {
  const { t } = useTranslation();
  const [split, setSplit] = useState(50);
  const [backdrop, setBackdrop] = useState<Backdrop>('checker');

  return (
    // The frame keeps the image's own proportions (as wide as fits, at most MAX_HEIGHT tall), so the split
    // line and the slider below it line up with the image.
    <Stack gap="sm" w="100%" maw={`calc(${MAX_HEIGHT} * ${width / height})`} mx="auto">
      <Box
        pos="relative"
        w="100%"
        style={{
          ...BACKDROPS[backdrop],
          aspectRatio: `${width} / ${height}`,
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
        }}
        data-testid="bg-compare"
      >
        <img src={after} alt={t('bgremoval.compare.resultAlt')} style={layer} draggable={false} data-testid="bg-result-image" />
        <img src={before} alt="" aria-hidden style={{ ...layer, clipPath: `inset(0 ${100 - split}% 0 0)` }} draggable={false} />
        <Box pos="absolute" top={0} bottom={0} w={2} bg="var(--mantine-primary-color-filled)" style={{ left: `calc(${split}% - 1px)`, pointerEvents: 'none' }} aria-hidden />
        <Text pos="absolute" top={8} left={8} size="xs" fw={600} px={6} py={2} bg="rgba(0,0,0,0.55)" c="white" style={{ borderRadius: 4, opacity: split > 8 ? 1 : 0 }} aria-hidden>
          {t('bgremoval.compare.before')}
        </Text>
        <Text
          pos="absolute"
          top={8}
          right={8}
          size="xs"
          fw={600}
          px={6}
          py={2}
          bg="rgba(0,0,0,0.55)"
          c="white"
          style={{ borderRadius: 4, opacity: split < 92 ? 1 : 0 }}
          aria-hidden
        >
          {t('bgremoval.compare.after')}
        </Text>
      </Box>
      <Slider value={split} onChange={setSplit} min={0} max={100} label={null} thumbLabel={t('bgremoval.compare.slider')} />
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" id="bg-backdrop-label">
          {t('bgremoval.compare.previewOn')}
        </Text>
        <SegmentedControl
          size="xs"
          value={backdrop}
          onChange={(v) => setBackdrop(v as Backdrop)}
          aria-labelledby="bg-backdrop-label"
          data={(['checker', 'white', 'dark'] as const).map((value) => ({ value, label: t(`bgremoval.compare.${value}`) }))}
        />
      </Group>
    </Stack>
  );
}
