import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from 'react-router';
import { NoticeModal } from '../NoticeModal';
import { PageLoader } from '../PageLoader';
import { RouteGuard } from '../RouteGuard';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppHeader />
      <Box component="main" id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageLoader />}>
          <RouteGuard />
        </Suspense>
      </Box>
      <AppFooter />
      <NoticeModal />
      <ScrollRestoration />
    </div>
  );
}
