import type { TBookingEntity, TProperty } from '@habitat/shared';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type TMockReply } from '@/test/mock-api';
import { DESKTOP_WIDTH, renderApp, tenantSession } from '@/test/render';
import { aReservation } from '../bookings.fixtures';
import {
  anEvent,
  bookingProperty,
  gymSchedule,
  NOW,
  newBookingRoutes,
  yogaEvening,
  yogaGroup,
} from './new-booking.fixtures';

/** Issue 23: the grid on the day the clocks go forward, the booking horizon, seats per resident. */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function open(
  path: string,
  routes: Parameters<typeof newBookingRoutes>[0],
  extra: Record<string, TMockReply | ((request: { url: URL }) => TMockReply)> = {},
) {
  mockApi({ ...newBookingRoutes(routes), ...extra } as Parameters<typeof mockApi>[0]);
  renderApp({ path, session: tenantSession, width: DESKTOP_WIDTH });
  return userEvent.setup();
}

const slot = (time: string) =>
  screen.findByRole('button', { name: new RegExp(`^${time} to \\d\\d:\\d\\d, `) });

/** The gym, open 00:00–06:00 by the hour every day. */
const nightGym: TBookingEntity = {
  ...gymSchedule,
  ranges: Object.fromEntries(
    Object.keys(gymSchedule.ranges).map((day) => [day, [{ from: '00:00', to: '06:00' }]]),
  ) as TBookingEntity['ranges'],
};
/** Every hour of the asked date free. */
const allFree = ({ url }: { url: URL }): TMockReply => {
  const date = (url.searchParams.get('from') ?? '').slice(0, 10);
  const night = { [date]: [{ from: '00:00', to: '06:00' }] };
  return {
    status: 200,
    body: { entity: 31, timeZone: 'x', from: date, days: 1, opening: night, available: night },
  };
};

describe.each(['America/Toronto', 'America/New_York'])('the spring-forward day in %s', (zone) => {
  const property: TProperty = { ...bookingProperty(), timeZone: zone };

  it('never offers the hour the clocks skip, and says why', async () => {
    // Sunday 8 March 2026, 00:30 EST: today is the day the clocks go from 02:00 to 03:00.
    vi.setSystemTime(new Date('2026-03-08T05:30:00Z'));
    open(
      '/new-booking?service=7',
      { property, entities: [nightGym] },
      { 'GET /api/booking_entities/31/schedule': allFree },
    );
    const skipped = await slot('02:00');
    expect(skipped).toHaveAttribute('aria-disabled', 'true');
    expect(skipped).toHaveAccessibleName('02:00 to 03:00, does not exist (clock change)');
    expect(await slot('01:00')).not.toHaveAttribute('aria-disabled');
    expect(await slot('03:00')).not.toHaveAttribute('aria-disabled');
    expect(
      screen.getByText(
        'On Sunday, March 8, 2026, the clocks go forward from 02:00 to 03:00: these times do not exist that day.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the booking horizon', () => {
  it("offers no date after the schedule's horizon in the picker", async () => {
    open('/new-booking?service=7', { entities: [{ ...gymSchedule, bookingHorizonDays: 3 }] });
    await slot('10:00');
    // Today is Tuesday 3 March: the 6th is the last bookable date.
    expect(screen.getByRole('button', { name: '6 March 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '7 March 2026' })).toBeDisabled();
    expect(screen.getByText('Bookable up to Friday, March 6, 2026.')).toBeInTheDocument();
  });

  it("offers no event further ahead than its group's horizon", async () => {
    const later = anEvent({
      id: 73,
      name: { en: 'Later yoga', fr: 'Yoga plus tard' },
      start: '2026-03-08T23:00:00Z',
      end: '2026-03-09T00:00:00Z',
    });
    open(
      '/new-booking?service=9',
      { groups: [{ ...yogaGroup, bookingHorizonDays: 2 }] },
      {
        'GET /api/booking_events': { status: 200, body: { data: [yogaEvening, later], count: 2 } },
      },
    );
    expect(await screen.findByRole('button', { name: /^Evening yoga/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 March 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '8 March 2026' })).toBeDisabled();
  });
});

describe('seats per resident', () => {
  const mySeat = aReservation({
    id: 95,
    service: { id: 9, name: { en: 'Yoga', fr: 'Yoga' } },
    entity: null,
    event: { id: yogaEvening.id, name: yogaEvening.name },
    start: yogaEvening.start,
    end: yogaEvening.end,
  });

  it('shows the seat the resident holds and ignores a second one', async () => {
    const user = open('/new-booking?service=9', { myBookings: [mySeat] });
    const evening = await screen.findByRole('button', { name: /^Evening yoga/ });
    expect(evening).toHaveAccessibleName(
      'Evening yoga, 18:00 to 19:00, You already have your place',
    );
    expect(evening).toHaveAttribute('aria-disabled', 'true');
    await user.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'false');
    expect(within(evening).getByText('You already have your place')).toBeVisible();
  });

  it('offers another seat where the manager allows more', async () => {
    open(
      '/new-booking?service=9',
      { myBookings: [mySeat] },
      {
        'GET /api/booking_events': {
          status: 200,
          body: { data: [{ ...yogaEvening, maxSeatsPerUser: 2 }], count: 1 },
        },
      },
    );
    const evening = await screen.findByRole('button', { name: /^Evening yoga/ });
    expect(evening).toHaveAccessibleName('Evening yoga, 18:00 to 19:00, 9 places left');
  });

  it('offers the seat again once the resident cancelled it', async () => {
    const cancelled = { ...mySeat, canceledAt: '2026-03-02T10:00:00Z', canceledBy: mySeat.user };
    open('/new-booking?service=9', { myBookings: [cancelled] });
    const evening = await screen.findByRole('button', { name: /^Evening yoga/ });
    expect(evening).toHaveAccessibleName('Evening yoga, 18:00 to 19:00, 9 places left');
  });
});
