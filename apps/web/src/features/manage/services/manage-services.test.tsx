import type { TManagedService, TManagedServiceCategory } from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, MOBILE_WIDTH, renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const propertiesRoute = { status: 200, body: { data: properties, count: properties.length } };
const CLOSED = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

function aService(overrides: Partial<TManagedService> = {}): TManagedService {
  return {
    id: 7,
    category: 3,
    property: 1,
    name: { fr: 'Piscine', en: 'Pool' },
    description: { fr: '', en: '' },
    active: true,
    icon: null,
    hours: { ...CLOSED, monday: [{ from: '08:00', to: '12:00' }] },
    link: null,
    externalLinks: [],
    phoneNumber: null,
    email: null,
    maxActiveBookingsPerUser: null,
    maxActiveBookingsPerUnit: null,
    availableOnlyForUserSignedOnLease: false,
    showAvailableSchedulesForDate: false,
    images: [],
    documents: [],
    ...overrides,
  };
}

const categories: TManagedServiceCategory[] = [
  {
    id: 3,
    property: 1,
    name: { fr: 'Sports', en: 'Sports' },
    position: 10,
    deleted: false,
    editable: true,
    services: [
      { id: 7, name: { fr: 'Piscine', en: 'Pool' }, active: true, icon: null },
      { id: 8, name: { fr: 'Sauna', en: 'Sauna' }, active: false, icon: null },
    ],
  },
  {
    id: 4,
    property: null,
    name: { fr: 'Siège', en: 'Head office' },
    position: 5,
    deleted: false,
    editable: false,
    services: [{ id: 9, name: { fr: 'Urgences', en: 'Emergencies' }, active: true, icon: null }],
  },
];
const listRoute = { status: 200, body: { data: categories, count: categories.length } };

describe('/manage/services', () => {
  it('lists categories with active badges; organization-wide ones are read-only', async () => {
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/service-categories': listRoute,
    });
    renderApp({ path: '/manage/services', session: managerSession, width: MOBILE_WIDTH });
    const sports = (await screen.findByRole('heading', { name: 'Sports' })).closest('section')!;
    const pool = within(sports).getByRole('link', { name: 'Edit Pool' });
    expect(within(pool).getByText('Active')).toBeVisible();
    expect(
      within(within(sports).getByRole('link', { name: 'Edit Sauna' })).getByText('Inactive'),
    ).toBeVisible();
    expect(within(sports).getByRole('button', { name: 'Retire Sports' })).toBeVisible();
    const office = screen.getByRole('heading', { name: 'Head office' }).closest('section')!;
    expect(within(office).getByText('All buildings')).toBeVisible();
    expect(
      within(office).getByText(/only a manager of all its buildings can change it/),
    ).toBeVisible();
    expect(within(office).queryByRole('link')).toBeNull();
    expect(within(office).queryByRole('button')).toBeNull();
  });

  it('lets a manager of every building rename or retire an organization-wide category, not reorder it nor add a service', async () => {
    const editable = categories.map((c) => (c.id === 4 ? { ...c, editable: true } : c));
    mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/service-categories': {
        status: 200,
        body: { data: editable, count: editable.length },
      },
    });
    renderApp({ path: '/manage/services', session: managerSession, width: DESKTOP_WIDTH });
    const office = (await screen.findByRole('heading', { name: 'Head office' })).closest(
      'section',
    )!;
    expect(within(office).getByText(/a change here shows in all of them/)).toBeVisible();
    expect(within(office).getByRole('button', { name: 'Rename Head office' })).toBeVisible();
    expect(within(office).getByRole('button', { name: 'Retire Head office' })).toBeVisible();
    expect(within(office).queryByRole('button', { name: /Move/ })).toBeNull();
    expect(within(office).queryByRole('button', { name: /Add a service/ })).toBeNull();
    expect(within(office).queryByRole('link')).toBeNull();
  });

  it('creates a category with both names, refusing a missing one first', async () => {
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/service-categories': listRoute,
      'POST /api/manage/service-categories': { status: 200, body: { ...categories[0], id: 11 } },
    });
    renderApp({ path: '/manage/services', session: managerSession, width: DESKTOP_WIDTH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByRole('textbox', { name: /French/ }), 'Loisirs');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const english = within(dialog).getByRole('textbox', { name: /English/ });
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(english, 'Leisure');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: { fr: 'Loisirs', en: 'Leisure' },
      }),
    );
  });
});

describe('/manage/services/:id', () => {
  const open = (patch: TMockReply | ((r: { body: unknown }) => TMockReply)) => {
    const api = mockApi({
      'GET /api/manage/properties': propertiesRoute,
      'GET /api/manage/service-categories': listRoute,
      'GET /api/manage/services/7': { status: 200, body: aService() },
      'PATCH /api/manage/services/7': patch,
      'GET /api/manage/audit': { status: 200, body: { data: [], count: 0 } },
    });
    renderApp({ path: '/manage/services/7', session: managerSession, width: DESKTOP_WIDTH });
    return api;
  };

  it('adds a second range to a day and saves split hours, sorted by the shared rule', async () => {
    const api = open(({ body }) => ({
      status: 200,
      body: aService({ hours: (body as TManagedService).hours }),
    }));
    const user = userEvent.setup();
    const hours = (await screen.findByRole('heading', { name: 'Opening hours' })).closest(
      'section',
    )!;
    await user.click(within(hours).getByRole('button', { name: 'Add a range on Monday' }));
    const closes = within(hours).getAllByRole('textbox', { name: 'To' });
    await user.type(closes[1]!, '17:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PATCH')!.body as TManagedService;
    expect(sent.hours.monday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '12:00', to: '17:00' },
    ]);
    expect(screen.getByRole('link', { name: 'Booking set-up' })).toHaveAttribute(
      'href',
      '/manage/services/7/bookings',
    );
  });

  it('shows overlapping and malformed ranges in their fields and sends nothing', async () => {
    const api = open({ status: 200, body: aService() });
    const user = userEvent.setup();
    const hours = (await screen.findByRole('heading', { name: 'Opening hours' })).closest(
      'section',
    )!;
    await user.click(within(hours).getByRole('button', { name: 'Add a range on Tuesday' }));
    await user.click(within(hours).getByRole('button', { name: 'Add a range on Tuesday' }));
    const opens = within(hours).getAllByRole('textbox', { name: 'From' });
    const closes = within(hours).getAllByRole('textbox', { name: 'To' });
    // Monday 08:00-12:00, Tuesday 09:00-17:00 then a second range from 17:00 set to overlap.
    await user.clear(opens[2]!);
    await user.type(opens[2]!, '16:00');
    await user.type(closes[2]!, '9h');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closes[2]).toHaveAttribute('aria-invalid', 'true'));
    expect(closes[2]).toHaveAccessibleDescription('Enter a time as HH:MM (00:00 to 24:00).');
    await user.clear(closes[2]!);
    await user.type(closes[2]!, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(opens[2]).toHaveAttribute('aria-invalid', 'true'));
    expect(opens[2]).toHaveAccessibleDescription('This range overlaps another range of the day.');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('removes a range and shows a server field refusal in its field', async () => {
    const api = open({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'x', fields: { email: 'email' } },
      },
    });
    const user = userEvent.setup();
    const hours = (await screen.findByRole('heading', { name: 'Opening hours' })).closest(
      'section',
    )!;
    await user.click(
      within(hours).getByRole('button', { name: 'Remove the range 08:00–12:00 on Monday' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PATCH')!.body as TManagedService;
    expect(sent.hours.monday).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});
