import { expect, type Page } from '@playwright/test';
import { DEMO, isDesktop } from './fixtures';

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

/**
 * Writes entries into the app's local storage from a document of its origin that runs none of
 * the app's code (the API's JSON). On a page of the app, its code is still loading after `load`
 * and could read them first: a stale token would be refused and cleared there, before the visit
 * that is meant to meet it.
 */
export async function writeAppStorage(page: Page, entries: Record<string, string>) {
  await page.goto('/api/config');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * The demo resident's session, opened through the API and stored where the app keeps it (for
 * specs whose subject is not the sign-in form); answers the token.
 */
export async function storeResidentSession(page: Page): Promise<string> {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  expect(login.status()).toBe(200);
  const { token, organization, property } = await login.json();
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  await writeAppStorage(page, {
    'habitat.token': token,
    'habitat.userId': String((await me.json()).id),
    'habitat.organization': String(organization),
    'habitat.property': String(property),
  });
  return token;
}
