import { describe, expect, it } from 'vitest';
import {
  cancelDateProblem,
  leaseGrantsAccess,
  leaseLastDay,
  leaseState,
  leasesOverlap,
  ZCreateLeaseRequest,
  ZInviteLeasePersonRequest,
  ZUpdateLeaseRequest,
} from './leases';

const lease = (startAt: string, endAt: string | null, earlyCancelAt: string | null = null) => ({
  startAt,
  endAt,
  earlyCancelAt,
});

describe('a lease’s state and days', () => {
  it('is upcoming, in force through its end day, then ended', () => {
    const l = lease('2026-07-01', '2027-06-30');
    expect(leaseState(l, '2026-06-30')).toBe('upcoming');
    expect(leaseState(l, '2026-07-01')).toBe('in_force');
    expect(leaseState(l, '2027-06-30')).toBe('in_force');
    expect(leaseState(l, '2027-07-01')).toBe('ended');
  });

  it('is cancelled from its early cancellation date; the day before is its last', () => {
    const l = lease('2026-07-01', '2027-06-30', '2026-12-01');
    expect(leaseState(l, '2026-11-30')).toBe('in_force');
    expect(leaseState(l, '2026-12-01')).toBe('cancelled');
    expect(leaseLastDay(l)).toBe('2026-11-30');
    expect(leaseLastDay(lease('2026-07-01', null, '2026-03-01'))).toBe('2026-02-28');
    expect(leaseLastDay(lease('2026-07-01', null))).toBeNull();
  });

  it('lets its people in until its last day, an upcoming lease too', () => {
    expect(leaseGrantsAccess(lease('2027-01-01', null), '2026-12-01')).toBe(true);
    expect(leaseGrantsAccess(lease('2020-01-01', '2026-11-30'), '2026-11-30')).toBe(true);
    expect(leaseGrantsAccess(lease('2020-01-01', '2026-11-30'), '2026-12-01')).toBe(false);
    expect(leaseGrantsAccess(lease('2020-01-01', null, '2026-12-01'), '2026-12-01')).toBe(false);
  });

  it('overlaps another when one day is in force in both', () => {
    const a = lease('2025-07-01', '2026-06-30');
    expect(leasesOverlap(a, lease('2026-07-01', null))).toBe(false);
    expect(leasesOverlap(a, lease('2026-06-30', null))).toBe(true);
    expect(leasesOverlap(lease('2020-01-01', null), lease('2030-01-01', '2030-02-01'))).toBe(true);
    // Cancelled before it ended: the days after its cancellation are free.
    expect(leasesOverlap(lease('2025-07-01', '2026-06-30', '2026-01-01'), a)).toBe(true);
    expect(
      leasesOverlap(lease('2025-07-01', '2026-06-30', '2026-01-01'), lease('2026-01-01', null)),
    ).toBe(false);
  });

  it('takes an early cancellation only within the lease', () => {
    const l = lease('2026-07-01', '2027-06-30');
    expect(cancelDateProblem(l, '2026-06-30')).toBe('before_start');
    expect(cancelDateProblem(l, '2026-07-01')).toBeNull();
    expect(cancelDateProblem(l, '2027-06-30')).toBeNull();
    expect(cancelDateProblem(l, '2027-07-01')).toBe('after_end');
    expect(cancelDateProblem(lease('2026-07-01', null), '2040-01-01')).toBeNull();
  });
});

describe('lease payloads', () => {
  const fieldsOf = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('creates with a start, an optional end not before it, a rent in cents ≥ 0', () => {
    expect(
      ZCreateLeaseRequest.parse({
        unit: 3,
        startAt: '2026-07-01',
        rent: 148_500,
        paymentNumber: ' ',
      }),
    ).toEqual({ unit: 3, startAt: '2026-07-01', endAt: null, rent: 148_500, paymentNumber: null });
    const bad = ZCreateLeaseRequest.safeParse({
      unit: 3,
      startAt: '2026-07-01',
      endAt: '2026-06-30',
      rent: 0,
    });
    expect(fieldsOf(bad)).toEqual({ endAt: 'end_before_start' });
    expect(
      fieldsOf(ZCreateLeaseRequest.safeParse({ unit: 3, startAt: '2026-02-30', rent: -1 })),
    ).toEqual({ startAt: 'invalid_type', rent: 'invalid_value' });
    expect(
      fieldsOf(ZCreateLeaseRequest.safeParse({ unit: 3, startAt: '2026-01-01', rent: 1.5 })),
    ).toEqual({ rent: 'invalid_type' });
  });

  it('edits any field, at least one', () => {
    expect(ZUpdateLeaseRequest.parse({ rent: 150_000 })).toEqual({ rent: 150_000 });
    expect(ZUpdateLeaseRequest.parse({ endAt: null })).toEqual({ endAt: null });
    expect(ZUpdateLeaseRequest.safeParse({}).success).toBe(false);
    expect(
      fieldsOf(ZUpdateLeaseRequest.safeParse({ startAt: '2026-07-01', endAt: '2026-01-01' })),
    ).toEqual({ endAt: 'end_before_start' });
  });

  it('invites by an e-mail, lower-cased, required', () => {
    expect(
      ZInviteLeasePersonRequest.parse({
        email: ' New@Example.com ',
        firstName: 'A',
        lastName: 'B',
      }),
    ).toEqual({ email: 'new@example.com', firstName: 'A', lastName: 'B', signed: true });
    expect(
      fieldsOf(ZInviteLeasePersonRequest.safeParse({ email: '', firstName: 'A', lastName: 'B' })),
    ).toEqual({ email: 'required' });
    expect(
      fieldsOf(ZInviteLeasePersonRequest.safeParse({ email: 'x@', firstName: 'A', lastName: 'B' })),
    ).toEqual({ email: 'email' });
  });
});
