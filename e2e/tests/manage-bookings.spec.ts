import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-steps';
import { DEMO, expect, test } from './fixtures';

/** The API headers of a demo account, signed in through the API. */
async function bearerFor(page: Page, account: { username: string; password: string }) {
  const login = await page.request.post('/api/login_check', { data: account });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

/** A service of the resident's building that already has a schedule (from the demo seed). */
async function residentService(page: Page) {
  const headers = await bearerFor(page, DEMO.resident);
  const list = await page.request.get('/api/booking_entities?perPage=-1', { headers });
  const [first] = (await list.json()).data as { service: number }[];
  return { service: first!.service, headers };
}

/**
 * Retires the schedules this test named, if it stopped before it did: a second schedule left on
 * the gym would change what the resident's booking tests see.
 */
async function retireSchedulesNamed(page: Page, service: number, name: string) {
  const headers = await bearerFor(page, DEMO.manager);
  const list = await page.request.get(`/api/manage/services/${service}/schedules`, { headers });
  const schedules = (await list.json()).data as { id: number; name: { fr: string } }[];
  for (const schedule of schedules.filter((s) => s.name.fr === name)) {
    await page.request.delete(`/api/manage/schedules/${schedule.id}`, { headers });
  }
}

let created: { service: number; name: string } | null = null;
test.afterEach(async ({ page }) => {
  if (created) await retireSchedulesNamed(page, created.service, created.name);
  created = null;
});

test('a manager sets up a schedule residents can book at once, and reads the calendar', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const { service, headers } = await residentService(page);
  const name = `Salle ${info.project.name} ${Date.now()}`;
  created = { service, name };

  await page.goto('/manage/login');
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(DEMO.manager.username);
  await page
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/manage$/);

  await page.goto(`/manage/services/${service}/bookings`);
  await expect(page.getByRole('link', { name: 'Retour au service' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nouvel horaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel horaire' });
  await dialog.getByRole('textbox', { name: /Nom \(français\)/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Nom \(anglais\)/ }).fill(`${name} EN`);
  await dialog.getByRole('button', { name: 'Ajouter une plage (Lundi)' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();

  // What the manager saved is what the resident API offers.
  const offered = await page.request.get(`/api/booking_entities?service=${service}`, { headers });
  const names = ((await offered.json()).data as { name: { fr: string } }[]).map((e) => e.name.fr);
  expect(names).toContain(name);

  await page.getByRole('tab', { name: 'Calendrier' }).click();
  await expect(page.getByText(/Heures dans le fuseau de l’immeuble/)).toBeVisible();
  await page.getByText('Semaine', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expectNoAxeViolations(page);

  // Retired, the schedule is no longer offered; the service keeps only the ones it had.
  await page.getByRole('tab', { name: 'Horaires' }).click();
  await page.getByRole('article', { name }).getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  const after = await page.request.get(`/api/booking_entities?service=${service}`, { headers });
  const left = ((await after.json()).data as { name: { fr: string } }[]).map((e) => e.name.fr);
  expect(left).not.toContain(name);
});
