/**
 * iCalendar (RFC 5545) text for reservations: one VCALENDAR of VEVENTs with times in UTC, so
 * no VTIMEZONE is needed and every calendar shows them in its own zone.
 */

export type TIcalEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Bumped when the event changes (a cancellation), so calendars take the newer copy. */
  sequence?: number;
  created?: Date;
  lastModified?: Date;
};

export type TIcalCalendar = {
  name: string;
  events: readonly TIcalEvent[];
  /** DTSTAMP of every event: when this text was made. */
  now: Date;
  /** For subscriptions: how often a calendar should fetch the feed again (ISO 8601 duration). */
  refreshInterval?: string;
};

export const ICAL_PRODID = '-//Habitat//Resident app//FR';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 2026-11-23T06:44:43.123Z → 20261123T064443Z */
export function formatUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** Tab or any character but the ASCII controls. */
const isTextCharacter = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code === 9 || (code >= 32 && code !== 127);
};

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n;
 * other control characters, which TEXT may not hold, are dropped.
 */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped).filter(isTextCharacter).join('');
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets of UTF-8, each
 * continuation starting with one space; never splits a character's bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const textProperty = (name: string, value: string) => `${name}:${escapeText(value)}`;

function eventLines(event: TIcalEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    ...(event.created ? [`CREATED:${formatUtc(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatUtc(event.lastModified)}`] : []),
    `SEQUENCE:${event.sequence ?? 0}`,
    textProperty('SUMMARY', event.summary),
    ...(event.description ? [textProperty('DESCRIPTION', event.description)] : []),
    ...(event.location ? [textProperty('LOCATION', event.location)] : []),
    // A URI value is not TEXT: it is written as is (line breaks could only come from a bug).
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole calendar, CRLF line ends, folded, ending with a CRLF. */
export function buildCalendar(calendar: TIcalCalendar): string {
  const refresh = calendar.refreshInterval
    ? [
        `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`,
        `X-PUBLISHED-TTL:${calendar.refreshInterval}`,
      ]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICAL_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    textProperty('X-WR-CALNAME', calendar.name),
    ...refresh,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
