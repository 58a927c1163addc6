/**
 * The back office's pages (everything under /admin but its login). routes.tsx loads them all through
 * this one module, so the whole admin area is a single lazy chunk: moving between admin pages fetches
 * no more JavaScript, and nothing of it reaches the shop's pages.
 */
export { AdminAuditPage } from './AdminAuditPage';
export { AdminCustomOrderPage } from './AdminCustomOrderPage';
export { AdminCustomOrdersPage } from './AdminCustomOrdersPage';
export { AdminHomePage } from './AdminHomePage';
export { AdminJobsPage } from './AdminJobsPage';
export { AdminJourneysPage } from './AdminJourneysPage';
export { AdminLayout } from './AdminLayout';
export { AdminNewsletterPage } from './AdminNewsletterPage';
export { AdminNoticesPage } from './AdminNoticesPage';
export { AdminOrderDetailPage } from './AdminOrderDetailPage';
export { AdminOrdersPage } from './AdminOrdersPage';
export { AdminOutboxPage } from './AdminOutboxPage';
export { AdminPricesPage } from './AdminPricesPage';
export { AdminReportsPage } from './AdminReportsPage';
export { AdminSecurityPage } from './AdminSecurityPage';
export { AdminShopSettingsPage } from './AdminShopSettingsPage';
export { AdminUserPage } from './AdminUserPage';
export { AdminUsersPage } from './AdminUsersPage';
