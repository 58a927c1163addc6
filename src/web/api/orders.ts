import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminOrderEndpoints as adminOrders, orderEndpoints as orders } from '../../shared/api/endpoints/orders';
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderSummary, adminOrderStatusSchema, OrderDetail, OrderSummary } from '../../shared/api/orders';
import { call } from './client';

export type { AdminOrderDetail, AdminOrderSummary, OrderDetail, OrderSummary };

/** The customer's orders (/account/orders) and the back office's (/admin/orders): calls and queries. */

export const orderKeys = {
  mine: ['orders', 'mine'] as const,
  one: (id: string) => ['orders', 'one', id] as const,
  admin: (filter: AdminOrderListQuery) => ['admin', 'orders', filter] as const,
  adminOne: (id: string) => ['admin', 'orders', 'one', id] as const,
};

export function useMyOrders() {
  return useQuery({ queryKey: orderKeys.mine, queryFn: async () => (await call(orders.mine)).orders });
}

/**
 * One order; with `awaitingPayment` (back from the payment page) it is asked again every 2 s until the
 * payment is recorded. `token`: the signed link of the order's mail (a guest's order page, decision 88).
 */
export function useOrder(id: string, options: { awaitingPayment?: boolean; token?: string } = {}) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: async () => (await call(orders.get, { params: { id }, query: options.token ? { t: options.token } : {} })).order,
    retry: false,
    refetchInterval: (query) => (options.awaitingPayment && query.state.data?.status === 'pending_payment' ? 2000 : false),
  });
}

export async function cancelMyOrder(id: string, note?: string): Promise<OrderDetail> {
  return (await call(orders.cancel, { params: { id }, body: note ? { note } : {} })).order;
}

export async function reorderMyOrder(id: string): Promise<OrderDetail> {
  return (await call(orders.reorder, { params: { id } })).order;
}

export async function approveArtworkAsIs(id: string): Promise<OrderDetail> {
  return (await call(orders.approveAsIs, { params: { id }, body: {} })).order;
}

export async function uploadReplacementArtwork(id: string, itemId: string, file: File): Promise<OrderDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await call(orders.uploadReplacement, { params: { id, itemId }, body: form })).order;
}

export function useAdminOrders(filter: AdminOrderListQuery) {
  return useQuery({ queryKey: orderKeys.admin(filter), queryFn: async () => (await call(adminOrders.list, { query: filter })).orders });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.adminOne(id),
    queryFn: async () => (await call(adminOrders.get, { params: { id } })).order,
    retry: false,
    // While the production files are being made, the page follows the job.
    refetchInterval: (query) => (query.state.data?.productionJob?.status === 'queued' || query.state.data?.productionJob?.status === 'running' ? 3000 : false),
  });
}

export async function setAdminOrderStatus(id: string, body: z.input<typeof adminOrderStatusSchema>): Promise<AdminOrderDetail> {
  return (await call(adminOrders.setStatus, { params: { id }, body })).order;
}

export async function holdAdminOrder(id: string, note: string): Promise<AdminOrderDetail> {
  return (await call(adminOrders.hold, { params: { id }, body: { note } })).order;
}

export async function refundAdminOrder(id: string, body: { amountCents?: number; note?: string }): Promise<AdminOrderDetail> {
  return (await call(adminOrders.refund, { params: { id }, body })).order;
}

export async function setAdminOrderTracking(id: string, body: { trackingNumber: string; carrier: string }): Promise<AdminOrderDetail> {
  return (await call(adminOrders.tracking, { params: { id }, body })).order;
}

export async function retryAdminOrderProduction(id: string): Promise<AdminOrderDetail> {
  return (await call(adminOrders.retryProduction, { params: { id } })).order;
}
