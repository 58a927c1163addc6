import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';

/**
 * The header's cart button, on every page and width: a link to /cart with the number of lines when it
 * is known (CartButton reads it). Drawn without a number by the first paint, so the header does not move.
 */
export function CartLink({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = count ? t('nav.cartWithCount', { count }) : t('nav.cart');
  return (
    <Indicator label={count ?? undefined} disabled={!count} size={18} offset={5} color="brand.8" zIndex={2} data-testid="cart-count-badge">
      <ActionIcon
        component={Link}
        to="/cart"
        variant={pathname === '/cart' ? 'light' : 'subtle'}
        color="dark"
        size="lg"
        radius="xl"
        aria-label={label}
        title={label}
        aria-current={pathname === '/cart' ? 'page' : undefined}
        data-testid="header-cart"
        data-count={count ?? ''}
      >
        <IconShoppingCart size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
