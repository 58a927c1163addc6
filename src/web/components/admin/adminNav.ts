import {
  IconBell,
  IconCash,
  IconClipboardList,
  IconFlag,
  IconGauge,
  IconHistory,
  IconListCheck,
  IconMail,
  IconNews,
  IconPackage,
  IconRoute,
  IconSettings,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';

/** The back office's pages, in the order the navigation shows them (label keys under adminPages.nav, or a page's own namespace). */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'adminPages.nav.home', icon: IconGauge },
  { to: '/admin/orders', label: 'adminPages.nav.orders', icon: IconPackage },
  { to: '/admin/custom-orders', label: 'adminPages.nav.customOrders', icon: IconClipboardList },
  { to: '/admin/users', label: 'adminPages.nav.users', icon: IconUsers },
  { to: '/admin/journeys', label: 'adminJourneys.nav', icon: IconRoute },
  { to: '/admin/notices', label: 'adminPages.nav.notices', icon: IconBell },
  { to: '/admin/prices', label: 'adminPages.nav.prices', icon: IconCash },
  { to: '/admin/shop-settings', label: 'afterPay.settingsTitle', icon: IconSettings },
  { to: '/admin/reports', label: 'adminPages.nav.reports', icon: IconFlag },
  { to: '/admin/newsletter', label: 'adminPages.nav.newsletter', icon: IconNews },
  { to: '/admin/security', label: 'adminPages.nav.security', icon: IconShieldCheck },
  { to: '/admin/outbox', label: 'adminPages.nav.outbox', icon: IconMail },
  { to: '/admin/jobs', label: 'adminPages.nav.jobs', icon: IconListCheck },
  { to: '/admin/audit', label: 'adminPages.nav.audit', icon: IconHistory },
] as const;
