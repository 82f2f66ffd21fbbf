import type { TLocale } from '../constants';
import { formatListDateTime } from '../format/dates';
import { type TOpeningHours, WEEKDAYS } from '../services/weekdays';
import type { TAuditEntity } from './audit';

type TWords = Record<string, Record<TLocale, string>>;

/** Statuses as people say them, per kind of item (a request's `pending` is not a post's). */
const STATUS_WORDS: Partial<Record<TAuditEntity, TWords>> = {
  request: {
    new: { fr: 'Nouvelle', en: 'New' },
    pending: { fr: 'En attente', en: 'Pending' },
    in_progress: { fr: 'En cours', en: 'In progress' },
    completed: { fr: 'Terminée', en: 'Completed' },
    canceled: { fr: 'Annulée', en: 'Canceled' },
    done: { fr: 'Fermée', en: 'Done' },
  },
  post: {
    pending: { fr: 'En attente', en: 'Pending' },
    accepted: { fr: 'Acceptée', en: 'Accepted' },
    rejected: { fr: 'Refusée', en: 'Rejected' },
    published: { fr: 'Publiée', en: 'Published' },
    finished: { fr: 'Retirée par son auteur', en: 'Removed by its author' },
    disabled: { fr: 'Retirée', en: 'Taken down' },
  },
  news: {
    draft: { fr: 'Brouillon', en: 'Draft' },
    in_progress: { fr: 'Publiée', en: 'Published' },
    archived: { fr: 'Archivée', en: 'Archived' },
  },
  account_request: {
    pending: { fr: 'En attente', en: 'Pending' },
    approved: { fr: 'Acceptée', en: 'Approved' },
    declined: { fr: 'Refusée', en: 'Declined' },
  },
};

const WEEKDAY_WORDS: Record<TLocale, string[]> = {
  fr: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

const WORDS = {
  none: { fr: '—', en: '—' },
  yes: { fr: 'Oui', en: 'Yes' },
  no: { fr: 'Non', en: 'No' },
  closed: { fr: 'Fermé', en: 'Closed' },
} satisfies TWords;

type TRange = { from: string; to: string };

const isRange = (value: unknown): value is TRange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TRange).from === 'string' &&
  typeof (value as TRange).to === 'string';

const rangesText = (ranges: unknown) =>
  Array.isArray(ranges) && ranges.every(isRange)
    ? ranges.map((range) => `${range.from}–${range.to}`).join(', ')
    : null;

/** A service's opening hours and a schedule's weekly ranges: empty is closed all week. */
const WEEK_FIELDS = ['hours', 'ranges'];

const isWeek = (value: object) =>
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (WEEKDAYS as readonly string[]).includes(key));

/** Opening hours or weekly ranges: "lun. 09:00–17:00 ; mar. 09:00–12:00, 13:00–17:00". */
function weekText(week: TOpeningHours, locale: TLocale): string {
  const days = WEEKDAYS.flatMap((day, index) => {
    const ranges = rangesText(week[day] ?? []);
    return ranges ? [`${WEEKDAY_WORDS[locale][index]} ${ranges}`] : [];
  });
  return days.length === 0 ? WORDS.closed[locale] : days.join(locale === 'fr' ? ' ; ' : '; ');
}

/** Dated ranges: "2026-12-24 09:00–12:00 ; 2026-12-31 —". */
function datesText(dates: Record<string, unknown>, locale: TLocale): string | null {
  const days = Object.entries(dates).sort(([a], [b]) => a.localeCompare(b));
  if (!days.every(([day]) => /^\d{4}-\d{2}-\d{2}$/.test(day))) return null;
  const texts = days.map(([day, ranges]) => {
    const text = rangesText(ranges);
    return text === null ? null : `${day} ${text || WORDS.closed[locale]}`;
  });
  if (texts.some((text) => text === null)) return null;
  return texts.length === 0 ? WORDS.none[locale] : texts.join(locale === 'fr' ? ' ; ' : '; ');
}

/** An instant as recorded (ISO with a time and an offset or Z), not a calendar day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A recorded value of the console's history as a person reads it, in their language: statuses
 * and yes / no as words, instants on the building's clock, opening hours and ranges day by day,
 * both languages of a name; never raw JSON. Shared by the console's history and its CSV export.
 */
export function auditValueText(
  entity: TAuditEntity,
  field: string,
  value: unknown,
  locale: TLocale,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return WORDS.none[locale];
  if (typeof value === 'string' && INSTANT.test(value)) return formatListDateTime(value, timeZone);
  if (typeof value === 'boolean') return value ? WORDS.yes[locale] : WORDS.no[locale];
  if (field === 'status' && typeof value === 'string') {
    return STATUS_WORDS[entity]?.[value]?.[locale] ?? value;
  }
  if (Array.isArray(value)) {
    const ranges = rangesText(value);
    if (ranges !== null) return ranges || WORDS.none[locale];
    return value.map((item) => auditValueText(entity, '', item, locale, timeZone)).join(', ');
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('fr' in record && 'en' in record) return `${String(record.fr)} / ${String(record.en)}`;
    if (WEEK_FIELDS.includes(field) || isWeek(record)) {
      return weekText(record as TOpeningHours, locale);
    }
    const dated = datesText(record, locale);
    if (dated !== null) return dated;
    return Object.entries(record)
      .map(([key, item]) => `${key}: ${auditValueText(entity, key, item, locale, timeZone)}`)
      .join(', ');
  }
  return String(value);
}

/**
 * A cell of a CSV export that a spreadsheet will not run: text starting with = + - @ (or a tab
 * or carriage return, which some spreadsheets skip) gets a leading apostrophe; then quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
