// What the page benches share: the pages a resident meets first, Debian's Chromium, and the
// sign-in through the login form.

/** The four pages of issue 27's goals, signed in where the page needs it. */
export const FIRST_PAGES = [
  { path: '/login', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/services', signedIn: true },
  { path: '/billboard', signedIn: true },
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Signs the demo resident in through the login form (a deep link opens it and comes back to the
 * page after sign-in) and answers the origin's localStorage as JSON: the session, and the reads
 * that page recorded.
 */
export async function signInAsResident(browser, base) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${base}/requests`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill('resident@example.com');
  await page.locator('input[name="password"]').fill('resident');
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/requests', { timeout: 30_000 });
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  await page.close();
  return storage;
}
