import type { OrderLineOptions } from '../../../shared/api/orders';
import { SHOP_CURRENCY } from '../../../shared/money';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { formatPrice } from '../../i18n';
import type { TFunction } from '../../translation/translator';

/** An order amount (integer cents, in the shop's currency) for people: "CA$12.34" in their language's format. */
export function formatCents(cents: number, lng: string): string {
  return formatPrice({ amountCents: cents, currency: SHOP_CURRENCY }, lng);
}

/** "Die-cut · 3 × 3 in · Clear · Matte": one line's options in words. */
export function describeOptions(options: OrderLineOptions, t: TFunction): string {
  return [
    t(`orders.product.${options.product}`),
    t('orders.size', { width: options.widthIn, height: options.heightIn }),
    options.shape ? t(`orders.shape.${options.shape}`) : null,
    options.material ? t(`orders.material.${options.material}`) : null,
    options.finish ? t(`orders.finish.${options.finish}`) : null,
    options.vinylColour ? t('orders.colour', { colour: options.vinylColour.toUpperCase() }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Order refusals in the reader's language (the server's codes), else the app's general messages. */
export function orderErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'order_in_production') return t('orders.errors.inProduction');
    if (error.code === 'order_status' || error.code === 'order_busy') return t('orders.errors.status');
    if (error.code === 'payments_unavailable') return t('orders.errors.paymentsUnavailable');
    if (error.code === 'not_found' && error.status === 404) return t('orders.notFound');
    if (error.code === 'invalid_input') return error.message;
  }
  return errorMessage(error, t);
}
