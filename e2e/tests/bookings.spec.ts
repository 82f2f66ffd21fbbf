import type { Page } from '@playwright/test';
import { bookingDay, pickBookingDate, slot, startBooking } from './booking-steps';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

/** Opens a booking of the list: its page on a phone, the detail panel on a desktop. */
async function openBooking(page: Page, label: RegExp) {
  const row = page.getByRole(isDesktop(page) ? 'button' : 'link', { name: label });
  await row.click();
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/booking\/\d+$/);
}

/** How many reservations the resident has, cancelled ones too, as the API counts them. */
async function myReservationCount(page: Page) {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  const { token } = await login.json();
  const response = await page.request.get('/api/reservations?perPage=-1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).count as number;
}

test('a resident books a free gym slot, sees it and cancels it', async ({ page }) => {
  const date = bookingDay(isDesktop(page) ? 6 : 5);
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, "Salle d'entraînement");
  await expect(page.getByText('Durée : 1 h')).toBeVisible();
  await pickBookingDate(page, date);
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  await grid.getByRole('button', { name: slot('10:00', '11:00') }).click();
  await expect(grid.getByRole('button', { name: /^10:00 à 11:00, Sélectionné$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText('Votre réservation est confirmée.')).toBeVisible();
  const row = new RegExp(`du ${date.listed} - 10:00 au ${date.listed} - 11:00`);
  await openBooking(page, row);
  await expect(page.getByText('Gratuit').first()).toBeVisible();
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText('Votre réservation a été annulée.')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  // Cancelled bookings are in neither tab.
  await expect(page.getByRole(isDesktop(page) ? 'button' : 'link', { name: row })).toHaveCount(0);
});

test('a resident pays a booking by card; a declined card books nothing', async ({ page }) => {
  // The party room takes one booking per unit and a paid booking cannot be cancelled, so the
  // two viewports, which share one database, pay for different rooms.
  const desktop = isDesktop(page);
  const date = bookingDay(desktop ? 8 : 7);
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, desktop ? "Suite d'invités" : 'Salle de réception');
  await pickBookingDate(page, date);
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  const first = desktop ? slot('00:00', '24:00') : slot('18:00', '18:15');
  // The first slot picked selects the minimum duration (2 h in the party room).
  await grid.getByRole('button', { name: first }).click();
  await expect(page.getByText(desktop ? '75,00 $' : '50,00 $').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  const before = await myReservationCount(page);
  const pay = async (number: string) => {
    await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
    await page.getByRole('textbox', { name: "Date d'expiration (MM/AA)" }).fill('12/30');
    await page.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
    await page.getByRole('button', { name: /^Payer .* et réserver$/ }).click();
  };
  await pay('4000 0000 0000 0002');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('refus');
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(await myReservationCount(page)).toBe(before);

  await pay('4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/bookings$/);
  expect(await myReservationCount(page)).toBe(before + 1);
  const row = new RegExp(`du ${date.listed} - ${desktop ? '00:00' : '18:00'}`);
  await openBooking(page, row);
  await expect(page.getByText(desktop ? '75,00 $' : '50,00 $').first()).toBeVisible();
  // Paid bookings are not cancelled in the app.
  await expect(page.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
});

test('a resident takes one seat at a building event, no second one, then gives it back', async ({
  page,
}) => {
  const meeting = async () => {
    await startBooking(page, 'Activités communautaires');
    await page
      .getByRole('combobox', { name: 'Horaire ou événement', exact: true })
      .selectOption({ label: 'Assemblée annuelle des résidents' });
    // The flow opens on the first date with an event: the meeting, with no seat limit.
    return page.getByRole('list', { name: 'Événements' }).getByRole('button', {
      name: /^Assemblée annuelle, /,
    });
  };
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  const seat = await meeting();
  await expect(seat).toHaveAccessibleName(/, Places non limitées$/);
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText('Votre réservation est confirmée.')).toBeVisible();

  // One seat per resident: the meeting now says so and cannot be chosen again.
  const held = await meeting();
  await expect(held).toHaveAccessibleName(/, Vous avez déjà votre place$/);
  await expect(held).toHaveAttribute('aria-disabled', 'true');

  // Cancelled (it is free), the seat is the other viewport's to take again.
  await page.goto('/bookings');
  const row = new RegExp(`du ${bookingDay(20).listed} - 19:00`);
  await openBooking(page, row);
  await page.getByRole('button', { name: 'Annuler la réservation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText('Votre réservation a été annulée.')).toBeVisible();
});

test('a limit reached shows the notice and hides confirm', async ({ page }) => {
  // The unit-mate already booked the moving elevator, one booking per unit.
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, 'Ascenseur de déménagement');
  await expect(
    page.getByText('Nombre maximal de réservations actives déjà atteint pour ce service'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmer la réservation' })).toHaveCount(0);
});
