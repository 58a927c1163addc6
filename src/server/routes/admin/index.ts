import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import type { AppEnv } from '../../http/env';
import { adminsOnly } from '../../http/guards';
import { defineRoutes, mountRoutes, type RouteModule } from '../../http/route-module';
import { adminAudit } from '../../middleware/admin-audit';
import { assertMaySetRoles } from '../../services/accounts/roles';
import { adminAnalyticsRoutes } from './analytics';
import { adminAttentionRoutes } from './attention';
import { adminAuditRoutes } from './audit';
import { adminAutoLoginKeyRoutes } from './auto-login-keys';
import { adminCommunityRoutes } from './community';
import { adminCustomOrderQuoteRoutes } from './custom-order-quotes';
import { adminCustomOrderRoutes } from './custom-orders';
import { adminJobRoutes } from './jobs';
import { adminModerationRoutes } from './moderation';
import { adminNewsletterRoutes } from './newsletter';
import { adminNoticeRoutes } from './notices';
import { adminOrderRoutes } from './orders';
import { adminOutboxRoutes } from './outbox';
import { adminPriceRoutes } from './prices';
import { adminProductionRoutes } from './production';
import { adminSecurityLogRoutes } from './security-logs';
import { adminShopSettingsRoutes } from './shop-settings';
import { adminUserRoutes } from './users';

/** Every /api/admin module. A new admin route goes into one of these (or a new file listed here). */
export const ADMIN_ROUTE_MODULES: readonly RouteModule[] = [
  adminUserRoutes,
  adminOutboxRoutes,
  adminNoticeRoutes,
  adminSecurityLogRoutes,
  adminAutoLoginKeyRoutes,
  adminCustomOrderRoutes,
  adminCustomOrderQuoteRoutes,
  adminProductionRoutes,
  adminPriceRoutes,
  adminOrderRoutes,
  adminAnalyticsRoutes,
  adminAttentionRoutes,
  adminJobRoutes,
  adminAuditRoutes,
  adminCommunityRoutes,
  adminModerationRoutes,
  adminNewsletterRoutes,
  adminShopSettingsRoutes,
];

/**
 * /api/admin: one sub-app whose guard runs before any handler, so an admin route cannot be left open
 * by a forgotten check (tests/integration/admin-guard.test.ts calls every registered one as a guest
 * and as a user).
 */
export const adminRoutes = defineRoutes({
  prefix: '/admin',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: AppDeps, base) => {
    const admin = new Hono<AppEnv>();
    // SPEC §6 words the refusal of setting a role itself ('Must be logged in to set user roles', …);
    // it runs first, and the general guard below then passes.
    admin.use('/users/:id/role', async (c, next) => {
      assertMaySetRoles(c.get('viewer'));
      await next();
    });
    admin.use('*', adminsOnly);
    // Every admin write is recorded here, once, for all the modules below.
    admin.use('*', adminAudit(deps.database.db));
    mountRoutes(admin, base, ADMIN_ROUTE_MODULES, deps);
    return admin;
  },
});
