import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';
import { ADMIN_NAV } from './adminNav';

/** The back office's page list: the sidebar on a desktop, the drawer's content on a phone. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav aria-label={t('adminPages.nav.label')}>
      {ADMIN_NAV.map((item) => (
        <NavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(item.label)}
          leftSection={<item.icon size={18} aria-hidden />}
          active={isActive(item.to)}
          aria-current={isActive(item.to) ? 'page' : undefined}
          onClick={onNavigate}
          variant="light"
        />
      ))}
    </nav>
  );
}
