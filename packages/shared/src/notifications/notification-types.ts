/**
 * What Habitat tells people, and how (issue 24; docs/decisions/028-notifications.md).
 * One rule, one place: the server's fan-out, the preference forms and the tests read these.
 */
import type { TTranslatable } from '../common';
import { appPath, consolePath } from '../config/route-table';
import type { TLocale } from '../constants';
import { formatRequestNumber } from '../format/misc';

/** Events a resident hears about. */
export const RESIDENT_NOTIFICATION_TYPES = [
  'request_reply',
  'request_status',
  'post_accepted',
  'post_refused',
  'post_disabled',
  'booking_confirmed',
  'booking_cancelled',
  'booking_reminder',
  'waitlist_offer',
  'news',
  'news_urgent',
  'emergency',
] as const;

/** Events a property manager hears about, for the properties they manage. */
export const MANAGER_NOTIFICATION_TYPES = [
  'manager_new_request',
  'manager_request_reply',
  'manager_post_pending',
  'manager_account_request',
] as const;

/** Sent by e-mail only, to the address given in an account request (there is no account yet). */
export const ACCOUNT_DECISION_TYPES = ['account_approved', 'account_declined'] as const;

export const NOTIFICATION_TYPES = [
  ...RESIDENT_NOTIFICATION_TYPES,
  ...MANAGER_NOTIFICATION_TYPES,
  ...ACCOUNT_DECISION_TYPES,
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];
export type TResidentNotificationType = (typeof RESIDENT_NOTIFICATION_TYPES)[number];
export type TManagerNotificationType = (typeof MANAGER_NOTIFICATION_TYPES)[number];

/**
 * The channels a person chooses per type. The inbox is always on (it is where every
 * notification lives); `push` covers Web Push and the mobile app's native push alike.
 */
export const CHOOSABLE_CHANNELS = ['email', 'push'] as const;
export type TChoosableChannel = (typeof CHOOSABLE_CHANNELS)[number];

/** How a delivery leaves the server (one delivery row per notification, channel and target). */
export const DELIVERY_CHANNELS = ['email', 'web_push', 'fcm', 'apns'] as const;
export type TDeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Urgent news and a manager's emergency message: cannot be muted, ignore quiet hours. */
export const UNMUTABLE_TYPES: readonly TNotificationType[] = ['news_urgent', 'emergency'];
export const isUnmutable = (type: TNotificationType) => UNMUTABLE_TYPES.includes(type);

/** The types whose e-mail is on until the person turns it off (replies, status, cancellations). */
const EMAIL_BY_DEFAULT: readonly TNotificationType[] = [
  'request_reply',
  'request_status',
  'booking_cancelled',
  'waitlist_offer',
  'news_urgent',
  'emergency',
  'manager_new_request',
  'manager_request_reply',
  'manager_account_request',
  'account_approved',
  'account_declined',
];

export type TChannelChoice = Record<TChoosableChannel, boolean>;
/** What a person chose, type by type; a type they never touched follows the defaults. */
export type TNotificationChoices = Partial<Record<TNotificationType, Partial<TChannelChoice>>>;

export function defaultChannels(type: TNotificationType): TChannelChoice {
  // Push reaches only devices where the person granted it, so it is on by default.
  return { email: EMAIL_BY_DEFAULT.includes(type), push: true };
}

/** The channels a type goes to for this person: their choice over the default; never muted when unmutable. */
export function channelsFor(
  type: TNotificationType,
  choices: TNotificationChoices,
): TChannelChoice {
  if (isUnmutable(type)) return { email: true, push: true };
  return { ...defaultChannels(type), ...choices[type] };
}

/** Minutes before a booking starts when its reminder is sent. */
export const BOOKING_REMINDER_MINUTES = 120;

/** Quiet hours, local "HH:MM" in the building's time zone; the end may be on the next day. */
export type TQuietHours = { start: string; end: string };
export const QUIET_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The one rule of quiet hours, the server's (schema and settings service) and both forms': both
 * times "HH:MM" and different, since equal times would mean no quiet hours (null says that).
 */
/** What a form proposes when quiet hours are turned on. */
export const DEFAULT_QUIET_HOURS: TQuietHours = { start: '22:00', end: '07:00' };

export const quietHoursValid = (quiet: TQuietHours): boolean =>
  QUIET_HOURS_PATTERN.test(quiet.start) &&
  QUIET_HOURS_PATTERN.test(quiet.end) &&
  quiet.start !== quiet.end;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Minutes to wait before sending, for a local time of day `nowMinutes` (0..1439): 0 outside the
 * quiet hours, else the minutes until they end. Start equal to end means no quiet hours.
 */
export function minutesUntilQuietHoursEnd(quiet: TQuietHours | null, nowMinutes: number): number {
  if (!quiet) return 0;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return 0;
  const inside =
    start < end ? nowMinutes >= start && nowMinutes < end : nowMinutes >= start || nowMinutes < end;
  if (!inside) return 0;
  return (end - nowMinutes + 24 * 60) % (24 * 60);
}

/**
 * What an event says, with only the ids and short names the reader may see (never another
 * resident's request, booking or post: an event only ever names the reader's own things, or the
 * building's public ones).
 */
export type TNotificationParams = {
  requestId?: number;
  requestStatus?: string;
  postId?: number;
  reason?: string;
  reservationId?: number;
  serviceName?: TTranslatable;
  startsAt?: string;
  note?: string;
  refundCents?: number;
  waitlistEntryId?: number;
  offerExpiresAt?: string;
  newsId?: number;
  newsTitle?: TTranslatable;
  emergencyId?: number;
  emergencyTitle?: string;
  accountRequestId?: number;
  urgent?: boolean;
};

type TTexts = Record<TLocale, (params: TNotificationParams) => string>;

const requestNo = (params: TNotificationParams) => formatRequestNumber(params.requestId ?? 0);
const inLocale = (text: TTranslatable | undefined, locale: TLocale) =>
  text ? text[locale] || text.fr || text.en : '';

/** The inbox title, in the reader's language. */
const TITLES: Record<TNotificationType, TTexts> = {
  request_reply: {
    fr: (p) => `Nouvelle réponse à votre demande n° ${requestNo(p)}`,
    en: (p) => `New reply to your request #${requestNo(p)}`,
  },
  request_status: {
    fr: (p) => `Votre demande n° ${requestNo(p)} a été mise à jour`,
    en: (p) => `Your request #${requestNo(p)} was updated`,
  },
  post_accepted: {
    fr: () => 'Votre annonce a été publiée',
    en: () => 'Your post was published',
  },
  post_refused: {
    fr: () => "Votre annonce n'a pas été acceptée",
    en: () => 'Your post was not accepted',
  },
  post_disabled: {
    fr: () => 'Votre annonce a été retirée',
    en: () => 'Your post was taken down',
  },
  booking_confirmed: {
    fr: (p) => `Réservation confirmée : ${inLocale(p.serviceName, 'fr')}`,
    en: (p) => `Booking confirmed: ${inLocale(p.serviceName, 'en')}`,
  },
  booking_cancelled: {
    fr: (p) => `Réservation annulée par la gestion : ${inLocale(p.serviceName, 'fr')}`,
    en: (p) => `Booking cancelled by the management: ${inLocale(p.serviceName, 'en')}`,
  },
  booking_reminder: {
    fr: (p) => `Rappel : ${inLocale(p.serviceName, 'fr')} bientôt`,
    en: (p) => `Reminder: ${inLocale(p.serviceName, 'en')} soon`,
  },
  waitlist_offer: {
    fr: (p) => `Une place s'est libérée : ${inLocale(p.serviceName, 'fr')}`,
    en: (p) => `A place is free for you: ${inLocale(p.serviceName, 'en')}`,
  },
  news: {
    fr: (p) => `Actualité : ${inLocale(p.newsTitle, 'fr')}`,
    en: (p) => `News: ${inLocale(p.newsTitle, 'en')}`,
  },
  news_urgent: {
    fr: (p) => `Urgent : ${inLocale(p.newsTitle, 'fr')}`,
    en: (p) => `Urgent: ${inLocale(p.newsTitle, 'en')}`,
  },
  emergency: {
    fr: (p) => `Message d'urgence : ${p.emergencyTitle ?? ''}`,
    en: (p) => `Emergency message: ${p.emergencyTitle ?? ''}`,
  },
  manager_new_request: {
    fr: (p) => `${p.urgent ? 'URGENT – ' : ''}Nouvelle demande n° ${requestNo(p)}`,
    en: (p) => `${p.urgent ? 'URGENT – ' : ''}New request #${requestNo(p)}`,
  },
  manager_request_reply: {
    fr: (p) => `Réponse d'un résident, demande n° ${requestNo(p)}`,
    en: (p) => `Reply from a resident, request #${requestNo(p)}`,
  },
  manager_post_pending: {
    fr: () => 'Une annonce attend votre modération',
    en: () => 'A post is awaiting moderation',
  },
  manager_account_request: {
    fr: () => 'Nouvelle demande de compte',
    en: () => 'New account request',
  },
  account_approved: {
    fr: () => 'Votre demande de compte a été acceptée',
    en: () => 'Your account request was approved',
  },
  account_declined: {
    fr: () => "Votre demande de compte n'a pas été acceptée",
    en: () => 'Your account request was declined',
  },
};

export function notificationTitle(
  type: TNotificationType,
  params: TNotificationParams,
  locale: TLocale,
): string {
  return TITLES[type][locale](params);
}

/**
 * What a lock screen may show: no contents, only that something of the reader's changed (a
 * request's text, a post's refusal reason or a booking's note stay inside the app).
 */
export function lockScreenText(
  type: TNotificationType,
  params: TNotificationParams,
  locale: TLocale,
): string {
  switch (type) {
    case 'request_reply':
    case 'request_status':
      return TITLES.request_status[locale](params);
    default:
      return TITLES[type][locale]({ ...params, reason: undefined, note: undefined });
  }
}

/** Names of the types in the preference form, in both languages. */
export const NOTIFICATION_TYPE_LABELS: Record<TNotificationType, Record<TLocale, string>> = {
  request_reply: { fr: 'Réponses à mes demandes', en: 'Replies to my requests' },
  request_status: { fr: 'Suivi de mes demandes', en: 'Updates to my requests' },
  post_accepted: { fr: 'Annonce publiée', en: 'Post published' },
  post_refused: { fr: 'Annonce refusée', en: 'Post not accepted' },
  post_disabled: { fr: 'Annonce retirée', en: 'Post taken down' },
  booking_confirmed: { fr: 'Réservation confirmée', en: 'Booking confirmed' },
  booking_cancelled: { fr: 'Réservation annulée', en: 'Booking cancelled' },
  booking_reminder: { fr: 'Rappel de réservation', en: 'Booking reminder' },
  waitlist_offer: { fr: "Place offerte (liste d'attente)", en: 'Place offered (waitlist)' },
  news: { fr: "Actualités de l'immeuble", en: 'Building news' },
  news_urgent: { fr: 'Actualités urgentes', en: 'Urgent news' },
  emergency: { fr: "Messages d'urgence", en: 'Emergency messages' },
  manager_new_request: { fr: 'Nouvelles demandes', en: 'New requests' },
  manager_request_reply: { fr: 'Réponses des résidents', en: 'Replies from residents' },
  manager_post_pending: { fr: 'Annonces à modérer', en: 'Posts to moderate' },
  manager_account_request: { fr: 'Demandes de compte', en: 'Account requests' },
  account_approved: { fr: 'Compte accepté', en: 'Account approved' },
  account_declined: { fr: 'Compte refusé', en: 'Account declined' },
};

/** The app path an inbox item opens (resident pages, or the console's for manager types). */
export function notificationLink(type: TNotificationType, params: TNotificationParams): string {
  switch (type) {
    case 'request_reply':
    case 'request_status':
      return appPath('request', { id: String(params.requestId) });
    case 'post_accepted':
    case 'post_refused':
    case 'post_disabled':
      return appPath('post', { id: String(params.postId) });
    case 'booking_confirmed':
    case 'booking_cancelled':
    case 'booking_reminder':
      return appPath('booking', { id: String(params.reservationId) });
    case 'waitlist_offer':
      return `${appPath('bookings')}?waitlist=${params.waitlistEntryId}`;
    case 'news':
    case 'news_urgent':
      return appPath('newsItem', { id: String(params.newsId) });
    case 'emergency':
      return appPath('emergencyMessage', { id: String(params.emergencyId) });
    case 'manager_new_request':
    case 'manager_request_reply':
      return consolePath('request', { id: String(params.requestId) });
    case 'manager_post_pending':
      return consolePath('billboard');
    case 'manager_account_request':
      return consolePath('accounts');
    case 'account_approved':
      // Read in the new account's inbox, once signed in (the invitation mail tells the news).
      return appPath('home');
    case 'account_declined':
      return appPath('login');
  }
}
