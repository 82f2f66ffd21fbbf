import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingDay, pickBookingDate, slot, startBooking } from './booking-steps';
import { DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';
import { CARD_FRAME_TITLE, routeStripeToStandIn } from './stripe-js-stand-in';

/*
 * Stripe must load under the real Content-Security-Policy: a server of its own, started with
 * PAYMENT_PROCESSOR=stripe (the shared e2e server uses the local processor), and Stripe's
 * origins answered by a local stand-in of Stripe.js (stripe-js-stand-in.ts).
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const origin = `http://127.0.0.1:${port}`;
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
let server: ChildProcess | undefined;

async function waitUntilServing(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the server stopped (${server?.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'habitat-e2e-stripe-')),
      PUBLIC_URL: origin,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_stand_in',
    },
  });
  await waitUntilServing(`${origin}/api/config`, 120_000);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((done) => server?.once('exit', done));
  server.kill('SIGTERM');
  await stopped;
});

type TViolation = { blockedURI: string; effectiveDirective: string };

test('Stripe.js and its card Element load under the policy, with no violation', async ({
  page,
  context,
}) => {
  const stripeRequests = await routeStripeToStandIn(context);
  await context.addInitScript(() => {
    const seen: TViolation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ blockedURI: event.blockedURI, effectiveDirective: event.effectiveDirective });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: TViolation[] }).cspViolations);

  const policy = (await page.request.get('/')).headers()['content-security-policy'];
  expect(policy).toContain('script-src');
  expect(policy).toContain('https://js.stripe.com');

  await signIn(page, DEMO.resident);
  await expect(page).toHaveURL(/\/home$/);
  await startBooking(page, isDesktop(page) ? "Suite d'invités" : 'Salle de réception');
  await pickBookingDate(page, bookingDay(isDesktop(page) ? 10 : 9));
  const grid = page.getByRole('group', { name: 'Plages horaires' });
  await grid
    .getByRole('button', {
      name: isDesktop(page) ? slot('00:00', '24:00') : slot('18:00', '18:15'),
    })
    .click();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // The card Element: Stripe's frame, mounted with its field, in place of our card fields.
  const card = page.frameLocator(`iframe[title="${CARD_FRAME_TITLE}"]`);
  await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro de carte' })).toHaveCount(0);
  await expect(page.getByText('Le paiement en ligne ne peut pas se charger')).toHaveCount(0);
  expect(stripeRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
  // Stripe.js talks to its API from the page too.
  const api = await page.evaluate(() =>
    fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST' }).then(
      (answer) => answer.status,
      () => 0,
    ),
  );
  expect(api).toBe(200);

  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // The count is real, and the policy allows nothing more: another origin is refused.
  const elsewhere = await page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(elsewhere).toBe('refused');
  await expect
    .poll(violations)
    .toEqual([{ blockedURI: 'https://example.com/', effectiveDirective: 'connect-src' }]);
});
