import type { Page } from '@playwright/test';
import { bookingDay, pickBookingDate, slot, startBooking } from './booking-steps';
import { chooseBuilding, expectNoAxeViolations, signInToConsole } from './console-steps';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

/**
 * Issue 26: a manager turns on card payments for Carré Peel from the console's Building page
 * (no SQL), and the shop tenant there books the paid boardroom with the local card processor,
 * picking a start then a length. Both projects share one database: the second finds the
 * switches already on, and books another day.
 */

const BUILDING = 'Carré Peel';
const SERVICE = 'Salle de conférence Peel';
const BOARDROOM = 'Salle du conseil (20 places)';

/** The first Monday-to-Friday day at least `days` ahead on the building's clock (the room's days). */
function weekdayAhead(days: number) {
  for (let ahead = days; ; ahead++) {
    const weekday = new Intl.DateTimeFormat('en-CA', {
      weekday: 'short',
      timeZone: 'America/Toronto',
    }).format(new Date(Date.now() + ahead * 24 * 3600 * 1000));
    if (weekday !== 'Sat' && weekday !== 'Sun') return bookingDay(ahead);
  }
}

/** Turns a switch on unless it already is; answers whether it changed. */
async function turnOn(page: Page, name: RegExp): Promise<boolean> {
  const control = page.getByRole('switch', { name });
  await expect(control).toBeEnabled();
  if (await control.isChecked()) return false;
  await control.check();
  await expect(control).toBeChecked();
  return true;
}

test('a manager turns on card payments for Carré Peel; a resident there books a paid slot by card', async ({
  page,
  browser,
}, info) => {
  // Two sign-ins, the console's settings and a whole paid booking: slower than one page.
  test.setTimeout(150_000);
  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, BUILDING);
  await manager.goto('/manage/building');
  await expect(manager.getByRole('textbox', { name: /^Nom/ }).first()).toHaveValue(BUILDING);
  const changed = [
    await turnOn(manager, /^Réservations payantes/),
    await turnOn(manager, /^Paiement par carte/),
  ];
  if (changed.some(Boolean)) {
    await manager.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(manager.getByText("Les réglages de l'immeuble sont enregistrés.")).toBeVisible();
  }
  // Read back from the server: both are on.
  await manager.reload();
  await expect(manager.getByRole('switch', { name: /^Réservations payantes/ })).toBeChecked();
  await expect(manager.getByRole('switch', { name: /^Paiement par carte/ })).toBeChecked();
  // The demo shop's unit holds the service's four active bookings (its limit): the manager
  // allows ten, so each project's booking finds a place.
  await manager.goto('/manage/services');
  await manager.getByRole('link', { name: SERVICE }).first().click();
  const perUnit = manager.getByLabel(/^Réservations actives par logement/);
  await expect(perUnit).toBeVisible();
  if ((await perUnit.inputValue()) !== '10') {
    await perUnit.fill('10');
    await manager.getByRole('button', { name: 'Enregistrer' }).first().click();
    await expect(manager.getByRole('button', { name: 'Enregistrer' }).first()).toBeEnabled();
    await manager.reload();
    await expect(manager.getByLabel(/^Réservations actives par logement/)).toHaveValue('10');
  }
  await manager.context().close();

  // The shop tenant of Carré Peel now finds the paid boardroom, and books two hours of it.
  const desktop = isDesktop(page);
  const date = weekdayAhead(desktop ? 21 : 14);
  await signIn(page, DEMO.shop);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, SERVICE);
  await page
    .getByRole('combobox', { name: 'Horaire ou événement', exact: true })
    .selectOption({ label: BOARDROOM });
  await pickBookingDate(page, date);
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  await grid.getByRole('button', { name: slot('09:00', '09:30') }).click();
  // The first click holds the minimum (1 h); the length comes from the list of those that fit.
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(2);
  const length = page.getByRole('combobox', { name: 'Durée', exact: true });
  await length.selectOption({ label: '2 h (09:00 à 11:00)' });
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(4);
  await expect(page.getByText('40,00 $').first()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`boardroom-${info.project.name}.png`) });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: "Date d'expiration (MM/AA)" }).fill('12/30');
  await page.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
  await page.getByRole('button', { name: /^Payer 40,00 \$ et réserver$/ }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  const row = new RegExp(`du ${date.listed} - 09:00 au ${date.listed} - 11:00`);
  const booked = page.getByRole(desktop ? 'button' : 'link', { name: row });
  await expect(booked).toBeVisible();
  await booked.click();
  await expect(page.getByText('40,00 $').first()).toBeVisible();
  // The slot is now taken for everyone: starts before it that the hour no longer fits are off.
  await startBooking(page, SERVICE);
  await page
    .getByRole('combobox', { name: 'Horaire ou événement', exact: true })
    .selectOption({ label: BOARDROOM });
  await pickBookingDate(page, date);
  await expect(
    grid.getByRole('button', {
      name: /^08:00 à 08:30, Indisponible : la durée minimale \(1 h\) ne tient pas avant 08:30$/,
    }),
  ).toHaveAttribute('aria-disabled', 'true');
});
