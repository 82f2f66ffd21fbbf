import type { Page } from '@playwright/test';
import { expect, lastMailTo, test } from './fixtures';
import { signIn, signOut } from './session';

/** A neighbour of the seed per project, so that no other journey's account changes. */
const ACCOUNT = {
  mobile: 'sophie.lavoie@example.com',
  desktop: 'amira.haddad@example.com',
} as const;

async function linkMailedTo(recipient: string, pattern: RegExp) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await lastMailTo(recipient))?.match(pattern)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The seed gives neighbours random passwords: set a known one through the reset link. */
async function givePassword(page: Page, email: string, password: string) {
  const asked = await page.request.post('/api/forgot_password/', { data: { email } });
  expect(asked.status()).toBe(200);
  const link = await linkMailedTo(email, /https?:\/\/\S+reset_password\?token=\S+/);
  const token = new URL(link).searchParams.get('token')!;
  const reset = await page.request.post(`/api/forgot_password/${token}`, { data: { password } });
  expect(reset.status()).toBe(200);
}

test('changes the password, then the e-mail through the link mailed to the new address', async ({
  page,
}, info) => {
  const email = ACCOUNT[info.project.name as keyof typeof ACCOUNT];
  const stamp = `${info.project.name}-${Date.now()}`;
  const first = `Premier-${stamp}`;
  const second = `Second-${stamp}`;
  const newEmail = `nouvelle-${stamp}@example.com`;
  await givePassword(page, email, first);
  await signIn(page, { username: email, password: first });
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  const passwordForm = page.getByRole('dialog', { name: 'Modifier mon mot de passe' });
  await passwordForm.getByRole('textbox', { name: 'Mot de passe actuel', exact: true }).fill(first);
  await passwordForm
    .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
    .fill(second);
  await passwordForm
    .getByRole('textbox', { name: 'Répétez le nouveau mot de passe', exact: true })
    .fill(second);
  await passwordForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  // This device keeps its session with the fresh token.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Modifier le courriel' }).click();
  const emailForm = page.getByRole('dialog', { name: 'Modifier mon adresse courriel' });
  await emailForm.getByLabel('Nouvelle adresse courriel').fill(newEmail);
  await emailForm.getByRole('textbox', { name: 'Mot de passe actuel', exact: true }).fill(second);
  await emailForm.getByRole('button', { name: 'Enregistrer' }).click();
  const notice = page.getByRole('dialog', { name: 'Consultez votre nouvelle boîte de réception' });
  await expect(notice).toContainText(newEmail);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(email)).toBeVisible();

  const link = await linkMailedTo(newEmail, /https?:\/\/\S+\/confirm-email\/\S+/);
  await page.goto(link);
  await page.getByRole('button', { name: "Confirmer l'adresse" }).click();
  await expect(page.getByText(`Votre adresse courriel est maintenant ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon profil' }).click();
  await expect(page.getByText(newEmail)).toBeVisible();

  // Signing out leads to the login panel itself.
  await signOut(page);
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(newEmail.toUpperCase());
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(second);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(newEmail)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: "Confirmer l'adresse" }).click();
  await expect(page.getByRole('alert')).toContainText('Le lien de confirmation est expiré');
});
