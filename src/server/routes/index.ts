import type { RouteModule } from '../http/route-module';
import { adminRoutes } from './admin';
import { aiRoutes } from './ai';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { autoLoginRoutes } from './auto-login';
import { autoSaveRoutes } from './autosave';
import { blogRoutes } from './blog';
import { cartRoutes } from './cart';
import { libraryRoutes, templateRoutes } from './catalog';
import { communityRoutes } from './community';
import { creditRoutes } from './credits';
import { customOrderQuoteRoutes } from './custom-order-quotes';
import { customOrderRoutes } from './custom-orders';
import { designRoutes } from './designs';
import { fileRoutes } from './files';
import { fontRoutes } from './fonts';
import { forumRoutes } from './forum';
import { forumAttachmentRoutes } from './forum-attachments';
import { guestRoutes } from './guests';
import { materialRoutes } from './materials';
import { meRoutes } from './me';
import { newsletterRoutes } from './newsletter';
import { noticeRoutes } from './notices';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { paymentRoutes } from './payments';
import { priceRoutes } from './prices';
import { reportRoutes } from './reports';
import { securityLogRoutes } from './security-log';
import { shopRoutes } from './shop';
import { showcaseRoutes } from './showcase';
import { subscriptionRoutes } from './subscription';

/**
 * Every module under /api, each at its own prefix with its own body limit (app.ts mounts them in
 * this order). A new group of routes is a new file in this folder, listed here; admin routes go
 * under routes/admin/ instead.
 */
export const API_ROUTE_MODULES: readonly RouteModule[] = [
  authRoutes,
  meRoutes,
  subscriptionRoutes,
  noticeRoutes,
  securityLogRoutes,
  autoLoginRoutes,
  adminRoutes,
  fileRoutes,
  materialRoutes,
  fontRoutes,
  aiRoutes,
  customOrderRoutes,
  customOrderQuoteRoutes,
  designRoutes,
  autoSaveRoutes,
  creditRoutes,
  guestRoutes,
  priceRoutes,
  paymentRoutes,
  orderRoutes,
  cartRoutes,
  analyticsRoutes,
  libraryRoutes,
  templateRoutes,
  showcaseRoutes,
  communityRoutes,
  notificationRoutes,
  forumRoutes,
  forumAttachmentRoutes,
  reportRoutes,
  blogRoutes,
  newsletterRoutes,
  shopRoutes,
];
