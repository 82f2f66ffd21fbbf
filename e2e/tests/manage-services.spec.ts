import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { bookingDay, pickBookingDate, slot, startBooking } from './booking-steps';
import { animationsSettled, DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The manager, in a browser of their own, signed in at /manage/login. */
async function managerPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext(info.project.use);
  const page = await context.newPage();
  await page.goto('/manage/login');
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(DEMO.manager.username);
  await page
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  return page;
}

async function chooseBuilding(manager: Page, name: string) {
  if (!isDesktop(manager)) await manager.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await manager.getByRole('textbox', { name: 'Immeuble' }).click();
  await manager.getByRole('option', { name }).click();
  await expect(manager.getByRole('textbox', { name: 'Immeuble' })).toHaveValue(name);
  if (!isDesktop(manager)) await manager.getByRole('button', { name: 'Fermer le menu' }).click();
}

async function expectNoAxeViolation(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

test('a manager creates a service with split hours and a schedule; the resident sees it and books it', async ({
  browser,
  page,
}, info) => {
  test.setTimeout(150_000);
  const stamp = `${info.project.name} ${Date.now()}`;
  const category = `Ateliers ${stamp}`;
  const service = `Atelier vélo ${stamp}`;

  const manager = await managerPage(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  await manager.goto('/manage/services');
  await expect(manager.getByRole('heading', { name: 'Sports et bien-être' })).toBeVisible();
  await expectNoAxeViolation(manager);

  await manager.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Nouvelle catégorie' });
  await dialog.getByRole('textbox', { name: /Français/ }).fill(category);
  await dialog.getByRole('textbox', { name: /Anglais/ }).fill(`Workshops ${stamp}`);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(manager.getByText('Catégorie créée.')).toBeVisible();

  await manager.getByRole('button', { name: `Ajouter un service à ${category}` }).click();
  const create = manager.getByRole('dialog', { name: 'Nouveau service' });
  await create.getByRole('textbox', { name: /Français/ }).fill(service);
  await create.getByRole('textbox', { name: /Anglais/ }).fill(`Bike workshop ${stamp}`);
  await create.getByRole('button', { name: 'Créer' }).click();
  await expect(manager).toHaveURL(/\/manage\/services\/\d+$/);
  await expect(manager.getByRole('heading', { name: service })).toBeVisible();

  // Monday: 08:00–12:00 and 13:00–17:00.
  const monday = manager.getByRole('group', { name: 'Lundi' });
  await monday.getByRole('button', { name: 'Ajouter une plage (Lundi)' }).click();
  await monday.getByRole('textbox', { name: 'De', exact: true }).nth(0).fill('08:00');
  await monday.getByRole('textbox', { name: 'À', exact: true }).nth(0).fill('12:00');
  await monday.getByRole('button', { name: 'Ajouter une plage (Lundi)' }).click();
  await monday.getByRole('textbox', { name: 'De', exact: true }).nth(1).fill('13:00');
  await monday.getByRole('textbox', { name: 'À', exact: true }).nth(1).fill('17:00');
  await manager.getByRole('textbox', { name: /^Courriel/ }).fill('velo@example.com');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText(/Service enregistré/)).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Horaires de réservation' })).toHaveAttribute(
    'href',
    /\/manage\/services\/\d+\/bookings$/,
  );
  await expectNoAxeViolation(manager);
  await manager.screenshot({ path: info.outputPath('manage-service.png'), fullPage: true });

  // A schedule open every day 09:00–17:00, booked by the hour.
  await manager.getByRole('link', { name: 'Horaires de réservation' }).click();
  await manager.getByRole('button', { name: 'Nouvel horaire' }).click();
  const schedule = manager.getByRole('dialog', { name: 'Nouvel horaire' });
  await schedule.getByRole('textbox', { name: /Nom \(français\)/ }).fill(service);
  await schedule.getByRole('textbox', { name: /Nom \(anglais\)/ }).fill(`Bike workshop ${stamp}`);
  await schedule.getByRole('textbox', { name: /^Pas/ }).fill('60');
  await schedule.getByRole('textbox', { name: /^Durée minimale/ }).fill('60');
  for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']) {
    await schedule.getByRole('button', { name: `Ajouter une plage (${day})` }).click();
  }
  await schedule.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(schedule).toBeHidden();
  await expect(manager.getByRole('article', { name: service })).toBeVisible();
  await manager.context().close();

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/services');
  const main = page.getByRole('main');
  await expect(main.getByText(category)).toBeVisible();
  await main.getByRole('link', { name: new RegExp(service) }).click();
  await expect(page.getByRole('heading', { name: service })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('08:00');
  await expect(page.getByRole('main')).toContainText('13:00');

  await startBooking(page, service);
  await pickBookingDate(page, bookingDay(isDesktop(page) ? 9 : 8));
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  await grid.getByRole('button', { name: slot('10:00', '11:00') }).click();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByText('Votre réservation est confirmée.')).toBeVisible();
});
