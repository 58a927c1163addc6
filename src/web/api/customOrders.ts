import type { CustomOrderRequest, CustomOrderRequestInput } from '../../shared/api/custom-orders';
import { api } from './client';

export type { CustomOrderRequest, CustomOrderRequestInput };

/** AI concept drafts for a request (signed-in customers; a few rounds a day). */
export async function draftConcepts(input: { description: string; size: string }, signal?: AbortSignal): Promise<{ urls: string[]; isDemo: boolean }> {
  return api<{ urls: string[]; isDemo: boolean }>('/api/custom-orders/concepts', { method: 'POST', body: input, signal });
}

/** A reference image for the request, stored with the customer's files. */
export async function uploadReferenceImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<{ url: string }>('/api/custom-orders/reference', { method: 'POST', body: form });
}

export async function submitCustomOrder(input: CustomOrderRequestInput): Promise<CustomOrderRequest> {
  return (await api<{ request: CustomOrderRequest }>('/api/custom-orders', { method: 'POST', body: input })).request;
}

export async function listMyCustomOrders(): Promise<CustomOrderRequest[]> {
  return (await api<{ requests: CustomOrderRequest[] }>('/api/custom-orders/mine')).requests;
}
