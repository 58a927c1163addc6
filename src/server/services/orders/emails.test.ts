import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/orders/status';
import { type OrderMailFacts, orderStatusEmail } from './emails';

const facts = (over: Partial<OrderMailFacts> = {}): OrderMailFacts => ({
  to: 'alice@example.com',
  name: 'Alice',
  language: 'en',
  orderId: '0a1b2c3d-0000-4000-8000-000000000000',
  from: 'paid',
  status: 'shipped',
  note: null,
  totalCents: 6661,
  refundedCents: 0,
  trackingNumber: '1Z999',
  trackingCarrier: 'UPS',
  holdNote: null,
  orderUrl: 'https://shop.example/account/orders/0a1b2c3d',
  ...over,
});

describe('order mails', () => {
  it.each(['en', 'zh'] as const)('writes every change the customer sees in %s, with the order link, and none for in_production', (language) => {
    for (const status of ORDER_STATUSES) {
      const mail = orderStatusEmail(facts({ language, status, from: status === 'paid' ? 'pending_payment' : 'paid' }));
      if (status === 'in_production' || status === 'pending_payment') {
        expect(mail).toBeNull();
        continue;
      }
      expect(mail?.subject).toContain('0A1B2C3D');
      expect(mail?.text).toContain('https://shop.example/account/orders/0a1b2c3d');
      // Chinese mails are in Chinese, English ones carry no Chinese.
      expect(/[\u4e00-\u9fff]/.test(mail?.subject ?? '')).toBe(language === 'zh');
    }
  });

  it('says what to do on hold, gives the tracking when shipped and the amount when refunded', () => {
    const hold = orderStatusEmail(facts({ status: 'on_hold', holdNote: 'The text is cut off.' }));
    expect(hold?.text).toContain('The text is cut off.');
    expect(hold?.text).toContain('upload a replacement image');
    expect(orderStatusEmail(facts())?.text).toContain('Tracking: UPS 1Z999');
    expect(orderStatusEmail(facts({ status: 'refunded', refundedCents: 1000 }))?.text).toMatch(/CAD\s10\.00/);
    expect(orderStatusEmail(facts({ status: 'paid', from: 'on_hold' }))?.subject).toBe('Order 0A1B2C3D is back in production');
    expect(orderStatusEmail(facts({ language: 'zh', status: 'shipped' }))?.text).toContain('物流单号：UPS 1Z999');
  });

  it.each([
    ['en', 'Please answer by July 21, 2026'],
    ['zh', '请在 2026年7月21日 之前答复'],
  ] as const)('tells the hold answer deadline in the reader language (%s)', (language, deadline) => {
    // 03:00 UTC on the 22nd is still the 21st in Toronto, the shop's calendar.
    const hold = orderStatusEmail(facts({ language, status: 'on_hold', holdNote: 'Low resolution.', holdAnswerBy: new Date('2026-07-22T03:00:00Z') }));
    expect(hold?.text).toContain(deadline);
    expect(orderStatusEmail(facts({ language, status: 'on_hold', holdNote: 'Low resolution.' }))?.text).not.toContain(deadline);
  });

  it.each(['en', 'zh'] as const)('confirms with the arrives-by date and the invoice attached, and links the tracking page when shipped (%s)', (language) => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const paid = orderStatusEmail(
      facts({ language, status: 'paid', from: 'pending_payment', arrivesBy: '2026-07-07', invoice: { pdf, url: 'https://shop.example/api/orders/0a1b2c3d/invoice.pdf' } }),
    );
    expect(paid?.text).toContain(language === 'zh' ? '7月7日' : 'Tuesday, July 7');
    expect(paid?.text).toContain('https://shop.example/api/orders/0a1b2c3d/invoice.pdf');
    expect(paid?.attachments).toEqual([{ filename: 'invoice-0A1B2C3D.pdf', contentType: 'application/pdf', content: Buffer.from(pdf) }]);
    const shipped = orderStatusEmail(facts({ language, trackingNumber: '1Z999AA10123456784' }));
    expect(shipped?.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    // An old free-text carrier gets no link, only its number.
    expect(orderStatusEmail(facts({ language, trackingCarrier: 'Pony Express' }))?.text).not.toContain('https://www.');
  });
});
