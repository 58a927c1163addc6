import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxMail } from './outbox';

describe('OutboxMail', () => {
  it('writes each message under its directory and lists them newest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mail = new OutboxMail(dir, 'Shop <no-reply@shop.example>');
    await mail.send({ to: 'a@example.com', subject: 'first', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await mail.send({ to: 'b@example.com', subject: 'second', text: 'two' });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(2);
    const list = await mail.list();
    expect(list.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({ from: 'Shop <no-reply@shop.example>', to: 'b@example.com', text: 'two' });
    fs.rmSync(dir, { recursive: true });
  });
});
