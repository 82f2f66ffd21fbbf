/** Business constants of docs/product.md: Limits, written once for client, server and tests. */

export const LOCALES = ['fr', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'fr';

export const BRANDS = ['default', 'alternate'] as const;
export type TBrand = (typeof BRANDS)[number];
/** The app's name under each brand (page title, e-mails). */
export const BRAND_APP_TITLES: Record<TBrand, string> = {
  default: 'Habitat',
  alternate: 'Laurentia',
};

export const ROLE_TENANT = 'ROLE_TENANT';
export const ROLE_MANAGER = 'ROLE_MANAGER';
export const ROLES = [ROLE_TENANT, ROLE_MANAGER] as const;
export type TRole = (typeof ROLES)[number];

/** Layout switch: desktop above 600 px, tablet between 600 and 1100 px. */
export const BREAKPOINTS = { desktop: 600, wide: 1100 } as const;

export const BILLBOARD_PAGE_SIZE = 3;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const LIST_PAGE_SIZE = 100;
/** perPage=-1 asks for every row; the server still bounds it. */
export const PER_PAGE_ALL = -1;
export const MAX_PER_PAGE = 500;

export const SPINNER_CLOSE_AFTER_MS = 20_000;

export const MAX_UPLOAD_BYTES = 2_097_152;
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const IMAGE_MAX_DIMENSION_PX = 1000;

/** Creates one user may make per day (429 quota_exceeded beyond): enough for any resident. */
export const DAILY_QUOTAS = { posts: 20, requests: 20, uploads: 10 } as const;
export type TQuotaName = keyof typeof DAILY_QUOTAS;

export const REQUEST_NUMBER_DIGITS = 7;
export const CURRENCY = 'CAD';
export const SWIPE_THRESHOLD_PX = 60;
/** dayjs weekday index of the first day of the week (Monday). */
export const WEEK_START = 1;
export const PHONE_MIN_DIGITS = 10;

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const YEAR_PICKER_SPAN = 10;

export const TIME_GRID = {
  defaultStepMinutes: 15,
  defaultBufferMinutes: 30,
  dayStart: '00:00',
  dayEnd: '24:00',
} as const;

/**
 * How far ahead a schedule or an event group can be booked, in days after today on the
 * building's clock (not in the spec; docs/decisions/027-booking-edges.md). Set per calendar in
 * the console.
 */
export const BOOKING_HORIZON = { defaultDays: 90, minDays: 1, maxDays: 365 } as const;

/** Seats one resident may hold at one event unless the manager allows more (decision 027). */
export const EVENT_SEATS_PER_USER = { default: 1, max: 1000 } as const;

/** Security limits (not in the spec, chosen for a public API). */
export const PASSWORD_RESET_TOKEN_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TOKEN_TTL_HOURS = 24;
export const SESSION_TTL_HOURS = 12;
export const REMEMBER_ME_TTL_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;
