import type { Browser, Page, TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';
import { animationsSettled, DEMO, expect, isDesktop } from './fixtures';

/** The demo manager, in a browser context of their own, signed in at /manage/login. */
export async function signInToConsole(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext(info.project.use);
  const page = await context.newPage();
  await page.goto('/manage/login');
  // The page focuses the field once it runs: typing before that could be lost.
  await expect(page.getByLabel("Nom d'utilisateur ou courriel")).toBeFocused();
  await page.getByLabel("Nom d'utilisateur ou courriel").fill(DEMO.manager.username);
  await page
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill(DEMO.manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  return page;
}

/** Picks the building in the console's switcher (in the folded menu on a phone). */
export async function chooseBuilding(manager: Page, name: string) {
  if (!isDesktop(manager)) await manager.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await manager.getByRole('textbox', { name: 'Immeuble' }).click();
  await manager.getByRole('option', { name }).click();
  await expect(manager.getByRole('textbox', { name: 'Immeuble' })).toHaveValue(name);
  if (!isDesktop(manager)) await manager.getByRole('button', { name: 'Fermer le menu' }).click();
}

/** No WCAG 2.2 AA finding from axe on the page as it is, once dialogs have finished fading in. */
export async function expectNoAxeViolations(page: Page) {
  await animationsSettled(page);
  expect(await wcagViolations(page, page.url())).toEqual([]);
}
