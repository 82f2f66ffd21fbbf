import { bookingDay, pickBookingDate, slot, startBooking } from './booking-steps';
import { chooseBuilding, expectNoAxeViolations, signInToConsole } from './console-steps';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';

test('a manager creates a service with split hours and a schedule; the resident sees it and books it', async ({
  browser,
  page,
}, info) => {
  test.setTimeout(150_000);
  const stamp = `${info.project.name} ${Date.now()}`;
  const category = `Ateliers ${stamp}`;
  const service = `Atelier vélo ${stamp}`;

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  await manager.goto('/manage/services');
  await expect(manager.getByRole('heading', { name: 'Sports et bien-être' })).toBeVisible();
  await expectNoAxeViolations(manager);

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
  await expectNoAxeViolations(manager);
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
