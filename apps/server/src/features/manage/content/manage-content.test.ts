import {
  DOCUMENT_MAX_BYTES,
  type TManagedDocument,
  type TManagedNews,
  type TNewsItem,
  type TPropertyFile,
} from '@habitat/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, news } from '#server/db/schema';
import { auditRowsOf } from '#server/features/manage/audit/test-audit';
import { consoleActors, expectError } from '#server/features/manage/test-console';
import { createTestApp, type TTestApp } from '#server/test/harness';

let t: TTestApp;
const ids = { org: 0, jardins: 0, peel: 0, manager: 0 };
const tokens = { resident: '', manager: '', peelManager: '' };
let png = '';
const pdf = (text = 'agenda') =>
  `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`).toString('base64')}`;
const fakePdf = `data:application/pdf;base64,${Buffer.from('<html>not a pdf</html>').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  const actors = await consoleActors(t);
  Object.assign(ids, actors.ids);
  Object.assign(tokens, actors.tokens);
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${bytes.toString('base64')}`;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: t.bearer(token), ...(payload ? { payload } : {}) });
const rowCounts = async () => {
  const [[n], [f], [a]] = await Promise.all([
    t.db.select({ n: count() }).from(news),
    t.db.select({ n: count() }).from(files),
    t.db.select({ n: count() }).from(auditLog),
  ]);
  return { news: n!.n, files: f!.n, audit: a!.n };
};
const residentNews = async () =>
  (await call('GET', '/api/news?perPage=-1', tokens.resident)).json<{ data: TNewsItem[] }>().data;
const residentDocuments = async () =>
  (await call('GET', '/api/files?perPage=-1', tokens.resident)).json<{ data: TPropertyFile[] }>()
    .data;

const newsPayload = (overrides: object = {}) => ({
  title: { fr: 'Coupure d’eau', en: 'Water shut-off' },
  body: { fr: 'Mardi de 9 h à 11 h.', en: 'Tuesday 9 to 11 am.' },
  status: 'in_progress',
  ...overrides,
});

describe('every news and documents route', () => {
  const routes = [
    ['GET', '/api/manage/news?property=1'],
    ['POST', '/api/manage/news?property=1'],
    ['PATCH', '/api/manage/news/1'],
    ['GET', '/api/manage/documents?property=1'],
    ['POST', '/api/manage/documents?property=1'],
    ['PATCH', '/api/manage/documents/1'],
    ['DELETE', '/api/manage/documents/1'],
  ] as const;
  it.each(routes)('%s %s answers 403 to a tenant and 401 to a visitor', async (method, url) => {
    expectError(await call(method, url, tokens.resident, { name: 'x' }), 403, 'forbidden');
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('POST /api/manage/news', () => {
  it('publishes a bilingual item with a photo and a PDF, shown to residents at once', async () => {
    await residentNews(); // a list kept in memory must not hide the new item
    const response = await call(
      'POST',
      `/api/manage/news?property=${ids.jardins}`,
      tokens.manager,
      newsPayload({ imageData: png, documents: [{ name: 'Avis', data: pdf() }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json<TManagedNews>();
    expect(created).toMatchObject({ property: ids.jardins, status: 'in_progress' });
    expect(created.image?.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(created.files).toEqual([
      expect.objectContaining({ name: 'Avis', tag: 'document', mediaType: 'application/pdf' }),
    ]);
    const stored = await t.storage.get(created.files[0]!.url.split('/').pop()!);
    expect(stored).not.toBeNull();

    const seen = (await residentNews()).find((item) => item.id === created.id);
    expect(seen?.title).toEqual({ fr: 'Coupure d’eau', en: 'Water shut-off' });
    expect(seen?.image).toEqual(created.image);
    expect(seen?.files.map((f) => f.url)).toEqual(created.files.map((f) => f.url));
    // A PDF attached to news is not a building document.
    expect((await residentDocuments()).map((d) => d.name)).not.toContain('Avis');
    const [audit] = await auditRowsOf(t.db, 'news', created.id);
    expect(audit).toMatchObject({
      actorId: ids.manager,
      propertyId: ids.jardins,
      action: 'create',
      before: null,
      after: {
        title: { fr: 'Coupure d’eau', en: 'Water shut-off' },
        status: 'in_progress',
        documents: [created.files[0]!.id],
      },
    });
  });

  it('keeps drafts and scheduled items from residents, and lists them for the manager', async () => {
    const later = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const draft = (
      await call('POST', `/api/manage/news?property=${ids.jardins}`, tokens.manager, {
        ...newsPayload({ status: 'draft' }),
        title: { fr: 'Brouillon', en: 'Draft item' },
      })
    ).json<TManagedNews>();
    const scheduled = (
      await call('POST', `/api/manage/news?property=${ids.jardins}`, tokens.manager, {
        ...newsPayload({ publishAt: later }),
        title: { fr: 'Plus tard', en: 'Later item' },
      })
    ).json<TManagedNews>();
    expect(scheduled.publishAt).toBe(later);
    const residentIds = (await residentNews()).map((n) => n.id);
    expect(residentIds).not.toContain(draft.id);
    expect(residentIds).not.toContain(scheduled.id);
    expect((await call('GET', `/api/news/${draft.id}`, tokens.resident)).statusCode).toBe(404);

    const list = await call('GET', `/api/manage/news?property=${ids.jardins}`, tokens.manager);
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ data: TManagedNews[]; count: number }>();
    expect(listed.data[0]!.id).toBe(scheduled.id); // newest publish date first
    expect(listed.data.map((n) => n.id)).toContain(draft.id);
    expect(new Set(listed.data.map((n) => n.status))).toEqual(
      new Set(['draft', 'in_progress', 'archived']),
    );
  });

  it('shows a scheduled item to residents once its date has come, even from a kept list', async () => {
    // Far enough ahead that a slow, shared machine still reads the list before it is due.
    const dueAt = new Date(Date.now() + 4000);
    const scheduled = (
      await call(
        'POST',
        `/api/manage/news?property=${ids.jardins}`,
        tokens.manager,
        newsPayload({ publishAt: dueAt.toISOString() }),
      )
    ).json<TManagedNews>();
    expect((await residentNews()).map((n) => n.id)).not.toContain(scheduled.id);
    await new Promise((resolve) => setTimeout(resolve, dueAt.getTime() - Date.now() + 200));
    expect((await residentNews()).map((n) => n.id)).toContain(scheduled.id);
  });

  it('refuses bad files with a code, writing nothing', async () => {
    const before = await rowCounts();
    const url = `/api/manage/news?property=${ids.jardins}`;
    const withDocument = (data: string) => newsPayload({ documents: [{ name: 'x', data }] });
    expectError(
      await call('POST', url, tokens.manager, withDocument(fakePdf)),
      415,
      'file_type_pdf',
    );
    expectError(await call('POST', url, tokens.manager, withDocument(png)), 415, 'file_type_pdf');
    const huge = `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(DOCUMENT_MAX_BYTES)]).toString('base64')}`;
    expectError(await call('POST', url, tokens.manager, withDocument(huge)), 413, 'file_size');
    expectError(
      await call(
        'POST',
        url,
        tokens.manager,
        newsPayload({ imageData: pdf(), documents: [{ name: 'ok', data: pdf() }] }),
      ),
      415,
      'file_type_image',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 with a code per field', async () => {
    const response = await call(
      'POST',
      `/api/manage/news?property=${ids.jardins}`,
      tokens.manager,
      {
        title: { fr: ' ', en: 'x'.repeat(201) },
        status: 'published',
      },
    );
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.fields).toMatchObject({
      'title.fr': 'required',
      'title.en': 'maxLength',
      body: 'required',
      status: 'invalid_value',
    });
  });

  it('refuses a property the caller does not manage (403) or an unknown one (404)', async () => {
    const before = await rowCounts();
    expectError(
      await call(
        'POST',
        `/api/manage/news?property=${ids.jardins}`,
        tokens.peelManager,
        newsPayload(),
      ),
      403,
      'forbidden',
    );
    expectError(
      await call('POST', '/api/manage/news?property=999999', tokens.manager, newsPayload()),
      404,
      'not_found',
    );
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a news title with a line break (it would add header lines to every mail)', () => {
  it('is refused on create and on edit (400 singleLine), and nothing changes', async () => {
    const created = (
      await call('POST', `/api/manage/news?property=${ids.jardins}`, tokens.manager, newsPayload())
    ).json<TManagedNews>();
    const before = await rowCounts();
    const title = { fr: 'Coupure d’eau\r\nBcc: victim@example.org', en: 'Water\nshut-off' };
    for (const response of [
      await call('POST', `/api/manage/news?property=${ids.jardins}`, tokens.manager, {
        ...newsPayload({ status: 'in_progress' }),
        title,
      }),
      await call('PATCH', `/api/manage/news/${created.id}`, tokens.manager, { title }),
    ]) {
      expectError(response, 400, 'validation_failed');
      expect(response.json().error.fields).toEqual({
        'title.fr': 'singleLine',
        'title.en': 'singleLine',
      });
    }
    expect(await rowCounts()).toEqual(before);
    const [row] = await t.db
      .select({ title: news.title })
      .from(news)
      .where(eq(news.id, created.id));
    expect(row!.title).toEqual(created.title);
  });
});

describe('PATCH /api/manage/news/{id}', () => {
  it('edits, unpublishes (back to draft) and swaps files', async () => {
    const created = (
      await call(
        'POST',
        `/api/manage/news?property=${ids.jardins}`,
        tokens.manager,
        newsPayload({ documents: [{ name: 'Old', data: pdf('old') }] }),
      )
    ).json<TManagedNews>();
    const edited = await call('PATCH', `/api/manage/news/${created.id}`, tokens.manager, {
      title: { fr: 'Modifié', en: 'Edited' },
      imageData: png,
      documents: [{ name: 'New', data: pdf('new') }],
      removeFiles: [created.files[0]!.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const body = edited.json<TManagedNews>();
    expect(body.title.en).toBe('Edited');
    expect(body.body).toEqual(created.body);
    expect(body.files.map((f) => f.name)).toEqual(['New']);
    expect(await t.storage.get(created.files[0]!.url.split('/').pop()!)).toBeNull();
    expect((await residentNews()).find((n) => n.id === created.id)?.title.en).toBe('Edited');

    const unpublished = await call('PATCH', `/api/manage/news/${created.id}`, tokens.manager, {
      status: 'draft',
    });
    expect(unpublished.json<TManagedNews>().status).toBe('draft');
    expect((await residentNews()).map((n) => n.id)).not.toContain(created.id);
    const audit = await auditRowsOf(t.db, 'news', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]).toMatchObject({
      actorId: ids.manager,
      before: { title: newsPayload().title, imageFileId: null, removedDocuments: [] },
      after: {
        title: { fr: 'Modifié', en: 'Edited' },
        removedDocuments: [created.files[0]!.id],
        addedDocuments: [body.files[0]!.id],
      },
    });
    expect(audit[2]).toMatchObject({
      before: { status: 'in_progress' },
      after: { status: 'draft' },
    });
  });

  it("refuses another building's item (403, unchanged) and an unknown one (404)", async () => {
    const created = (
      await call('POST', `/api/manage/news?property=${ids.jardins}`, tokens.manager, newsPayload())
    ).json<TManagedNews>();
    expectError(
      await call('PATCH', `/api/manage/news/${created.id}`, tokens.peelManager, {
        status: 'draft',
      }),
      403,
      'forbidden',
    );
    expect((await residentNews()).map((n) => n.id)).toContain(created.id);
    expect((await auditRowsOf(t.db, 'news', created.id)).map((row) => row.action)).toEqual([
      'create',
    ]);
    expectError(
      await call('PATCH', '/api/manage/news/999999', tokens.manager, { status: 'draft' }),
      404,
      'not_found',
    );
  });
});

describe('/api/manage/documents', () => {
  const upload = (data: string, name = 'Règlement', token = tokens.manager) =>
    call('POST', `/api/manage/documents?property=${ids.jardins}`, token, { name, data });

  it('uploads a PDF or an image, renames and deletes, each seen by residents at once', async () => {
    const created = await upload(pdf('rules'));
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json<TManagedDocument>();
    expect(doc).toMatchObject({
      name: 'Règlement',
      extension: 'pdf',
      mediaType: 'application/pdf',
    });
    expect((await residentDocuments()).find((d) => d.id === doc.id)?.name).toBe('Règlement');

    const image = (await upload(png, 'Plan')).json<TManagedDocument>();
    expect(image).toMatchObject({ extension: 'png', mediaType: 'image/png' });

    const list = await call('GET', `/api/manage/documents?property=${ids.jardins}`, tokens.manager);
    expect(
      list
        .json<{ data: TManagedDocument[] }>()
        .data.map((d) => d.id)
        .slice(0, 2),
    ).toEqual([image.id, doc.id]);

    const renamed = await call('PATCH', `/api/manage/documents/${doc.id}`, tokens.manager, {
      name: ' Règles 2025 ',
    });
    expect(renamed.json<TManagedDocument>().name).toBe('Règles 2025');
    expect((await residentDocuments()).find((d) => d.id === doc.id)?.name).toBe('Règles 2025');

    const deleted = await call('DELETE', `/api/manage/documents/${doc.id}`, tokens.manager);
    expect(deleted.statusCode).toBe(204);
    expect((await residentDocuments()).map((d) => d.id)).not.toContain(doc.id);
    expectError(
      await call('DELETE', `/api/manage/documents/${doc.id}`, tokens.manager),
      404,
      'not_found',
    );
    const audit = await auditRowsOf(t.db, 'document', doc.id);
    expect(audit).toMatchObject([
      {
        actorId: ids.manager,
        propertyId: ids.jardins,
        action: 'upload',
        before: null,
        after: { name: 'Règlement' },
      },
      { action: 'rename', before: { name: 'Règlement' }, after: { name: 'Règles 2025' } },
      { action: 'delete', before: { name: 'Règles 2025' }, after: null },
    ]);
  });

  it('refuses fake, oversized or missing files with a code, writing nothing', async () => {
    const before = await rowCounts();
    expectError(await upload(fakePdf), 415, 'file_type_document');
    const huge = `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(DOCUMENT_MAX_BYTES)]).toString('base64')}`;
    expectError(await upload(huge), 413, 'file_size');
    const missing = await call(
      'POST',
      `/api/manage/documents?property=${ids.jardins}`,
      tokens.manager,
      { name: '' },
    );
    expectError(missing, 400, 'validation_failed');
    expect(missing.json().error.fields).toMatchObject({ name: 'required', data: 'required' });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses another building's documents (403, unchanged)", async () => {
    const doc = (await upload(pdf('mine'), 'Mine')).json<TManagedDocument>();
    expectError(await upload(pdf(), 'x', tokens.peelManager), 403, 'forbidden');
    expectError(
      await call('PATCH', `/api/manage/documents/${doc.id}`, tokens.peelManager, {
        name: 'Theirs',
      }),
      403,
      'forbidden',
    );
    expectError(
      await call('DELETE', `/api/manage/documents/${doc.id}`, tokens.peelManager),
      403,
      'forbidden',
    );
    expect((await residentDocuments()).find((d) => d.id === doc.id)?.name).toBe('Mine');
    expect((await auditRowsOf(t.db, 'document', doc.id)).map((row) => row.action)).toEqual([
      'upload',
    ]);
  });
});
