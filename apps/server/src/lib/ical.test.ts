import { describe, expect, it } from 'vitest';
import {
  buildCalendar,
  escapeText,
  foldLine,
  formatUtc,
  ICAL_PRODID,
  type TIcalEvent,
} from './ical';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** Undoes the folding of RFC 5545 §3.1: a CRLF followed by one space joins two lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const NOW = new Date('2026-03-02T15:04:05.678Z');
const event = (overrides: Partial<TIcalEvent> = {}): TIcalEvent => ({
  uid: 'reservation-12@habitat.example',
  start: new Date('2026-03-05T23:00:00Z'),
  end: new Date('2026-03-06T01:00:00Z'),
  summary: 'Salle de réception',
  status: 'CONFIRMED',
  ...overrides,
});

describe('formatUtc', () => {
  it('writes an instant as a UTC date-time without separators or milliseconds', () => {
    expect(formatUtc(NOW)).toBe('20260302T150405Z');
    expect(formatUtc(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops control characters TEXT may not hold, keeps tabs and accents', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd')).toBe('abcd');
    expect(escapeText('Réservation\tà 18 h')).toBe('Réservation\tà 18 h');
  });

  it('cannot be used to inject a property', () => {
    const escaped = escapeText('x\r\nEND:VEVENT\r\nBEGIN:VEVENT');
    expect(escaped).not.toMatch(/[\r\n]/);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(octets(parts[0]!)).toBe(75);
    expect(unfold(folded)).toBe(line);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}${'🏊'.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildCalendar', () => {
  const calendar = buildCalendar({
    name: 'Mes réservations',
    now: NOW,
    refreshInterval: 'PT1H',
    events: [
      event({
        description: 'Réservation n° 12, total 45,00 $\nMerci',
        location: '1200, rue Peel; Montréal',
        url: 'https://habitat.example/booking/12',
        created: new Date('2026-03-01T10:00:00Z'),
        lastModified: new Date('2026-03-01T11:00:00Z'),
      }),
      event({ uid: 'reservation-13@habitat.example', status: 'CANCELLED', sequence: 1 }),
    ],
  });
  const lines = unfold(calendar).split('\r\n');

  it('ends every line with CRLF, the last one too', () => {
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('opens with the calendar properties', () => {
    expect(lines.slice(0, 8)).toEqual([
      'BEGIN:VCALENDAR',
      `PRODID:${ICAL_PRODID}`,
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Mes réservations',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ]);
  });

  it('writes each event in UTC with its stamp, sequence and status', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20260305T230000Z');
    expect(lines).toContain('DTEND:20260306T010000Z');
    expect(lines.filter((l) => l === 'DTSTAMP:20260302T150405Z')).toHaveLength(2);
    expect(lines).toContain('CREATED:20260301T100000Z');
    expect(lines).toContain('LAST-MODIFIED:20260301T110000Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('escapes text values and keeps the URL as is', () => {
    expect(lines).toContain('DESCRIPTION:Réservation n° 12\\, total 45\\,00 $\\nMerci');
    expect(lines).toContain('LOCATION:1200\\, rue Peel\\; Montréal');
    expect(lines).toContain('URL:https://habitat.example/booking/12');
  });

  it('leaves out the refresh interval of a single download and optional properties', () => {
    const single = buildCalendar({ name: 'x', now: NOW, events: [event()] });
    expect(single).not.toContain('REFRESH-INTERVAL');
    expect(single).not.toContain('DESCRIPTION');
    expect(single).not.toContain('CREATED');
  });

  it('folds long lines of the whole text at 75 octets', () => {
    const long = buildCalendar({
      name: 'x',
      now: NOW,
      events: [event({ description: 'Une très longue description, '.repeat(20) })],
    });
    expect(long.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
  });
});
