import { describe, expect, it } from 'vitest';
import { isRequestDone, REQUEST_STATUSES } from '../requests/request-status';
import { MANAGE_REQUEST_STATUS_FILTERS, managerNextStatuses, statusesOfFilter } from './requests';

describe('managerNextStatuses', () => {
  it('offers the next step along new → pending → in_progress → completed, and a cancel', () => {
    expect(managerNextStatuses('new')).toEqual(['pending', 'canceled']);
    expect(managerNextStatuses('pending')).toEqual(['in_progress', 'canceled']);
    expect(managerNextStatuses('in_progress')).toEqual(['completed', 'canceled']);
  });

  it('offers nothing once the request is done', () => {
    for (const status of REQUEST_STATUSES.filter(isRequestDone)) {
      expect(managerNextStatuses(status)).toEqual([]);
    }
  });
});

describe('statusesOfFilter', () => {
  it('splits every status between open and done, and all has them all', () => {
    const open = statusesOfFilter('open');
    const done = statusesOfFilter('done');
    expect([...open, ...done].sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(open.some(isRequestDone)).toBe(false);
    expect(done.every(isRequestDone)).toBe(true);
    expect(statusesOfFilter('all')).toEqual([...REQUEST_STATUSES]);
  });

  it('has no filter twice (they are the values of one select)', () => {
    expect(new Set(MANAGE_REQUEST_STATUS_FILTERS).size).toBe(MANAGE_REQUEST_STATUS_FILTERS.length);
    expect(statusesOfFilter('pending')).toEqual(['pending']);
  });
});
