import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StickerOptions } from '../../../shared/sticker';
import { type CatalogItem, useAddLibraryItemToCart } from '../../api/catalog';
import { errorMessage } from '../../api/errors';
import { loadCartPage } from '../../shopperPages';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';
import { PriceOptionsPicker } from '../pricing/PriceOptionsPicker';
import { WithPriceTable } from '../pricing/WithPriceTable';

/** A library sticker as ordered first: its own size, white vinyl, gloss, the smallest library quantity (10). */
export const firstLibraryOptions = (item: Pick<CatalogItem, 'widthIn' | 'heightIn'>): StickerOptions => ({
  product: 'library-item',
  widthIn: item.widthIn,
  heightIn: item.heightIn,
  shape: 'contour',
  material: 'white-vinyl',
  finish: 'gloss',
  quantity: 10,
});

/**
 * Add to cart for a library sticker: the library product's options and live price (the same picker and
 * price table as /StickerLibraryPrice). The server copies the sticker into the shopper's designs and
 * adds the line — a guest's too: its cart is kept on the server until it checks out or signs in (decision 88).
 */
export function LibraryBuyModal({ item, onClose }: { item: CatalogItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={!!item}
      onClose={onClose}
      title={item ? t('library.buy.title', { name: item.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      zIndex={400}
    >
      {item && <BuyBody item={item} onClose={onClose} />}
    </Modal>
  );
}

function BuyBody({ item, onClose }: { item: CatalogItem; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addToCart = useAddLibraryItemToCart();
  const [options, setOptions] = useState<StickerOptions>(() => firstLibraryOptions(item));
  const [busy, setBusy] = useState(false);
  // Add to cart lands on /cart: its page loads while the shopper picks options and the server adds the line.
  useEffect(() => {
    loadCartPage().catch(() => {});
  }, []);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      await addToCart(item.id, options);
      notify('success', t('library.buy.added', { name: item.name }));
      onClose();
      navigate('/cart');
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        {item.thumbnailUrl && <Image src={item.thumbnailUrl} alt="" w={96} h={96} fit="contain" />}
        <Text size="sm" c="dimmed">
          {item.description || t('library.buy.intro')}
        </Text>
      </Group>
      <WithPriceTable>
        {(priced) => <PriceOptionsPicker priced={priced} value={options} onChange={setOptions} products={['library-item']} aspectRatio={item.widthIn / item.heightIn} />}
      </WithPriceTable>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button leftSection={<IconShoppingCart size={16} aria-hidden />} onClick={add} loading={busy} data-testid="library-buy-add">
          {t('library.buy.add')}
        </Button>
      </Group>
    </Stack>
  );
}
