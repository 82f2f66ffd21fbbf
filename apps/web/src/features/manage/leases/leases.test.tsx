import type { TManagedLease } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const lease204: TManagedLease = {
  id: 5,
  property: 1,
  unit: { id: 3, number: '204' },
  startAt: '2025-07-01',
  endAt: '2027-06-30',
  earlyCancelAt: null,
  cancelNote: null,
  paymentNumber: 'JSL-204-2025',
  rent: 148_500,
  currency: 'CAD',
  state: 'in_force',
  people: [
    {
      id: 7,
      firstName: 'Camille',
      lastName: 'Tremblay',
      email: 'resident@example.com',
      signed: true,
      deactivated: false,
    },
    {
      id: 8,
      firstName: 'Olivier',
      lastName: 'Gagnon',
      email: 'cotenant@example.com',
      signed: false,
      deactivated: false,
    },
  ],
};

const units = [
  { id: 3, number: '204', retiredAt: null, leases: 1 },
  { id: 4, number: '305', retiredAt: null, leases: 0 },
];

function mockConsole(routes: Parameters<typeof mockApi>[0] = {}) {
  let lease = lease204;
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/properties/1/units': { status: 200, body: { data: units, count: 2 } },
    'GET /api/manage/leases': ({ url }) => {
      const state = url.searchParams.get('state');
      const data = state && state !== lease.state ? [] : [lease];
      return { status: 200, body: { data, count: data.length } };
    },
    'GET /api/manage/leases/5': () => ({ status: 200, body: lease }),
    'GET /api/manage/residents': { status: 200, body: { data: [], count: 0 } },
    'PATCH /api/manage/leases/5': ({ body }) => {
      lease = { ...lease, ...(body as { rent: number }) };
      return { status: 200, body: lease };
    },
    ...routes,
  });
}

describe('/manage/leases', () => {
  it('lists the leases with unit, state, dates, rent and people; filters by state', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/leases', session: managerSession });
    const card = await screen.findByRole('listitem', { name: 'Unit 204' });
    expect(within(card).getByText('In force')).toBeVisible();
    expect(within(card).getByText(/From 2025-07-01 to 2027-06-30/)).toBeVisible();
    expect(within(card).getByText(/\$1,485\.00/)).toBeVisible();
    expect(
      within(card).getByText('Camille Tremblay, Olivier Gagnon (Co-tenant, not a signer)'),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the lease of unit 204' })).toHaveAttribute(
      'href',
      '/manage/leases/5',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Ended' }));
    expect(await screen.findByText('No lease matches.')).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/manage/leases')).toBe(true);
  });

  it('checks a new lease with the shared rules before sending it', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/leases', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a lease' }));
    const start = await screen.findByLabelText(/^Start/);
    await user.clear(start);
    await user.type(start, '2026-07-01');
    await user.type(screen.getByLabelText(/^End/), '2026-06-01');
    await user.type(screen.getByLabelText(/^Monthly rent/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create the lease' }));
    expect(await screen.findByText('The end must be on or after the start.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('/manage/leases/:id', () => {
  it('edits the rent in dollars: the API gets cents', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/leases/5', session: managerSession });
    const rent = await screen.findByLabelText(/^Monthly rent/);
    expect(rent).toHaveValue('1485.00');
    const user = userEvent.setup();
    await user.clear(rent);
    await user.type(rent, '1 525,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The lease is saved.')).toBeVisible();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ rent: 152_550, paymentNumber: 'JSL-204-2025' });
    await waitFor(() => expect(screen.getByText(/Rent: \$1,525\.50/)).toBeVisible());
  });

  it('says why the last signer stays (409 lease_last_signer)', async () => {
    mockConsole({
      'DELETE /api/manage/leases/5/people/7': {
        status: 409,
        body: {
          error: {
            code: 'lease_last_signer',
            message: 'A lease in force keeps at least one signer',
            fields: { user: 'last_signer' },
          },
        },
      },
    });
    renderApp({ path: '/manage/leases/5', session: managerSession });
    const user = userEvent.setup();
    const camille = await screen.findByRole('listitem', { name: 'Camille Tremblay' });
    expect(within(camille).getByText('Signer')).toBeVisible();
    await user.click(
      within(camille).getByRole('button', { name: 'Remove Camille Tremblay from the lease' }),
    );
    expect(
      await screen.findByText('A lease in force keeps at least one signer: add another one first.'),
    ).toBeVisible();
  });

  it('invites a new person; an address already used shows on its field', async () => {
    const api = mockConsole({
      'POST /api/manage/leases/5/invitations': {
        status: 409,
        body: {
          error: {
            code: 'email_already_used',
            message: 'This e-mail address is already used by an account.',
            fields: { email: 'taken' },
          },
        },
      },
    });
    renderApp({ path: '/manage/leases/5', session: managerSession });
    const user = userEvent.setup();
    const form = (await screen.findByRole('heading', { name: 'Invite a new person' })).closest(
      'form',
    )!;
    await user.type(within(form).getByLabelText(/^E-mail/), 'lea@example.com');
    await user.type(within(form).getByLabelText(/^First name/), 'Léa');
    await user.type(within(form).getByLabelText(/^Last name/), 'Roy');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(
      await within(form).findByText('This e-mail is already used by an account.'),
    ).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'lea@example.com',
      firstName: 'Léa',
      lastName: 'Roy',
      signed: true,
    });
  });
});
