import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  resident: { username: 'resident@example.com', password: 'resident' },
  cotenant: { username: 'cotenant@example.com', password: 'cotenant' },
  shop: { username: 'shop@example.com', password: 'shop' },
  manager: { username: 'manager@example.com', password: 'manager' },
};

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 600;

/**
 * Resolves once no finite CSS transition or animation runs (a dialog fading in): axe measures colours
 * as painted, and a half-faded button would fail the contrast check on a slow machine.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // A spinner loops forever: only finite ones (fades, slides) are waited for.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** The newest e-mail written to the server's outbox for this recipient. */
/**
 * Every mail to `recipient` in the server's outbox, newest first. By the files' time, not their
 * names: a notification mail's file is named by its Message-ID, not by when it was written.
 */
export async function mailsTo(recipient: string): Promise<string[]> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => ({ name, time: (await stat(join(outbox, name))).mtimeMs })),
  );
  const mails: string[] = [];
  for (const { name } of files.sort((a, b) => b.time - a.time)) {
    const mail = await readFile(join(outbox, name), 'utf8');
    if (mail.includes(`To: ${recipient}`)) mails.push(decodeQuotedPrintable(mail));
  }
  return mails;
}

export async function lastMailTo(recipient: string): Promise<string | null> {
  return (await mailsTo(recipient))[0] ?? null;
}

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
