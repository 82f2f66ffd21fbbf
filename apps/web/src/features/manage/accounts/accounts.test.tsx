import type { TManagedAccountRequest } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, type TMockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const propertiesRoute = { status: 200, body: { data: properties, count: properties.length } };
const units = [
  { id: 31, number: '101' },
  { id: 32, number: '305' },
];

function aRequest(overrides: Partial<TManagedAccountRequest> = {}): TManagedAccountRequest {
  return {
    id: 7,
    property: 1,
    name: 'Léa Fortin Tremblay',
    address: '1200 rue Peel',
    unit: '305',
    phone: '(514) 555-0199',
    email: 'lea@example.com',
    note: 'Arrivée le 1er juillet',
    createdAt: '2026-05-01T14:00:00Z',
    status: 'pending',
    decidedAt: null,
    decidedBy: null,
    declineReason: null,
    user: null,
    ...overrides,
  };
}

const approved = (request: TManagedAccountRequest) => ({
  status: 200,
  body: { ...request, status: 'approved', user: { id: 50, email: 'lea@example.com' } },
});

function mockConsole(
  request: TManagedAccountRequest,
  approveReply: TMockReply = approved(request),
) {
  return mockApi({
    'GET /api/manage/properties': propertiesRoute,
    'GET /api/manage/account-requests': { status: 200, body: { data: [request], count: 1 } },
    'GET /api/manage/units': { status: 200, body: { data: units, count: units.length } },
    'POST /api/manage/account-requests/7/approve': approveReply,
    'POST /api/manage/account-requests/7/decline': {
      status: 200,
      body: { ...request, status: 'declined', declineReason: 'x' },
    },
  });
}

describe('/manage/accounts', () => {
  it("shows a pending request's details and approves it with the unit it names", async () => {
    const api = mockConsole(aRequest());
    renderApp({ path: '/manage/accounts', session: managerSession });
    const card = await screen.findByRole('article', { name: 'Léa Fortin Tremblay' });
    for (const text of ['1200 rue Peel', '305', '(514) 555-0199', 'lea@example.com']) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the account request' });
    // The form shows once the building's units are loaded.
    expect(await within(dialog).findByLabelText(/^First name/)).toHaveValue('Léa');
    expect(within(dialog).getByLabelText(/^Last name/)).toHaveValue('Fortin Tremblay');
    await user.click(within(dialog).getByLabelText(/^Lease signer/));
    await user.click(within(dialog).getByRole('button', { name: 'Create the account and invite' }));

    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/manage/account-requests/7/approve')).toBe(true),
    );
    const sent = api.calls.find((c) => c.path === '/api/manage/account-requests/7/approve');
    expect(sent?.body).toMatchObject({
      unit: 32,
      signer: false,
      firstName: 'Léa',
      lastName: 'Fortin Tremblay',
      email: 'lea@example.com',
      leaseStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await screen.findByText(/invitation is sent to lea@example.com/)).toBeVisible();
  });

  it('requires an e-mail when the request has none, and shows an address already used', async () => {
    const api = mockConsole(aRequest({ email: null }), apiError(409, 'email_already_used'));
    renderApp({ path: '/manage/accounts', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the account request' });
    const submit = await within(dialog).findByRole('button', {
      name: 'Create the account and invite',
    });
    await user.click(submit);
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^E-mail/), 'taken@example.com');
    await user.click(submit);
    expect(await within(dialog).findByText(/already used/i)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Approve the account request' })).toBeVisible();
  });

  it('declines only with a reason', async () => {
    const api = mockConsole(aRequest());
    renderApp({ path: '/manage/accounts', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the account request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Not a tenant here');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => {
      const sent = api.calls.find((c) => c.path === '/api/manage/account-requests/7/decline');
      expect(sent?.body).toEqual({ reason: 'Not a tenant here' });
    });
  });

  it('says plainly when the unit asked for does not exist, and adds it and chooses it', async () => {
    const known = [{ id: 31, number: '101' }];
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/account-requests': {
        status: 200,
        body: { data: [aRequest({ unit: ' 512 ' })], count: 1 },
      },
      'GET /api/manage/units': () => ({ status: 200, body: { data: known, count: known.length } }),
      'POST /api/manage/properties/1/units': ({ body }) => {
        known.push({ id: 40, number: (body as { number: string }).number });
        return { status: 201, body: { id: 40, number: '512', retiredAt: null, leases: 0 } };
      },
      'POST /api/manage/account-requests/7/approve': approved(aRequest()),
    });
    renderApp({ path: '/manage/accounts', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the account request' });
    expect(
      await within(dialog).findByText('Unit 512 does not exist in this building yet.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Unit/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add unit 512' }));
    expect(await within(dialog).findByText('Unit 512 is added and chosen.')).toBeVisible();
    expect(api.calls.find((c) => c.path === '/api/manage/properties/1/units')?.body).toEqual({
      number: '512',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Unit/ })).toHaveValue('512'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create the account and invite' }));
    await waitFor(() => {
      const sent = api.calls.find((c) => c.path === '/api/manage/account-requests/7/approve');
      expect(sent?.body).toMatchObject({ unit: 40 });
    });
  });

  it('says when a retired unit holds the number, offering no second add', async () => {
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/account-requests': {
        status: 200,
        body: { data: [aRequest({ unit: '999' })], count: 1 },
      },
      'GET /api/manage/units': { status: 200, body: { data: units, count: units.length } },
      'POST /api/manage/properties/1/units': apiError(409, 'conflict'),
    });
    renderApp({ path: '/manage/accounts', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the account request' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add unit 999' }));
    expect(await within(dialog).findByText(/A retired unit has this number/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Add unit 999' })).toBeNull();
  });

  it('says nothing of a missing unit when the unit asked for exists', async () => {
    mockConsole(aRequest());
    renderApp({ path: '/manage/accounts', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the account request' });
    expect(await within(dialog).findByRole('textbox', { name: /^Unit/ })).toHaveValue('305');
    expect(within(dialog).queryByText(/does not exist/)).toBeNull();
  });
});
