import type {
  TManagedResidentDetail,
  TResidentBooking,
  TResidentRequest,
  TUpdateResidentInput,
} from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const camille: TManagedResidentDetail = {
  id: 7,
  username: 'camille.t',
  email: 'resident@example.com',
  firstName: 'Camille',
  lastName: 'Tremblay',
  phone: '(514) 555-0123',
  deactivatedAt: null,
  leases: [
    {
      id: 5,
      property: { id: 2, name: 'Les Jardins Saint-Laurent' },
      unit: { id: 3, number: '204' },
      startAt: '2025-07-01',
      endAt: '2027-06-30',
      earlyCancelAt: null,
      rent: 148_500,
      paymentNumber: 'JSL-204-2025',
      signed: true,
      inForce: true,
    },
  ],
};

const leak: TResidentRequest = {
  id: 41,
  title: 'Fuite sous l’évier',
  status: 'in_progress',
  emergency: true,
  createdAt: '2026-11-20T14:30:00Z',
  propertyId: 2,
};

const booking = (id: number, status: TResidentBooking['status']): TResidentBooking => ({
  id,
  service: { id: 12, name: { fr: 'Salle de réception', en: 'Party room' } },
  item: { fr: 'Grande salle', en: 'Main hall' },
  startAt: '2026-12-05T23:00:00Z',
  endAt: '2026-12-06T01:00:00Z',
  total: 2500,
  status,
  canceledAt: status === 'active' ? null : '2026-11-25T10:00:00Z',
});

function mockResident(overrides: Partial<TManagedResidentDetail> = {}) {
  let resident = { ...camille, ...overrides };
  return mockApi({
    'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
    'GET /api/manage/residents/7': () => ({ status: 200, body: resident }),
    'GET /api/manage/residents/7/requests': { status: 200, body: { data: [leak], count: 1 } },
    'GET /api/manage/residents/7/bookings': ({ url }) =>
      url.searchParams.get('when') === 'past'
        ? { status: 200, body: { data: [], count: 0 } }
        : {
            status: 200,
            body: {
              data: [booking(90, 'active'), booking(91, 'cancelled_by_building')],
              count: 2,
            },
          },
    'PATCH /api/manage/residents/7': ({ body }) => {
      const change = body as TUpdateResidentInput;
      if (change.email === 'cotenant@example.com') {
        return {
          status: 409,
          body: {
            error: {
              code: 'email_already_used',
              message: 'taken',
              fields: { email: 'email_already_used' },
            },
          },
        };
      }
      resident = { ...resident, ...change, phone: change.phone || null } as TManagedResidentDetail;
      return { status: 200, body: resident };
    },
    'POST /api/manage/residents/7/password-link': { status: 200, body: { sentTo: resident.email } },
    'GET /api/manage/audit': { status: 200, body: { data: [], count: 0 } },
  });
}

describe('/manage/residents/:id', () => {
  it('shows identity, leases with their page, requests and bookings with their links', async () => {
    mockResident();
    renderApp({ path: '/manage/residents/7', session: managerSession });
    expect(await screen.findByRole('heading', { name: 'Camille Tremblay' })).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('camille.t')).toBeVisible();
    expect(within(account).getByText('(514) 555-0123')).toBeVisible();

    const lease = screen.getByRole('listitem', { name: 'Les Jardins Saint-Laurent · Unit 204' });
    expect(within(lease).getByText(/JSL-204-2025/)).toBeVisible();
    expect(
      within(lease).getByRole('link', {
        name: 'Open the lease: Les Jardins Saint-Laurent · Unit 204',
      }),
    ).toHaveAttribute('href', '/manage/leases/5');

    const requests = screen.getByRole('region', { name: 'Requests' });
    expect(
      await within(requests).findByRole('link', { name: 'Fuite sous l’évier' }),
    ).toHaveAttribute('href', '/manage/requests/41');
    expect(within(requests).getByText('In progress')).toBeVisible();
    expect(within(requests).getByText('Sent 20/11/2026 - 09:30')).toBeVisible();

    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(await within(bookings).findByText('Cancelled by the building')).toBeVisible();
    expect(within(bookings).getAllByText('Party room · Main hall')).toHaveLength(2);
    expect(within(bookings).getAllByText('05/12/2026 - 18:00 – 20:00 · $25.00')).toHaveLength(2);
    expect(
      within(bookings).getAllByRole('link', { name: 'Bookings of Party room' })[0],
    ).toHaveAttribute('href', '/manage/services/12/bookings');

    await userEvent.setup().click(within(bookings).getByRole('tab', { name: 'Past' }));
    expect(await within(bookings).findByText('No past booking.')).toBeVisible();
  });

  it('edits names, phone and e-mail; checks the phone rule first; a taken e-mail lands on its field', async () => {
    const api = mockResident();
    renderApp({ path: '/manage/residents/7', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit the resident' });
    const phone = within(form).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '555-12');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a valid phone number (at least 10 digits).'),
    ).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(phone);
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'cotenant@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Another account already signs in with this e-mail.'),
    ).toBeVisible();

    await user.clear(email);
    await user.type(email, 'camille@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The resident is saved.')).toBeVisible();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('camille@example.org')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
      firstName: 'Camille',
      lastName: 'Tremblay',
      phone: '',
      email: 'camille@example.org',
    });
  });

  it('sends a password-set link after asking', async () => {
    const api = mockResident();
    renderApp({ path: '/manage/residents/7', session: managerSession });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a password-set link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password-set link' });
    expect(within(dialog).getByText(/resident@example.com/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Link sent to resident@example.com.')).toBeVisible();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/manage/residents/7/password-link',
    );
  });

  it('offers no link to a deactivated account and says why', async () => {
    mockResident({ deactivatedAt: '2026-11-26T19:00:00Z' });
    renderApp({ path: '/manage/residents/7', session: managerSession });
    expect(
      await screen.findByText('A deactivated account gets no password link: reactivate it first.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a password-set link' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeEnabled();
  });

  it('says so when the resident lives in no building of the manager', async () => {
    mockApi({
      'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
      'GET /api/manage/residents/7': apiError(403, 'forbidden'),
    });
    renderApp({ path: '/manage/residents/7', session: managerSession });
    expect(await screen.findByText('You are not allowed to do this.')).toBeVisible();
  });

  it('is reached from the directory by the resident’s name', async () => {
    mockApi({
      'GET /api/manage/properties': { status: 200, body: { data: properties, count: 2 } },
      'GET /api/manage/residents': {
        status: 200,
        body: {
          data: [
            {
              ...camille,
              unit: camille.leases[0]!.unit,
              lease: { ...camille.leases[0]! },
            },
          ],
          count: 1,
        },
      },
    });
    renderApp({ path: '/manage/residents', session: managerSession });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Camille Tremblay' })).toHaveAttribute(
        'href',
        '/manage/residents/7',
      ),
    );
  });
});
