import { defineEndpoint } from '../endpoint';
import { shopSettingsInputSchema } from '../shop-settings';
import { deliveryTimesResponseSchema, shopSettingsResponseSchema } from '../shop-settings.responses';

/** The shop's settings: the delivery times for everyone (arrives-by dates), all of them for admins. */
export const shopSettingsEndpoints = {
  deliveryTimes: defineEndpoint({ method: 'GET', path: '/api/shop/delivery-times', response: deliveryTimesResponseSchema }),
  adminGet: defineEndpoint({ method: 'GET', path: '/api/admin/shop-settings', response: shopSettingsResponseSchema }),
  adminUpdate: defineEndpoint({ method: 'PATCH', path: '/api/admin/shop-settings', body: shopSettingsInputSchema, response: shopSettingsResponseSchema }),
};
