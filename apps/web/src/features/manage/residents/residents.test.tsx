import type { TManagedResident } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const camille: TManagedResident = {
  id: 7,
  email: 'resident@example.com',
  firstName: 'Camille',
  lastName: 'Tremblay',
  phone: '(514) 555-0123',
  deactivatedAt: null,
  unit: { id: 3, number: '204' },
  lease: {
    id: 5,
    startAt: '2025-07-01',
    endAt: '2027-06-30',
    earlyCancelAt: null,
    rent: 148_500,
    paymentNumber: 'JSL-204-2025',
    signed: true,
    inForce: true,
  },
};

function mockConsole() {
  let resident = camille;
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/residents': ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      const data = 'camille tremblay 204'.includes(q.toLowerCase()) ? [resident] : [];
      return { status: 200, body: { data, count: data.length } };
    },
    'POST /api/manage/residents/7/deactivate': () => {
      resident = { ...resident, deactivatedAt: '2026-11-26T19:00:00Z' };
      return { status: 200, body: { id: 7, deactivatedAt: resident.deactivatedAt } };
    },
  });
}

describe('/manage/residents', () => {
  it('lists residents with unit and lease, and searches', async () => {
    mockConsole();
    renderApp({ path: '/manage/residents', session: managerSession });
    const card = await screen.findByRole('listitem', { name: 'Camille Tremblay' });
    expect(within(card).getByText(/Unit 204/)).toBeVisible();
    expect(within(card).getByText(/resident@example.com/)).toBeVisible();
    expect(screen.getByText('1 resident')).toBeVisible();

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No resident matches this search.')).toBeVisible();
  });

  it('deactivates after asking: the card says so', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/residents', session: managerSession });
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Camille Tremblay' });
    await user.click(
      within(card).getByRole('button', { name: 'Deactivate the account of Camille Tremblay' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the account' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The account is deactivated.')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Reactivate the account of Camille Tremblay' }),
      ).toBeVisible(),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/manage/residents/7/deactivate',
    );
  });
});
