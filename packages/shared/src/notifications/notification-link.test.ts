import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-types';

describe('notificationLink', () => {
  it("opens the new resident's home from the approval in their inbox, the sign-in otherwise", () => {
    expect(notificationLink('account_approved', { accountRequestId: 1 })).toBe('/home');
    expect(notificationLink('account_declined', { accountRequestId: 1 })).toBe('/login');
  });

  it.each([
    ['request_reply', '/requests/7'],
    ['request_status', '/requests/7'],
    ['post_accepted', '/billboard/8'],
    ['post_refused', '/billboard/8'],
    ['post_disabled', '/billboard/8'],
    ['booking_confirmed', '/booking/9'],
    ['booking_cancelled', '/booking/9'],
    ['booking_reminder', '/booking/9'],
    ['waitlist_offer', '/bookings?waitlist=10'],
    ['news', '/news/11'],
    ['news_urgent', '/news/11'],
    ['emergency', '/messages/12'],
    ['manager_new_request', '/manage/requests/7'],
    ['manager_request_reply', '/manage/requests/7'],
    ['manager_post_pending', '/manage/billboard'],
    ['manager_account_request', '/manage/accounts'],
  ] as const)('opens %s at %s', (type, link) => {
    const params = {
      requestId: 7,
      postId: 8,
      reservationId: 9,
      waitlistEntryId: 10,
      newsId: 11,
      emergencyId: 12,
    };
    expect(notificationLink(type, params)).toBe(link);
  });
});
