import type { APIRequestContext, Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { chooseBuilding, signInToConsole } from './console-steps';
import { animationsSettled, expect, test } from './fixtures';
import { storeResidentSession } from './session';

const DAY = 24 * 3600_000;

/** A pending post of the demo resident, sent through the resident API; answers its id. */
async function residentPosts(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      body: 'Samedi de 9 h à 15 h, au garage P1 : meubles, livres et vélos.',
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 5 * DAY).toISOString(),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).id as number;
}

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';

test('a manager publishes a resident’s post from the queue; the resident sees it', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const title = `Vente de garage ${info.project.name} ${Date.now()}`;
  const token = await storeResidentSession(page);
  await residentPosts(page.request, token, title);

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  const queueLink = manager
    .locator('li', { hasText: 'Messages du babillard à modérer' })
    .getByRole('link', { name: /Voir la liste/ });
  await queueLink.click();
  await expect(manager).toHaveURL(/\/manage\/billboard$/);
  const card = manager.getByRole('article', { name: title });
  await expect(card).toContainText('Par Camille Tremblay');
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(manager.getByText('Le message est publié.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await manager.getByRole('tab', { name: 'Publiés' }).click();
  await expect(manager.getByRole('article', { name: title })).toBeVisible();

  // The post starts this minute: it may go live a few seconds after the decision.
  await expect(async () => {
    await page.goto('/billboard');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 70_000 });
  await manager.context().close();
});

test('rejecting a post needs a reason, which its author then reads', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const title = `Billets à revendre ${info.project.name} ${Date.now()}`;
  const token = await storeResidentSession(page);
  const postId = await residentPosts(page.request, token, title);

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  await manager.goto('/manage/billboard');
  const card = manager.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Refuser' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Refuser ce message' });
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motif/ }).fill('Pas de revente de billets ici.');
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await manager.getByRole('tab', { name: 'Refusés' }).click();
  await expect(manager.getByRole('article', { name: title })).toContainText(
    'Pas de revente de billets ici.',
  );

  await page.goto(`/billboard/${postId}`);
  await expect(page.getByText('Pas de revente de billets ici.')).toBeVisible();
  await manager.context().close();
});

test('the console pages have no WCAG 2.2 AA violation', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const token = await storeResidentSession(page);
  await residentPosts(page.request, token, `Annonce ${info.project.name} ${Date.now()}`);
  const problems: string[] = [];
  const audit = async (target: Page, label: string) => {
    await animationsSettled(target);
    problems.push(...(await wcagViolations(target, label)));
  };

  const visitor = await (await browser.newContext(info.project.use)).newPage();
  await visitor.goto('/manage/login');
  await expect(visitor.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await audit(visitor, '/manage/login');
  await visitor.context().close();

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  for (const locale of ['fr', 'en'] as const) {
    await manager.evaluate((value) => localStorage.setItem('habitat.locale', value), locale);
    await manager.goto('/manage');
    await expect(manager.locator('li[data-count]').first()).toBeVisible();
    await audit(manager, `/manage (${locale})`);
    await manager.goto('/manage/billboard');
    const firstCard = manager.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await audit(manager, `/manage/billboard (${locale})`);
    await firstCard.getByRole('button', { name: locale === 'fr' ? 'Refuser' : 'Reject' }).click();
    await expect(manager.getByRole('dialog')).toBeVisible();
    await audit(manager, `reject dialog (${locale})`);
    await manager.keyboard.press('Escape');
  }
  await manager.context().close();
  expect(problems, problems.join('\n')).toEqual([]);
});
