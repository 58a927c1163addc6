import { type ComponentType, isValidElement, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import type { GuardMeta } from '../shared/guards';
import { lazyWithQueries, type PreloadableComponent } from './api/lazy-with-queries';
import { preloadEditor } from './components/editor/preloadEditor';
import { type LayoutMeta, RootLayout } from './components/layout/RootLayout';
import { pageTextsReady } from './i18n';
// The landing page's hero is in the main bundle (its budget counts it anyway, src/build/budgets.ts): the
// hero, the largest paint, comes with the header in the first render instead of a chunk later. Its
// lower parts are chunks of their own (LandingPage.tsx).
import { LandingPage } from './pages/LandingPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { loadCartPage, loadPreviewPage, preloadPageOf } from './shopperPages';

/**
 * Lazy page chunk from a named export, so the main bundle holds only the shell (decision 18). The page
 * renders once its chunk and the whole catalogue of the language in use are in (loaded in parallel).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyWithQueries(load, name, pageTextsReady);
}

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const PricingPage = page(() => import('./pages/PricingPage'), 'PricingPage');
const UploadPricingPage = page(() => import('./pages/upload/UploadPricingPage'), 'UploadPricingPage');
const PoliciesPage = page(() => import('./pages/PoliciesPage'), 'PoliciesPage');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const VerifyEmailPage = page(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage');
const ResetPasswordPage = page(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const AccountLayout = page(() => import('./pages/account/AccountLayout'), 'AccountLayout');
const ProjectsPage = page(() => import('./pages/account/ProjectsPage'), 'ProjectsPage');
const OrdersPage = page(() => import('./pages/account/OrdersPage'), 'OrdersPage');
const OrderDetailPage = page(() => import('./pages/account/OrderDetailPage'), 'OrderDetailPage');
const SettingsPage = page(() => import('./pages/account/SettingsPage'), 'SettingsPage');
const ProfilePage = page(() => import('./pages/account/ProfilePage'), 'ProfilePage');
const AdminLoginPage = page(() => import('./pages/admin/AdminLoginPage'), 'AdminLoginPage');
/** Every page under /admin comes from one module: the back office is one lazy chunk. */
const admin = (name: keyof typeof import('./pages/admin')) => page(() => import('./pages/admin'), name);
const AdminLayout = admin('AdminLayout');
const AdminHomePage = admin('AdminHomePage');
const AdminPricesPage = admin('AdminPricesPage');
const AdminShopSettingsPage = admin('AdminShopSettingsPage');
const AdminOrdersPage = admin('AdminOrdersPage');
const AdminOrderDetailPage = admin('AdminOrderDetailPage');
const AdminCustomOrdersPage = admin('AdminCustomOrdersPage');
const AdminCustomOrderPage = admin('AdminCustomOrderPage');
const AdminUsersPage = admin('AdminUsersPage');
const AdminUserPage = admin('AdminUserPage');
const AdminNoticesPage = admin('AdminNoticesPage');
const AdminSecurityPage = admin('AdminSecurityPage');
const AdminOutboxPage = admin('AdminOutboxPage');
const AdminJobsPage = admin('AdminJobsPage');
const AdminJourneysPage = admin('AdminJourneysPage');
const AdminAuditPage = admin('AdminAuditPage');
const AdminReportsPage = admin('AdminReportsPage');
const AdminNewsletterPage = admin('AdminNewsletterPage');
const ForumPage = page(() => import('./pages/forum/ForumPage'), 'ForumPage');
const BlogPage = page(() => import('./pages/blog/BlogPage'), 'BlogPage');
const ArticlePage = page(() => import('./pages/blog/ArticlePage'), 'ArticlePage');
const NewsletterThanksPage = page(() => import('./pages/newsletter/NewsletterThanksPage'), 'NewsletterThanksPage');
/** The editor's runtime (Fabric) starts loading with its page chunk, not once the page has mounted. */
const EditorPage = page(() => {
  preloadEditor();
  return import('./pages/editor/EditorPage');
}, 'EditorPage');
const MobileEditorPage = page(() => import('./pages/editor/MobileEditorPage'), 'MobileEditorPage');
const TemplatePage = page(() => import('./pages/editor/TemplatePage'), 'TemplatePage');
const ImageGenPage = page(() => import('./pages/ai/ImageGenPage'), 'ImageGenPage');
const CustomOrderPage = page(() => import('./pages/ai/CustomOrderPage'), 'CustomOrderPage');
const CustomOrderConfirmPage = page(() => import('./pages/ai/CustomOrderConfirmPage'), 'CustomOrderConfirmPage');
const CustomOrderQuotePage = page(() => import('./pages/ai/CustomOrderQuotePage'), 'CustomOrderQuotePage');
const QwenTestPage = page(() => import('./pages/ai/QwenTestPage'), 'QwenTestPage');
const RemoveBackgroundPage = page(() => import('./pages/tools/RemoveBackgroundPage'), 'RemoveBackgroundPage');
const QrCodePage = page(() => import('./pages/tools/QrCodePage'), 'QrCodePage');
const DrawPage = page(() => import('./pages/tools/DrawPage'), 'DrawPage');
const PreviewPage = page(loadPreviewPage, 'PreviewPage');
const StickerLibraryPricePage = page(() => import('./pages/prices/StickerLibraryPricePage'), 'StickerLibraryPricePage');
const StickerPricesPage = page(() => import('./pages/prices/StickerPricesPage'), 'StickerPricesPage');
const VinylDecalPricePage = page(() => import('./pages/prices/VinylDecalPricePage'), 'VinylDecalPricePage');
const CartPage = page(loadCartPage, 'CartPage');
const GuestOrderPage = page(() => import('./pages/orders/GuestOrderPage'), 'GuestOrderPage');
const SubscriptionPage = page(() => import('./pages/billing/SubscriptionPage'), 'SubscriptionPage');
const TestCheckoutPage = page(() => import('./pages/billing/TestCheckoutPage'), 'TestCheckoutPage');
const ThankYouPage = page(() => import('./pages/orders/ThankYouPage'), 'ThankYouPage');
const StickerLibraryPage = page(() => import('./pages/library/StickerLibraryPage'), 'StickerLibraryPage');
const TemplatesPage = page(() => import('./pages/templates/TemplatesPage'), 'TemplatesPage');
const LandingAltPage = page(() => import('./pages/landing/LandingAltPage'), 'LandingAltPage');
const DesignUrlTestPage = page(() => import('./pages/design-url-test/DesignUrlTestPage'), 'DesignUrlTestPage');
const ShowcasePage = page(() => import('./pages/community/ShowcasePage'), 'ShowcasePage');
const ShowcaseItemPage = page(() => import('./pages/community/ShowcaseItemPage'), 'ShowcaseItemPage');
const CommunityProfilePage = page(() => import('./pages/community/CommunityProfilePage'), 'CommunityProfilePage');
const UserProfilePage = page(() => import('./pages/community/UserProfilePage'), 'UserProfilePage');
const FollowersFollowingPage = page(() => import('./pages/community/FollowersFollowingPage'), 'FollowersFollowingPage');
const InfoPageChunk = page(() => import('./pages/InfoPage'), 'InfoPage') as ComponentType<{ id: InfoId }>;

type InfoId = import('./pages/infoPages').InfoPageId;

/**
 * A direct visit starts what its page needs at boot, beside the session check that holds the router back
 * (main.tsx), instead of after it: the matched pages' chunks with the query client and the whole
 * catalogue of texts (`page` above), so the first render shows the page itself, not its spinner. The
 * editor, the heaviest route, also starts its runtime, and /preview its renderer and reads
 * (shopperPages.ts). Resolves when the matched pages can render (also on a failed load: the route then
 * loads it again and shows its own error).
 */
export function preloadAtBoot(pathname: string): Promise<void> {
  if (pathname === '/') return Promise.resolve();
  void import('./api/with-query-client');
  void pageTextsReady();
  if (pathname === '/indexHome') preloadEditor();
  else preloadPageOf(pathname);
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadableOf(route.element)).filter((p) => p !== null);
  return Promise.all(pages.map((p) => p.preload())).then(
    () => {},
    () => {},
  );
}

function preloadableOf(element: ReactNode): PreloadableComponent<object> | null {
  if (!isValidElement(element) || typeof element.type !== 'function') return null;
  const type = element.type as Partial<PreloadableComponent<object>>;
  return typeof type.preload === 'function' ? (type as PreloadableComponent<object>) : null;
}

const info = (path: string, id: InfoId, handle?: GuardMeta): RouteObject => ({ path, element: <InfoPageChunk id={id} />, handle });

/** Every SPEC §2 route. Guards are route metadata (`handle`), applied by RouteGuard in the root layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'landing-alt', element: <LandingAltPage /> },
      { path: 'custom-order', element: <CustomOrderPage /> },
      { path: 'custom-order/confirm', element: <CustomOrderConfirmPage /> },
      { path: 'custom-order/quote/:id', element: <CustomOrderQuotePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'indexHome', element: <EditorPage />, handle: { editor: true } satisfies GuardMeta },
      { path: 'indexMobile', element: <MobileEditorPage />, handle: { fullHeight: true } satisfies LayoutMeta },
      { path: 'template', element: <TemplatePage />, handle: { fullHeight: true } satisfies LayoutMeta },
      { path: 'preview', element: <PreviewPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'upload-pricing', element: <UploadPricingPage /> },
      { path: 'StickerLibrary', element: <StickerLibraryPage /> },
      { path: 'sticker-prices', element: <StickerPricesPage /> },
      { path: 'StickerLibraryPrice', element: <StickerLibraryPricePage /> },
      { path: 'VinylDecalPrice', element: <VinylDecalPricePage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'orders/:id', element: <GuestOrderPage /> },
      { path: 'image-gen', element: <ImageGenPage /> },
      { path: 'subscription', element: <SubscriptionPage /> },
      { path: 'checkout/test/:sessionId', element: <TestCheckoutPage /> },
      { path: 'thank-you/:id', element: <ThankYouPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'policies', element: <PoliciesPage /> },
      { path: 'templates', element: <TemplatesPage /> },
      { path: 'blog-tutorials', element: <BlogPage /> },
      { path: 'blog-tutorials/:slug', element: <ArticlePage /> },
      { path: 'showcase', element: <ShowcasePage /> },
      { path: 'showcase/:id', element: <ShowcaseItemPage /> },
      { path: 'forum', element: <ForumPage /> },
      { path: 'community-profile', element: <CommunityProfilePage /> },
      { path: 'user/:userId', element: <UserProfilePage /> },
      { path: 'followers-following', element: <FollowersFollowingPage /> },
      { path: 'design-url-test', element: <DesignUrlTestPage /> },
      { path: 'newsletter-thanks', element: <NewsletterThanksPage /> },
      { path: 'qwen-test', element: <QwenTestPage /> },
      { path: 'tools/remove-background', element: <RemoveBackgroundPage /> },
      { path: 'tools/qr-code', element: <QrCodePage /> },
      { path: 'tools/draw', element: <DrawPage /> },
      {
        path: 'account',
        element: <AccountLayout />,
        children: [
          { index: true, element: <Navigate to="/account/projects" replace /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/:id', element: <OrderDetailPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
      {
        path: 'admin',
        element: <AdminLayout />,
        handle: { requiresAdminAuth: true } satisfies GuardMeta,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminHomePage /> },
          { path: 'orders', element: <AdminOrdersPage /> },
          { path: 'orders/:id', element: <AdminOrderDetailPage /> },
          { path: 'custom-orders', element: <AdminCustomOrdersPage /> },
          { path: 'custom-orders/:id', element: <AdminCustomOrderPage /> },
          { path: 'users', element: <AdminUsersPage /> },
          { path: 'users/:id', element: <AdminUserPage /> },
          { path: 'notices', element: <AdminNoticesPage /> },
          { path: 'prices', element: <AdminPricesPage /> },
          { path: 'shop-settings', element: <AdminShopSettingsPage /> },
          { path: 'security', element: <AdminSecurityPage /> },
          { path: 'outbox', element: <AdminOutboxPage /> },
          { path: 'jobs', element: <AdminJobsPage /> },
          { path: 'journeys', element: <AdminJourneysPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: 'reports', element: <AdminReportsPage /> },
          { path: 'newsletter', element: <AdminNewsletterPage /> },
        ],
      },
      { path: 'admin/login', element: <AdminLoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
