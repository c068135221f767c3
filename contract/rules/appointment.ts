// Appointment dates and times as the API spells them (dd-MM-yyyy, hh:mm AM): read alike by the server and the app.
import { isRealDate } from './calendar.js';

/** 'dd-MM-yyyy' when it names a real calendar date, else null. */
export function parseAppointmentDate(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  return isRealDate(Number(yyyy), Number(mm), Number(dd)) ? `${dd}-${mm}-${yyyy}` : null;
}

/** 'hh:mm AM' from 'h:mm am', '09:30 PM', ...; null when not a 12-hour time. */
export function parseAppointmentTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])$/.exec(value.trim());
  if (!match) return null;
  const [, h, m, period] = match;
  const hour = Number(h);
  const minute = Number(m);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${m} ${(period ?? '').toUpperCase()}`;
}

/** A date already as parseAppointmentDate writes it, its month in range and its year from 1000. */
const WRITTEN_DATE = /^(?:0[1-9]|[12]\d|3[01])-(?:0[1-9]|1[0-2])-[1-9]\d{3}$/;

/** A time already as parseAppointmentTime writes it. */
const WRITTEN_TIME = /^(?:0[1-9]|1[0-2]):[0-5]\d [AP]M$/;

/**
 * An appointment date as a server may send it: the spec's dd-MM-yyyy or an ISO date (yyyy-MM-dd,
 * Django REST framework's DateField), as 'dd-MM-yyyy'; null when it is neither or not a real date.
 */
export function appointmentDateFromWire(value: string): string | null {
  // Most answers (an order list's every row): kept as sent once the day is in its month; every
  // month has 28.
  if (WRITTEN_DATE.test(value) && Number(value.slice(0, 2)) <= 28) return value;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return iso ? parseAppointmentDate(`${iso[3]}-${iso[2]}-${iso[1]}`) : parseAppointmentDate(value);
}

/**
 * An appointment time as a server may send it: the spec's 'hh:mm AM' or a 24-hour time ('14:30',
 * '14:30:00', '14:30:00.000000', DRF's TimeField), as 'hh:mm AM'; null when it is neither.
 */
export function appointmentTimeFromWire(value: string): string | null {
  if (WRITTEN_TIME.test(value)) return value; // most answers
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/.exec(value.trim());
  if (!match) return parseAppointmentTime(value);
  const [, h, m = '', s = '00'] = match;
  const hour = Number(h);
  if (hour > 23 || Number(m) > 59 || Number(s) > 59) return null;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${m} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** South Africa keeps UTC+2 all year (no daylight saving). */
export const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today's date in South Africa as yyyy-MM-dd: the day the server checks appointments against. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Date(now.getTime() + SOUTH_AFRICA_OFFSET_MS).toISOString().slice(0, 10);
}
