import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, expect, test } from './fixtures';
import { signIn } from './session';

async function fileRequest(
  page: Page,
  request: { title: string; categories: string[]; comments: string },
) {
  await page.goto('/requests');
  await page.getByRole('link', { name: 'Nouvelle demande' }).click();
  await expect(page).toHaveURL(/\/new-request$/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(request.title);
  const levels = ['Catégorie', 'Sous-catégorie', 'Type'];
  for (const [i, category] of request.categories.entries()) {
    await page
      .getByRole('combobox', { name: levels[i], exact: true })
      .selectOption({ label: category });
  }
  await page.getByRole('textbox', { name: 'Commentaires', exact: true }).fill(request.comments);
}

const apiAs = async (page: Page, credentials: { username: string; password: string }) => {
  const response = await page.request.post('/api/login_check', { data: credentials });
  return { authorization: `Bearer ${(await response.json()).token}` };
};

test('the resident files a request with a photo and follows it in the thread', async ({
  page,
}, info) => {
  const title = `Robinet qui fuit ${info.project.name} ${Date.now()}`;
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/new-request');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('dialog')).toContainText('Certaines informations sont manquantes');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await fileRequest(page, {
    title,
    categories: ['Plomberie', 'Cuisine', 'Robinet qui fuit'],
    comments: 'Le robinet de la cuisine goutte sans arrêt depuis hier soir.',
  });
  // Changing level 1 clears the levels below.
  await page
    .getByRole('combobox', { name: 'Catégorie', exact: true })
    .selectOption({ label: 'Électricité' });
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveCount(0);
  await page
    .getByRole('combobox', { name: 'Catégorie', exact: true })
    .selectOption({ label: 'Plomberie' });
  await page
    .getByRole('combobox', { name: 'Sous-catégorie', exact: true })
    .selectOption({ label: 'Cuisine' });
  await page
    .getByRole('combobox', { name: 'Type', exact: true })
    .selectOption({ label: 'Robinet qui fuit' });
  await page.getByRole('checkbox', { name: "J'ai un animal" }).check();
  await expect(page.getByText('Veillez à ce que votre animal')).toBeVisible();
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#0e7490' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'robinet.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: /Aperçu de la photo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page).toHaveURL(/\/requests(\?|$)/);
  const row = page.getByRole('link', { name: new RegExp(title) });
  await expect(row).toContainText(/N° \d{7}/);
  await row.click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  const requestId = Number(page.url().match(/\/requests\/(\d+)/)?.[1]);
  await expect(page.getByRole('img', { name: /Photo jointe à la demande/ })).toBeVisible();
  await expect(page.getByText('La discussion sera disponible')).toBeVisible();

  // The manager takes it in hand through the API and writes in the thread.
  const manager = await apiAs(page, DEMO.manager);
  const moved = await page.request.put(`/api/user_requests/${requestId}`, {
    headers: manager,
    data: { status: 'in_progress' },
  });
  expect(moved.status()).toBe(200);
  const reply = await page.request.put(`/api/user_requests/${requestId}`, {
    headers: manager,
    data: { reply: 'Le plombier passera demain entre 9 h et 11 h.' },
  });
  expect(reply.status()).toBe(200);

  await page.reload();
  await expect(page.getByText('Le plombier passera demain entre 9 h et 11 h.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Votre réponse' }).fill('Parfait, je serai là. Merci !');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Parfait, je serai là. Merci !')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Parfait, je serai là. Merci !')).toBeVisible();
});

test('the resident cancels a pending request', async ({ page }) => {
  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  const headers = await apiAs(page, DEMO.resident);
  const me = await (await page.request.get('/api/me', { headers })).json();
  const categories = await (
    await page.request.get(`/api/request_categories?property=${me.property}&perPage=-1`, {
      headers,
    })
  ).json();
  const leaf = categories.data.find((c: { name: { fr: string } }) => c.name.fr === 'Évier bouché');
  const created = await page.request.post('/api/user_requests', {
    headers,
    data: {
      title: `Évier bouché ${Date.now()}`,
      body: "L'eau ne s'écoule plus dans l'évier de la cuisine.",
      phoneNumber: '(514) 555-0123',
      category: leaf.id,
      status: 'pending',
    },
  });
  expect(created.status()).toBe(200);
  const { id, title } = await created.json();

  await page.goto(`/requests/${id}`);
  await page.getByRole('button', { name: 'Annuler la demande' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page).toHaveURL(/\/requests(\?|$)/);
  await page.getByRole('tab', { name: /Terminées/ }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${title}, Annulée`) })).toBeVisible();
});

test('the commercial tenant files a request with an alarm code', async ({ page }, info) => {
  const title = `Fausse alarme ${info.project.name} ${Date.now()}`;
  await signIn(page, DEMO.shop);
  await expect(page).toHaveURL(/\/home$/);
  await fileRequest(page, {
    title,
    categories: ['Alarme et sécurité', "Système d'alarme", 'Fausse alarme'],
    comments: "L'alarme s'est déclenchée deux fois cette nuit sans raison.",
  });
  await expect(page.getByRole('checkbox', { name: "J'ai un animal" })).toHaveCount(0);
  await page.getByRole('checkbox', { name: "Système d'alarme" }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('dialog')).toContainText('Certaines informations sont manquantes');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('textbox', { name: "Code d'alarme" }).fill('4721');
  await page.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page).toHaveURL(/\/requests(\?|$)/);
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('main')).toContainText('4721');
});
