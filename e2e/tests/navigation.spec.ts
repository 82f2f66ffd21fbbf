import type { Page } from '@playwright/test';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn, writeAppStorage } from './session';

const EXPIRED = 'Votre session a expiré, reconnectez-vous.';

async function apiToken(page: Page) {
  const login = await page.request.post('/api/login_check', { data: DEMO.resident });
  return ((await login.json()) as { token: string }).token;
}

/** The id of one of the resident's requests, read through the API. */
async function aRequestId(page: Page, token: string) {
  const list = await page.request.get('/api/user_requests?perPage=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await list.json()) as { data: { id: number }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.id;
}

/** The login form opens by itself when the app sends the visitor there to sign in. */
async function signInOnForm(page: Page) {
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(DEMO.resident.username);
  await page
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.resident.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The tab bar's Back on a phone; the page's own Back on desktop. */
const backControl = (page: Page) =>
  isDesktop(page)
    ? page.getByRole('main').getByRole('button', { name: 'Retour', exact: true })
    : page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('button', { name: 'Retour' });

test('signing in from a link lands on its page, whose Back leads to its list', async ({ page }) => {
  const id = await aRequestId(page, await apiToken(page));
  await page.goto(`/requests/${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await signInOnForm(page);
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await backControl(page).click();
  await expect(page).toHaveURL(/\/requests$/);
});

test('an expired session says so, and signing in again returns to the page', async ({ page }) => {
  const token = await apiToken(page);
  const id = await aRequestId(page, token);
  await writeAppStorage(page, { 'habitat.token': token });
  // Signing this token out ends it: the stored copy is now refused.
  await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });

  await page.goto(`/requests/${id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await signInOnForm(page);
  await expect(page).toHaveURL(new RegExp(`/requests/${id}$`));
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('Back on a news item opened by its link leads to the news', async ({ page }) => {
  test.skip(isDesktop(page), 'the tab bar belongs to the phone layout');
  const token = await apiToken(page);
  const news = await page.request.get('/api/news?perPage=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [item] = ((await news.json()) as { data: { id: number }[] }).data;
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  // A new load of the app on the item, as from a link in an e-mail.
  await page.goto(`/news/${item!.id}`);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await backControl(page).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('a prerendered first page brings its styles, and the pages opened from it are styled', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its stylesheets are in the page (decision 043): none is fetched, none restyles it.
  expect(stylesheets).toEqual([]);
  const open = page.getByRole('button', { name: 'Ouvrir une session' });
  await expect(open).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  // The glance cards' links keep the link colour over the text colour (the files' own order).
  await expect(page.getByRole('link', { name: 'Toutes mes demandes' })).toHaveCSS(
    'color',
    'rgb(15, 118, 110)',
  );
  await page.getByRole('link', { name: 'Toutes mes demandes' }).click();
  await expect(page).toHaveURL(/\/requests$/);
  // The requests page's own stylesheet was linked as it opened: its tabs are styled.
  await expect(page.getByRole('tab', { name: /En cours/ })).toHaveCSS('cursor', 'pointer');
});
