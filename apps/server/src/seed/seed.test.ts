import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasOpeningHours, WEEKDAYS } from '@habitat/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, news, newsFiles, serviceCategories, serviceFiles, services } from '../db/schema';
import { uploadsDir } from '../lib/files';
import { createTestApp, type TTestApp } from '../test/harness';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content seed', () => {
  it('has categories, services with every kind of detail, news and documents', async () => {
    const categories = await t.db.select().from(serviceCategories);
    const rows = await t.db.select().from(services);
    expect(categories.filter((c) => !c.deleted).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((s) => s.active).length).toBeGreaterThanOrEqual(8);
    expect(rows.every((s) => s.iconFileId !== null)).toBe(true);
    const linkOnly = rows.filter(
      (s) => s.link && !s.email && !s.phoneNumber && !hasOpeningHours(s.hours),
    );
    expect(linkOnly.length).toBeGreaterThanOrEqual(1);
    expect(rows.some((s) => !hasOpeningHours(s.hours) && (s.email || s.phoneNumber))).toBe(true);
    expect(rows.some((s) => WEEKDAYS.some((day) => s.hours[day].length >= 2))).toBe(true);
    expect(
      rows.some((s) => hasOpeningHours(s.hours) && WEEKDAYS.some((d) => s.hours[d].length === 0)),
    ).toBe(true);
    for (const role of ['image', 'document'] as const) {
      const [row] = await t.db
        .select({ n: count() })
        .from(serviceFiles)
        .where(eq(serviceFiles.role, role));
      expect(row!.n).toBeGreaterThanOrEqual(8);
    }

    const published = await t.db.select().from(news).where(eq(news.status, 'in_progress'));
    expect(published.filter((n) => n.imageFileId !== null).length).toBeGreaterThanOrEqual(6);
    const [attached] = await t.db.select({ n: count() }).from(newsFiles);
    expect(attached!.n).toBeGreaterThanOrEqual(6);

    const documents = await t.db.select().from(files).where(eq(files.kind, 'document'));
    expect(documents.length).toBeGreaterThanOrEqual(4);
    const [unnamed] = await t.db
      .select({ n: count() })
      .from(files)
      .where(and(isNull(files.name), eq(files.kind, 'document')));
    expect(unnamed!.n).toBeGreaterThanOrEqual(1);
  });

  it('writes every file under DATA_DIR/uploads with the size and hash of its row', async () => {
    const rows = await t.db.select().from(files);
    for (const row of rows) {
      const bytes = readFileSync(join(uploadsDir(t.config.dataDir), row.storedName));
      expect(bytes.length).toBe(row.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
    const photo = rows.find((r) => r.mediaType === 'image/jpeg')!;
    const meta = await sharp(join(uploadsDir(t.config.dataDir), photo.storedName)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 625]);
    const icon = rows.find((r) => r.kind === 'icon')!;
    expect(readFileSync(join(uploadsDir(t.config.dataDir), icon.storedName), 'utf8')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('makes a different photo for every subject', async () => {
    const photos = await t.db.select().from(files).where(eq(files.mediaType, 'image/jpeg'));
    expect(new Set(photos.map((p) => p.sha256)).size).toBe(photos.length);
  });
});
