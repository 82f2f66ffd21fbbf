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
    await expect(posts).toHaveCount(3);
    expect(await posts.allTextContents()).not.toEqual(firstPage);
    const lastPage = Math.ceil(count / 3);
    await page.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(posts).toHaveCount(count - (lastPage - 1) * 3);
  } else {
    // Each time the end of the list comes within 100 px, the next 3 posts load.
    const end = page.getByText('Vous avez vu tous les billets.');
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    await expect(posts).toHaveCount(count);
  }
});
