import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentEndpoints as payments } from '../../shared/api/endpoints/payments';
import type { CheckoutRequest } from '../../shared/api/payments';
import type { accountInvoiceSchema, billingResponseSchema, syncResponseSchema } from '../../shared/api/payments.responses';
import { call } from './client';

export type BillingAnswer = z.infer<typeof billingResponseSchema>;
export type SyncAnswer = z.infer<typeof syncResponseSchema>;
export type AccountInvoice = z.infer<typeof accountInvoiceSchema>;

export const paymentKeys = {
  billing: ['payments', 'billing'] as const,
  invoices: ['payments', 'invoices'] as const,
  testCheckout: (id: string) => ['payments', 'test-checkout', id] as const,
};

/** A new key per press of a buy button; a double click within one press sends the same one. */
export const newIdempotencyKey = () => crypto.randomUUID();

/** Starts a checkout (a pack, a plan, an order) and answers the payment page to go to. */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  return (await call(payments.checkout, { body: request })).url;
}

/**
 * SPEC §7 syncSubscriptionFromStripe: no payload, 60 s timeout, the result logged, a failure tolerated
 * (the page goes on with what it has).
 */
export async function syncSubscription(): Promise<SyncAnswer | null> {
  try {
    const result = await call(payments.sync, undefined, { signal: AbortSignal.timeout(60_000) });
    console.info('[payments] syncSubscriptionFromStripe', result);
    return result;
  } catch (error) {
    console.info('[payments] syncSubscriptionFromStripe failed (tolerated)', error);
    return null;
  }
}

export function useBilling(enabled: boolean) {
  return useQuery({ queryKey: paymentKeys.billing, queryFn: () => call(payments.billing), enabled });
}

/** The account's invoices (orders, plans, credit packs), newest first. */
export function useAccountInvoices(enabled: boolean) {
  return useQuery({ queryKey: paymentKeys.invoices, queryFn: async () => (await call(payments.invoices)).invoices, enabled });
}

export const changePlan = (plan: BillingAnswer['plan']) => call(payments.changePlan, { body: { plan, idempotencyKey: newIdempotencyKey() } });
export const setCancelAtPeriodEnd = (cancel: boolean) => call(payments.cancelAtPeriodEnd, { body: { cancel, idempotencyKey: newIdempotencyKey() } });
export const billingPortalUrl = async () => (await call(payments.portal)).url;

export function useTestCheckout(id: string) {
  return useQuery({ queryKey: paymentKeys.testCheckout(id), queryFn: () => call(payments.testCheckout, { params: { id } }), retry: false });
}

export const actOnTestCheckout = (id: string, action: 'pay' | 'decline' | 'abandon') => call(payments.testCheckoutAction, { params: { id, action } });
