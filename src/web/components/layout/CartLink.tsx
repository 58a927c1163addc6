import { ActionIcon } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';

/**
 * The header's cart button, on every page and width: a link to /cart with the number of lines when it
 * is known (api/cartCount.ts). Drawn without a number until then, so the header does not move.
 */
export function CartLink({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = count ? t('nav.cartWithCount', { count }) : t('nav.cart');
  const here = pathname === '/cart';
  return (
    <ActionIcon
      component={Link}
      to="/cart"
      variant={here ? 'light' : 'subtle'}
      color="dark"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      aria-current={here ? 'page' : undefined}
      className="cart-link"
      data-testid="header-cart"
      data-count={count ?? ''}
    >
      <IconShoppingCart size={20} aria-hidden />
      {count ? (
        <span className="cart-count" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </ActionIcon>
  );
}
