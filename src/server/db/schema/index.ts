/**
 * The database schema, one file per domain. A new table goes into its domain's file (or a new file here),
 * is exported below and added to `schema` (better-auth's adapter and Drizzle's relational queries read it);
 * then `npm run db:generate` writes its migration.
 */
import * as accounts from './accounts';
import * as admin from './admin';
import * as analytics from './analytics';
import * as auth from './auth';
import * as blog from './blog';
import * as cart from './cart';
import * as catalog from './catalog';
import * as community from './community';
import * as customOrders from './custom-orders';
import * as designs from './designs';
import * as fonts from './fonts';
import * as forum from './forum';
import * as generations from './generations';
import * as guests from './guests';
import * as jobs from './jobs';
import * as moderation from './moderation';
import * as newsletter from './newsletter';
import * as orders from './orders';
import * as payments from './payments';
import * as pricing from './pricing';
import * as rateLimits from './rate-limits';

export * from './accounts';
export * from './admin';
export * from './analytics';
export * from './auth';
export * from './blog';
export * from './cart';
export * from './catalog';
export * from './community';
export * from './custom-orders';
export * from './designs';
export * from './fonts';
export * from './forum';
export * from './generations';
export * from './guests';
export * from './jobs';
export * from './moderation';
export * from './newsletter';
export * from './orders';
export * from './payments';
export * from './pricing';
export * from './rate-limits';

/** Every table, for better-auth's Drizzle adapter and Drizzle's relational queries (tables are each module's only values). */
export const schema = {
  ...auth,
  ...accounts,
  ...admin,
  ...rateLimits,
  ...designs,
  ...fonts,
  ...generations,
  ...guests,
  ...customOrders,
  ...jobs,
  ...pricing,
  ...payments,
  ...orders,
  ...cart,
  ...analytics,
  ...catalog,
  ...community,
  ...forum,
  ...moderation,
  ...blog,
  ...newsletter,
};
