import type { CustomOrderRequest, CustomOrderRequestInput } from '../../shared/api/custom-orders';
import { customOrderEndpoints as customOrders } from '../../shared/api/endpoints/custom-orders';
import { call } from './client';

export type { CustomOrderRequest, CustomOrderRequestInput };

/** AI concept drafts for a request (signed-in customers; a few rounds a day). */
export async function draftConcepts(input: { description: string; size: string }, signal?: AbortSignal): Promise<{ urls: string[]; isDemo: boolean }> {
  return call(customOrders.concepts, { body: input }, { signal });
}

/** A reference image for the request, stored with the customer's files. */
export async function uploadReferenceImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(customOrders.reference, { body: form });
}

export async function submitCustomOrder(input: CustomOrderRequestInput): Promise<CustomOrderRequest> {
  return (await call(customOrders.submit, { body: input })).request;
}

/** The recipient's confirmation (the token from the mailed link): the request, now confirmed. */
export async function confirmCustomOrder(token: string): Promise<CustomOrderRequest> {
  return (await call(customOrders.confirm, { body: { token } })).request;
}

export async function listMyCustomOrders(): Promise<CustomOrderRequest[]> {
  return (await call(customOrders.mine)).requests;
}
