import type { APIRequestContext } from '@playwright/test';
import { chooseBuilding, expectNoAxeViolations, signInToConsole } from './console-steps';
import { DEMO, expect, isDesktop, mailsTo, test } from './fixtures';
import { signIn } from './session';

/**
 * Issue 26: a manager edits a lease's rent from the console and the resident's profile shows
 * it. Each viewport works on a unit, a lease and a resident of its own (made here through the
 * console's API, the resident invited by e-mail), so no other spec's data changes.
 */

const BUILDING = 'Les Jardins Saint-Laurent';
const PASSWORD = 'un-mot-de-passe-e2e';

async function managerToken(request: APIRequestContext) {
  const login = await request.post('/api/login_check', { data: DEMO.manager });
  expect(login.ok()).toBe(true);
  return (await login.json()).token as string;
}

/** A new unit of the building with a lease in force, and a resident invited onto it who chose a password. */
async function leaseWithResident(request: APIRequestContext, tag: string) {
  const headers = { authorization: `Bearer ${await managerToken(request)}` };
  const properties = await (await request.get('/api/manage/properties', { headers })).json();
  const property = properties.data.find((p: { name: string }) => p.name === BUILDING);
  const number = `E2E-${tag}-${Date.now() % 100_000}`;
  const unit = await request.post(`/api/manage/properties/${property.id}/units`, {
    headers,
    data: { number },
  });
  expect(unit.status()).toBe(201);
  const lease = await request.post('/api/manage/leases', {
    headers,
    data: {
      unit: (await unit.json()).id,
      startAt: '2025-07-01',
      rent: 148_500,
      paymentNumber: `JSL-${number}`,
    },
  });
  expect(lease.status()).toBe(201);
  const leaseId = (await lease.json()).id as number;
  const email = `bail-${tag}-${Date.now()}@example.com`;
  const invited = await request.post(`/api/manage/leases/${leaseId}/invitations`, {
    headers,
    data: { email, firstName: 'Rosalie', lastName: 'Bail', signed: true },
  });
  expect(invited.ok()).toBe(true);
  let mail = '';
  await expect
    .poll(async () => {
      mail = (await mailsTo(email)).find((text) => /token=/.test(text)) ?? '';
      return mail;
    })
    .not.toBe('');
  // The mail says who invited them to which unit (not an approved request) and leads to the
  // password page's welcome form, whose call signs them in.
  expect(mail).toContain(`vous invite dans Habitat pour le logement ${number} de ${BUILDING}`);
  expect(mail).not.toContain('acceptée');
  const link = new URL(/https?:\/\/\S+token=\S+/.exec(mail)![0]);
  expect(link.searchParams.get('invitation')).toBe('1');
  const token = link.searchParams.get('token')!;
  const set = await request.post(`/api/invitations/${encodeURIComponent(token)}`, {
    data: { password: PASSWORD },
  });
  expect(set.ok()).toBe(true);
  return { number, email };
}

test('a manager edits a lease’s rent and the resident’s profile shows it', async ({
  browser,
  page,
  request,
}, info) => {
  const tag = isDesktop(page) ? 'd' : 'm';
  const { number, email } = await leaseWithResident(request, tag);

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, BUILDING);
  if (!isDesktop(manager)) await manager.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await manager.getByRole('link', { name: 'Baux' }).click();
  await expect(manager.getByRole('heading', { name: 'Baux', level: 1 })).toBeVisible();
  await manager.getByRole('textbox', { name: 'Logement' }).fill(number);
  await manager.getByRole('option', { name: number }).click();
  const card = manager.getByRole('listitem', { name: `Logement ${number}` });
  await expect(card).toContainText('Rosalie Bail');
  await expect(card).toContainText('En vigueur');
  await manager.screenshot({ path: info.outputPath('manage-leases.png'), fullPage: true });
  await expectNoAxeViolations(manager);

  await card.getByRole('link', { name: `Ouvrir le bail du logement ${number}` }).click();
  await expect(manager.getByRole('heading', { name: `Bail du logement ${number}` })).toBeVisible();
  const rent = manager.getByRole('textbox', { name: 'Loyer mensuel ($)' });
  await expect(rent).toHaveValue('1485.00');
  await rent.fill('1610,25');
  await manager.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(manager.getByText('Le bail est enregistré.')).toBeVisible();
  await expect(manager.getByText(/Loyer : 1\s610,25\s\$/)).toBeVisible();
  await manager.screenshot({ path: info.outputPath('manage-lease.png'), fullPage: true });
  await expectNoAxeViolations(manager);
  await manager.context().close();

  await signIn(page, { username: email, password: PASSWORD });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main).toContainText(number);
  await expect(main).toContainText(/1\s610,25\s\$/);
});
