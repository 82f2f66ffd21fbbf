import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, CDPSession, Page, TestInfo } from '@playwright/test';
import { chooseBuilding, expectNoAxeViolations, signInToConsole } from './console-steps';
import { DEMO, expect, test } from './fixtures';

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';
const RESIDENT_EMAIL = 'resident@example.com';

type TSession = { token: string; property: number; headers: { authorization: string } };

/** The demo resident's session, stored where the app keeps it. */
async function residentSession(page: Page): Promise<TSession> {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  expect(login.status()).toBe(200);
  const { token, organization, property } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const userId = (await (await page.request.get('/api/me', { headers })).json()).id;
  await page.goto('/terms');
  await page.evaluate(
    (values) => {
      localStorage.setItem('habitat.token', values.token);
      localStorage.setItem('habitat.userId', String(values.userId));
      localStorage.setItem('habitat.organization', String(values.organization));
      localStorage.setItem('habitat.property', String(values.property));
    },
    { token, userId, organization, property },
  );
  return { token, property, headers };
}

/** A request of the resident's, filed through the resident API; answers its id. */
async function fileRequest(page: Page, session: TSession, title: string) {
  const categories = await (
    await page.request.get(`/api/request_categories?property=${session.property}&perPage=-1`, {
      headers: session.headers,
    })
  ).json();
  const leaf = categories.data.find(
    (c: { name: { fr: string } }) => c.name.fr === 'Robinet qui fuit',
  );
  const created = await page.request.post('/api/user_requests', {
    headers: session.headers,
    data: {
      title,
      body: 'Le robinet de la cuisine goutte sans arrêt.',
      phoneNumber: '(514) 555-0123',
      category: leaf.id,
      emergency: false,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).id as number;
}

/** Both projects share one database: the resident starts with nothing unread and the defaults. */
async function cleanSlate(page: Page, session: TSession) {
  const read = await page.request.post('/api/notifications/read-all', { headers: session.headers });
  expect(read.status()).toBe(200);
  const reset = await page.request.put('/api/me/notification-settings', {
    headers: session.headers,
    data: {
      // Another spec may have left the resident's notifications in English.
      locale: 'fr',
      choices: {
        request_reply: { email: true, push: true },
        request_status: { email: true, push: true },
      },
      quietHours: null,
    },
  });
  expect(reset.status()).toBe(200);
}

type TMail = { headers: string; text: string };

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every e-mail of the outbox folder to `recipient` whose text contains `needle`. */
async function mailsTo(recipient: string, needle: string): Promise<TMail[]> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails: TMail[] = [];
  for (const file of files) {
    const raw = await readFile(join(outbox, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    // Headers unfolded (a long List-Unsubscribe goes on several lines); the body decoded apart,
    // so a header's `=` is never taken for quoted-printable.
    const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const text = decodeQuotedPrintable(raw.slice(split));
    if (new RegExp(`^To: .*${recipient}`, 'mi').test(headers) && text.includes(needle)) {
      mails.push({ headers, text });
    }
  }
  return mails;
}

const headerOf = (mail: TMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.headers)?.[1]?.trim() ?? null;

/**
 * A Web Push subscription of the local push service (headless Chromium reaches no real one),
 * registered for the resident like the app registers the browser's.
 */
async function localPushSubscription(page: Page, session: TSession) {
  const config = await (await page.request.get('/api/config')).json();
  expect(config.webPush.publicKey).toMatch(/^[\w-]{80,}$/);
  const made = await page.request.post('/api/dev/push/subscriptions', {
    data: { applicationServerKey: config.webPush.publicKey },
  });
  expect(made.status()).toBe(201);
  const subscription = await made.json();
  const registered = await page.request.post('/api/push-subscriptions', {
    headers: session.headers,
    data: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(registered.status()).toBe(201);
  return subscription.id as string;
}

type TPush = { title: string; link: string; tag?: string };

/** The messages the local service received and decrypted with the subscription's keys. */
async function pushesReceived(page: Page, id: string): Promise<TPush[]> {
  const answer = await page.request.get(`/api/dev/push/subscriptions/${id}/messages`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { payload: string }[] };
  return data.map((message) => JSON.parse(message.payload) as TPush);
}

/** Waits until `count` pushes titled `title` came; answers the newest. */
async function waitForPushes(page: Page, id: string, title: string, count = 1): Promise<TPush> {
  let found: TPush[] = [];
  await expect
    .poll(
      async () => {
        found = (await pushesReceived(page, id)).filter((push) => push.title === title);
        return found.length;
      },
      { timeout: 30_000, message: `${count} push(es) titled "${title}"` },
    )
    .toBe(count);
  return found.at(-1)!;
}

/** The app's service worker, installed and in control, and its registration's DevTools id. */
async function serviceWorkerRegistration(page: Page, cdp: CDPSession): Promise<string> {
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    const origin = new URL(page.url()).origin;
    const mine = event.registrations.find(
      (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
    );
    if (mine) registrationId = mine.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) {
    // The worker was still installing when this page's navigation began (it registers once an
    // earlier page has settled): its claim can miss a page mid-navigation. The next load is
    // controlled, as a resident's next page would be.
    await page.reload();
  }
  await expect.poll(controlled).toBe(true);
  await expect.poll(() => registrationId).toBeDefined();
  return registrationId!;
}

/** The manager, in the console, moves request `id` on with the button named `step`. */
async function managerMoves(manager: Page, id: number, step: string) {
  await manager.goto(`/manage/requests/${id}`);
  await manager.getByRole('button', { name: step }).click();
  await expect(manager.getByRole('button', { name: step })).toHaveCount(0);
}

/** The manager, in the console, replies to request `id` (its thread's reply box). */
async function managerReplies(manager: Page, id: number, text: string) {
  await manager.goto(`/manage/requests/${id}`);
  const reply = manager.getByRole('textbox', { name: 'Votre réponse' });
  await reply.fill(text);
  await manager.getByRole('button', { name: 'Envoyer' }).click();
  await expect(manager.getByRole('listitem').getByText(text)).toBeVisible();
}

async function managerPage(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await signInToConsole(browser, info);
  await chooseBuilding(page, RESIDENT_BUILDING);
  return page;
}

/** A page screenshot next to the test's results, to look at. */
async function screenshot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({
    path: info.outputPath(`${name}-${info.project.name}.png`),
    fullPage: true,
  });
}

/** Gives the delivery worker time for what it would have sent by now (the push came first). */
const settle = (page: Page) => page.waitForTimeout(3_000);

test('a manager’s reply reaches the resident: bell, inbox, e-mail with one-click unsubscribe, Web Push; preferences mute a type', async ({
  page,
  browser,
  context,
}, info) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['notifications']);
  const session = await residentSession(page);
  await cleanSlate(page, session);
  const pushId = await localPushSubscription(page, session);
  const title = `Robinet ${info.project.name} ${Date.now()}`;
  const id = await fileRequest(page, session, title);
  const number = String(id).padStart(7, '0');
  const replyTitle = `Nouvelle réponse à votre demande n° ${number}`;
  // A lock screen only learns that the request changed, for a reply too (never its words).
  const statusTitle = `Votre demande n° ${number} a été mise à jour`;

  // The manager starts the work (a request is discussed once in progress): the resident is told
  // by e-mail (on by default for request updates) and push; that one is read at once.
  const manager = await managerPage(browser, info);
  await managerMoves(manager, id, 'Commencer les travaux');
  await waitForPushes(page, pushId, statusTitle);
  await expect.poll(async () => (await mailsTo(RESIDENT_EMAIL, statusTitle)).length).toBe(1);
  await page.request.post('/api/notifications/read-all', { headers: session.headers });

  await page.goto('/requests');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const cdp = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistration(page, cdp);

  // 1. The manager replies in the console.
  await managerReplies(manager, id, 'Le plombier passe demain matin.');

  // The local push service received the message and decrypted it with the subscription's keys:
  // the lock-screen title and a link, nothing of the reply itself.
  const push = await waitForPushes(page, pushId, statusTitle, 2);
  expect(push.link).toBe(`/requests/${id}`);
  expect(JSON.stringify(push)).not.toContain('plombier');

  // Handed to this page's service worker (as the push service would), it shows a notification
  // and tells the page, whose bell reads the count again at once.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify(push),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((notification) => ({
          title: notification.title,
          link: (notification.data as { link?: string } | null)?.link,
        }));
      }),
    )
    .toContainEqual({ title: statusTitle, link: `/requests/${id}` });
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');

  // 2. The inbox item opens the request with the reply, and is read from then on.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('link', { name: new RegExp(`^Non lue, ${replyTitle}`) });
  await expect(item).toBeVisible();
  await screenshot(page, info, 'inbox');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await expect(page.getByText('Le plombier passe demain matin.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');

  // 3. The e-mail is in the outbox, with RFC 8058's one-click unsubscribe.
  await expect.poll(async () => (await mailsTo(RESIDENT_EMAIL, replyTitle)).length).toBe(1);
  const [mail] = await mailsTo(RESIDENT_EMAIL, replyTitle);
  expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(headerOf(mail!, 'List-Unsubscribe') ?? '')?.[1];
  expect(oneClick, 'a List-Unsubscribe address').toBeDefined();
  expect(mail!.text).toContain(`/requests/${id}`);
  const unsubscribed = await page.request.post(oneClick!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.json()).toEqual({ type: 'request_reply' });

  // The visible link opens the page that says what it stops, without signing in.
  const pageLink = /https?:\/\/\S+\/unsubscribe\?token=[\w.~%-]+/.exec(mail!.text)?.[0];
  expect(pageLink, 'a visible unsubscribe link').toBeDefined();
  const visitor = await browser.newContext(info.project.use);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(pageLink!);
  await expect(
    visitorPage.getByText(
      `Ne plus recevoir « Réponses à mes demandes » par courriel à l'adresse ${RESIDENT_EMAIL} ?`,
    ),
  ).toBeVisible();
  await screenshot(visitorPage, info, 'unsubscribe');
  await visitorPage.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(
    visitorPage.getByText(
      "C'est fait : vous ne recevrez plus « Réponses à mes demandes » par courriel.",
    ),
  ).toBeVisible();
  await visitor.close();

  // The next reply sends no e-mail (its push and inbox item still come).
  await managerReplies(manager, id, 'Finalement, ce sera jeudi.');
  await waitForPushes(page, pushId, statusTitle, 3);
  await page.goto('/notifications');
  await expect(
    page.getByRole('link', { name: new RegExp(`^Non lue, ${replyTitle}`) }),
  ).toBeVisible();
  await settle(page);
  expect(await mailsTo(RESIDENT_EMAIL, replyTitle)).toHaveLength(1);

  // 4. The preferences show it off; turning off the request updates' e-mail sends none either.
  await page.goto('/profile/notifications');
  await expect(
    page.getByRole('switch', { name: 'Courriel : Réponses à mes demandes' }),
  ).not.toBeChecked();
  const statusEmail = page.getByRole('switch', { name: 'Courriel : Suivi de mes demandes' });
  await expect(statusEmail).toBeChecked();
  // A switch is saved as it is turned.
  await statusEmail.uncheck({ force: true });
  await expect(page.getByText('Préférence enregistrée.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Courriel : Actualités urgentes' })).toBeDisabled();
  await screenshot(page, info, 'preferences');
  // Saved on the server: a fresh page reads it back.
  await page.reload();
  await expect(statusEmail).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Notification : Suivi de mes demandes' }),
  ).toBeChecked();

  await managerMoves(manager, id, 'Marquer comme complétée');
  await waitForPushes(page, pushId, statusTitle, 4);
  await settle(page);
  expect(await mailsTo(RESIDENT_EMAIL, statusTitle)).toHaveLength(1);
  await manager.context().close();

  // The inbox lists the newest first; mark all as read empties the count.
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Vos notifications' });
  await expect(list.getByRole('link').first()).toHaveAccessibleName(new RegExp(statusTitle));
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByText('Tout est lu')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expectNoAxeViolations(page);
});
