import { DEMO, expect, isDesktop, lastMailTo, test } from './fixtures';
import { openMenu, signIn, signOut } from './session';

test.describe('visitor', () => {
  test('deep links load the app, a missing file is a 404 and not the app page', async ({
    page,
  }) => {
    const deepLink = await page.request.get('/services/1');
    expect(deepLink.headers()['content-type']).toContain('text/html');
    const missing = await page.request.get('/assets/chunk-from-an-older-build.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('application/json');
  });

  test('reaches only the anonymous routes', async ({ page }) => {
    for (const path of [
      '/home',
      '/about',
      '/welcome',
      '/locale',
      '/account-creation',
      '/no-account?login',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    }
    for (const path of ['/profile', '/requests', '/bookings', '/documents']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('welcome page offers both stores when the device is unknown, and the web version', async ({
    page,
  }) => {
    await page.goto('/welcome');
    // The server's IOS_STORE_URL and ANDROID_STORE_URL (playwright.config.ts).
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/ca/app/habitat-e2e/id1000000001',
    );
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=test.habitat.e2e',
    );
    await page.getByRole('link', { name: 'Continuer sur le Web' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('resident', () => {
  test('signs in after a wrong password, reads the profile, switches language and signs out', async ({
    page,
  }) => {
    await signIn(page, { ...DEMO.resident, password: 'wrong-password' });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Oups');
    await expect(dialog).toContainText(
      "Nous n'avons pas pu vous connecter avec les informations fournies.",
    );
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill(DEMO.resident.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Bonjour Camille')).toBeVisible();

    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main).toContainText('1450 boulevard Saint-Laurent');
    await expect(main).toContainText('204');
    await expect(main).toContainText('JSL-204-2025');
    await expect(main).toContainText('1 485,00 $');

    await switchLanguage(page, 'English');
    await expect(page.getByRole('main')).toContainText('$1,485.00');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Payment number');
    await switchLanguage(page, 'Français');
    await expect(page.getByRole('main')).toContainText('Numéro de paiement');

    await signOut(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a property manager is refused by the resident app', async ({ page }) => {
    await signIn(page, DEMO.manager);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Erreur');
    await expect(dialog).toContainText(
      "Nous n'avons pas pu vous connecter. Veuillez réessayer plus tard.",
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveValue('');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('resets a forgotten password from the e-mail link, then signs in with it', async ({
    page,
  }, info) => {
    const newPassword = `Nouveau-${info.project.name}-${Date.now()}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByLabel('Adresse courriel').fill(DEMO.cotenant.username);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('dialog')).toContainText('Nous vous avons envoyé');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = await lastMailTo(DEMO.cotenant.username);
        link = mail?.match(/https?:\/\/\S+reset_password\?token=\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    await page.goto(link!);
    await page
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill(newPassword);
    await page
      .getByRole('textbox', { name: 'Confirmez le nouveau mot de passe' })
      .fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toContainText('Votre mot de passe a été modifié.');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/welcome$/);

    await signIn(page, { username: DEMO.cotenant.username, password: newPassword });
    await expect(page).toHaveURL(/\/home$/);

    // The link works once.
    await signOut(page);
    await page.goto(link!);
    await page
      .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
      .fill('Encore-un-autre-1');
    await page
      .getByRole('textbox', { name: 'Confirmez le nouveau mot de passe' })
      .fill('Encore-un-autre-1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toContainText('Le lien de réinitialisation');

    // The co-tenant's demo password back, for the specs that sign in as them after this one.
    const login = await page.request.post('/api/login_check', {
      data: { username: DEMO.cotenant.username, password: newPassword },
    });
    const restored = await page.request.put('/api/me/password', {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
      data: {
        currentPassword: newPassword,
        password: DEMO.cotenant.password,
        repeat: DEMO.cotenant.password,
      },
    });
    expect(restored.ok()).toBe(true);
  });
});

test('a visitor requests an account', async ({ page }) => {
  await page.goto('/account-creation');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('dialog')).toContainText('Veuillez compléter le formulaire.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  // The dialog gives the focus back to the form's first field in error.
  await expect(page.getByLabel('Nom complet')).toBeFocused();
  // Scrolled to, the field stops with its label in sight below the fixed header.
  const header = await page.getByRole('banner').boundingBox();
  const label = await page.locator('label', { hasText: 'Nom complet' }).boundingBox();
  expect(label!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await page.getByLabel('Nom complet').fill('Élise Fortin');
  await page.getByLabel("Adresse de l'immeuble").fill('1450 boulevard Saint-Laurent');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(/Les Jardins Saint-Laurent/)).toBeVisible();
  await page.getByLabel('Logement').fill('305');
  await page.getByLabel('Téléphone').fill('(514) 555-0177');
  if (isDesktop(page)) await page.getByLabel('Courriel').fill('elise.fortin@example.com');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Votre demande de compte a bien été envoyée !',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

async function switchLanguage(
  page: import('@playwright/test').Page,
  language: 'English' | 'Français',
) {
  if (isDesktop(page)) {
    await page.getByRole('button', { name: /Paramètres|Settings/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    return;
  }
  await openMenu(page);
  await page.getByRole('link', { name: /Langue|Language/ }).click();
  await page.getByRole('radio', { name: language }).check();
  await page.getByRole('button', { name: /Appliquer|Apply/ }).click();
}
