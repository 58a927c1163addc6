import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointOf } from '../../src/server/http/endpoint-routes';
import type { EndpointSpec } from '../../src/shared/api/endpoint';
import { endpoints } from '../../src/shared/api/endpoints';
import { startTestServer, type TestServer } from '../setup/test-server';

/**
 * The endpoint table is the server's routing too (decision 76): every definition of
 * src/shared/api/endpoints/ is mounted from its definition by exactly one handler, and every other /api
 * route is one of the few listed here, each with the reason it is not a JSON endpoint of the web's client.
 */

/** Routes outside the table: the web's typed client does not call them as JSON endpoints. */
const OUTSIDE_THE_TABLE: Record<string, string> = {
  'GET /api/auth/*': "better-auth's own handler; the table names the auth calls the app makes, their shapes are better-auth's",
  'POST /api/auth/*': "better-auth's own handler (as above)",
  'POST /api/payments/webhook': "Stripe's call, read as raw bytes for its signature",
  'POST /api/files/upload': 'a multipart image upload (the form-data answer of decision 20)',
  'POST /api/files/art': 'sticker art, PDF included, sent with XMLHttpRequest for its progress events (web/api/uploads.ts)',
  'GET /api/files/raw/*': "stored files' bytes, by URL",
  'GET /api/fonts/:id/file': "a font file's bytes, by URL",
  'GET /api/library/:id/document': "a catalog item's design document, streamed as stored",
  'GET /api/templates/:id/document': "a template's design document, streamed as stored",
  'GET /api/admin/designs/:id/production': 'production files (a zip or an image), by URL',
  'POST /api/newsletter/one-click': "a mail client's List-Unsubscribe-Post (RFC 8058), a form body",
  'POST /api/security-log': 'sendBeacon reports from pages, not a client call',
  'GET /api/credits/ledger': 'read by support scripts, not by the web app',
  'GET /api/orders/:id/invoice.pdf': "an order's PDF invoice, downloaded by URL",
  'GET /api/payments/invoices/:id/invoice.pdf': "a plan's or credit pack's PDF invoice, downloaded by URL",
  'GET /api/files/order/:orderId/*': "an order's pictures by signed, expiring URL (a guest's order link)",
  'GET /api/forum-attachments/:id': "a forum post's image bytes, by URL in the post's HTML",
};

/** Table domains served by a handler other than one mounted from the definition. */
const SERVED_ELSEWHERE = new Set(['auth']);

const keyOf = (method: string, path: string) => `${method} ${path}`;

describe('the endpoint table mounts the API', () => {
  let server: TestServer;
  const definitions = Object.entries(endpoints).flatMap(([domain, table]) =>
    Object.entries(table as Record<string, EndpointSpec>).map(([name, endpoint]) => ({ domain, name, endpoint })),
  );

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.stop());

  const apiRoutes = () => server.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL');

  it('mounts every definition from the table by exactly one handler', () => {
    const handlers = new Map<EndpointSpec, number>();
    for (const route of apiRoutes()) {
      const endpoint = endpointOf(route.handler);
      if (endpoint) {
        expect(keyOf(route.method, route.path), 'mounted on the path and method its definition names').toBe(keyOf(endpoint.method, endpoint.path));
        handlers.set(endpoint, (handlers.get(endpoint) ?? 0) + 1);
      }
    }
    const wrong = definitions
      .filter(({ domain }) => !SERVED_ELSEWHERE.has(domain))
      .filter(({ endpoint }) => handlers.get(endpoint) !== 1)
      .map(({ domain, name, endpoint }) => `${domain}.${name} (${keyOf(endpoint.method, endpoint.path)}): ${handlers.get(endpoint) ?? 0} handlers`);
    expect(wrong).toEqual([]);
  });

  it('has no /api route outside the table but the listed ones', () => {
    const defined = new Set(definitions.map(({ endpoint }) => keyOf(endpoint.method, endpoint.path)));
    const outside = [...new Set(apiRoutes().map((route) => keyOf(route.method, route.path)))].filter((key) => !defined.has(key));
    expect(outside.sort()).toEqual(Object.keys(OUTSIDE_THE_TABLE).sort());
  });
});
