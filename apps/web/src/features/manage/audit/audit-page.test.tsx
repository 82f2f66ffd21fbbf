import type { TAuditLogEntry, TAuditLogResponse } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const marc = { id: 3, firstName: 'Marc', lastName: 'Gagnon' };
const julie = { id: 4, firstName: 'Julie', lastName: 'Roy' };

const entries: TAuditLogEntry[] = [
  {
    id: 92,
    entity: 'service',
    entityId: 12,
    action: 'update',
    actor: julie,
    at: '2026-05-03T15:00:00Z',
    before: { hours: { monday: [{ from: '09:00', to: '17:00' }] } },
    after: { hours: { monday: [{ from: '10:00', to: '18:00' }], saturday: [] } },
  },
  {
    id: 91,
    entity: 'request',
    entityId: 41,
    action: 'status',
    actor: marc,
    at: '2026-05-02T15:00:00Z',
    before: { status: 'pending' },
    after: { status: 'in_progress' },
  },
];

function mockHistory() {
  const reads: URLSearchParams[] = [];
  const exports: { query: URLSearchParams; headers: Headers }[] = [];
  mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/audit-log.csv': ({ url, headers }) => {
      exports.push({ query: url.searchParams, headers });
      return { status: 200, body: 'csv' };
    },
    'GET /api/manage/audit-log': ({ url }): { status: number; body: TAuditLogResponse } => {
      reads.push(url.searchParams);
      const actor = url.searchParams.get('actor');
      const entity = url.searchParams.get('entity');
      const data = entries.filter(
        (entry) =>
          (!actor || String(entry.actor.id) === actor) && (!entity || entry.entity === entity),
      );
      return { status: 200, body: { data, count: data.length, actors: [julie, marc] } };
    },
  });
  return { reads, exports };
}

describe('/manage/audit', () => {
  it("shows the building's changes with their item, statuses and hours in words", async () => {
    mockHistory();
    renderApp({ path: '/manage/audit', session: managerSession });
    const list = await screen.findByRole('region', { name: 'Changes' });
    expect(await within(list).findByText('2 changes')).toBeVisible();
    expect(within(list).getByText(/Request no\. 41/)).toBeVisible();
    expect(within(list).getByText(/Service no\. 12/)).toBeVisible();
    const status = within(list).getByRole('row', { name: /Status/ });
    expect(within(status).getByText('Pending')).toBeVisible();
    expect(within(status).getByText('In progress')).toBeVisible();
    const hours = within(list).getByRole('row', { name: /Opening hours/ });
    expect(within(hours).getByText('Mon 09:00–17:00')).toBeVisible();
    expect(within(hours).getByText('Mon 10:00–18:00')).toBeVisible();
    expect(list.textContent).not.toContain('{');
  });

  it('filters by person and item type, sending them to the server', async () => {
    const api = mockHistory();
    renderApp({ path: '/manage/audit', session: managerSession });
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Changes' });
    await within(list).findByText('2 changes');
    await user.click(screen.getByRole('textbox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Marc Gagnon' }));
    await waitFor(() => expect(within(list).getByText('1 change')).toBeVisible());
    expect(within(list).queryByText(/Service no\. 12/)).toBeNull();
    const last = api.reads.at(-1);
    expect(last?.get('actor')).toBe('3');
    expect(last?.get('property')).toBe('1');

    expect(screen.getByRole('textbox', { name: 'Item number' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Item' }));
    await user.click(await screen.findByRole('option', { name: 'Service' }));
    await waitFor(() =>
      expect(within(list).getByText('No change matches these filters.')).toBeVisible(),
    );
    expect(screen.getByRole('textbox', { name: 'Item number' })).toBeEnabled();
  });

  it('exports the filtered history as a CSV file', async () => {
    const api = mockHistory();
    const created = vi.fn(() => 'blob:history');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    renderApp({ path: '/manage/audit', session: managerSession });
    const user = userEvent.setup();
    await screen.findByText('2 changes');
    await user.click(screen.getByRole('button', { name: 'Export (CSV)' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const [sent] = api.exports;
    expect(sent?.query.get('property')).toBe('1');
    expect(sent?.query.get('locale')).toBe('en');
    expect(sent?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
