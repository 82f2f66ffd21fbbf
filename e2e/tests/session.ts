import { expect, type Page } from '@playwright/test';
import { isDesktop } from './fixtures';

/** Signs in through the login page (intro panel → login panel), in French. */
export async function signIn(page: Page, credentials: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ouvrir une session' }).click();
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(credentials.username);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens the navigation: the slide-in menu on a phone, the side navigation is always there on desktop. */
export async function openMenu(page: Page) {
  if (isDesktop(page)) return;
  await page.getByRole('button', { name: /Ouvrir le menu|Open menu/ }).click();
}

export async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}
