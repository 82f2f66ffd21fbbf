import type { Page } from '@playwright/test';
import { expect, isDesktop } from './fixtures';

/** The resident's steps of a new booking, shared by the bookings and console specs. */
const TIME_ZONE = 'America/Toronto';
const DAY_MS = 24 * 3600 * 1000;

/** A date some days ahead on the building's clock, as the picker and the lists show it. */
export function bookingDay(days: number) {
  const date = new Date(Date.now() + days * DAY_MS);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-CA', { ...options, timeZone: TIME_ZONE }).format(date);
  return {
    month: part({ month: 'long', year: 'numeric' }),
    day: part({ day: 'numeric', month: 'long', year: 'numeric' }),
    /** DD/MM/YYYY, as the booking lists write it. */
    listed: part({ day: '2-digit', month: '2-digit', year: 'numeric' })
      .split('-')
      .reverse()
      .join('/'),
  };
}

/** Picks a date: the inline calendar on a desktop, the date field's modal on a phone. */
export async function pickBookingDate(page: Page, date: ReturnType<typeof bookingDay>) {
  let picker = page.locator('main');
  if (!isDesktop(page)) {
    await page.getByRole('button', { name: 'Date', exact: true }).click();
    picker = page.getByRole('dialog');
  }
  const shownMonth = picker.getByRole('button', { name: 'Choisir le mois' });
  for (let i = 0; i < 3 && (await shownMonth.textContent()) !== date.month; i++) {
    const before = await shownMonth.textContent();
    await picker.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(shownMonth).not.toHaveText(before ?? '');
  }
  await expect(shownMonth).toHaveText(date.month);
  await picker.getByRole('button', { name: date.day, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function startBooking(page: Page, service: string) {
  await page.goto('/bookings');
  await page.getByRole('link', { name: 'Nouvelle réservation' }).first().click();
  await expect(page).toHaveURL(/\/new-booking$/);
  await page
    .getByRole('combobox', { name: 'Service', exact: true })
    .selectOption({ label: service });
}

export const slot = (from: string, to: string) => new RegExp(`^${from} à ${to}, Disponible$`);
