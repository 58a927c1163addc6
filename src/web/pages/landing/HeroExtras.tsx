import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogItem, CatalogListResponse } from '../../../shared/api/catalog.responses';
import type { VersionedPriceTable } from '../../../shared/pricing/price-table';
import { type PriceFrom, pricesFrom } from '../../components/pricing/pricesFrom';
import { StickerArt } from '../../components/StickerArt';
import { formatPrice, normaliseLanguage } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { getJson, LANDING_COUNTS, libraryPageUrl } from './landingData';

function useJson<T>(url: string): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void getJson<T>(url).then((answer) => live && setValue(answer));
    return () => {
      live = false;
    };
  }, [url]);
  return value;
}

/** What a die-cut sticker costs, above the fold: quoted from the current price table like the cart. */
export function HeroPrice() {
  const { t, i18n } = useTranslation();
  const answer = useJson<VersionedPriceTable>('/api/prices/current');
  const row: PriceFrom | undefined = answer?.table ? pricesFrom({ version: answer.version, table: answer.table }).find((p) => p.product === 'die-cut') : undefined;
  if (!row) return <Box mih={52} />;
  return (
    <Paper withBorder radius="md" p="sm" maw={560} data-testid="hero-price">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Text fw={800} fz="lg" data-testid="hero-price-from">
            {t('landing.more.heroPrice', {
              product: t('landing.more.products.items.die-cut.title'),
              price: formatPrice(row.line, i18n.language),
              quantity: row.quantity,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('landing.more.prices.each', { price: formatPrice(row.unit, i18n.language) })}
          </Text>
        </Stack>
        <Anchor component={Link} to="/sticker-prices" fw={600}>
          {t('landing.more.heroPriceLink')}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** Real stickers from the library (their rendered pictures); the drawn sticker until they are in. */
export function HeroStickers() {
  const { t, i18n } = useTranslation();
  // The page of the library the sections below show: one request for both.
  const list = useJson<CatalogListResponse>(libraryPageUrl(normaliseLanguage(i18n.language), LANDING_COUNTS.stickers));
  const stickers: CatalogItem[] = (list?.items ?? []).filter((item) => item.thumbnailUrl !== null).slice(0, 4);
  if (stickers.length < 4) return <StickerArt size={340} />;
  return (
    <SimpleGrid cols={2} spacing="sm" maw={360} w="100%" data-testid="hero-stickers">
      {stickers.map((item, i) => (
        <Anchor
          key={item.id}
          component={Link}
          to="/StickerLibrary"
          className="hero-sticker"
          style={{ transform: `rotate(${[-4, 3, 2, -3][i]}deg)` }}
          aria-label={t('landing.more.heroSticker', { name: item.name })}
        >
          <img
            src={item.thumbnailUrl ?? ''}
            alt={item.name}
            width={170}
            height={170}
            decoding="async"
            style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }}
          />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
