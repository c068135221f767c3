// Appointment dates and times between the inputs (yyyy-MM-dd, HH:mm) and the API (dd-MM-yyyy, hh:mm a).
import {
  parseAppointmentDate,
  parseAppointmentTime,
  todayInSouthAfrica,
} from '@contract/rules/appointment';
import { lightFormat } from 'date-fns';

/** "2026-11-05" from a date input to the API's "05-11-2026"; '' unless a real date. */
export function toApiDate(input: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  return (match && parseAppointmentDate(`${match[3]}-${match[2]}-${match[1]}`)) ?? '';
}

/** "14:30" from a time input to the API's "02:30 PM"; '' unless a time of day. */
export function toApiTime(input: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(input.trim());
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(hours <= 23 && minutes <= 59)) return '';
  return lightFormat(new Date(2000, 0, 1, hours, minutes), 'hh:mm a');
}

/** The API's "05-11-2026" back to a date input's "2026-11-05"; '' unless a real date. */
export function fromApiDate(value: string | null): string {
  const date = value ? parseAppointmentDate(value) : null;
  return date ? `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}` : '';
}

/** The API's "02:30 PM" back to a time input's "14:30"; '' unless a 12-hour time. */
export function fromApiTime(value: string | null): string {
  const time = value ? parseAppointmentTime(value) : null;
  if (!time) return '';
  const hours = (Number(time.slice(0, 2)) % 12) + (time.endsWith('PM') ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${time.slice(3, 5)}`;
}

/** The South African day of `now` as a date input's "2026-11-23". */
export const todayInput = (now: Date) => todayInSouthAfrica(now);

/** True when a date input's value is before `today` (the server refuses such appointments too). */
export const isPastInput = (input: string, today: string) => input < today;
