import { MantineThemeProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { markOverlaysMounted } from '../ui/overlays-ready';

/**
 * The dialog and notification hosts: loaded the first time a dialog or a notification is shown
 * (they pull Mantine's modal, focus-trap, scroll-lock and transition code; ui/overlays-ready.ts),
 * mounted as siblings of the page.
 */
export default function Overlays() {
  const { t } = useTranslation();
  useEffect(markOverlaysMounted, []);
  // Every notification's close button is named, in the current language, wherever it is shown.
  const theme = useMemo(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('dialog.close') } } },
      },
    }),
    [t],
  );
  return (
    <>
      <ModalsProvider />
      <MantineThemeProvider theme={theme}>
        <Notifications position="top-center" />
      </MantineThemeProvider>
    </>
  );
}
