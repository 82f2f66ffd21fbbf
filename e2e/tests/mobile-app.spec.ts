import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import {
  installFakeNativeDevice,
  type TFakeDevice,
  type TFakeDeviceOptions,
} from '../../apps/web/src/features/mobile/testing/fake-native-device';
import { animationsSettled, DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

/** The script the wrapper's WebView injects before the page's own (from @capacitor/android). */
const NATIVE_BRIDGE = fileURLToPath(
  new URL(
    '../../node_modules/@capacitor/android/capacitor/src/main/assets/native-bridge.js',
    import.meta.url,
  ),
);

/**
 * The web build as the mobile app runs it: before any script of the page, as in the wrapper's
 * WebView, the phone's side of Capacitor's bridge (a simulated Android device: its permission
 * answer, push token, storage and events) and then Capacitor's own native-bridge.js. The app's
 * @capacitor/core and plugins are the real ones and talk over the real bridge protocol; the
 * API is the real server's.
 */
async function openAsTheMobileApp(page: Page, device: TFakeDeviceOptions) {
  await page.addInitScript(installFakeNativeDevice, device);
  await page.addInitScript({ path: NATIVE_BRIDGE });
}

type TDeviceWindow = { __fakeDevice: TFakeDevice };

const deviceCalls = (page: Page, method: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as TDeviceWindow).__fakeDevice.calls.filter((c) => c.method === name)
        .length,
    method,
  );

async function phoneSends(page: Page, plugin: string, event: string, data: unknown) {
  await expect
    .poll(() =>
      page.evaluate(([p, e]) => (window as unknown as TDeviceWindow).__fakeDevice.listening(p, e), [
        plugin,
        event,
      ] as const),
    )
    .toBeGreaterThan(0);
  await page.evaluate(
    ([p, e, d]) => (window as unknown as TDeviceWindow).__fakeDevice.fire(p, e, d),
    [plugin, event, data] as const,
  );
}

/** The bodies of the app's PUT /api/me calls. */
function putsOfMe(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/me') {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

/** A request of the signed-in resident's (the app's stored token), filed through the API. */
async function fileRequest(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('habitat.token'));
  const property = await page.evaluate(() => localStorage.getItem('habitat.property'));
  const headers = { authorization: `Bearer ${token}` };
  const categories = await (
    await page.request.get(`/api/request_categories?property=${property}&perPage=-1`, { headers })
  ).json();
  const leaf = categories.data.find(
    (c: { name: { fr: string } }) => c.name.fr === 'Robinet qui fuit',
  );
  const created = await page.request.post('/api/user_requests', {
    headers,
    data: {
      title,
      body: 'Le robinet de la salle de bain goutte.',
      phoneNumber: '(514) 555-0123',
      category: leaf.id,
      emergency: false,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).id as number;
}

async function screenshot(page: Page, info: TestInfo, name: string) {
  await animationsSettled(page);
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`) });
}

const EXPLANATION = 'Soyez averti quand…';

test('in the app at 390×844: the device token reaches PUT /api/me once, and a tapped notification opens the request', async ({
  page,
}, info) => {
  test.skip(isDesktop(page), 'the phone');
  await openAsTheMobileApp(page, {
    permission: 'prompt',
    answer: 'granted',
    token: 'e2e-fcm-token-1',
    persist: true,
  });
  const puts = putsOfMe(page);
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);

  // The explanation first; the system prompt only after Allow.
  const explanation = page.getByRole('dialog', { name: EXPLANATION });
  await expect(explanation).toBeVisible();
  expect(await deviceCalls(page, 'requestPermissions')).toBe(0);
  await screenshot(page, info, 'push-explanation');
  await explanation.getByRole('button', { name: 'Autoriser les notifications' }).click();
  await expect(explanation).toBeHidden();
  await expect.poll(() => puts.length).toBe(1);
  expect(puts[0]).toEqual({ deviceToken: 'e2e-fcm-token-1', platform: 'android' });

  // The next launch registers again and gets the same token: nothing is sent.
  await page.reload();
  await expect.poll(() => deviceCalls(page, 'register')).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  expect(puts).toHaveLength(1);
  await expect(page.getByRole('dialog', { name: EXPLANATION })).toHaveCount(0);

  // A notification about the resident's request, tapped: the request opens.
  const title = `Robinet de l'app ${Date.now()}`;
  const id = await fileRequest(page, title);
  await phoneSends(page, 'PushNotifications', 'pushNotificationActionPerformed', {
    actionId: 'tap',
    notification: {
      id: 'n1',
      title: 'Votre demande a été mise à jour',
      data: { link: `/requests/${id}` },
    },
  });
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await expect(page.getByText(title).first()).toBeVisible();

  // Android's back button walks back to /home, then leaves the app.
  await phoneSends(page, 'App', 'backButton', { canGoBack: true });
  await expect(page).toHaveURL(/\/home$/);
  await phoneSends(page, 'App', 'backButton', { canGoBack: true });
  await expect.poll(() => deviceCalls(page, 'exitApp')).toBe(1);
});

test('the explanation screen and the welcome page at both sizes; no store buttons inside the app', async ({
  page,
}, info) => {
  await page.goto('/welcome');
  await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
  await screenshot(page, info, 'welcome');

  await openAsTheMobileApp(page, { permission: 'prompt', answer: 'denied', token: null });
  await page.goto('/welcome');
  await expect(page.getByRole('link', { name: 'Continuer sur le Web' })).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
  await expect(page.getByText("Téléchargez l'application")).toHaveCount(0);

  await signIn(page, DEMO.shop);
  const explanation = page.getByRole('dialog', { name: EXPLANATION });
  await expect(explanation).toBeVisible();
  await screenshot(page, info, 'push-explanation');
  // Refused at the system prompt: only logged, nothing sent, the app goes on.
  const puts = putsOfMe(page);
  await explanation.getByRole('button', { name: 'Autoriser les notifications' }).click();
  await expect(explanation).toBeHidden();
  expect(await deviceCalls(page, 'register')).toBe(0);
  expect(puts).toHaveLength(0);
  await expect(page).toHaveURL(/\/home$/);
});
