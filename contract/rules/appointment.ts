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
