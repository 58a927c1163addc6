import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markModalsReady } from './modalsReady';

/** The lazily loaded part of OverlayHosts. Modals opened through the manager render outside the router. */
export default function Hosts() {
  useEffect(markModalsReady, []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
