import sharp from 'sharp';
import { daysFromNow, pickDay } from './dates';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

test('a resident posts with a photo, a manager publishes it, the author removes it', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const title = `Vente de garage ${info.project.name} ${Date.now()}`;
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/billboard');
  await page.getByRole('link', { name: 'Nouveau billet' }).click();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Certaines informations sont manquantes ou invalides.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page
    .getByLabel('Texte')
    .fill('Samedi de 9 h à 15 h, au garage P1 : meubles, livres et vélos.');
  await pickDay(page, 'Début de la publication', new Date());
  await pickDay(page, 'Fin de la publication', daysFromNow(5));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'garage.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByAltText(/Aperçu de la photo/)).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();

  await expect(page).toHaveURL(/\/billboard\?tab=pending/);
  await page.getByRole('link', { name: title }).click();
  // The pending tab is also labelled "En attente": wait for the post's own page.
  await expect(page).toHaveURL(/\/billboard\/\d+$/);
  await expect(page.getByText('En attente').first()).toBeVisible();
  const postId = Number(page.url().match(/\/billboard\/(\d+)/)?.[1]);
  expect(postId).toBeGreaterThan(0);

  // The manager publishes it through the API.
  const manager = await page.request.post('/api/login_check', { data: DEMO.manager });
  const managerToken = (await manager.json()).token;
  const decision = await page.request.put(`/api/posts/${postId}`, {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { status: 'published' },
  });
  expect(decision.status()).toBe(200);

  // The picker's "now" is the current minute, so the post may go live a few seconds later.
  await expect(async () => {
    await page.goto('/billboard');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 70_000 });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo : ${title}` })).toBeVisible();

  await page.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
  await expect(page).toHaveURL(/\/billboard/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('browses every published post: pages on desktop, scrolling on a phone', async ({ page }) => {
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('habitat.token'));
  const published = await page.request.get('/api/posts?status[]=published&perPage=3', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { count } = (await published.json()) as { count: number };
  expect(count).toBeGreaterThan(6);

  await page.goto('/billboard');
  const posts = page.getByRole('main').getByRole('article');
  if (isDesktop(page)) {
    await expect(posts).toHaveCount(3);
    const firstPage = await posts.allTextContents();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The first page stays on screen, dimmed, until the second one arrives.
    await expect.poll(() => posts.allTextContents()).not.toEqual(firstPage);
    await expect(posts).toHaveCount(3);
    const secondPage = await posts.allTextContents();
    const lastPage = Math.ceil(count / 3);
    await page.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(posts).toHaveCount(count - (lastPage - 1) * 3);

    // Each page is a history entry: Back and Forward walk through them within the billboard.
    await page.goBack();
    await expect(page).toHaveURL(/\/billboard\?page=2$/);
    await expect.poll(() => posts.allTextContents()).toEqual(secondPage);
    await page.goBack();
    await expect(page).toHaveURL(/\/billboard$/);
    await expect.poll(() => posts.allTextContents()).toEqual(firstPage);
    await page.goForward();
    await expect(page).toHaveURL(/\/billboard\?page=2$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => posts.allTextContents()).toEqual(secondPage);
  } else {
    // Each time the end of the list comes within 100 px, the next 3 posts load.
    const end = page.getByText('Vous avez vu tous les billets.');
    // Scroll to the last card until the list says it is complete; each scroll waits for the
    // next page to render (more cards), never for a fixed time.
    await expect(async () => {
      const shown = await posts.count();
      await posts.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 3000);
      if (!(await end.isVisible())) {
        await expect.poll(() => posts.count(), { timeout: 2_000 }).toBeGreaterThan(shown);
      }
      await expect(end).toBeVisible({ timeout: 1 });
    }).toPass({ timeout: 30_000 });
    await expect(posts).toHaveCount(count);
  }
});

test('at 900 px the new-post button and a long subtitle fit their card', async ({ page }, info) => {
  const subTitle =
    'Départ devant l’entrée principale vers 8 h 30, retour vers midi, trois places : ' +
    `https://example.com/un-lien-tres-long-sans-espaces-${info.project.name}-${Date.now()}`;
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Covoiturage ${Date.now()}`,
      subTitle,
      body: 'Écrivez-moi.',
      startAt: new Date(Date.now() + 60_000).toISOString(),
      endAt: daysFromNow(5).toISOString(),
    },
  });
  expect(created.status()).toBe(200);

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/billboard?tab=pending');

  const button = page.getByRole('link', { name: 'Nouveau billet' });
  await expect(button).toBeVisible();
  const clipped = (element: HTMLElement) => element.scrollWidth > element.clientWidth;
  expect(await button.locator('.mantine-Button-label').evaluate(clipped)).toBe(false);

  // The subtitle wraps inside its card; the whole text stays available.
  const subtitle = page.getByRole('main').getByTitle(subTitle);
  await expect(subtitle).toBeVisible();
  expect(await subtitle.evaluate(clipped)).toBe(false);
  const card = subtitle.locator('xpath=ancestor::article');
  const [inner, outer] = [await subtitle.boundingBox(), await card.boundingBox()];
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
});
