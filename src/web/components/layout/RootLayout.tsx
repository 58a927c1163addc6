import { Box } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { ScrollRestoration, useMatches } from 'react-router';
import { useSaveGuestImages } from '../../ai/useSaveGuestImages';
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

// The global notice: a small chunk of its own after the shell; its dialog loads only when a notice is due.
const NoticeModal = lazy(() => import('../NoticeModal').then((m) => ({ default: m.NoticeModal })));

function PageMain({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" tabIndex={-1} className="app-main">
      {children}
    </Box>
  );
}

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
      {/* The footer comes with the page: never under the spinner of a page still loading. */}
      <Suspense fallback={<PageMain>{<PageLoader />}</PageMain>}>
        <PageMain>
          <RouteGuard />
        </PageMain>
        {!fullHeight && <AppFooter />}
      </Suspense>
      <Suspense fallback={null}>
        <NoticeModal />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
