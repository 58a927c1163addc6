import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startAnalytics } from './analytics';
import { refreshSession, useSessionReady } from './api/session';
import { OverlayHosts } from './components/overlays/OverlayHosts';
import { PageLoader } from './components/PageLoader';
import { initialLanguageReady } from './i18n';
import { preloadAtBoot, router } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Started before the first render, side by side: the session read and the page a direct visit opens on.
void refreshSession();
const bootPageReady = preloadAtBoot(location.pathname);

/** The visitor's language and the page the app opens on are loaded (both settle, never reject). */
function useBootLoads(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.all([initialLanguageReady, bootPageReady]).then(() => setReady(true));
  }, []);
  return ready;
}

/**
 * SPEC §2: the app starts only after the first sign-in state is resolved (no flash of wrong content),
 * and after the visitor's language is loaded (no flash of English for a Chinese browser). It also waits
 * for the page it opens on (routes.tsx preloadAtBoot), which then renders at once instead of behind a
 * spinner that React holds for at least 300 ms once shown.
 */
function SessionGate() {
  const sessionReady = useSessionReady();
  const bootLoaded = useBootLoads();
  if (!sessionReady || !bootLoaded) return <PageLoader fullScreen />;
  return (
    <>
      <RouterProvider router={router} />
      <AfterFirstPaint />
    </>
  );
}

/**
 * Analytics starts once the router has rendered (and asked for the page's chunk), so it never competes
 * with it (decision 18; loaded when idle, decision 41). The toasts and modals hosts load on first use
 * (components/overlays/hostsWanted.ts), and the whole catalogue with the first page that needs it
 * (routes.tsx): the landing page needs neither.
 */
function AfterFirstPaint() {
  useEffect(() => {
    const timer = setTimeout(() => startAnalytics(router), 0);
    return () => clearTimeout(timer);
  }, []);
  return <OverlayHosts />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SessionGate />
    </MantineProvider>
  </StrictMode>,
);
