import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconBellX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAppConfig } from '@/config/app-config';
import { isNativeApp, loadNativePush } from '@/features/mobile';
import { useSession } from '@/features/session';
import { useTranslation } from '@/i18n/use-translation';
import {
  devicePushState,
  type TDevicePush,
  turnOffDevicePush,
  turnOnDevicePush,
} from '../web-push';

/** What the card says under its title for each state (null: only the button). */
const STATE_TEXT = {
  unsupported: 'notifications.settings.device_unsupported',
  unavailable: 'notifications.settings.device_unavailable',
  denied: 'notifications.settings.device_denied',
  native_denied: 'notifications.settings.device_denied_app',
  on: 'notifications.settings.device_enabled',
  off: null,
} as const;

/** A long label wraps on a phone instead of running out of the card. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 8, maxWidth: '100%' },
  label: { whiteSpace: 'normal' },
} as const;

type TCardState = TDevicePush | 'native_denied';

/**
 * Inside the mobile app: the phone's own push (granted, still to ask — after "Not now" — or
 * denied in the phone's settings); the token then reaches the server through the app's start-up.
 */
const nativeDevicePush = {
  state: async (): Promise<TCardState> => {
    const state = await (await loadNativePush()).nativePushState();
    return state === 'denied' ? 'native_denied' : state;
  },
  turnOn: async (): Promise<TCardState> =>
    (await (await loadNativePush()).allowPush()) ? 'on' : 'native_denied',
};

/** "Turn on notifications on this device" (Web Push, or the phone's in the app), or off again. */
export function DevicePushCard() {
  const { t } = useTranslation();
  const publicKey = useAppConfig().webPush.publicKey;
  const userId = useSession()?.userId ?? null;
  const [state, setState] = useState<TCardState | null>(null);
  const native = isNativeApp();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    (native ? nativeDevicePush.state() : devicePushState(publicKey, userId)).then(
      (found) => live && setState(found),
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [publicKey, userId, native]);

  const run = async (change: () => Promise<TCardState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await change());
    } catch (error) {
      console.warn('[push] could not change this device', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const text = state ? STATE_TEXT[state] : null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('notifications.settings.device_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.settings.device_hint')}
        </Text>
        {state === null ? (
          <Skeleton h={36} w={280} radius="md" aria-label={t('app.loading')} />
        ) : (
          <>
            {text && (
              <Text size="sm" role="status" c={state === 'on' ? 'teal.8' : undefined}>
                {t(text)}
              </Text>
            )}
            {state === 'off' && (native || publicKey) && (
              <Button
                styles={WRAPPING}
                leftSection={<IconBellRinging size={16} aria-hidden />}
                loading={busy}
                onClick={() =>
                  void run(() =>
                    native ? nativeDevicePush.turnOn() : turnOnDevicePush(publicKey!, userId),
                  )
                }
              >
                {t('notifications.settings.device_on')}
              </Button>
            )}
            {state === 'on' && !native && (
              <Button
                variant="default"
                styles={WRAPPING}
                leftSection={<IconBellX size={16} aria-hidden />}
                loading={busy}
                onClick={() =>
                  void run(async () => {
                    const next = await turnOffDevicePush();
                    notifications.show({ message: t('notifications.settings.device_disabled') });
                    return next;
                  })
                }
              >
                {t('notifications.settings.device_off')}
              </Button>
            )}
          </>
        )}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('notifications.settings.device_error')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
