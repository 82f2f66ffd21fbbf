import type { Browser, Page, TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';
import { signInToConsole } from './console-steps';
import { animationsSettled, DEMO, expect, isDesktop, test } from './fixtures';

const BUILDING = 'Les Jardins Saint-Laurent';

/** The demo manager, signed in, on BUILDING's request categories. */
async function managerPage(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await signInToConsole(browser, info);
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('textbox', { name: 'Immeuble' }).click();
  await page.getByRole('option', { name: BUILDING }).click();
  await page.getByRole('link', { name: 'Catégories de demandes' }).click();
  await expect(page).toHaveURL(/\/manage\/request-categories$/);
  return page;
}

/** The names of the categories the demo resident may pick from, read as the app reads them. */
async function residentCategoryNames(page: Page) {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  const { token } = await login.json();
  const answer = await page.request.get('/api/request_categories?perPage=-1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()).data as { name: { fr: string } }[]).map((c) => c.name.fr);
}

test('a manager adds a category tree and retires it; residents stop seeing it at once', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name} ${Date.now()}`;
  const top = `Ascenseur ${stamp}`;
  const child = `Panne ${stamp}`;
  const problems: string[] = [];
  const audit = async (page: Page, label: string) => {
    await animationsSettled(page);
    problems.push(...(await wcagViolations(page, label)));
  };

  const manager = await managerPage(browser, info);
  const tree = manager.getByRole('list', { name: 'Arbre des catégories de demandes' });
  await expect(tree).toBeVisible();
  await audit(manager, 'tree');

  await manager.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  let dialog = manager.getByRole('dialog', { name: 'Nouvelle catégorie' });
  await dialog.getByRole('textbox', { name: /Nom en français/ }).fill(top);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('textbox', { name: /Nom en anglais/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await audit(manager, 'name dialog with an error');
  await dialog.getByRole('textbox', { name: /Nom en anglais/ }).fill(`Elevator ${stamp}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('La catégorie est ajoutée.')).toBeVisible();

  const topItem = tree
    .getByRole('listitem')
    .filter({ has: manager.getByRole('heading', { level: 2, name: top }) });
  await topItem.getByRole('button', { name: 'Ajouter dessous' }).first().click();
  dialog = manager.getByRole('dialog', { name: `Nouvel élément sous « ${top} »` });
  await dialog.getByRole('textbox', { name: /Nom en français/ }).fill(child);
  await dialog.getByRole('textbox', { name: /Nom en anglais/ }).fill(`Breakdown ${stamp}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(topItem.getByRole('heading', { level: 3, name: child })).toBeVisible();
  expect(await residentCategoryNames(manager)).toEqual(expect.arrayContaining([top, child]));

  await topItem.getByRole('button', { name: 'Retirer' }).first().click();
  const confirm = manager.getByRole('dialog', { name: 'Retirer cette catégorie ?' });
  await expect(confirm).toContainText('ni les 1 élément(s) dessous');
  await audit(manager, 'retire dialog');
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(topItem.getByText('Retirée', { exact: true })).toBeVisible();
  await expect(topItem.getByText('Masquée', { exact: true })).toBeVisible();
  await audit(manager, 'tree with a retired node');
  await manager.screenshot({ path: info.outputPath('manage-request-categories.png') });
  const names = await residentCategoryNames(manager);
  expect(names).not.toContain(top);
  expect(names).not.toContain(child);
  await manager.context().close();

  expect(problems).toEqual([]);
});
