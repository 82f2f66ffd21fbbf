import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getBrand } from '@/brand';
import { useAppConfig } from '@/config/app-config';
import { notificationKeys } from '@/features/notifications';
import { sessionStore, useMe } from '@/features/session';
import { forgetSentDeviceToken, sendDeviceToken } from '@/features/session/push';
import mobileEn from '@/i18n/mobile-en.json';
import mobileFr from '@/i18n/mobile-fr.json';
import { addCatalog } from '@/i18n/setup';
import { useTranslation } from '@/i18n/use-translation';
import { dressSystemBars, startAppEvents } from './app-events';
import { nativePlatform } from './native';
import { allowPush, postponePush, shouldExplainPush, startPush } from './push';
import { PushExplanation } from './push-explanation';
import { showPushToast } from './push-toast';

// The app's own texts come with its code: the web's first page does not carry them.
addCatalog('fr', { mobile: mobileFr });
addCatalog('en', { mobile: mobileEn });

type TNavigate = (to: string | number, options?: { replace?: boolean }) => void;

/**
 * The router's address and navigation, for listeners started once: a navigation gives a new
 * `navigate` (the declarative router's), which must not restart them.
 */
function useRouterForListeners() {
  const { pathname } = useLocation();
  const navigateHere = useNavigate();
  const current = useRef({ pathname, navigateHere });
  current.current = { pathname, navigateHere };
  const [router] = useState(() => ({
    pathname: () => current.current.pathname,
    navigate: ((to, options) => {
      void (typeof to === 'number'
        ? current.current.navigateHere(to)
        : current.current.navigateHere(to, options));
    }) as TNavigate,
  }));
  return router;
}

/** At start-up: the app's events, push listeners, the system bars; sign-out un-sends the token. */
function useNativeStart() {
  const queryClient = useQueryClient();
  const { brand } = useAppConfig();
  const { t } = useTranslation();
  const router = useRouterForListeners();
  // The toast speaks the current language; a language switch does not restart the listeners.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    const { navigate } = router;
    const stops = [
      startAppEvents({ pathname: router.pathname, navigate, queryClient }),
      startPush({
        // The guard runs on the way: signed out, the sign-in comes first, then this page.
        onOpen: (path) => navigate(path),
        onForeground: (push) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          showPushToast(push, translate.current, navigate);
        },
      }),
    ].map((started) =>
      started.catch((error: unknown) => {
        console.warn('[app] native listeners not started', error);
        return () => {};
      }),
    );
    const unsubscribe = sessionStore.subscribe((next) => {
      if (next === null) void forgetSentDeviceToken();
    });
    return () => {
      unsubscribe();
      for (const stop of stops) void stop.then((remove) => remove());
    };
  }, [router, queryClient]);
  useEffect(() => void dressSystemBars(getBrand(brand).themeColor), [brand]);
}

/**
 * Signed in: a token obtained before is sent (once for this session), and the explanation
 * screen comes once, while the system would still ask for the permission.
 */
function usePushAfterSignIn() {
  const userId = useMe().data?.id;
  const [explaining, setExplaining] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void sendDeviceToken(nativePlatform());
    void shouldExplainPush().then((yes) => live && setExplaining(yes));
    return () => {
      live = false;
    };
  }, [userId]);
  const allow = () => {
    setBusy(true);
    void allowPush()
      .catch((error: unknown) => console.warn('[push] could not ask for the permission', error))
      .finally(() => {
        setBusy(false);
        setExplaining(false);
      });
  };
  const later = () => {
    setExplaining(false);
    void postponePush();
  };
  return { explaining, busy, allow, later };
}

/** Everything native of the mobile app (loaded only inside it, see native.ts), in the router. */
export default function NativeShell() {
  useNativeStart();
  const push = usePushAfterSignIn();
  return (
    <PushExplanation
      opened={push.explaining}
      busy={push.busy}
      onAllow={push.allow}
      onLater={push.later}
    />
  );
}
