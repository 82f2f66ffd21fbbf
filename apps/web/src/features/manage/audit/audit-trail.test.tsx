import type { TAuditEntry, TManagedAccountRequest } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const declined: TManagedAccountRequest = {
  id: 7,
  property: 1,
  name: 'Léa Fortin Tremblay',
  address: '1200 rue Peel',
  unit: '305',
  phone: null,
  email: 'lea@example.com',
  note: null,
  createdAt: '2026-05-01T14:00:00Z',
  status: 'declined',
  decidedAt: '2026-05-02T15:00:00Z',
  decidedBy: { id: 3, firstName: 'Marc', lastName: 'Gagnon' },
  declineReason: 'Not a tenant here',
  user: null,
};

const decline: TAuditEntry = {
  id: 90,
  action: 'decline',
  actor: { id: 3, firstName: 'Marc', lastName: 'Gagnon' },
  at: '2026-05-02T15:00:00Z',
  before: { status: 'pending', declineReason: null },
  after: { status: 'declined', declineReason: 'Not a tenant here' },
};

describe('AuditTrail', () => {
  it("loads an item's history only when asked, and shows who changed which field", async () => {
    const api = mockApi({
      'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
      'GET /api/manage/account-requests': { status: 200, body: { data: [declined], count: 1 } },
      'GET /api/manage/audit': ({ url }) =>
        url.searchParams.get('entity') === 'account_request' && url.searchParams.get('id') === '7'
          ? { status: 200, body: { data: [decline], count: 1 } }
          : { status: 200, body: { data: [], count: 0 } },
    });
    renderApp({ path: '/manage/accounts?status=declined', session: managerSession });
    const card = await screen.findByRole('article', { name: 'Léa Fortin Tremblay' });
    const show = within(card).getByRole('button', { name: 'Show history' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls.some((call) => call.path === '/api/manage/audit')).toBe(false);

    await userEvent.setup().click(show);
    const history = within(card).getByRole('group', {
      name: 'Change history Léa Fortin Tremblay',
    });
    // Shown once loaded and once the region has started to unfold.
    const marc = await within(history).findByText(/Marc Gagnon/);
    await waitFor(() => expect(marc).toBeVisible());
    // The action, and the status in words (never the raw 'declined').
    expect(within(history).getAllByText('Declined')).toHaveLength(2);
    const status = within(history).getByRole('row', { name: /Status/ });
    expect(within(status).getByText('Pending')).toBeVisible();
    expect(within(status).getByText('Declined')).toBeVisible();
    const row = within(history).getByRole('row', { name: /Reason declined/ });
    expect(within(row).getByText('—')).toBeVisible();
    expect(within(row).getByText('Not a tenant here')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Hide history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('calls the comment residents read what it is, and says opening hours in words', async () => {
    const comment: TAuditEntry = {
      id: 91,
      action: 'comment',
      actor: { id: 3, firstName: 'Marc', lastName: 'Gagnon' },
      at: '2026-05-02T15:00:00Z',
      before: { status: 'in_progress', decisionNote: null },
      after: { status: 'in_progress', decisionNote: 'We come Tuesday' },
    };
    mockApi({
      'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
      'GET /api/manage/account-requests': { status: 200, body: { data: [declined], count: 1 } },
      'GET /api/manage/audit': { status: 200, body: { data: [comment], count: 1 } },
    });
    renderApp({ path: '/manage/accounts?status=declined', session: managerSession });
    const card = await screen.findByRole('article', { name: 'Léa Fortin Tremblay' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show history' }));
    const history = within(card).getByRole('group', {
      name: 'Change history Léa Fortin Tremblay',
    });
    // The action and the field both say it.
    expect(await within(history).findAllByText('Comment to the resident')).toHaveLength(2);
    // Found once the region has unfolded (hidden rows have no role).
    const row = await within(history).findByRole('row', { name: /Comment to the resident/ });
    expect(within(row).getByText('We come Tuesday')).toBeInTheDocument();
    expect(within(history).queryByText(/internal/i)).toBeNull();
  });
});
