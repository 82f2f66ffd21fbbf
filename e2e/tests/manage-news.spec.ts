import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { chooseBuilding, signInToConsole } from './console-steps';
import { expect, test } from './fixtures';
import { storeResidentSession } from './session';

const RESIDENT_BUILDING = 'Les Jardins Saint-Laurent';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function residentPage(browser: Browser, info: TestInfo): Promise<Page> {
  const page = await (await browser.newContext(info.project.use)).newPage();
  await storeResidentSession(page);
  return page;
}

test('a manager publishes news with a photo and a PDF and uploads a document; the resident sees both', async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const stamp = `${info.project.name} ${Date.now()}`;
  const title = `Travaux de toiture ${stamp}`;
  const documentName = `Avis d'entretien ${stamp}`;
  const photo = await sharp({
    create: { width: 400, height: 240, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();

  const manager = await signInToConsole(browser, info);
  await chooseBuilding(manager, RESIDENT_BUILDING);
  await manager.goto('/manage/news');
  await manager.getByRole('button', { name: 'Publier une nouvelle' }).click();
  const drawer = manager.getByRole('dialog', { name: 'Publier une nouvelle' });
  await drawer
    .getByRole('textbox', { name: /^Titre/ })
    .nth(0)
    .fill(title);
  await drawer
    .getByRole('textbox', { name: /^Titre/ })
    .nth(1)
    .fill(`Roof works ${stamp}`);
  await drawer
    .getByRole('textbox', { name: /^Texte/ })
    .nth(0)
    .fill('Les travaux débutent lundi.');
  await drawer
    .getByRole('textbox', { name: /^Texte/ })
    .nth(1)
    .fill('Works start on Monday.');
  await drawer
    .locator('input[type="file"][accept*="image/png"]')
    .setInputFiles({ name: 'toit.png', mimeType: 'image/png', buffer: photo });
  await expect(drawer.getByRole('img', { name: /toit\.png/ })).toBeVisible();
  await drawer
    .locator('input[type="file"][accept="application/pdf"]')
    .setInputFiles({ name: 'calendrier.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(drawer.getByText('calendrier.pdf')).toBeVisible();
  await drawer.screenshot({ path: info.outputPath('manage-news-form.png') });
  await drawer.getByRole('button', { name: 'Publier' }).click();
  await expect(manager.getByText('La nouvelle est publiée.')).toBeVisible();
  const row = manager.getByRole('article').filter({ hasText: title });
  await expect(row).toContainText('Publiée');
  await expect(row).toContainText('1 document');
  await manager.screenshot({ path: info.outputPath('manage-news.png'), fullPage: true });

  await manager.goto('/manage/documents');
  await manager.getByRole('textbox', { name: /^Nom/ }).fill(documentName);
  await manager
    .locator('input[type="file"]')
    .setInputFiles({ name: 'avis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(manager.getByRole('textbox', { name: /^Nom/ })).toHaveValue(documentName);
  await manager.getByRole('button', { name: 'Téléverser' }).click();
  await expect(manager.getByText('Le document est ajouté.')).toBeVisible();
  await expect(manager.getByRole('link', { name: `Télécharger ${documentName}` })).toBeVisible();
  await manager.screenshot({ path: info.outputPath('manage-documents.png'), fullPage: true });
  await manager.context().close();

  const resident = await residentPage(browser, info);
  await resident.goto('/news');
  await resident.getByRole('link', { name: new RegExp(title) }).click();
  await expect(resident.getByRole('heading', { name: title })).toBeVisible();
  await expect(resident.getByRole('link', { name: /calendrier/ })).toBeVisible();
  await resident.goto('/documents');
  await expect(resident.getByRole('main').getByText(documentName)).toBeVisible();
  await resident.context().close();
});
