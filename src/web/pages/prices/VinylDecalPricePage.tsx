import { Button, ColorSwatch, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { type StickerOptions, sizeForPreset, stickerLabelKey, VINYL_COLOUR_IDS, VINYL_COLOUR_SWATCHES, type VinylColourId } from '../../../shared/sticker';
import { PageHeader } from '../../components/PageHeader';
import { CalculatorActions } from '../../components/pricing/CalculatorActions';
import { PriceGrid } from '../../components/pricing/PriceGrid';
import { PriceNotes } from '../../components/pricing/PriceNotes';
import { PriceOptionsPicker } from '../../components/pricing/PriceOptionsPicker';
import { WithPriceTable } from '../../components/pricing/WithPriceTable';
import { useTranslation } from '../../translation/useTranslation';

const GRID_SIZES_IN = [2, 3, 4, 5] as const;

function DecalPrices({ priced }: { priced: VersionedPriceTable }) {
  const { t } = useTranslation();
  const [colour, setColour] = useState<VinylColourId>('black');
  const [options, setOptions] = useState<StickerOptions>({
    product: 'vinyl-decal',
    ...sizeForPreset(4),
    shape: 'contour',
    material: 'white-vinyl',
    finish: 'gloss',
    vinylColour: 'black',
    quantity: 50,
  });
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Radio.Group label={t('stickerPrices.decal.colourLabel')} value={colour} onChange={(v) => setColour(v as VinylColourId)} data-testid="grid-colour">
          <Group gap="xs" mt={6}>
            {VINYL_COLOUR_IDS.map((id) => (
              <Radio.Card key={id} value={id} p={6} pr="sm" radius="xl" w="auto" data-testid={`grid-colour-${id}`}>
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={VINYL_COLOUR_SWATCHES[id]} size={18} aria-hidden />
                  <Text size="sm">{t(stickerLabelKey.colour(id))}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
        <PriceGrid
          priced={priced}
          options={{ product: 'vinyl-decal', shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: colour }}
          sizesIn={GRID_SIZES_IN}
          caption={t('stickerPrices.decal.gridCaption', { colour: t(stickerLabelKey.colour(colour)) })}
        />
        <PriceNotes priced={priced} />
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('stickerPrices.decal.calculator')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('stickerPrices.decal.calculatorIntro')}
        </Text>
        <PriceOptionsPicker priced={priced} value={options} onChange={setOptions} products={['vinyl-decal']} />
        <CalculatorActions options={options} />
      </Paper>
    </Stack>
  );
}

/** /VinylDecalPrice: single-colour decals by size × quantity, per colour, and a live calculator. */
export function VinylDecalPricePage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('stickerPrices.decal.title')} description={t('stickerPrices.decal.intro')}>
        <div>
          <Button component={Link} to="/indexHome" variant="light" leftSection={<IconScissors size={16} aria-hidden />}>
            {t('stickerPrices.decal.design')}
          </Button>
        </div>
      </PageHeader>
      <WithPriceTable>{(priced) => <DecalPrices priced={priced} />}</WithPriceTable>
    </Container>
  );
}
