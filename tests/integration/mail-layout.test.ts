import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../setup/outbox';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

/** The app sends each mail with its text part as written and an HTML part in the shop's layout. */
describe.each(testDbKinds())('mail layout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { SHOP_POSTAL_ADDRESS: 'Sticker Studio, 5 Test Lane, Ottawa, ON, Canada' });
  });
  afterAll(() => server.stop());

  it('sends the verification mail as text and as HTML with the link, the wordmark and the address', async () => {
    await server.client().signUp('layout@example.com');
    const { message, link } = await lastMailTo(server.mail, 'layout@example.com');
    expect(message.text).toContain('Please confirm your e-mail address by opening this link:');
    expect(link?.startsWith('http://localhost:3000/')).toBe(true);
    const errors: string[] = [];
    parse(message.html ?? '', { onParseError: (e) => e.code !== 'non-conforming-doctype' && errors.push(e.code) });
    expect(errors).toEqual([]);
    expect(message.html).toContain(`href="${link?.replace(/&/g, '&amp;')}"`);
    expect(message.html).toContain('Sticker Studio, 5 Test Lane, Ottawa, ON, Canada');
    expect(message.html).toContain('Open link · 打开链接');
    expect(message).not.toHaveProperty('layout');
  });
});
