import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/setup';
import { bookingPrice, bookingSlot, bookingsOfTab, calendarName } from './booking-view';
import { aReservation, cancelledSuite, gym, NOW, partyRoom, yoga } from './bookings.fixtures';

const ids = (list: readonly { id: number }[]) => list.map((booking) => booking.id);
const english = (text: { en: string }) => text.en;

describe('bookings tabs (docs/product.md: States Booking)', () => {
  const earlierDone = aReservation({
    id: 45,
    start: '2026-01-10T14:00:00Z',
    end: '2026-01-10T15:00:00Z',
  });
  // Started, not over yet: still in progress.
  const underWay = aReservation({
    id: 46,
    start: '2026-03-03T14:30:00Z',
    end: '2026-03-03T15:30:00Z',
  });
  const all = [yoga, partyRoom, cancelledSuite, earlierDone, gym, underWay];

  it('lists active bookings under "in progress", soonest first', () => {
    expect(ids(bookingsOfTab(all, 'active', NOW))).toEqual([46, gym.id, partyRoom.id]);
  });

  it('lists bookings whose end has passed under "done", latest first', () => {
    expect(ids(bookingsOfTab(all, 'done', NOW))).toEqual([yoga.id, 45]);
  });

  it('puts a cancelled booking in neither tab, to come or past', () => {
    const pastCancelled = { ...yoga, id: 47, canceledAt: null, canceledBy: 7 };
    const list = [cancelledSuite, pastCancelled];
    expect(bookingsOfTab(list, 'active', NOW)).toEqual([]);
    expect(bookingsOfTab(list, 'done', NOW)).toEqual([]);
  });

  it('moves a booking to "done" the moment it ends', () => {
    const atEnd = new Date(gym.end);
    expect(ids(bookingsOfTab([gym], 'active', atEnd))).toEqual([]);
    expect(ids(bookingsOfTab([gym], 'done', atEnd))).toEqual([gym.id]);
  });
});

describe('booking texts', () => {
  const t = i18n.getFixedT('en');
  const tFr = i18n.getFixedT('fr');

  it('names the schedule, or the event of a seat', () => {
    expect(calendarName(gym, english)).toBe('Gym – morning');
    expect(calendarName(yoga, english)).toBe('Morning yoga');
    expect(calendarName({ entity: null, event: null }, english)).toBe('');
  });

  it('shows the price with the locale’s $ placement, and free for 0 (docs/product.md: Limits)', () => {
    expect(bookingPrice(partyRoom, 'en', t)).toBe('$25.00');
    expect(bookingPrice(partyRoom, 'fr', tFr)).toBe('25,00\u00a0$');
    expect(bookingPrice(gym, 'en', t)).toBe('Free');
    expect(bookingPrice(gym, 'fr', tFr)).toBe('Gratuit');
  });

  it('gives the time slot in the booking’s zone, with the end’s date when it is another day', () => {
    expect(bookingSlot(gym, t)).toBe('09:00 – 10:00');
    const overnight = aReservation({ start: '2026-03-07T02:00:00Z', end: '2026-03-07T06:00:00Z' });
    // 21:00 on 6 March to 01:00 on 7 March in Montréal.
    expect(bookingSlot(overnight, t)).toBe('21:00 – 07/03/2026 01:00');
    // Across the spring-forward change of 8 March: 01:30 EST to 03:30 EDT, one hour later.
    const springForward = aReservation({
      start: '2026-03-08T06:30:00Z',
      end: '2026-03-08T07:30:00Z',
    });
    expect(bookingSlot(springForward, t)).toBe('01:30 – 03:30');
  });
});
