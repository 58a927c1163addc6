import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofFacts } from '../../../shared/api/proof-facts';
import { SmtpMail } from '../../providers/mail/smtp';
import { orderStatusEmail } from './emails';

const FACTS: ProofFacts = { made: 'sticker', widthIn: 2, heightIn: 2, pieces: 3, fallsApart: true, marks: [] };

/** The confirmation mail carries each line's proof and its facts, delivered through a real SMTP server on loopback. */
describe('order confirmation with its proofs, over SMTP', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port: number;
  let proof: Buffer;

  beforeAll(async () => {
    proof = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream, { keepCidLinks: true }).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['en', 'As cut: 2 × 2 in (5.08 × 5.08 cm)', 'Printed on', 'This design cuts into 3 stickers'],
    ['zh', '裁切尺寸：2 × 2 in（5.08 × 5.08 cm）', '印刷材料：', '此设计会裁切成 3 张贴纸'],
  ] as const)('in %s: the proof image embedded and referenced, the size as cut, the material and the warning', async (language, sizeLine, materialLine, warning) => {
    const message = orderStatusEmail({
      to: 'ann@example.com',
      name: 'Ann',
      language,
      orderId: '0a1b2c3d-0000-4000-8000-000000000000',
      from: 'pending_payment',
      status: 'paid',
      note: null,
      totalCents: 6661,
      refundedCents: 0,
      trackingNumber: null,
      trackingCarrier: null,
      holdNote: null,
      orderUrl: 'https://shop.example/account/orders/0a1b2c3d',
      lines: [{ options: { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' }, quantity: 50, proof, facts: FACTS }],
    });
    if (!message) throw new Error('no confirmation');
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Sticker Studio <no-reply@shop.example>');
    await mail.send(message);
    await mail.close();
    const got = received.at(-1) as ParsedMail;
    for (const line of [sizeLine, materialLine, warning]) {
      expect(got.text).toContain(line);
      expect(got.html || '').toContain(line);
    }
    const [image] = got.attachments;
    expect(image).toMatchObject({ contentType: 'image/png', cid: 'proof-1@sticker-studio' });
    expect(Buffer.compare(image.content, proof)).toBe(0);
    expect(got.html || '').toContain('src="cid:proof-1@sticker-studio"');
  });

  it('sends no proofs with any other change', () => {
    const shipped = orderStatusEmail({
      to: 'ann@example.com',
      name: 'Ann',
      language: 'en',
      orderId: '0a1b2c3d-0000-4000-8000-000000000000',
      from: 'paid',
      status: 'shipped',
      note: null,
      totalCents: 6661,
      refundedCents: 0,
      trackingNumber: '1Z',
      trackingCarrier: 'UPS',
      holdNote: null,
      orderUrl: 'https://shop.example/account/orders/0a1b2c3d',
    });
    expect(shipped?.attachments).toBeUndefined();
  });
});
