// The .ics builder against RFC 5545: CRLF lines, escaped text, lines folded at 75 octets, UID and DTSTAMP, UTC times.
import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEvent } from '@/lib/text/icalendar';

const event: CalendarEvent = {
  uid: 'order-7-appointment@vets.example',
  start: new Date('2026-11-05T07:30:00Z'),
  end: new Date('2026-11-05T08:30:00Z'),
  summary: 'Inspection ORD-2026-0007: 12 Nguni cows',
  location: 'Kraal 3, R505; Lichtenburg',
  description: 'Order ORD-2026-0007\nSeller: Thandi Mokoena, 27821234567',
  url: 'https://vets.example/vet-profile?panel=ManageOrder&order=7',
  remindMinutesBefore: 60,
};
const NOW = new Date('2026-11-01T10:15:42.123Z');

/** The file's content lines with folding undone (RFC 5545 3.1). */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  it('writes one VEVENT in a VCALENDAR, each line ended by CRLF and no bare LF', () => {
    const text = calendarFile([event], NOW);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Vet Portal//Appointments//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:order-7-appointment@vets.example');
    expect(lines).toContain('DTSTAMP:20261101T101542Z');
    expect(lines).toContain('DTSTART:20261105T073000Z');
    expect(lines).toContain('DTEND:20261105T083000Z');
    expect(lines).toContain('URL:https://vets.example/vet-profile?panel=ManageOrder&order=7');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    const lines = unfolded(calendarFile([{ ...event, summary: 'A\\B; C, D\r\nE\nF\u0007' }], NOW));
    expect(lines).toContain('SUMMARY:A\\\\B\\; C\\, D\\nE\\nF');
    expect(lines).toContain('LOCATION:Kraal 3\\, R505\\; Lichtenburg');
    expect(lines).toContain(
      'DESCRIPTION:Order ORD-2026-0007\\nSeller: Thandi Mokoena\\, 27821234567',
    );
  });

  it('folds lines longer than 75 octets, never inside a character, and unfolds to the same text', () => {
    const long = `Kraal ${'ñ'.repeat(40)} by the 🐄 dip, ${'x'.repeat(120)}`;
    const text = calendarFile([{ ...event, location: long }], NOW);
    const physical = text.split('\r\n').filter(Boolean);
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const continuations = physical.filter((line) => line.startsWith(' '));
    expect(continuations.length).toBeGreaterThan(2);
    expect(unfolded(text)).toContain(`LOCATION:${long.replace(/,/g, '\\,')}`);
  });

  it('leaves a line of exactly 75 octets alone', () => {
    const summary = 'x'.repeat(75 - 'SUMMARY:'.length);
    const text = calendarFile([{ ...event, summary }], NOW);
    expect(text.split('\r\n')).toContain(`SUMMARY:${summary}`);
  });

  it('adds a reminder before the start when asked, and leaves out what an event lacks', () => {
    const lines = unfolded(calendarFile([event], NOW));
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Inspection ORD-2026-0007: 12 Nguni cows',
      'TRIGGER:-PT60M',
      'END:VALARM',
    ]);
    const bare = unfolded(
      calendarFile([{ uid: 'u', start: event.start, end: event.end, summary: 'S' }], NOW),
    );
    expect(bare.some((line) => /^(LOCATION|DESCRIPTION|URL|BEGIN:VALARM)/.test(line))).toBe(false);
  });
});
