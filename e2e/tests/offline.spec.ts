import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { wcagViolations } from './axe';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn, signOut } from './session';

const OFFLINE_TITLE = 'Vous êtes hors ligne';
const REFUSAL = "Hors ligne : rien n'a été envoyé. Réessayez une fois la connexion rétablie.";

/** Until the service worker has installed (precache done) and controls this page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Writes the page sent to the API (none may leave while offline). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

test('the resident reads news and requests offline, cannot send, and is told', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await serviceWorkerInControl(page);

  // A visit while online: each page loads through the service worker, which keeps the answers.
  const main = page.getByRole('main');
  await page.goto('/news');
  const news = main.getByRole('link', { name: /Assemblée annuelle des résidents/ });
  await expect(news).toBeVisible();
  const picture = main.locator('img[data-image="news"]').first();
  const pictureLoaded = () => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0);
  await expect.poll(pictureLoaded).toBe(true);
  await page.goto('/requests');
  const firstRequest = main.getByRole('link', { name: /N° \d{7}/ }).first();
  await expect(firstRequest).toBeVisible();
  const requestTitle = (await firstRequest.innerText()).split('\n')[0]?.trim() ?? '';
  expect(requestTitle).not.toBe('');
  await page.goto('/services');
  await expect(main.getByRole('link', { name: /Salle d'entraînement/ })).toBeVisible();
  await page.goto('/documents');
  await expect(main.getByText('document sans nom')).toBeVisible();
  await expect(page.getByText(OFFLINE_TITLE)).toHaveCount(0);
  // With no notice, the page keeps no room for one at its bottom.
  const roomForNotices = () =>
    page.evaluate(() => document.documentElement.hasAttribute('data-pwa-notices'));
  expect(await roomForNotices()).toBe(false);

  await context.setOffline(true);
  await page.goto('/news');
  // The app says it is offline, in French, politely, and shows the last visit's news.
  const notice = page.locator('[aria-live="polite"]').filter({ hasText: OFFLINE_TITLE });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Vous consultez les informations de votre dernière visite.');
  await expect.poll(roomForNotices).toBe(true);
  await expect(news).toBeVisible();
  await expect.poll(pictureLoaded).toBe(true);
  await expect(page.getByText('Oups')).toHaveCount(0);

  // Navigation keeps working: a reload, then links inside the app.
  await page.goto('/requests');
  await expect(main.getByText(requestTitle, { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(main.getByText(requestTitle, { exact: false }).first()).toBeVisible();
  await page.goto('/documents');
  await expect(main.getByText('document sans nom')).toBeVisible();
  await page.goto('/services');
  await expect(main.getByRole('link', { name: /Salle d'entraînement/ })).toBeVisible();
  await expect(notice).toBeVisible();

  // A write is refused before it leaves, and the resident is told so.
  const writes = recordWrites(page);
  await page.goto('/requests');
  await page.getByRole('link', { name: 'Nouvelle demande' }).click();
  await expect(page).toHaveURL(/\/new-request$/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Fuite hors ligne');
  for (const [level, category] of [
    ['Catégorie', 'Plomberie'],
    ['Sous-catégorie', 'Cuisine'],
    ['Type', 'Robinet qui fuit'],
  ] as const) {
    await page
      .getByRole('combobox', { name: level, exact: true })
      .selectOption({ label: category });
  }
  await page
    .getByRole('textbox', { name: 'Commentaires', exact: true })
    .fill('Le robinet goutte depuis ce matin.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const refusal = page.locator('[aria-live="assertive"]');
  await expect(refusal).toContainText(REFUSAL);
  await expect(refusal).toBeVisible();
  expect(writes).toEqual([]);
  // The form's own dialog says the same thing, not the generic "contact us" of a failed send.
  await expect(page.getByRole('dialog')).toContainText('Vous êtes hors ligne');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/new-request$/);
  // The notices themselves meet WCAG 2.2 AA (the pages are audited by accessibility.spec.ts).
  expect(await wcagViolations(page, 'offline notices', { include: '[aria-live]' })).toEqual([]);

  // Back online, the notices go.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(refusal).toBeEmpty();
  await expect.poll(roomForNotices).toBe(false);
});

test('the resident reads their bookings offline, the list and each booking (phone)', async ({
  page,
  context,
}) => {
  test.skip(isDesktop(page), 'the phone opens each booking on a page of its own');
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await serviceWorkerInControl(page);

  // Online: the list, then one booking, each read once through the service worker.
  const main = page.getByRole('main');
  await page.goto('/bookings');
  const rows = main.getByRole('link', { name: / du \d\d\/\d\d\/\d{4} - / });
  await expect(rows.first()).toBeVisible();
  const opened = (await rows.first().getAttribute('aria-label')) ?? '';
  await rows.first().click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  const detailPath = new URL(page.url()).pathname;
  const title = page.locator('#booking-title');
  await expect(title).toBeVisible();
  const titleText = (await title.textContent()) ?? '';

  await context.setOffline(true);
  await page.goto('/bookings');
  await expect(page.getByText(OFFLINE_TITLE)).toBeVisible();
  await expect(main.getByRole('link', { name: opened, exact: true })).toBeVisible();
  // The booking's own page, loaded afresh offline.
  await page.goto(detailPath);
  await expect(title).toHaveText(titleText);
  await expect(page.getByText('Oups')).toHaveCount(0);
  // A booking never opened online (a past one), from the list kept offline.
  await page.goto('/bookings');
  await page.getByRole('tab', { name: /^Terminées/ }).click();
  await expect(rows.first()).not.toHaveAccessibleName(opened);
  await rows.first().click();
  await expect(page).toHaveURL(/\/booking\/\d+$/);
  await expect(title).toBeVisible();
  await expect(page.getByText(OFFLINE_TITLE)).toBeVisible();
  await context.setOffline(false);
});

test('signing out clears the cached answers of the resident', async ({ page }) => {
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await serviceWorkerInControl(page);
  await page.goto('/news');
  await expect(page.getByRole('link', { name: /Assemblée annuelle des résidents/ })).toBeVisible();
  /** The cached reads, as path and the session key the service worker filed them under. */
  const cachedReads = () =>
    page.evaluate(async () => {
      if (!(await caches.has('habitat-api'))) return [];
      const cache = await caches.open('habitat-api');
      return (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return { path: url.pathname, session: url.searchParams.get('sw-session') };
      });
    });
  await expect
    .poll(async () => (await cachedReads()).map((read) => read.path))
    .toEqual(expect.arrayContaining(['/api/me', '/api/news']));
  const before = await cachedReads();
  // The sign-in itself is never kept.
  expect(before.map((read) => read.path)).not.toContain('/api/login_check');
  const resident = before.find((read) => read.path === '/api/news')?.session;
  expect(resident).toMatch(/^[0-9a-f]{32}$/);

  await signOut(page);
  // What the login page reads for a visitor (the services menu) may be kept, under no session;
  // nothing read with the resident's token is left.
  await expect
    .poll(async () => (await cachedReads()).filter((read) => read.session === resident))
    .toEqual([]);
  const after = (await cachedReads()).map((read) => read.path);
  for (const path of ['/api/me', '/api/news']) expect(after).not.toContain(path);
});

test('the app is installable, with the brand manifest and icons', async ({ page }, info) => {
  // Chrome never offers to install from an incognito profile, which every test context is.
  const profile = mkdtempSync(join(tmpdir(), 'habitat-install-'));
  const installable = await chromium.launchPersistentContext(profile, {
    ...info.project.use.launchOptions,
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport,
  });
  try {
    const tab = installable.pages()[0] ?? (await installable.newPage());
    await tab.goto('/');
    await expect(tab.getByRole('button', { name: 'Ouvrir une session' })).toBeVisible();
    const cdp = await installable.newCDPSession(tab);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await installable.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await page.goto('/');

  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    name: 'Habitat',
    short_name: 'Habitat',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  const pngs = (manifest.icons as { src: string; sizes: string; type: string }[]).filter(
    (icon) => icon.type === 'image/png',
  );
  expect(pngs.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
  const expectPng = async (url: string, size: number) => {
    const response = await page.request.get(url);
    expect([url, response.status()]).toEqual([url, 200]);
    expect(response.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await response.body()).metadata();
    expect([url, meta.width, meta.height]).toEqual([url, size, size]);
  };
  for (const icon of pngs) await expectPng(icon.src, Number(icon.sizes.split('x')[0]));
  await expectPng('/apple-touch-icon.png', 180);

  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await favicon.body()).readUInt16LE(2)).toBe(1);

  // The page links them.
  for (const selector of [
    'link[rel="manifest"][href="/manifest.webmanifest"]',
    'link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]',
    'link[rel="icon"][href="/favicon.ico"]',
  ]) {
    await expect(page.locator(selector)).toHaveCount(1);
  }
});
