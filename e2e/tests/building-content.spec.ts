import { DEMO, expect, test } from './fixtures';
import { signIn } from './session';

test('a visitor browses the organization services and a service detail', async ({ page }) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Urgences 24 h/ })).toBeVisible();
  // A link-only service opens its site in a new tab rather than a detail page.
  const bixi = main.getByRole('link', { name: /BIXI Montréal/ });
  await expect(bixi).toHaveAttribute('href', /^https?:\/\//);
  await expect(bixi).toHaveAttribute('target', '_blank');
  // Building services are for residents only.
  await expect(main.getByText("Salle d'entraînement")).toHaveCount(0);

  await main.getByRole('link', { name: /Urgences 24 h/ }).click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('heading', { name: "Heures d'ouverture" })).toBeVisible();
  await expect(page.getByText(/Ouvert en ce moment|Fermé en ce moment/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveCount(0);
});

test.describe('resident', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('opens a building service with photos, hours and a document', async ({ page }) => {
    await page.goto('/services');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Salle d'entraînement/ })
      .click();
    await expect(page.getByRole('heading', { name: "Salle d'entraînement" })).toBeVisible();
    await expect(page.getByText("Aujourd'hui")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:/);
    const slide = page.getByText('Photo 1 sur 2');
    await expect(slide).toBeAttached();
    await page.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(page.getByText('Photo 2 sur 2')).toBeAttached();
    const document = page.getByRole('main').locator('a[href$=".pdf"]').first();
    await expectPdf(page, await document.getAttribute('href'));
  });

  test('reads the news, a news item and downloads its attachment', async ({ page }) => {
    await page.goto('/news');
    const item = page.getByRole('link', { name: /Assemblée annuelle des résidents/ });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Assemblée annuelle des résidents' }),
    ).toBeVisible();
    const minutes = page.getByRole('link', { name: /Procès-verbal AGA 2025/ });
    await expectPdf(page, await minutes.getAttribute('href'));
  });

  test('an unknown news item is asked for once, then said not to exist', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news/999999') asked.push(request.url());
    });
    await page.goto('/news/999999');
    await expect(
      page.getByText("Cet élément n'existe pas ou n'est plus disponible."),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('lists the property documents, one without a name, and downloads one', async ({ page }) => {
    await page.goto('/documents');
    const main = page.getByRole('main');
    await expect(main.getByText('document sans nom')).toBeVisible();
    // Date and time, as in the other lists (docs/product.md: Limits).
    await expect(main.getByRole('listitem').first()).toContainText(
      /\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} ·/,
    );
    const rules = main.getByRole('link', { name: /Télécharger Règlements de l'immeuble/ });
    await expectPdf(page, await rules.getAttribute('href'), 'private');
  });
});

/**
 * The link serves a real PDF: a public one (service, news) cached for good, a property
 * document by a short-lived signed link kept by the browser only.
 */
async function expectPdf(
  page: import('@playwright/test').Page,
  href: string | null,
  privacy: 'public' | 'private' = 'public',
) {
  expect(href).toMatch(
    privacy === 'public'
      ? /^\/uploads\/[0-9a-f]{32}\.pdf$/
      : /^\/api\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]+$/,
  );
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['cache-control']).toMatch(
    privacy === 'public' ? /immutable/ : /^private, max-age=\d+$/,
  );
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}
