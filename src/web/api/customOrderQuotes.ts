import { useQuery } from '@tanstack/react-query';
import type { CustomOrderAcceptInput, CustomOrderQuote, CustomOrderQuoteInput } from '../../shared/api/custom-order-quotes';
import { adminCustomOrderQuoteEndpoints as admin, customOrderQuoteEndpoints as customer } from '../../shared/api/endpoints/custom-order-quotes';
import { call } from './client';

export type { CustomOrderQuote };

/** Quotes for /custom-order requests: the customer's quote page and the shop's quote form. */

export const quoteKeys = { mine: (id: string) => ['custom-order-quote', id] as const, admin: (id: string) => ['admin', 'custom-order-quote', id] as const };

export function useQuote(id: string) {
  return useQuery({ queryKey: quoteKeys.mine(id), queryFn: async () => (await call(customer.get, { params: { id } })).quote, retry: false });
}

/** Accepts the quote revision the customer sees: answers the order to pay. */
export async function acceptQuote(id: string, body: CustomOrderAcceptInput): Promise<string> {
  return (await call(customer.accept, { params: { id }, body })).orderId;
}

export function useAdminQuote(id: string) {
  return useQuery({ queryKey: quoteKeys.admin(id), queryFn: async () => (await call(admin.get, { params: { id } })).quote });
}

export async function uploadQuoteArt(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(admin.art, { params: { id }, body: form });
}

export async function sendQuote(id: string, body: CustomOrderQuoteInput): Promise<CustomOrderQuote> {
  return (await call(admin.quote, { params: { id }, body })).quote;
}
