import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrationsFolder } from '../../src/server/db/client';
import { schema } from '../../src/server/db/schema';
import { LocalStorage } from '../../src/server/providers/storage/local';
import { listCart } from '../../src/server/services/cart/cart';
import { repriceWithCurrentTable } from '../../src/server/services/checkout/reprice';
import { reorder } from '../../src/server/services/orders/actions';
import { productionRequestOf } from '../../src/server/services/orders/production';
import { getOrderForCustomer } from '../../src/server/services/orders/read';
import { stickerOptionsSchema, stickerSpecSchema } from '../../src/shared/sticker';

/**
 * Migration 0021 (decision 73): rows written by the schema before it — order lines with the order
 * domain's own product names ('sheet', 'decal', 'library'), a decal's colour as a hex swatch, a line the
 * shop entered without shape, material or finish; and a cart line — still open, reprice and reorder
 * through the real services once it has run.
 */

const PREVIOUS = '0020_blog_translations_showcase_stats';
const USER = 'user-before-0021';
const ORDER = '00000000-0000-4000-8000-000000000021';
const address = { name: 'Ada Old', line1: '1 Old Street', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' };

/** The migrations folder as it was up to `tag`: the same SQL files, the journal cut after it. */
function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  for (const entry of journal.entries.slice(0, last + 1)) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** One order line as the previous schema stored it. */
const oldLine = (position: number, options: Record<string, unknown>, quantity: number, unitCents: number) =>
  `('00000000-0000-4000-8000-00000000010${position}', '${ORDER}', ${position}, 'users/${USER}/orders/${ORDER}/line-${position}.json', '${JSON.stringify(options)}'::jsonb, ${quantity}, ${unitCents}, ${unitCents * quantity})`;

describe('migration 0021: one sticker vocabulary', () => {
  let client: PGlite;
  let db: Db;
  let storage: LocalStorage;
  let dataDir: string;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    db = drizzle(client, { schema }) as unknown as Db;
    await migrate(drizzle(client), { migrationsFolder: migrationsUpTo(PREVIOUS) });

    await client.exec(`
      INSERT INTO "user" (id, name, email) VALUES ('${USER}', 'Ada Old', 'ada.old@test.example');
      INSERT INTO designs (id, user_id, name, json_key, json_size, design_folder_path, created_at, updated_at)
        VALUES ('design-before-0021', '${USER}', 'Old design', 'users/${USER}/designs/old.json', 10, '', now(), now());
      INSERT INTO orders (id, user_id, status, price_version_id, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_method, shipping_address, created_at, updated_at)
        VALUES ('${ORDER}', '${USER}', 'delivered', '1', 10000, 0, 0, 10000, 'standard', '${JSON.stringify(address)}'::jsonb, now(), now());
      INSERT INTO order_items (id, order_id, position, design_key, options, quantity, unit_cents, line_cents) VALUES
        ${oldLine(0, { product: 'sheet', widthIn: 4, heightIn: 4, shape: 'rounded', material: 'clear', finish: 'matte' }, 10, 100)},
        ${oldLine(1, { product: 'decal', widthIn: 5, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: '#C8102E' }, 10, 100)},
        ${oldLine(2, { product: 'library', widthIn: 3, heightIn: 3, shape: 'contour', material: 'holographic', finish: 'gloss' }, 10, 100)},
        ${oldLine(3, { product: 'die-cut', widthIn: 2, heightIn: 2 }, 50, 100)},
        ${oldLine(4, { product: 'decal', widthIn: 6, heightIn: 3, vinylColour: '#123456' }, 10, 100)};
      INSERT INTO cart_items (id, user_id, design_id, design_revision, options, add_key)
        VALUES ('cart-before-0021', '${USER}', 'design-before-0021', 1,
          '{"product":"vinyl-decal","widthIn":4,"heightIn":2,"shape":"contour","material":"white-vinyl","finish":"gloss","vinylColour":"blue","quantity":20}'::jsonb, 'old');
    `);

    await migrate(drizzle(client), { migrationsFolder });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ss-0021-'));
    storage = new LocalStorage(dataDir);
  });

  afterAll(async () => {
    await client?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('rewrites every old order line into a sticker spec the schema accepts', async () => {
    const order = await getOrderForCustomer({ db, storage }, ORDER, USER);
    const options = order.items.map((item) => item.options);
    for (const spec of options) expect(stickerSpecSchema.safeParse(spec).success, JSON.stringify(spec)).toBe(true);
    expect(options).toEqual([
      { product: 'sticker-sheet', widthIn: 4, heightIn: 4, shape: 'rounded', material: 'clear', finish: 'matte' },
      { product: 'vinyl-decal', widthIn: 5, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: 'red' },
      { product: 'library-item', widthIn: 3, heightIn: 3, shape: 'contour', material: 'holographic', finish: 'gloss' },
      // The shop's defaults, as the reprice filled them in before.
      { product: 'die-cut', widthIn: 2, heightIn: 2, shape: 'contour', material: 'white-vinyl', finish: 'gloss' },
      // A colour typed by hand becomes the nearest vinyl the shop stocks.
      { product: 'vinyl-decal', widthIn: 6, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss', vinylColour: 'black' },
    ]);
    // Production cuts the decal in the swatch of its vinyl, the sheet kiss-cut with a rounded cut.
    expect(productionRequestOf(options[1])).toMatchObject({ kind: 'vinyl', vinylColour: '#c8102e' });
    expect(productionRequestOf(options[0]).cut).toEqual({ shape: 'rounded-rectangle', kind: 'kiss' });
  });

  it('reprices and reorders an old order with the real services', async () => {
    const reprice = repriceWithCurrentTable({ db, payments: {} });
    const newId = await reorder({ db, storage }, ORDER, USER, reprice);
    const reordered = await getOrderForCustomer({ db, storage }, newId, USER);
    expect(reordered.status).toBe('pending_payment');
    expect(reordered.items.map((item) => item.options)).toEqual((await getOrderForCustomer({ db, storage }, ORDER, USER)).items.map((item) => item.options));
    for (const item of reordered.items) expect(item.lineCents).toBeGreaterThan(0);
    expect(reordered.subtotalCents).toBe(reordered.items.reduce((sum, item) => sum + item.lineCents, 0));
  });

  it('opens and prices a cart line written before it', async () => {
    const cart = await listCart({ db, storage }, USER);
    expect(cart.lines).toHaveLength(1);
    expect(stickerOptionsSchema.parse(cart.lines[0].options)).toMatchObject({ product: 'vinyl-decal', vinylColour: 'blue', quantity: 20 });
    expect(cart.lines[0].error).toBeNull();
    expect(cart.lines[0].price?.lineCents).toBeGreaterThan(0);
  });
});
