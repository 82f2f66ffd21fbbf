import type { Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { chooseBuilding, signInToConsole } from './console-steps';
import { animationsSettled, DEMO, expect, mailsTo, test } from './fixtures';
import { signIn } from './session';

const BUILDING = 'Les Jardins Saint-Laurent';

/** The id of a building, as the manager's API names it. */
async function buildingId(page: Page, name: string) {
  const login = await page.request.post('/api/login_check', { data: DEMO.manager });
  const { token } = await login.json();
  const response = await page.request.get('/api/manage/properties', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  return data.find((property) => property.name === name)!.id;
}

/** A visitor's account request, sent as the resident app's form sends it. */
async function fileAccountRequest(page: Page, request: Record<string, unknown>) {
  const response = await page.request.post('/api/account_requests', { data: request });
  expect(response.status()).toBe(201);
}

async function invitationLink(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      // The invitation, wherever it is among the mails (the approval's notification may follow it).
      const mails = await mailsTo(email);
      link = mails
        .map((mail) => mail.match(/https?:\/\/\S+reset_password\?token=\S+/)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a manager approves an account request; one mail welcomes the new resident, who chooses a password and lands home', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  const name = `Léa Fortin ${stamp}`;
  const email = `lea.${stamp}@example.com`;
  await fileAccountRequest(page, {
    name,
    address: '4500 boulevard Saint-Laurent',
    unit: '204',
    phone: '(514) 555-0199',
    email,
    note: 'Arrivée le 1er juillet.',
    property: await buildingId(page, BUILDING),
  });

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, BUILDING);
  await manager
    .locator('li', { hasText: 'Demandes de compte à décider' })
    .getByRole('link', { name: /Voir la liste/ })
    .click();
  await expect(manager).toHaveURL(/\/manage\/accounts$/);
  const card = manager.getByRole('article', { name });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Arrivée le 1er juillet.');
  await card.getByRole('button', { name: 'Accepter' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Accepter la demande de compte' });
  await expect(dialog.getByRole('textbox', { name: 'Logement' })).toHaveValue('204');
  await dialog.getByRole('button', { name: 'Créer le compte et inviter' }).click();
  await expect(manager.getByText(`l'invitation est envoyée à ${email}`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await manager.getByRole('tab', { name: 'Acceptées' }).click();
  await expect(manager.getByRole('article', { name })).toContainText(
    `invitation envoyée à ${email}`,
  );
  await manager.context().close();

  const password = `Bienvenue-${stamp}`;
  const link = await invitationLink(email);
  // One mail: the welcome with its link (the approval's notification stays in the inbox).
  const mails = await mailsTo(email);
  expect(mails.filter((mail) => mail.includes('reset_password?token='))).toHaveLength(1);
  expect(mails.join('\n')).not.toContain('Votre demande de compte a été acceptée');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Bienvenue !' })).toBeVisible();
  // The header and the tab say what the page is: a welcome, not a password reset.
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bienvenue · /);
  await page.screenshot({ path: info.outputPath('welcome-form.png') });
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirmez le nouveau mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  // Signed in and home: no "password changed" dialog, no store page, no sign-in form.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('welcome-home.png') });
  // The password chosen is the one to sign in with from now on.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { username: email, password });
  await expect(page).toHaveURL(/\/home$/);
});

test('declining needs a reason; the account-requests page has no WCAG 2.2 AA violation', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  const name = `Marc Gagnon ${stamp}`;
  await fileAccountRequest(page, {
    name,
    address: '4500 boulevard Saint-Laurent',
    unit: '999',
    property: await buildingId(page, BUILDING),
  });
  const problems: string[] = [];
  const audit = async (target: Page, label: string) => {
    await animationsSettled(target);
    problems.push(...(await wcagViolations(target, label)));
  };

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, BUILDING);
  for (const locale of ['fr', 'en'] as const) {
    await manager.evaluate((value) => localStorage.setItem('habitat.locale', value), locale);
    await manager.goto('/manage/accounts');
    const card = manager.getByRole('article', { name });
    await expect(card).toBeVisible();
    await audit(manager, `/manage/accounts (${locale})`);
    await card.getByRole('button', { name: locale === 'fr' ? 'Accepter' : 'Approve' }).click();
    await expect(manager.getByRole('dialog')).toBeVisible();
    await audit(manager, `approve dialog (${locale})`);
    await manager.screenshot({ path: info.outputPath(`approve-${locale}.png`) });
    await manager.keyboard.press('Escape');
    await expect(manager.getByRole('dialog')).toHaveCount(0);
  }

  await manager.evaluate(() => localStorage.setItem('habitat.locale', 'fr'));
  await manager.goto('/manage/accounts');
  const card = manager.getByRole('article', { name });
  await card.getByRole('button', { name: 'Refuser' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Refuser la demande de compte' });
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Motif/ }).fill('Aucun bail à ce nom.');
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await manager.getByRole('tab', { name: 'Refusées' }).click();
  await expect(manager.getByRole('article', { name })).toContainText('Aucun bail à ce nom.');
  await manager.screenshot({ path: info.outputPath('declined.png'), fullPage: true });
  await manager.context().close();
  expect(problems, problems.join('\n')).toEqual([]);
});
