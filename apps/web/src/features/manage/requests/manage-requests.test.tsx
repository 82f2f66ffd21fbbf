import {
  managerNextStatuses,
  type TManagedRequest,
  type TManagedRequestListItem,
  type TRequestStatus,
} from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const propertiesRoute = { status: 200, body: { data: properties, count: properties.length } };
const DAY_MS = 86_400_000;

const listItem = (overrides: Partial<TManagedRequestListItem> = {}): TManagedRequestListItem => ({
  id: 42,
  number: '0000042',
  title: 'Robinet qui fuit',
  status: 'pending',
  emergency: false,
  createdAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  updatedAt: new Date().toISOString(),
  author: { id: 7, firstName: 'Camille', lastName: 'Roy' },
  unit: '204',
  category: { id: 3, name: { fr: 'Robinet', en: 'Faucet' } },
  ...overrides,
});

function aRequest(
  status: TRequestStatus,
  overrides: Partial<TManagedRequest> = {},
): TManagedRequest {
  return {
    ...listItem({ status }),
    unit: { id: 1, number: '204' },
    property: { id: 1, name: 'Carré Peel', address: { full: '', city: '', state: '', zip: '' } },
    phoneNumber: '514 555 0123',
    body: 'Le robinet goutte.',
    animal: false,
    canAccessIfAbsent: true,
    alarm: false,
    category: 3,
    categoryTree: [
      { id: 1, name: { fr: 'Plomberie', en: 'Plumbing' } },
      { id: 3, name: { fr: 'Robinet', en: 'Faucet' } },
    ],
    image: { url: '/api/files/photo.jpg?sig=x' },
    decisionNote: null,
    decisionAt: null,
    alarmCode: null,
    discussion: [],
    nextStatuses: managerNextStatuses(status),
    ...overrides,
  };
}

describe('/manage/requests', () => {
  it('sends the filters and order of the address to the server and shows urgency and age', async () => {
    let sent = new URLSearchParams();
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/request_categories': { status: 200, body: { data: [], count: 0 } },
      'GET /api/manage/requests': ({ url }) => {
        sent = url.searchParams;
        const urgent = url.searchParams.get('urgent') === 'true';
        const data = [listItem({ emergency: true, title: 'Dégât d’eau' })].filter(
          (row) => !urgent || row.emergency,
        );
        return { status: 200, body: { data, count: data.length } };
      },
    });
    renderApp({ path: '/manage/requests?urgent=true&sort=oldest', session: managerSession });
    const title = await screen.findByText('Dégât d’eau');
    const row = title.closest('li')!;
    expect(within(row).getByText('Urgent')).toBeVisible();
    expect(within(row).getByText('3 days ago')).toBeVisible();
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/manage/requests/42');
    expect(sent.get('urgent')).toBe('true');
    expect(sent.get('status')).toBe('open');
    expect(sent.get('sort')).toBe('oldest');
    expect(screen.getByRole('checkbox', { name: 'Urgent only' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Order' })).toHaveValue('Oldest first');
  });

  it('says so when no request matches', async () => {
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/request_categories': { status: 200, body: { data: [], count: 0 } },
      'GET /api/manage/requests': { status: 200, body: { data: [], count: 0 } },
    });
    renderApp({ path: '/manage/requests?status=done', session: managerSession });
    expect(await screen.findByText('No request matches these filters.')).toBeVisible();
  });
});

describe('/manage/requests/:id', () => {
  /** A server holding one request that moves and takes replies like the real one. */
  function requestApi(options: { start: TRequestStatus; conflictOnStatus?: boolean }) {
    let request = aRequest(options.start);
    const answer = () => ({ status: 200, body: request });
    return mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/dashboard': { status: 404, body: {} },
      'GET /api/manage/requests/42': answer,
      'POST /api/manage/requests/42/status': ({ body }) => {
        if (options.conflictOnStatus) return apiError(409, 'conflict');
        const status = (body as { status: TRequestStatus }).status;
        request = { ...request, status, nextStatuses: managerNextStatuses(status) };
        return answer();
      },
      'POST /api/manage/requests/42/messages': ({ body }) => {
        const msg = (body as { reply: string }).reply;
        const message = {
          id: 1,
          user: { id: 9, firstName: 'Marc', lastName: 'Bouchard' },
          from: 'manager' as const,
          msg,
          createdAt: new Date().toISOString(),
        };
        request = { ...request, discussion: [...request.discussion, message] };
        return answer();
      },
    });
  }

  it('moves the request one step at a time, then replies in the thread', async () => {
    const api = requestApi({ start: 'pending' });
    renderApp({ path: '/manage/requests/42', session: managerSession });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Robinet qui fuit' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo sent with the request' })).toHaveAttribute(
      'src',
      '/api/files/photo.jpg?sig=x',
    );
    expect(screen.getByText('Plumbing › Faucet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start the work' }));
    const reply = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(reply, 'Le plombier passe demain.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Le plombier passe demain.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText('This request is closed: no further step.')).toBeVisible();

    const posted = api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);
    expect(posted).toEqual([
      ['/api/manage/requests/42/status', { status: 'in_progress' }],
      ['/api/manage/requests/42/messages', { reply: 'Le plombier passe demain.' }],
      ['/api/manage/requests/42/status', { status: 'completed' }],
    ]);
  });

  it('says when the request changed meanwhile and reads it again', async () => {
    const api = requestApi({ start: 'pending', conflictOnStatus: true });
    renderApp({ path: '/manage/requests/42', session: managerSession });
    const reads = () => api.calls.filter((c) => c.path === '/api/manage/requests/42').length;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start the work' }));
    expect(await screen.findByText(/changed in the meantime/)).toBeVisible();
    await waitFor(() => expect(reads()).toBeGreaterThan(1));
  });
});
