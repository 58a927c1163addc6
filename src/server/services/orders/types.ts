import type { OrderLanguage, ShippingAddress, TaxLine } from '../../../shared/api/orders';
import type { OrderActorKind } from '../../../shared/orders/status';
import type { ShippingMethod, StickerSpec } from '../../../shared/sticker';
import type { Db } from '../../db/client';
import type { StoragePort } from '../../providers/storage/types';

/** What order services need: the database and the storage that keeps snapshots, proofs and files. */
export interface OrderDeps {
  db: Db;
  storage: StoragePort;
}

/** Who makes a change: the customer, a shop admin (with their user id), or the system (payments, jobs). */
export interface OrderActor {
  kind: OrderActorKind;
  id: string | null;
}

export const SYSTEM: OrderActor = { kind: 'system', id: null };

/**
 * The payments side orders need (the payments port implements it). `refund` gives back the whole
 * payment when no amount is given; it throws a DomainError when the provider refuses.
 */
export interface OrderPayments {
  refund(paymentRef: string, amountCents?: number): Promise<void>;
}

/** The design of one line, frozen at checkout: the document itself, or a snapshot already in storage. */
export type DesignSnapshot = { document: unknown } | { storageKey: string };

/** One already-priced line (the checkout's quote computed unitCents on the server). */
export interface PricedOrderLine {
  options: StickerSpec;
  quantity: number;
  unitCents: number;
  /**
   * The line total as quoted (decision 33: the quote's line is what is charged; its unit is rounded for
   * display). Without it the line is unitCents × quantity (a price set by hand).
   */
  lineCents?: number;
  design: DesignSnapshot;
  /** The saved design the snapshot was taken from, if any. */
  sourceDesignId?: string | null;
  /** The proof the customer approved, already in storage (a reorder reuses it). */
  proofKey: string | null;
  /** The DPI the customer accepted printing at ("print anyway" under 150 DPI); null when not needed. */
  lowResolutionAcceptedDpi?: number | null;
}

/** What `createOrder` takes: lines and totals as the checkout priced them, never a client's figures. */
export interface NewOrder {
  userId: string;
  lines: PricedOrderLine[];
  shippingMethod: ShippingMethod;
  shippingCents: number;
  taxLines: TaxLine[];
  shippingAddress: ShippingAddress;
  priceVersionId: string;
  language: OrderLanguage;
  /** A guest's address for the order's mail (decision 88); null or absent for a member's order. */
  contactEmail?: string | null;
  /** The provider's checkout session: a second createOrder for the same one returns the first order. */
  checkoutRef?: string | null;
  reorderOf?: string | null;
  /** Who placed it (the timeline's first entry): the customer by default, an admin for a manual order. */
  placedBy?: OrderActor;
  now?: Date;
}

/** An order's lines and figures quoted again at today's prices (checkout/reprice.ts). */
export type RepricedOrder = {
  lines: PricedOrderLine[];
  priceVersionId: string;
  shippingCents: number;
  taxLines: TaxLine[];
  /** With Stripe Tax: the calculation whose tax these figures carry (recorded once the order is paid). */
  taxCalculationId?: string;
};
