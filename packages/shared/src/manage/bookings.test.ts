import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../services/weekdays';
import {
  ZManageCalendarQuery,
  ZManageCancelReservationRequest,
  ZManageEventInput,
  ZManageScheduleInput,
} from './bookings';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [{ from: '09:00', to: '17:00' }]]));
const schedule = (overrides: object = {}) => ({
  name: { fr: 'Salle', en: 'Room' },
  price: 0,
  maximumConcurrentBooking: 1,
  ranges: week,
  ...overrides,
});

describe('ZManageScheduleInput', () => {
  it('takes the grid defaults as null and no dated exception as {}', () => {
    const parsed = ZManageScheduleInput.parse(schedule());
    expect(parsed).toMatchObject({ step: null, bufferDuration: null, dates: {} });
  });

  it('checks dated exceptions with the weekly hours rule, and real dates', () => {
    const result = ZManageScheduleInput.safeParse(
      schedule({
        dates: {
          '2026-02-30': [],
          '2026-12-24': [
            { from: '09:00', to: '12:00' },
            { from: '11:00', to: '13:00' },
          ],
          '2026-12-25': [{ from: '9h', to: '12:00' }],
        },
      }),
    );
    expect(codes(result)).toEqual({
      'dates.2026-02-30': 'date',
      'dates.2026-12-24.1.from': 'overlap',
      'dates.2026-12-25.0.from': 'hour',
    });
  });

  it('refuses a minimum above the maximum and a capacity of 0', () => {
    const result = ZManageScheduleInput.safeParse(
      schedule({ minimumDuration: 90, maximumDuration: 60, maximumConcurrentBooking: 0 }),
    );
    expect(codes(result)).toMatchObject({ maximumConcurrentBooking: 'invalid_type' });
    const order = ZManageScheduleInput.safeParse(
      schedule({ minimumDuration: 90, maximumDuration: 60 }),
    );
    expect(codes(order)).toEqual({ maximumDuration: 'min_max' });
  });
});

describe('events, calendar and cancelling', () => {
  it('wants an event to end after it starts', () => {
    const result = ZManageEventInput.safeParse({
      name: { fr: 'a', en: 'b' },
      maxAvailable: 0,
      price: 0,
      start: '2026-05-01T18:00:00Z',
      end: '2026-05-01T18:00:00Z',
    });
    expect(codes(result)).toEqual({ end: 'start_end' });
  });

  it('limits the calendar to a week of real dates', () => {
    expect(ZManageCalendarQuery.safeParse({ from: '2026-05-04', to: '2026-05-10' }).success).toBe(
      true,
    );
    expect(codes(ZManageCalendarQuery.safeParse({ from: '2026-05-04', to: '2026-05-11' }))).toEqual(
      {
        to: 'span',
      },
    );
    expect(codes(ZManageCalendarQuery.safeParse({ from: '2026-05-04', to: '2026-05-03' }))).toEqual(
      {
        to: 'span',
      },
    );
  });

  it('requires a trimmed note of at most 500 characters', () => {
    expect(codes(ZManageCancelReservationRequest.safeParse({ note: '  ' }))).toEqual({
      note: 'required',
    });
    expect(codes(ZManageCancelReservationRequest.safeParse({ note: 'x'.repeat(501) }))).toEqual({
      note: 'maxLength',
    });
    expect(ZManageCancelReservationRequest.parse({ note: ' Sorry ' })).toEqual({ note: 'Sorry' });
  });
});
