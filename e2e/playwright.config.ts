import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh server and database per run: the tests read its mail outbox.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'habitat-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The server as production runs it (`npm start`): built to plain JS, no TypeScript loader —
    // an import only tsx resolves (a folder, say) fails here, not after a deploy.
    command:
      'node ../apps/server/scripts/build.mjs --only server && node --enable-source-maps ../apps/server/dist/main.js',
    url: `${process.env.E2E_BASE_URL}/api/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      LOGIN_RATE_LIMIT: '1000',
      // Both projects reset passwords and change e-mails from one address.
      PASSWORD_RESET_RATE_LIMIT: '1000',
      // The welcome page links to the stores that publish the app (tests/foundation.spec.ts).
      IOS_STORE_URL: 'https://apps.apple.com/ca/app/habitat-e2e/id1000000001',
      ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=test.habitat.e2e',
      LOG_LEVEL: 'warn',
    },
  },
});
