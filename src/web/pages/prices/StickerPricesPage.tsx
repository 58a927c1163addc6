import { Anchor, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fitOptionsToProduct } from '../../../shared/pricing/fit-options';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import type { ProductId, StickerOptions } from '../../../shared/sticker';
import { PageHeader } from '../../components/PageHeader';
import { CalculatorActions } from '../../components/pricing/CalculatorActions';
import { optionsFromQuery } from '../../components/pricing/optionsQuery';
import { PriceOptionsPicker } from '../../components/pricing/PriceOptionsPicker';
import { pricesFrom } from '../../components/pricing/pricesFrom';
import { WithPriceTable } from '../../components/pricing/WithPriceTable';
import { formatPrice } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The products made to the shopper's own art or design, in the order the page shows them. */
const MADE_TO_ORDER = ['die-cut', 'kiss-cut', 'sticker-sheet', 'vinyl-decal'] as const satisfies readonly ProductId[];

const START: StickerOptions = { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', quantity: 50 };

function Prices({ priced }: { priced: VersionedPriceTable }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [options, setOptions] = useState<StickerOptions>(() => fitOptionsToProduct(optionsFromQuery(params, START) ?? START, priced.table));
  const from = useMemo(() => pricesFrom(priced), [priced]);
  const calculator = useRef<HTMLDivElement>(null);
  const choose = (product: ProductId) => {
    setOptions((current) => fitOptionsToProduct({ ...current, product }, priced.table));
    calculator.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="sticker-price-products">
        {MADE_TO_ORDER.map((product) => {
          const row = from.find((p) => p.product === product);
          return (
            <Card key={product} withBorder data-testid={`sticker-price-${product}`}>
              <Stack gap={6} h="100%">
                <Title order={2} fz="lg">
                  {t(`landing.more.products.items.${product}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`landing.more.products.items.${product}.text`)}
                </Text>
                {row && (
                  <>
                    <Text fw={700} c="brand.8">
                      {t('stickerPrices.page.from', { price: formatPrice(row.line, i18n.language), quantity: row.quantity })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('stickerPrices.page.each', { price: formatPrice(row.unit, i18n.language) })}
                    </Text>
                  </>
                )}
                <Button variant="light" mt="auto" onClick={() => choose(product)} data-testid={`sticker-price-choose-${product}`}>
                  {t('stickerPrices.page.choose')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" ref={calculator} id="calculator" style={{ scrollMarginTop: 80 }}>
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('stickerPrices.page.calculator')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('stickerPrices.page.calculatorIntro')}
        </Text>
        <PriceOptionsPicker key={options.product} priced={priced} value={options} onChange={setOptions} products={MADE_TO_ORDER} />
        <CalculatorActions options={options} />
      </Paper>
    </Stack>
  );
}

/** /sticker-prices: what each printed product costs, and a calculator that ends in ordering it (AI plans are /pricing). */
export function StickerPricesPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t('stickerPrices.page.title')} description={t('stickerPrices.page.intro')}>
        <Group gap="md">
          <Anchor component={Link} to="/StickerLibraryPrice">
            {t('stickerPrices.page.libraryLink')}
          </Anchor>
          <Anchor component={Link} to="/VinylDecalPrice">
            {t('stickerPrices.page.decalLink')}
          </Anchor>
        </Group>
      </PageHeader>
      <WithPriceTable>{(priced) => <Prices priced={priced} />}</WithPriceTable>
      <Text size="sm" c="dimmed" mt="xl">
        {t('stickerPrices.page.aiPlans')}{' '}
        <Anchor component={Link} to="/pricing">
          {t('stickerPrices.page.aiPlansLink')}
        </Anchor>
      </Text>
    </Container>
  );
}
