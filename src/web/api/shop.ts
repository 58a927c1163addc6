import { useQuery } from '@tanstack/react-query';
import { shopSettingsEndpoints as shop } from '../../shared/api/endpoints/shop-settings';
import type { ShopSettings, ShopSettingsInput } from '../../shared/api/shop-settings';
import { call } from './client';

export type { ShopSettings, ShopSettingsInput };

export const shopKeys = { deliveryTimes: ['shop', 'delivery-times'] as const, adminSettings: ['admin', 'shop-settings'] as const };

/** The shop's production and transit days, behind every "arrives by" date the pages show. */
export function useDeliveryTimes() {
  return useQuery({ queryKey: shopKeys.deliveryTimes, queryFn: async () => (await call(shop.deliveryTimes)).deliveryTimes, staleTime: 10 * 60_000 });
}

export function useAdminShopSettings() {
  return useQuery({ queryKey: shopKeys.adminSettings, queryFn: async () => (await call(shop.adminGet)).settings });
}

export async function saveShopSettings(body: ShopSettingsInput): Promise<ShopSettings> {
  return (await call(shop.adminUpdate, { body })).settings;
}

/** Where the browser downloads an order's PDF invoice (a file, not a JSON call). */
export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`;
