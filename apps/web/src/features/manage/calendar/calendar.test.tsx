import { localDateOf, type TBuildingBooking } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const zone = 'America/Toronto';
const today = localDateOf(new Date(), zone);
const at = (hour: number) => {
  const probe = new Date(`${today}T12:00:00Z`);
  const offset =
    probe.getTime() - new Date(probe.toLocaleString('en-US', { timeZone: zone })).getTime();
  return new Date(Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00Z`) + offset);
};

const booking = (overrides: Partial<TBuildingBooking>): TBuildingBooking => ({
  id: 1,
  start: at(9).toISOString(),
  end: at(10).toISOString(),
  service: { id: 4, name: { fr: 'Salle de réception', en: 'Party room' } },
  what: { fr: 'Salle A', en: 'Room A' },
  resident: { id: 7, firstName: 'Camille', lastName: 'Tremblay' },
  unit: { id: 3, number: '204' },
  status: 'active',
  ...overrides,
});

const bookings = [
  booking({ id: 1 }),
  booking({
    id: 2,
    start: at(14).toISOString(),
    end: at(15).toISOString(),
    service: { id: 5, name: { fr: 'Gym', en: 'Gym' } },
    what: null,
    resident: { id: 8, firstName: 'Alex', lastName: 'Martin' },
    unit: { id: 4, number: '310' },
    status: 'cancelled',
  }),
];

function mockConsole() {
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/bookings': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const data = bookings.filter((b) =>
        `${b.resident.firstName} ${b.resident.lastName} ${b.unit?.number}`
          .toLowerCase()
          .includes(q),
      );
      return { status: 200, body: { data, count: data.length, timeZone: zone } };
    },
  });
}

describe('/manage/calendar', () => {
  it('shows the day of every service: time, resident, unit, status, a link to the service', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/calendar', session: managerSession });
    const party = await screen.findByRole('listitem', { name: 'Party room · Camille Tremblay' });
    expect(within(party).getByText('09:00–10:00 · Camille Tremblay')).toBeVisible();
    expect(within(party).getByText('Unit 204 · Room A')).toBeVisible();
    expect(within(party).getByText('Active')).toBeVisible();
    expect(within(party).getByRole('link', { name: 'Bookings of Party room' })).toHaveAttribute(
      'href',
      '/manage/services/4/bookings',
    );
    const gym = screen.getByRole('listitem', { name: 'Gym · Alex Martin' });
    expect(within(gym).getByText('Cancelled')).toBeVisible();
    expect(screen.getByText('2 bookings')).toBeVisible();
    const first = api.calls.find((c) => c.path === '/api/manage/bookings');
    expect(first).toBeDefined();
  });

  it('shows the week from Monday in one request, and finds a resident', async () => {
    const api = mockConsole();
    renderApp({ path: '/manage/calendar', session: managerSession });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Gym · Alex Martin' });
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7));
    const reads = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/manage/bookings');
    const week = reads.at(-1)!;
    const from = week.searchParams.get('from')!;
    expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.searchParams.get('to')).not.toBe(from);

    await user.type(screen.getByRole('searchbox', { name: "Find a resident's bookings" }), '310');
    expect(await screen.findByText('1 booking found')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Party room · Camille Tremblay' })).toBeNull();
  });
});
