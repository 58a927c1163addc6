import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ShopSettings, shopSettingsInputSchema } from '../../../shared/api/shop-settings';
import { DEFAULT_DELIVERY_TIMES, type DeliveryTimes } from '../../../shared/delivery/arrives-by';
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema';

/** The one settings row's id (the table holds no other). */
const SHOP = 'shop';

const DEFAULTS: ShopSettings = { ...DEFAULT_DELIVERY_TIMES, gstHstNumber: null, qstNumber: null, updatedAt: null };

/** The shop's settings, or the defaults until an admin saved some. */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SHOP));
  if (!row) return DEFAULTS;
  return {
    productionDays: row.productionDays,
    transitDays: { standard: row.standardTransitDays, express: row.expressTransitDays },
    gstHstNumber: row.gstHstNumber,
    qstNumber: row.qstNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function deliveryTimesOf(settings: ShopSettings): DeliveryTimes {
  return { productionDays: settings.productionDays, transitDays: settings.transitDays };
}

/** Saves the settings as a whole (one upsert of the single row). */
export async function saveShopSettings(db: Db, input: z.output<typeof shopSettingsInputSchema>, adminId: string, now = new Date()): Promise<ShopSettings> {
  const values = {
    productionDays: input.productionDays,
    standardTransitDays: input.transitDays.standard,
    expressTransitDays: input.transitDays.express,
    gstHstNumber: input.gstHstNumber,
    qstNumber: input.qstNumber,
    updatedBy: adminId,
    updatedAt: now,
  };
  await db
    .insert(shopSettings)
    .values({ id: SHOP, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values });
  return getShopSettings(db);
}
