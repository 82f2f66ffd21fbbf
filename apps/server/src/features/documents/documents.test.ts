import type { TPropertyFile } from '@habitat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContentTestContext,
  insertFileRow,
  type TContentContext,
} from '#server/test/content-fixtures';
import type { TTestApp } from '#server/test/harness';

let t: TTestApp;
let ids: { org: number; jardins: number; peel: number };
let other: TContentContext['other'];
let resident: string;
let shop: string;

beforeAll(async () => {
  ({
    t,
    ids,
    other,
    tokens: { resident, shop },
  } = await createContentTestContext());
});
afterAll(() => t.close());

type TFiles = { data: TPropertyFile[]; count: number };
const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? t.bearer(token) : {}), ...headers } });
const list = async (query: string, token: string) => {
  const response = await get(`/api/files?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<TFiles>();
};

describe('GET /api/files', () => {
  it('needs a token', async () => {
    expect((await get(`/api/files?organization=${ids.org}`)).statusCode).toBe(401);
  });

  it("lists the documents of the tenant's building and organization, newest first", async () => {
    const body = await list(`organization=${ids.org}&perPage=-1`, resident);
    expect(body.data.map((f) => f.name)).toEqual([
      null,
      'Guide du tri des matières résiduelles / Waste sorting guide',
      "Plan d'évacuation en cas d'incendie / Fire evacuation plan",
      "Règlements de l'immeuble / Building rules",
      'Politique de confidentialité / Privacy policy',
    ]);
    expect(body.count).toBe(5);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: null,
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      mediaType: 'application/pdf',
      extension: 'pdf',
      size: expect.any(Number),
    });
    const shopNames = (await list('', shop)).data.map((f) => f.name);
    expect(shopNames).toEqual([
      "Procédures d'urgence / Emergency procedures",
      'Guide du locataire commercial / Commercial tenant handbook',
      'Politique de confidentialité / Privacy policy',
    ]);
  });

  it('lists documents only, not photos, icons or files attached to services and news', async () => {
    const body = await list('perPage=-1', resident);
    expect(body.data.every((f) => f.mediaType === 'application/pdf')).toBe(true);
    await insertFileRow(t.db, {
      organizationId: ids.org,
      propertyId: ids.jardins,
      kind: 'attachment',
    });
    expect((await list('perPage=-1', resident)).count).toBe(body.count);
  });

  it('serves each listed document with its size and type', async () => {
    const [doc] = (await list('perPage=1', resident)).data;
    const response = await get(doc!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.length).toBe(doc!.size);
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('pages with perPage and page and counts every document', async () => {
    const page = await list('perPage=2&page=3', resident);
    expect(page.count).toBe(5);
    expect(page.data.map((f) => f.name)).toEqual(['Politique de confidentialité / Privacy policy']);
  });

  it("never lists another building's or organization's documents, and refuses to be asked", async () => {
    const names = (await list('perPage=-1', resident)).data.map((f) => f.name);
    expect(names).not.toContain("Procédures d'urgence / Emergency procedures");
    expect(names).not.toContain('Leak document');
    for (const query of [
      `organization=${other.organizationId}`,
      `property=${other.propertyId}`,
      `property=${ids.peel}`,
    ]) {
      expect((await get(`/api/files?${query}`, resident)).statusCode, query).toBe(403);
    }
  });
});
