import type { MailMessage } from '../../src/server/providers/mail/types';
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from '../../src/server/services/auth/emails';
import { customOrderConfirmEmail, customOrderQuoteEmail, customOrderReceivedEmail, customOrderShopEmail } from '../../src/server/services/custom-orders/emails';
import { purchaseReceiptEmail } from '../../src/server/services/invoices/receipt-email';
import { confirmSubscriptionEmail, newsletterIssueEmail } from '../../src/server/services/newsletter/emails';
import { notificationEmail } from '../../src/server/services/notifications/emails';
import { type OrderMailFacts, orderStatusEmail } from '../../src/server/services/orders/emails';
import type { OrderLanguage } from '../../src/shared/api/orders';
import type { OrderStatus } from '../../src/shared/orders/status';

/** The public URL the samples link to; every link a mail carries must start with it (or be a carrier's tracking page). */
export const SAMPLE_PUBLIC_URL = 'https://shop.example';

const u = (path: string) => `${SAMPLE_PUBLIC_URL}${path}`;
const ORDER_ID = '0a1b2c3d-0000-4000-8000-000000000000';

function order(language: OrderLanguage, status: OrderStatus, extra: Partial<OrderMailFacts> = {}): MailMessage {
  const message = orderStatusEmail({
    to: 'ann@example.com',
    name: 'Ann',
    language,
    orderId: ORDER_ID,
    from: status === 'paid' ? 'pending_payment' : 'paid',
    status,
    note: null,
    totalCents: 6661,
    refundedCents: status === 'refunded' || status === 'cancelled' ? 6661 : 0,
    trackingNumber: status === 'shipped' ? '1Z999AA10123456784' : null,
    trackingCarrier: status === 'shipped' ? 'UPS' : null,
    holdNote: status === 'on_hold' ? 'The image is 72 dpi: it will print blurry.' : null,
    orderUrl: u(`/account/orders/${ORDER_ID}`),
    arrivesBy: status === 'paid' ? '2026-12-04' : null,
    invoice: status === 'paid' ? { pdf: new Uint8Array([37, 80, 68, 70]), url: u(`/api/orders/${ORDER_ID}/invoice.pdf`) } : null,
    ...extra,
  });
  if (!message) throw new Error(`no ${status} mail`);
  return message;
}

const REQUEST = {
  id: '9f8e7d6c-0000-4000-8000-000000000000',
  userId: null,
  contactEmail: 'bo@example.com',
  name: 'Bo',
  description: 'A fox holding a coffee cup, for my café.',
  referenceImageUrl: null,
  size: '3 × 3 in',
  quantity: 100,
  conceptImageUrls: [],
  status: 'new' as const,
  emailConfirmed: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function quote(language: OrderLanguage): MailMessage {
  return customOrderQuoteEmail(
    'bo@example.com',
    'Bo',
    {
      requestId: REQUEST.id,
      reference: '9F8E7D6C',
      description: REQUEST.description,
      status: 'quoted',
      revision: 1,
      options: { product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
      quantity: 100,
      currency: 'CAD',
      priceCents: 12000,
      shippingMethod: 'standard',
      shippingCents: 900,
      proofUrl: u('/api/files/proof.png'),
      proofFacts: null,
      message: 'We simplified the cup so it cuts cleanly.',
      language,
      quotedAt: '2026-11-02T00:00:00.000Z',
      orderId: null,
    },
    u(`/custom-order/quote/${REQUEST.id}?revision=1`),
  );
}

function purchaseReceipt(language: OrderLanguage, kind: 'plan' | 'pack', item: string): MailMessage {
  return purchaseReceiptEmail({
    to: 'ann@example.com',
    name: 'Ann',
    language,
    receipt: { id: '5e6f7a8b-0000-4000-8000-000000000000', kind, item, amountCents: kind === 'plan' ? 799 : 399, currency: 'CAD' },
    invoiceNumber: `SS-${kind === 'plan' ? 'P' : 'C'}-5E6F7A8B`,
    pdf: new Uint8Array([37, 80, 68, 70]),
    billingUrl: u('/subscription'),
  });
}

/** One message of every template the shop sends, in each language it is sent in. */
export function mailSamples(): { name: string; message: MailMessage }[] {
  const samples: { name: string; message: MailMessage }[] = [
    { name: 'verification', message: verificationEmail('ann@example.com', u('/api/auth/verify-email?token=abc')) },
    { name: 'password-reset', message: passwordResetEmail('ann@example.com', u('/reset-password?token=abc')) },
    { name: 'already-registered', message: alreadyRegisteredEmail('ann@example.com', u('/login')) },
    { name: 'newsletter-confirm-en', message: confirmSubscriptionEmail('ann@example.com', u('/newsletter?confirm=abc'), 'en') },
    { name: 'newsletter-confirm-zh', message: confirmSubscriptionEmail('ann@example.com', u('/newsletter?confirm=abc'), 'zh') },
    {
      name: 'newsletter-issue',
      message: newsletterIssueEmail({
        to: 'ann@example.com',
        subject: 'New holographic stickers / 全新镭射贴纸',
        text: 'New: holographic vinyl is here.\n\n全新镭射乙烯材料上线。',
        html: '<p><strong>New:</strong> holographic vinyl is here.</p><p>全新镭射乙烯材料上线。</p>',
        unsubscribePageUrl: u('/newsletter?unsubscribe=tok'),
        oneClickUrl: u('/api/newsletter/one-click?token=tok'),
      }),
    },
    {
      name: 'notification',
      message: notificationEmail({
        to: 'ann@example.com',
        kind: 'comment',
        actorName: 'Bo',
        excerpt: 'Love the colours!',
        count: 2,
        link: u('/showcase/abc'),
        settingsLink: u('/community-profile#notifications'),
      }),
    },
    { name: 'custom-order-received', message: customOrderReceivedEmail(REQUEST) },
    { name: 'custom-order-confirm', message: customOrderConfirmEmail('bo@example.com', REQUEST, u('/custom-order/confirm?token=abc')) },
    { name: 'custom-order-shop', message: customOrderShopEmail(REQUEST, 'shop@example.com', u(`/admin/custom-orders/${REQUEST.id}`)) },
  ];
  for (const language of ['en', 'zh'] as const) {
    samples.push({ name: `custom-order-quote-${language}`, message: quote(language) });
    for (const status of ['paid', 'on_hold', 'shipped', 'delivered', 'cancelled', 'refunded'] as const) {
      samples.push({ name: `order-${status}-${language}`, message: order(language, status) });
    }
    samples.push({ name: `order-back-in-production-${language}`, message: order(language, 'paid', { from: 'on_hold' }) });
    for (const [kind, item] of [
      ['plan', 'silver'],
      ['pack', 'small'],
    ] as const) {
      samples.push({ name: `receipt-${kind}-${language}`, message: purchaseReceipt(language, kind, item) });
    }
  }
  return samples;
}

/** The confirmation with a proof image (its HTML is the template's own, not made from the text). */
export function confirmationWithProof(language: OrderLanguage, proof: Buffer, name = 'Ann'): MailMessage {
  return order(language, 'paid', {
    name,
    lines: [{ options: { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' }, quantity: 50, proof, facts: null }],
  });
}

export { order as orderMail };
