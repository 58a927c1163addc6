import { Button, Container, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { type MaterialId, type StickerOptions, sizeForPreset, stickerLabelKey } from '../../../shared/sticker';
import { PageHeader } from '../../components/PageHeader';
import { CalculatorActions } from '../../components/pricing/CalculatorActions';
import { PriceGrid } from '../../components/pricing/PriceGrid';
import { PriceNotes } from '../../components/pricing/PriceNotes';
import { PriceOptionsPicker } from '../../components/pricing/PriceOptionsPicker';
import { WithPriceTable } from '../../components/pricing/WithPriceTable';
import { useTranslation } from '../../translation/useTranslation';

const GRID_SIZES_IN = [2, 3, 4, 5] as const;

function LibraryPrices({ priced }: { priced: VersionedPriceTable }) {
  const { t } = useTranslation();
  const materials = priced.table.products['library-item'].materials;
  const [material, setMaterial] = useState<MaterialId>(materials[0]);
  const [options, setOptions] = useState<StickerOptions>({
    product: 'library-item',
    ...sizeForPreset(3),
    shape: 'contour',
    material: 'white-vinyl',
    finish: 'gloss',
    quantity: 50,
  });
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('stickerPrices.library.materialLabel')}
          value={material}
          onChange={(v) => setMaterial(v as MaterialId)}
          data={materials.map((m) => ({ value: m, label: t(stickerLabelKey.material(m)) }))}
          fullWidth
          data-testid="grid-material"
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        <PriceGrid
          priced={priced}
          options={{ product: 'library-item', shape: 'contour', material, finish: 'gloss' }}
          sizesIn={GRID_SIZES_IN}
          caption={t('stickerPrices.library.gridCaption', { material: t(stickerLabelKey.material(material)) })}
        />
        <PriceNotes priced={priced} />
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('stickerPrices.library.calculator')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('stickerPrices.library.calculatorIntro')}
        </Text>
        <PriceOptionsPicker priced={priced} value={options} onChange={setOptions} products={['library-item']} />
        <CalculatorActions options={options} />
      </Paper>
    </Stack>
  );
}

/** /StickerLibraryPrice: library stickers by size × quantity, per material, and a live calculator. */
export function StickerLibraryPricePage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('stickerPrices.library.title')} description={t('stickerPrices.library.intro')}>
        <div>
          <Button component={Link} to="/StickerLibrary" variant="light" leftSection={<IconBooks size={16} aria-hidden />}>
            {t('stickerPrices.library.browse')}
          </Button>
        </div>
      </PageHeader>
      <WithPriceTable>{(priced) => <LibraryPrices priced={priced} />}</WithPriceTable>
    </Container>
  );
}
