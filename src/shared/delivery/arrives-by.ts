import type { ShippingMethod } from '../sticker';
import { addBusinessDays, type IsoDate, shopDateOf } from './business-days';

/** How long the shop takes: printing, then the carrier's transit per shipping method, in business days. */
export interface DeliveryTimes {
  productionDays: number;
  transitDays: Record<ShippingMethod, number>;
}

/** The shop's promise when nobody has set one in the back office. */
export const DEFAULT_DELIVERY_TIMES: DeliveryTimes = { productionDays: 3, transitDays: { standard: 5, express: 2 } };

/**
 * The latest day the stickers arrive, for an order placed (or paid) at `from`: production starts the
 * next business day, then the carrier's transit days follow, all in business days.
 */
export function arrivesBy(times: DeliveryTimes, method: ShippingMethod, from: Date): IsoDate {
  return addBusinessDays(shopDateOf(from), times.productionDays + times.transitDays[method]);
}
