/** Shipping methods: standard (free from a subtotal, per country, in the price table) and express. */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
