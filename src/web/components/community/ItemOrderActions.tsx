import { Button, Group } from '@mantine/core';
import { IconBrush, IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cartKeys } from '../../api/cart';
import { communityErrorMessage, orderShowcaseItem, remixShowcaseItem, type ShowcaseItem } from '../../api/community';
import { useSession } from '../../api/session';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

/**
 * "Order this sticker" (your own copy of the design goes into the cart with the Order button's first
 * options; the cart changes size, material and quantity) and "Make my own" (a copy in your designs,
 * opened in the editor, crediting this one).
 */
export function ItemOrderActions({ item }: { item: ShowcaseItem }) {
  const { t } = useTranslation();
  const viewer = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'order' | 'remix' | null>(null);

  async function run(which: 'order' | 'remix') {
    if (!viewer) {
      navigate(`/login?redirect=${encodeURIComponent(`/showcase/${item.id}`)}`);
      return;
    }
    setBusy(which);
    try {
      if (which === 'order') {
        const answer = await orderShowcaseItem(item.id);
        client.setQueryData(cartKeys.mine, answer.cart);
        navigate('/cart');
      } else {
        const designId = await remixShowcaseItem(item.id);
        navigate(`/indexHome?design=${encodeURIComponent(designId)}`);
      }
    } catch (e) {
      notify('error', communityErrorMessage(e, t));
      setBusy(null);
    }
  }

  return (
    <Group gap="sm">
      <Button size="md" leftSection={<IconShoppingCart size={18} aria-hidden />} loading={busy === 'order'} onClick={() => void run('order')} data-testid="order-sticker">
        {t('showcase.order')}
      </Button>
      <Button size="md" variant="light" leftSection={<IconBrush size={18} aria-hidden />} loading={busy === 'remix'} onClick={() => void run('remix')} data-testid="make-my-own">
        {t('showcase.remix')}
      </Button>
    </Group>
  );
}
