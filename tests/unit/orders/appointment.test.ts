// Appointment conversions between the inputs and the API, checked against date-fns's parse and format.
import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  fromApiDate,
  fromApiTime,
  isPastInput,
  toApiDate,
  toApiTime,
  todayInput,
} from '@/features/orders/appointment';
import { formatApiDay } from '@/lib/text/format';

/** What date-fns's parse-then-format gave for a value ('' when it could not read it). */
function dateFns(value: string, from: string, to: string): string {
  const date = parse(value, from, new Date(2000, 0, 1));
  return isValid(date) ? format(date, to) : '';
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('appointment times', () => {
  it('turns every minute of the day into the API spelling and back, as date-fns does', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const input = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
      const api = toApiTime(input);
      expect(api).toBe(dateFns(input, 'HH:mm', 'hh:mm a'));
      expect(fromApiTime(api)).toBe(input);
    }
    expect(toApiTime('00:05')).toBe('12:05 AM');
    expect(toApiTime('12:00')).toBe('12:00 PM');
    expect(toApiTime('9:30')).toBe(dateFns('9:30', 'HH:mm', 'hh:mm a'));
  });

  it('reads the 12-hour spellings the server accepts', () => {
    expect(fromApiTime('9:30 pm')).toBe('21:30');
    expect(fromApiTime('12:15 AM')).toBe('00:15');
  });

  it('gives nothing for what is not a time', () => {
    for (const value of ['', '24:00', '12:60', '930', 'noon', '14:30:00'])
      expect(toApiTime(value)).toBe('');
    for (const value of [null, '', '13:00 PM', '00:15 AM', '14:30', 'soon'])
      expect(fromApiTime(value)).toBe('');
  });
});

describe('appointment dates', () => {
  it('turns every day of a leap year and the next into the API spelling and back', () => {
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(2028, 0, 1 + day);
      const input = format(date, 'yyyy-MM-dd');
      const api = toApiDate(input);
      expect(api).toBe(dateFns(input, 'yyyy-MM-dd', 'dd-MM-yyyy'));
      expect(fromApiDate(api)).toBe(input);
      expect(formatApiDay(api)).toBe(format(date, 'dd MMM yyyy'));
    }
  });

  it('gives nothing for a date the calendar does not have', () => {
    for (const value of ['', '2027-02-29', '2026-13-01', '2026-11-31', '05-11-2026'])
      expect(toApiDate(value)).toBe('');
    for (const value of [null, '', '29-02-2027', '2026-11-05', 'soon'])
      expect(fromApiDate(value)).toBe('');
  });

  it('knows today in South Africa (UTC+2) and the days before it', () => {
    const now = new Date('2026-11-26T21:59:00Z'); // 23:59 in Pretoria
    expect(todayInput(now)).toBe('2026-11-26');
    expect(isPastInput('2026-11-25', todayInput(now))).toBe(true);
    expect(isPastInput('2026-11-26', todayInput(now))).toBe(false);
    const afterMidnight = new Date('2026-11-26T22:30:00Z'); // 00:30 on the 27th in Pretoria
    expect(todayInput(afterMidnight)).toBe('2026-11-27');
  });
});
