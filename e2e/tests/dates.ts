import { expect, type Page } from '@playwright/test';

const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('fr-CA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Toronto',
  }).format(date);

/**
 * Picks a day in a Mantine date-time picker (a popover on desktop, a modal on a phone) and
 * confirms it; today keeps the current time, so a post can start now.
 */
export async function pickDay(page: Page, field: string, date: Date) {
  // One picker at a time: the previous one may still be closing on a slow machine.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: field, exact: true }).click();
  const picker = page.getByRole('dialog');
  const day = picker.getByRole('button', { name: dayLabel(date), exact: true });
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    await picker.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await day.click();
  await picker.getByRole('button', { name: "Valider la date et l'heure" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);
