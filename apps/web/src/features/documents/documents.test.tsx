import type { TPropertyFile } from '@habitat/shared';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/setup';
import { tenant } from '@/test/fixtures';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp, tenantSession } from '@/test/render';
import { downloadName, fileKind, formatFileSize } from './file-format';

const rules: TPropertyFile = {
  id: 66,
  name: 'Building rules',
  url: '/uploads/rules.pdf',
  createdAt: '2025-10-18T02:21:48Z',
  mediaType: 'application/pdf',
  extension: 'pdf',
  size: 5062,
};
const unnamed: TPropertyFile = {
  ...rules,
  id: 69,
  name: null,
  url: '/uploads/unnamed.xlsx',
  createdAt: '2026-11-07T15:00:00Z',
  extension: 'xlsx',
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 2_400_000,
};

/** A reply, or a function answering each call. */
type TRouteReply = Parameters<typeof mockApi>[0][string];

function residentApi(files: TRouteReply) {
  return mockApi({
    'GET /api/me': { status: 200, body: tenant },
    'GET /api/properties/2': {
      status: 200,
      body: { id: 2, timeZone: 'America/Toronto', address: { full: '' } },
    },
    'GET /api/files': files,
  });
}

const listReply = (files: TPropertyFile[]): TMockReply => ({
  status: 200,
  body: { data: files, count: files.length },
});

describe('documents (docs/product.md: Screens)', () => {
  it('lists each file with its name, date and time (building zone), format and a download link', async () => {
    const api = residentApi(listReply([unnamed, rules]));
    renderApp({ path: '/documents', session: tenantSession });
    const main = await screen.findByRole('main');
    const rows = await within(main).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];

    expect(within(second).getByText('Building rules')).toBeInTheDocument();
    expect(second).toHaveTextContent('17/10/2025 - 22:21 · PDF · 5 kB');
    const download = within(second).getByRole('link', { name: 'Download Building rules' });
    expect(download).toHaveAttribute('href', '/uploads/rules.pdf');
    expect(download).toHaveAttribute('download', 'Building rules.pdf');

    // A file without a name gets a label of its own.
    expect(within(first).getByText('document without name')).toBeInTheDocument();
    expect(first).toHaveTextContent('07/11/2026 - 10:00 · XLSX · 2.3 MB');
    expect(
      within(first).getByRole('link', { name: 'Download document without name' }),
    ).toHaveAttribute('href', '/uploads/unnamed.xlsx');

    const url = api.fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .find((candidate) => candidate.pathname === '/api/files');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      organization: '1',
      perPage: '-1',
    });
  });

  it('says "document sans nom" in French', async () => {
    residentApi(listReply([unnamed]));
    renderApp({ path: '/documents', session: tenantSession });
    await screen.findByText('document without name');
    await setLocale('fr');
    expect(await screen.findByText('document sans nom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger document sans nom' })).toBeInTheDocument();
  });

  it('says so when there is no document', async () => {
    residentApi(listReply([]));
    renderApp({ path: '/documents', session: tenantSession });
    expect(await screen.findByText('There are no documents for now.')).toBeInTheDocument();
  });

  it('explains a connection failure and retries', async () => {
    let fail = true;
    const user = userEvent.setup();
    residentApi(() => (fail ? 'network-error' : listReply([rules])));
    renderApp({ path: '/documents', session: tenantSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We were unable to connect to our system. Please try again later.',
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Building rules')).toBeInTheDocument();
  });

  it('is for signed-in users only', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/documents' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('file format', () => {
  it('picks the kind by extension, else by media type', () => {
    expect(fileKind({ extension: 'pdf', mediaType: '' })).toBe('pdf');
    expect(fileKind({ extension: 'DOCX', mediaType: '' })).toBe('document');
    expect(fileKind({ extension: 'xlsx', mediaType: '' })).toBe('spreadsheet');
    expect(fileKind({ extension: 'jpg', mediaType: '' })).toBe('image');
    expect(fileKind({ extension: '', mediaType: 'image/webp' })).toBe('image');
    expect(fileKind({ extension: 'bin', mediaType: 'application/octet-stream' })).toBe('other');
  });

  it('writes sizes per locale and safe download names', () => {
    expect(formatFileSize(5062, 'en')).toBe('5 kB');
    expect(formatFileSize(2_400_000, 'fr')).toBe('2,3\u202fMo');
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(downloadName('Avis / Notice: 2026', 'pdf')).toBe('Avis - Notice- 2026.pdf');
  });
});
