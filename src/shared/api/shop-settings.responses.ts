import { z } from 'zod';
import type { SameType } from './endpoint';
import type { ShopSettings } from './shop-settings';

/** Answers of /api/shop/… and /api/admin/shop-settings (the contract: endpoints/shop-settings.ts). */

const deliveryTimesSchema = z.object({ productionDays: z.number().int(), transitDays: z.object({ standard: z.number().int(), express: z.number().int() }) });

export const shopSettingsSchema = deliveryTimesSchema.extend({ gstHstNumber: z.string().nullable(), qstNumber: z.string().nullable(), updatedAt: z.string().nullable() });
true satisfies SameType<z.infer<typeof shopSettingsSchema>, ShopSettings>;

/** GET /api/shop/delivery-times: what the "arrives by" date is computed from (everyone). */
export const deliveryTimesResponseSchema = z.object({ deliveryTimes: deliveryTimesSchema });
/** GET and PATCH /api/admin/shop-settings */
export const shopSettingsResponseSchema = z.object({ settings: shopSettingsSchema });
