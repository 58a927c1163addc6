import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { CreditPack, PlanId } from '../../../shared/plans';

/**
 * The payments settings read from the environment (README configuration table). PAYMENTS_PROVIDER=local
 * needs nothing. With stripe, a missing key lets the server start but every checkout answers
 * `not_configured`; a value that cannot mean anything (PAYMENTS_PROVIDER=strpe) stops the start.
 */

export const PAYMENTS_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentsProviderName = (typeof PAYMENTS_PROVIDERS)[number];

/** The plans sold by subscription (free and admin are not). */
export const SOLD_PLAN_IDS = ['bronze', 'silver', 'gold', 'platinum'] as const satisfies readonly PlanId[];
export type SoldPlanId = (typeof SOLD_PLAN_IDS)[number];

export interface StripeTaxSettings {
  enabled: boolean;
  /** The stickers' tax code (STRIPE_TAX_CODE; txcd_99999999 = general tangible goods). */
  productTaxCode: string;
  /** Shipping's tax code (STRIPE_TAX_SHIPPING_CODE; txcd_92010001 = shipping). */
  shippingTaxCode: string;
}

export interface PaymentsConfig {
  provider: PaymentsProviderName;
  /** PAYMENTS_ALLOW_TEST_MODE=true: `local` may run in production (a demo that takes no money). */
  allowTestModeInProduction: boolean;
  /** Key of webhook signatures: STRIPE_WEBHOOK_SECRET, or (local) one derived from AUTH_SECRET. */
  webhookSecret: string;
  /** Deadline of one provider call, retries included. */
  timeoutMs: number;
  /** Retries after a 429, a 5xx or a dropped connection. */
  maxRetries: number;
  /** SPEC §7 syncSubscriptionFromStripe: 60 s. */
  syncTimeoutMs: number;
  stripe: {
    secretKey: string | undefined;
    /** An origin: https://api.stripe.com, or a loopback fake in tests (STRIPE_API_BASE). */
    apiBase: string;
    apiVersion: string;
    /** Recurring price per sold plan (STRIPE_PRICE_BRONZE…); when absent, an inline monthly price is sent. */
    planPrices: Partial<Record<SoldPlanId, string>>;
    /** One-time price per pack (STRIPE_PRICE_PACK_SMALL…); when absent, an inline price from CREDIT_PACKS. */
    packPrices: Partial<Record<CreditPack['id'], string>>;
    /** Stripe Tax (STRIPE_TAX=true): the tax of an order is Stripe's calculation, recorded as a transaction once paid. */
    tax: StripeTaxSettings;
  };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = (fallback: number) => z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));

const envSchema = z.object({
  PAYMENTS_PROVIDER: z.preprocess(blankToUndefined, z.enum(PAYMENTS_PROVIDERS).default('local')),
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  // The SDK takes a host, port and protocol: an address with a path could not be honoured.
  STRIPE_API_BASE: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .refine((value) => ['', '/'].includes(new URL(value).pathname) && !new URL(value).search, 'an origin such as https://api.stripe.com, without a path')
      .default('https://api.stripe.com'),
  ),
  STRIPE_API_VERSION: z.preprocess(blankToUndefined, z.string().default('2025-08-27.basil')),
  PAYMENTS_TIMEOUT_MS: positiveInt(20_000),
  PAYMENTS_MAX_RETRIES: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5).default(2)),
  PAYMENTS_SYNC_TIMEOUT_MS: positiveInt(60_000),
  PAYMENTS_ALLOW_TEST_MODE: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  STRIPE_TAX: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  STRIPE_TAX_CODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^txcd_\d{8}$/, 'a Stripe tax code looks like txcd_99999999')
      .default('txcd_99999999'),
  ),
  STRIPE_TAX_SHIPPING_CODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^txcd_\d{8}$/, 'a Stripe tax code looks like txcd_92010001')
      .default('txcd_92010001'),
  ),
});

export function parsePaymentsConfig(env: NodeJS.ProcessEnv, authSecret: string): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid payments setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const planPrices: PaymentsConfig['stripe']['planPrices'] = {};
  for (const id of SOLD_PLAN_IDS) {
    const value = env[`STRIPE_PRICE_${id.toUpperCase()}`]?.trim();
    if (value) planPrices[id] = value;
  }
  const packPrices: PaymentsConfig['stripe']['packPrices'] = {};
  for (const id of ['small', 'medium', 'large'] as const) {
    const value = env[`STRIPE_PRICE_PACK_${id.toUpperCase()}`]?.trim();
    if (value) packPrices[id] = value;
  }
  return {
    provider: e.PAYMENTS_PROVIDER,
    allowTestModeInProduction: e.PAYMENTS_ALLOW_TEST_MODE === 'true',
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(authSecret),
    timeoutMs: e.PAYMENTS_TIMEOUT_MS,
    maxRetries: e.PAYMENTS_MAX_RETRIES,
    syncTimeoutMs: e.PAYMENTS_SYNC_TIMEOUT_MS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
      apiVersion: e.STRIPE_API_VERSION,
      planPrices,
      packPrices,
      tax: { enabled: e.STRIPE_TAX === 'true', productTaxCode: e.STRIPE_TAX_CODE, shippingTaxCode: e.STRIPE_TAX_SHIPPING_CODE },
    },
  };
}

/** The local provider signs its events like Stripe does, with a key only this server knows. */
function localWebhookSecret(authSecret: string): string {
  return `whsec_local_${createHmac('sha256', authSecret).update('payments-local-webhook').digest('hex')}`;
}

/**
 * `local` payments hand out plans, credit packs and orders without taking money: in production the
 * server refuses to start with them unless PAYMENTS_ALLOW_TEST_MODE=true says it is a demo (decision 40).
 */
export function assertPaymentsUsable(payments: PaymentsConfig, isProduction: boolean): void {
  if (isProduction && payments.provider === 'local' && !payments.allowTestModeInProduction) {
    throw new Error(
      'PAYMENTS_PROVIDER is local (test mode: checkouts take no money) while NODE_ENV=production. Set PAYMENTS_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell, or PAYMENTS_ALLOW_TEST_MODE=true to run a demo shop that takes no money.',
    );
  }
}
