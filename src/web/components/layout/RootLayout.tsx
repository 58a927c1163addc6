import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { ScrollRestoration, useMatches } from 'react-router';
import { useSaveGuestImages } from '../../ai/useSaveGuestImages';
import { lazyWithQueries } from '../../api/lazy-with-queries';
import { useTranslation } from '../../translation/useTranslation';
import { PageLoader } from '../PageLoader';
import { RouteGuard } from '../RouteGuard';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Route metadata for the layout: `fullHeight` pages (and the editor) fill the screen under the header, without the footer. */
export interface LayoutMeta {
  fullHeight?: boolean;
}

function useFullHeight(): boolean {
  return useMatches().some(({ handle }) => {
    const h = handle as (LayoutMeta & { editor?: boolean }) | undefined;
    return !!h && (h.fullHeight === true || h.editor === true);
  });
}

// The global notice asks the server with TanStack Query: a chunk of its own, after the shell (decision 28).
const NoticeModal = lazyWithQueries(() => import('../NoticeModal'), 'NoticeModal');

export function RootLayout() {
  const { t } = useTranslation();
  const fullHeight = useFullHeight();
  useSaveGuestImages();
  return (
    <div className="app-shell" data-layout={fullHeight ? 'full-height' : undefined}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppHeader />
      <Box component="main" id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageLoader />}>
          <RouteGuard />
        </Suspense>
      </Box>
      {!fullHeight && <AppFooter />}
      <Suspense fallback={null}>
        <NoticeModal />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
