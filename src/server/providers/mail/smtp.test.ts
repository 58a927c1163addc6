import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMail } from './smtp';

describe('SmtpMail against a real SMTP server on loopback', () => {
  const received: { from: string; to: string[]; subject: string; text: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with its envelope, subject and body', async () => {
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Sticker Studio <no-reply@shop.example>');
    await mail.send({ to: 'ann@example.com', subject: 'Verify your e-mail / 验证', text: 'Open https://shop.example/x' });
    await mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@shop.example', to: ['ann@example.com'], subject: 'Verify your e-mail / 验证' });
    expect(received[0].text).toContain('https://shop.example/x');
  });

  it('fails clearly when the server is unreachable', async () => {
    const mail = new SmtpMail('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000', 'x@shop.example');
    await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
