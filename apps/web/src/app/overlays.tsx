import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysMounted } from '../ui/overlays-ready';

/**
 * The dialog and notification hosts: loaded after the first page (they pull Mantine's modal,
 * focus-trap, scroll-lock and transition code), mounted as siblings of the page.
 */
export default function Overlays() {
  useEffect(markOverlaysMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" />
    </>
  );
}
