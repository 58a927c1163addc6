import { accountEndpoints } from './accounts';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { autoSaveEndpoints } from './autosave';
import { cartEndpoints } from './cart';
import { libraryEndpoints, templateEndpoints } from './catalog';
import { communityAdminEndpoints, communityEndpoints, notificationEndpoints, showcaseEndpoints } from './community';
import { creditEndpoints } from './credits';
import { adminCustomOrderQuoteEndpoints, customOrderQuoteEndpoints } from './custom-order-quotes';
import { customOrderEndpoints } from './custom-orders';
import { designEndpoints } from './designs';
import { fontEndpoints } from './fonts';
import { adminModerationEndpoints, adminNewsletterEndpoints, blogEndpoints, forumEndpoints, newsletterEndpoints } from './forum';
import { forumAttachmentEndpoints } from './forum-attachments';
import { generationEndpoints } from './generations';
import { guestEndpoints } from './guests';
import { materialEndpoints } from './materials';
import { noticeEndpoints } from './notices';
import { adminOrderEndpoints, orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { priceEndpoints } from './prices';
import { shopSettingsEndpoints } from './shop-settings';

/**
 * Every /api endpoint the web app calls, by domain. The web app imports the domain files it needs
 * (so a page's bundle carries only its own schemas); this whole table is for the contract test.
 */
export const endpoints = {
  accounts: accountEndpoints,
  admin: adminEndpoints,
  auth: authEndpoints,
  autosave: autoSaveEndpoints,
  credits: creditEndpoints,
  customOrders: customOrderEndpoints,
  customOrderQuotes: customOrderQuoteEndpoints,
  adminCustomOrderQuotes: adminCustomOrderQuoteEndpoints,
  designs: designEndpoints,
  generations: generationEndpoints,
  guests: guestEndpoints,
  materials: materialEndpoints,
  fonts: fontEndpoints,
  notices: noticeEndpoints,
  prices: priceEndpoints,
  payments: paymentEndpoints,
  orders: orderEndpoints,
  adminOrders: adminOrderEndpoints,
  cart: cartEndpoints,
  analytics: analyticsEndpoints,
  library: libraryEndpoints,
  templates: templateEndpoints,
  showcase: showcaseEndpoints,
  community: communityEndpoints,
  notifications: notificationEndpoints,
  communityAdmin: communityAdminEndpoints,
  forum: forumEndpoints,
  forumAttachments: forumAttachmentEndpoints,
  adminModeration: adminModerationEndpoints,
  blog: blogEndpoints,
  newsletter: newsletterEndpoints,
  adminNewsletter: adminNewsletterEndpoints,
  shopSettings: shopSettingsEndpoints,
};
