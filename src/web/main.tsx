import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startAnalytics } from './analytics';
import { useSessionReady } from './api/session';
import { OverlayHosts } from './components/overlays/OverlayHosts';
import { PageLoader } from './components/PageLoader';
import { initialLanguageReady, pageTextsReady } from './i18n';
import { preloadAtBoot, router } from './routes';
import { cssVariablesResolver, theme } from './theme';

function useInitialLanguage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void initialLanguageReady.then(() => setReady(true));
  }, []);
  return ready;
}

/**
 * SPEC §2: the app starts only after the first sign-in state is resolved (no flash of wrong content),
 * and after the visitor's language is loaded (no flash of English for a Chinese browser).
 */
function SessionGate() {
  const sessionReady = useSessionReady();
  const languageReady = useInitialLanguage();
  if (!sessionReady || !languageReady) return <PageLoader fullScreen />;
  return (
    <>
      <RouterProvider router={router} />
      <AfterFirstPaint />
    </>
  );
}

/**
 * What the first paint does not need starts loading once the router has rendered (and asked for the
 * page's chunk), so it never competes with it (decision 18): the rest of the texts, so the next page
 * does not wait for them, the toasts and modals hosts, and analytics (loaded when idle, decision 41).
 */
function AfterFirstPaint() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      void pageTextsReady();
      startAnalytics(router);
      setStarted(true);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return started ? <OverlayHosts /> : null;
}

preloadAtBoot(location.pathname);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SessionGate />
    </MantineProvider>
  </StrictMode>,
);
