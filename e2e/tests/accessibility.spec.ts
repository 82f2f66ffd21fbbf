import type { Locator, Page } from '@playwright/test';
import { wcagViolations as violationsOf } from './axe';
import { signInToConsole } from './console-steps';
import { animationsSettled, DEMO, expect, isDesktop, test } from './fixtures';
import { signIn } from './session';

/** WCAG 2.2 AA: axe finds nothing on any route, both sizes, both languages. */
const LOCALES = ['fr', 'en'] as const;
type TLocale = (typeof LOCALES)[number];

/**
 * A route to analyse. `detail` finds, once the page is analysed, a detail page to analyse
 * next (news → a news item), so detail pages use real ids of the demo data.
 */
type TRoute = { path: string; detail?: (page: Page) => Promise<string> };

/** The first link of the page's main region whose target matches `pattern`. */
const firstLinkTo = (pattern: RegExp) => async (page: Page) => {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  expect(href, `a link matching ${pattern}`).toBeDefined();
  return href!;
};

/** The resident's first booking (desktop lists them as buttons of a master-detail view). */
async function firstBooking(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('habitat.token')}` };
    const me = await (await fetch('/api/me', { headers })).json();
    const url = `/api/reservations?user=${me.id}&perPage=-1`;
    const reservations = await (await fetch(url, { headers })).json();
    return reservations.data[0]?.id as number | undefined;
  });
  expect(id, 'a booking of the resident').toBeDefined();
  return `/booking/${id}`;
}

/** Every route of apps/web/src/app/routes.tsx that a visitor reaches. */
const VISITOR_ROUTES: TRoute[] = [
  { path: '/login' },
  { path: '/welcome' },
  { path: '/reset_password' },
  { path: '/reset_password?token=an-unknown-token' },
  { path: '/confirm-email/an-unknown-token' },
  { path: '/home' },
  { path: '/about' },
  { path: '/locale' },
  { path: '/no-account?login' },
  { path: '/account-creation' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/services', detail: firstLinkTo(/^\/services\/\d+$/) },
  { path: '/news' },
  { path: '/billboard' },
  { path: '/unsubscribe?token=an-unknown-token' },
];

/** Every route a signed-in resident reaches (the login routes send them home). */
const RESIDENT_ROUTES: TRoute[] = [
  { path: '/home' },
  { path: '/news', detail: firstLinkTo(/^\/news\/\d+$/) },
  { path: '/services', detail: firstLinkTo(/^\/services\/\d+$/) },
  { path: '/billboard', detail: firstLinkTo(/^\/billboard\/\d+$/) },
  { path: '/billboard?tab=pending' },
  { path: '/new-post' },
  { path: '/requests', detail: firstLinkTo(/^\/requests\/\d+$/) },
  { path: '/new-request' },
  { path: '/documents' },
  { path: '/bookings', detail: firstBooking },
  { path: '/new-booking' },
  { path: '/profile' },
  { path: '/profile/notifications' },
  { path: '/notifications' },
  { path: '/messages/999999' },
  { path: '/about' },
  { path: '/locale' },
  { path: '/no-account' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/a-page-that-does-not-exist' },
];

/** Loaders, skeletons and the busy spinner: the page is not showing its content yet. */
const LOADING = '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]';

async function waitForContent(page: Page) {
  const main = page.locator('main#main');
  await expect(main).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
  await expect(main.locator('h2, h3, p, a, button, input, li, td').first()).toBeVisible();
}

/** Analyses each route (and the first detail page of each list), returning every violation. */
async function auditRoutes(page: Page, routes: readonly TRoute[], locale: TLocale) {
  const problems: string[] = [];
  const queue = [...routes];
  for (let route = queue.shift(); route; route = queue.shift()) {
    const { path, detail } = route;
    await test.step(`${path} (${locale})`, async () => {
      await page.goto(path);
      await waitForContent(page);
      problems.push(...(await violationsOf(page, `${path} (${locale})`)));
      if (detail) queue.unshift({ path: await detail(page) });
    });
  }
  return problems;
}

async function useLocale(page: Page, locale: TLocale) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('habitat.locale')) {
      window.localStorage.setItem('habitat.locale', value);
    }
  }, locale);
}

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    test('visitor pages have no WCAG 2.2 AA violation', async ({ page }) => {
      test.setTimeout(180_000);
      await useLocale(page, locale);
      const problems = await auditRoutes(page, VISITOR_ROUTES, locale);
      await test.step(`login panels (${locale})`, async () => {
        await page.goto('/login');
        await page.locator('main button').first().click();
        await expect(page.locator('input[name="username"]')).toBeFocused();
        problems.push(...(await violationsOf(page, `/login, login panel (${locale})`)));
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test('resident pages have no WCAG 2.2 AA violation', async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, DEMO.resident);
      await expect(page).toHaveURL(/\/home$/);
      await page.evaluate((value) => window.localStorage.setItem('habitat.locale', value), locale);
      const problems = await auditRoutes(page, RESIDENT_ROUTES, locale);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

/** A paid service bookable any day, whole days: the flow reaches its payment step. */
const PAID_SERVICE = { fr: "Suite d'invités", en: 'Guest suite' } as const;

/**
 * The steps of /new-booking, each analysed: service chosen (calendar shown; on a phone, the
 * date field's modal opened), the dialog of a step taken too soon, slot chosen, payment step.
 * Nothing is booked.
 */
async function auditBookingSteps(page: Page, audit: (state: string) => Promise<void>) {
  await page.goto('/new-booking');
  await waitForContent(page);
  const locale = await page.evaluate(() => document.documentElement.lang);
  await page
    .getByRole('combobox', { name: 'Service', exact: true })
    .selectOption({ label: locale.startsWith('en') ? PAID_SERVICE.en : PAID_SERVICE.fr });
  let picker = page.locator('main');
  if (isDesktop(page)) {
    await expect(picker.locator('table')).toBeVisible();
    await audit('/new-booking, service chosen');
  } else {
    const dateField = page.getByRole('button', { name: 'Date', exact: true });
    await expect(dateField).toBeVisible();
    await audit('/new-booking, service chosen');
    await dateField.click();
    picker = page.getByRole('dialog');
    await expect(picker.locator('table')).toBeVisible();
    await audit('/new-booking, date picker');
  }
  // The 10th of next month: ahead of the bookings other specs make, and never outside the month.
  await picker.getByRole('button', { name: /^(Mois suivant|Next month)$/ }).click();
  await picker
    .locator('table')
    .getByRole('button', { name: /(^|\D)10(\D|$)/ })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Going on without a slot: the dialog saying what is missing.
  const next = page.getByRole('button', {
    name: /^(Continuer vers le paiement|Continue to payment)$/,
  });
  await next.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button').last()).toBeFocused();
  await audit('/new-booking, dialog');
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
  const grid = page.getByRole('group', { name: /^(Plages horaires|Time slots)$/ });
  await grid
    .getByRole('button', { name: /(Disponible|Available)$/ })
    .first()
    .click();
  await expect(grid.getByRole('button', { pressed: true }).first()).toBeVisible();
  await audit('/new-booking, slot chosen');
  await next.click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await audit('/new-booking, payment step');
}

test.describe('accessibility of dialogs, the phone menu and the booking flow', () => {
  test('no WCAG 2.2 AA violation in either language', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await page.evaluate((value) => window.localStorage.setItem('habitat.locale', value), locale);
      const audit = async (state: string) => {
        await animationsSettled(page);
        problems.push(...(await violationsOf(page, `${state} (${locale})`)));
      };

      if (!isDesktop(page)) {
        await test.step(`phone menu (${locale})`, async () => {
          await page.goto('/home');
          await waitForContent(page);
          await page.getByRole('button', { name: /^(Ouvrir le menu|Open menu)$/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          // The toggle names the open menu's element.
          const toggle = page.locator('header button[aria-expanded="true"]');
          const controls = await toggle.getAttribute('aria-controls');
          await expect(page.locator(`#${controls}`)).toBeVisible();
          await audit('/home, menu open');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(page.locator('header button[aria-controls]')).toHaveCount(0);
        });
      }

      await test.step(`booking steps (${locale})`, () => auditBookingSteps(page, audit));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** Tab from the page's start reaches the skip link, shown on screen; Enter moves the focus to main. */
async function expectSkipLink(page: Page, name: string) {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

test.describe('skip link', () => {
  test('the skip link is the first Tab stop and moves the focus to the main region', async ({
    page,
    browser,
  }, info) => {
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
    await test.step('resident layout (fr)', async () => {
      await page.goto('/services');
      await expectSkipLink(page, 'Aller au contenu');
    });
    await test.step('resident layout (en)', async () => {
      await page.evaluate(() => window.localStorage.setItem('habitat.locale', 'en'));
      await page.goto('/bookings');
      await expectSkipLink(page, 'Skip to content');
    });
    await test.step('console layout', async () => {
      const manager = await signInToConsole(browser, info);
      await manager.goto('/manage');
      await expectSkipLink(manager, 'Aller au contenu');
      await manager.context().close();
    });
  });
});

/** The smallest side of an element's box, in CSS pixels. */
async function smallestSide(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'the control is laid out').not.toBeNull();
  return Math.min(box!.width, box!.height);
}

/** Every control of the locator (links, buttons) is at least 44 × 44 px. */
async function expectTouchSized(controls: Locator) {
  await expect(controls.first()).toBeVisible();
  for (const control of await controls.all()) {
    expect(await smallestSide(control), await control.innerText()).toBeGreaterThanOrEqual(44);
  }
}

test.describe('touch targets, focus and tab bar', () => {
  test('after sign-in the focus is on the heading of the page landed on', async ({ page }) => {
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
  });

  test('the focused field shows a visible focus ring', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ouvrir une session' }).click();
    const username = page.getByLabel("Nom d'utilisateur ou courriel");
    await expect(username).toBeFocused();
    const ring = await username.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
        shadow: style.boxShadow,
      };
    });
    expect(ring.outline >= 2 || /\b[2-9]px/.test(ring.shadow), JSON.stringify(ring)).toBe(true);
  });

  test('primary controls are at least 44 px on phones', async ({ page }) => {
    test.skip(isDesktop(page), 'touch targets are a phone rule');
    await page.goto('/login');
    // The prerendered copy (inert, without ids) gives way to the app, whose main region is #main.
    await expect(page.locator('#main')).toBeVisible();
    const loginControls = page.locator('main').getByRole('button').or(page.locator('main a'));
    await expectTouchSized(loginControls);
    await page.getByRole('button', { name: 'Ouvrir une session' }).click();
    await expectTouchSized(loginControls);
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    expect(await smallestSide(burger)).toBeGreaterThanOrEqual(44);

    await page.goto('/services');
    // The fitness room of the demo has two photos, so its slider shows the arrows.
    await page.getByRole('link', { name: /Salle d'entraînement/ }).click();
    for (const name of ['Photo précédente', 'Photo suivante']) {
      const arrow = page.getByRole('button', { name });
      expect(await smallestSide(arrow), name).toBeGreaterThanOrEqual(44);
    }
  });

  test('the tab bar labels stay on one line at 360 px', async ({ page }) => {
    test.skip(isDesktop(page), 'the tab bar is the phone layout');
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.resident);
    await expect(page).toHaveURL(/\/home$/);
    for (const locale of LOCALES) {
      await page.evaluate((value) => window.localStorage.setItem('habitat.locale', value), locale);
      await page.reload();
      const tabs = page.getByRole('navigation', { name: /Raccourcis|Shortcuts/ });
      // Back, billboard, home, services, requests and profile: the fullest bar of a resident.
      await expect(tabs.locator('a, button')).toHaveCount(6);
      for (const label of await tabs.locator('a p, button p').all()) {
        const layout = await label.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = Array.from(range.getClientRects(), (line) => Math.round(line.top));
          return { lines: new Set(tops).size, cut: element.scrollWidth > element.clientWidth };
        });
        expect(layout, `${locale}: ${await label.innerText()}`).toEqual({ lines: 1, cut: false });
      }
    }
  });
});
