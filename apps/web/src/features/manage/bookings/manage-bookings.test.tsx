import {
  formatLocalDateTime,
  localDateOf,
  type TManagedReservation,
  type TManagedSchedule,
  type TWeeklyHours,
  WEEKDAYS,
} from '@habitat/shared';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, renderApp } from '@/test/render';
import { managerSession, properties } from '../manage.fixtures';

afterEach(() => window.localStorage.removeItem('habitat.manage.property'));

const ZONE = 'America/Toronto';
const PATH = '/manage/services/5/bookings';
const list = (data: unknown[], extra: object = {}) => ({
  status: 200,
  body: { data, count: data.length, timeZone: ZONE, ...extra },
});
const closedWeek = Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as TWeeklyHours;

function aSchedule(overrides: Partial<TManagedSchedule> = {}): TManagedSchedule {
  return {
    id: 3,
    service: 5,
    name: { fr: 'Salle', en: 'Party room' },
    type: 'room',
    price: 0,
    step: 30,
    minimumDuration: 60,
    maximumDuration: 120,
    bufferDuration: 0,
    maximumConcurrentBooking: 1,
    ranges: { ...closedWeek, monday: [{ from: '09:00', to: '17:00' }] },
    dates: {},
    bookingHorizonDays: 90,
    waitlistHoldMinutes: null,
    ...overrides,
  };
}

function aReservation(overrides: Partial<TManagedReservation> = {}): TManagedReservation {
  const start = new Date(Date.now() + 3600_000);
  return {
    id: 40,
    start: start.toISOString(),
    end: new Date(start.getTime() + 3600_000).toISOString(),
    resident: { id: 2, firstName: 'Alice', lastName: 'Tremblay' },
    unit: { id: 1, number: '204' },
    entity: { id: 3, name: { fr: 'Salle', en: 'Party room' } },
    event: null,
    total: 2500,
    currency: 'CAD',
    status: 'active',
    payment: 'paid',
    canceledAt: null,
    cancelNote: null,
    ...overrides,
  };
}

function open(routes: Record<string, TMockReply | ((r: { body: unknown }) => TMockReply)> = {}) {
  const api = mockApi({
    'GET /api/manage/properties': {
      status: 200,
      body: { data: properties, count: properties.length },
    },
    'GET /api/manage/services/5/schedules': list([aSchedule()]),
    'GET /api/manage/services/5/event-groups': list([]),
    'GET /api/manage/services/5/reservations': list([aReservation()]),
    ...routes,
  });
  renderApp({ path: PATH, session: managerSession, width: DESKTOP_WIDTH });
  return api;
}

describe('schedule form', () => {
  it('lists the schedules and creates one with weekly ranges and a closed date', async () => {
    const api = open({
      'POST /api/manage/services/5/schedules': { status: 200, body: aSchedule({ id: 9 }) },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Party room' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name \(French\)/ }), 'Gym');
    await user.type(within(dialog).getByRole('textbox', { name: /Name \(English\)/ }), 'Gym');
    await user.click(within(dialog).getByRole('button', { name: 'Add a range on Tuesday' }));
    await user.type(within(dialog).getByLabelText('Date'), '2030-12-25');
    await user.click(within(dialog).getByRole('button', { name: 'Add the date' }));
    expect(within(dialog).getByText('Closed all day')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: { fr: 'Gym', en: 'Gym' },
      price: 0,
      maximumConcurrentBooking: 1,
      ranges: { tuesday: [{ from: '09:00', to: '17:00' }], monday: [] },
      dates: { '2030-12-25': [] },
      bookingHorizonDays: 90,
    });
  });

  it("edits a schedule's booking horizon, refusing one beyond a year", async () => {
    const api = open({
      'PUT /api/manage/schedules/3': { status: 200, body: aSchedule({ bookingHorizonDays: 30 }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    const horizon = within(dialog).getByRole('textbox', { name: /Bookable up to/ });
    expect(horizon).toHaveValue('90');
    await user.clear(horizon);
    await user.type(horizon, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(horizon).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(horizon);
    await user.type(horizon, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      bookingHorizonDays: 30,
    });
  });

  it("sets a schedule's waitlist hold in minutes (15 to 4320, empty: 2 h), and clears it", async () => {
    const api = open({
      'PUT /api/manage/schedules/3': { status: 200, body: aSchedule({ waitlistHoldMinutes: 30 }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    const hold = within(dialog).getByRole('textbox', { name: /Waitlist offer held for/ });
    expect(hold).toHaveValue('');
    expect(hold).toHaveAccessibleDescription(
      /15 to 4320 minutes \(72 h\)\. Empty: 120 minutes \(2 h\)/,
    );
    await user.type(hold, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hold).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(hold);
    await user.type(hold, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      waitlistHoldMinutes: 30,
    });
  });

  it("shows a schedule's hold and sends null when emptied", async () => {
    const api = open({
      'GET /api/manage/services/5/schedules': list([aSchedule({ waitlistHoldMinutes: 45 })]),
      'PUT /api/manage/schedules/3': { status: 200, body: aSchedule() },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    const hold = within(dialog).getByRole('textbox', { name: /Waitlist offer held for/ });
    expect(hold).toHaveValue('45');
    await user.clear(hold);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      waitlistHoldMinutes: null,
    });
  });

  it('keeps overlapping ranges and a minimum above the maximum in the form, with errors', async () => {
    const api = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a range on Monday' }));
    const froms = within(dialog).getAllByRole('textbox', { name: 'From' });
    await user.clear(froms[1] as HTMLElement);
    await user.type(froms[1] as HTMLElement, '16:00');
    await user.type(
      within(dialog).getAllByRole('textbox', { name: 'To' })[1] as HTMLElement,
      '18:00',
    );
    const minimum = within(dialog).getByRole('textbox', { name: /Minimum duration/ });
    await user.clear(minimum);
    await user.type(minimum, '240');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Two ranges of this day overlap.')).toBeVisible();
    expect(within(dialog).getByText('The minimum is longer than the maximum.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a server field refusal in its field', async () => {
    open({
      'PUT /api/manage/schedules/3': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'x', fields: { 'name.en': 'maxLength' } },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const en = within(dialog).getByRole('textbox', { name: /Name \(English\)/ });
    await waitFor(() => expect(en).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('cancel dialog', () => {
  // The reservations start an hour from now and the calendar opens on today in the building's
  // zone: a fixed late morning keeps both on the same day whatever hour the suite runs.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });

  const goToCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
    return screen.findByRole('article', { name: 'Alice Tremblay' });
  };

  it("lists today's reservations with the unit and payment, and requires a note to cancel", async () => {
    const api = open({
      'POST /api/manage/reservations/40/cancel': ({ body }) => ({
        status: 200,
        body: aReservation({
          status: 'cancelled',
          payment: 'refunded',
          cancelNote: (body as { note: string }).note,
        }),
      }),
    });
    const user = userEvent.setup();
    const row = await goToCalendar(user);
    expect(row).toHaveTextContent('Unit 204');
    expect(within(row).getByText('Paid')).toBeVisible();
    const today = localDateOf(new Date(), ZONE);
    const read = api.calls.find((c) => c.path.endsWith('/reservations'));
    expect(read).toBeDefined();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes(`from=${today}`))).toBe(
      true,
    );

    await user.click(
      within(row).getByRole('button', { name: 'Cancel the reservation of Alice Tremblay' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reservation' }));
    const note = within(dialog).getByRole('textbox', { name: /Note to the resident/ });
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(note, 'Flooded room');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the reservation' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this reservation' })).toBeNull(),
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Flooded room' });
  });

  it('shows a cancelled and refunded reservation with its note and no cancel button', async () => {
    open({
      'GET /api/manage/services/5/reservations': list([
        aReservation({ status: 'cancelled', payment: 'refunded', cancelNote: 'Flooded room' }),
      ]),
    });
    const row = await goToCalendar(userEvent.setup());
    expect(within(row).getByText('Refunded')).toBeVisible();
    expect(within(row).getByText('Cancelled')).toBeVisible();
    expect(row).toHaveTextContent('Note: Flooded room');
    expect(within(row).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it("shows the day's waitlist of a full event in line order, with the offer held", async () => {
    const seat = aReservation({ event: { id: 8, name: { fr: 'Atelier', en: 'Workshop' } } });
    const waiter = (id: number, firstName: string, offerExpiresAt: string | null) => ({
      id,
      event: 8,
      entity: null,
      start: seat.start,
      end: seat.end,
      resident: { id: 10 + id, firstName, lastName: 'Lavoie' },
      status: offerExpiresAt ? 'offered' : 'waiting',
      offerExpiresAt,
      createdAt: seat.start,
    });
    const until = new Date(Date.now() + 2 * 3600_000).toISOString();
    open({
      'GET /api/manage/services/5/reservations': list([seat], {
        waitlist: [waiter(1, 'Sophie', until), waiter(2, 'Paul', null)],
      }),
    });
    await goToCalendar(userEvent.setup());
    const line = await screen.findByRole('region', { name: /^Waitlist · / });
    const items = within(line).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      `1. Sophie Lavoie · place offered until ${formatLocalDateTime(until, ZONE).slice(0, 16)}`,
    );
    expect(items[1]).toHaveTextContent('2. Paul Lavoie · waiting');
  });
});
