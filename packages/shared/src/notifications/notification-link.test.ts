import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-types';

describe('notificationLink', () => {
  it("opens the new resident's home from the approval in their inbox, the sign-in otherwise", () => {
    expect(notificationLink('account_approved', { accountRequestId: 1 })).toBe('/home');
    expect(notificationLink('account_declined', { accountRequestId: 1 })).toBe('/login');
  });
});
