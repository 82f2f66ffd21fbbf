import { expect, type Page } from '@playwright/test';

const TIME_ZONE = 'America/Toronto';
const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-CA', { ...options, timeZone: TIME_ZONE }).format(date);

/**
 * Picks a day in a Mantine date-time picker (a popover on desktop, a modal on a phone) and
 * confirms it; today keeps the current time, so a post can start now.
 */
export async function pickDay(page: Page, field: string, date: Date) {
  // One picker at a time: the previous one may still be closing on a slow machine.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: field, exact: true }).click();
  const picker = page.getByRole('dialog');
  const shownMonth = picker.getByRole('button', { name: 'Choisir le mois' });
  const month = format(date, { month: 'long', year: 'numeric' });
  await expect(shownMonth).toBeVisible();
  for (let i = 0; i < 3 && (await shownMonth.textContent()) !== month; i++) {
    const before = await shownMonth.textContent();
    await picker.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(shownMonth).not.toHaveText(before ?? '');
  }
  await expect(shownMonth).toHaveText(month);
  const day = format(date, { day: 'numeric', month: 'long', year: 'numeric' });
  await picker.getByRole('button', { name: day, exact: true }).click();
  await picker.getByRole('button', { name: "Valider la date et l'heure" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
