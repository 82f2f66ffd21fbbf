import type { Browser, Page, TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';
import { chooseBuilding, signInToConsole } from './console-steps';
import { animationsSettled, DEMO, expect, test } from './fixtures';

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';

/** The demo resident's session, stored where the app keeps it; answers the token. */
async function residentSession(page: Page) {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  expect(login.status()).toBe(200);
  const { token, organization, property } = await login.json();
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  const userId = (await me.json()).id;
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
  return { token: token as string, property: property as number };
}

/** A request of the resident's, filed through the resident API; answers its id. */
async function fileRequest(
  page: Page,
  session: { token: string; property: number },
  title: string,
) {
  const headers = { authorization: `Bearer ${session.token}` };
  const categories = await (
    await page.request.get(`/api/request_categories?property=${session.property}&perPage=-1`, {
      headers,
    })
  ).json();
  const leaf = categories.data.find(
    (c: { name: { fr: string } }) => c.name.fr === 'Robinet qui fuit',
  );
  const created = await page.request.post('/api/user_requests', {
    headers,
    data: {
      title,
      body: 'Le robinet de la cuisine goutte sans arrêt.',
      phoneNumber: '(514) 555-0123',
      category: leaf.id,
      emergency: true,
    },
  });
  expect(created.status()).toBe(200);
  return (await created.json()).id as number;
}

/** The demo manager, signed in, in RESIDENT_BUILDING. */
async function managerPage(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await signInToConsole(browser, info);
  await chooseBuilding(page, RESIDENT_BUILDING);
  return page;
}

test('a manager answers a resident’s request and completes it; the resident sees both', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const title = `Robinet ${info.project.name} ${Date.now()}`;
  const session = await residentSession(page);
  const id = await fileRequest(page, session, title);

  const manager = await managerPage(browser, info);
  await manager
    .locator('li', { hasText: 'Demandes urgentes' })
    .getByRole('link', { name: /Voir la liste/ })
    .click();
  await expect(manager).toHaveURL(/\/manage\/requests\?urgent=true$/);
  const row = manager.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Urgent');
  await row.getByRole('link').click();
  await expect(manager).toHaveURL(new RegExp(`/manage/requests/${id}$`));
  await expect(manager.getByRole('heading', { name: title })).toBeVisible();
  await expect(manager.getByText('Plomberie › Cuisine › Robinet qui fuit')).toBeVisible();

  await manager.getByRole('button', { name: 'Commencer les travaux' }).click();
  const reply = manager.getByRole('textbox', { name: 'Votre réponse' });
  await reply.fill('Le plombier passe demain matin.');
  await manager.getByRole('button', { name: 'Envoyer' }).click();
  // In the thread (the reply box may still hold the text for a moment).
  await expect(
    manager.getByRole('listitem').getByText('Le plombier passe demain matin.'),
  ).toBeVisible();
  await manager.getByRole('button', { name: 'Marquer comme complétée' }).click();
  await expect(manager.getByText('Cette demande est fermée : aucune autre étape.')).toBeVisible();

  const problems: string[] = [];
  for (const path of [`/manage/requests/${id}`, '/manage/requests?status=all']) {
    await manager.goto(path);
    await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(manager.locator('[aria-busy="true"]')).toHaveCount(0);
    await animationsSettled(manager);
    problems.push(...(await wcagViolations(manager, path)));
  }
  expect(problems, problems.join('\n')).toEqual([]);
  await manager.context().close();

  await page.goto(`/requests/${id}`);
  await expect(page.getByText('Le plombier passe demain matin.')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Complétée');
});
