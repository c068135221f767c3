// Appointment dates and times between the inputs (yyyy-MM-dd, HH:mm) and the API (dd-MM-yyyy, hh:mm a).
import { format, isValid, parse } from 'date-fns';

const REFERENCE = new Date(2000, 0, 1);

function convert(value: string | null | undefined, from: string, to: string): string {
  if (!value) return '';
  const date = parse(value.trim(), from, REFERENCE);
  return isValid(date) ? format(date, to) : '';
}

/** "2026-11-05" from a date input to the API's "05-11-2026". */
export const toApiDate = (input: string) => convert(input, 'yyyy-MM-dd', 'dd-MM-yyyy');
/** "14:30" from a time input to the API's "02:30 PM". */
export const toApiTime = (input: string) => convert(input, 'HH:mm', 'hh:mm a');
/** The API's "05-11-2026" back to a date input's "2026-11-05". */
export const fromApiDate = (value: string | null) => convert(value, 'dd-MM-yyyy', 'yyyy-MM-dd');
/** The API's "02:30 PM" back to a time input's "14:30". */
export const fromApiTime = (value: string | null) => convert(value, 'hh:mm a', 'HH:mm');

/** Today on this device as a date input's "2026-11-23". */
export const todayInput = (now: Date = new Date()) => format(now, 'yyyy-MM-dd');

/** True when a date input's value is before today (the server refuses such appointments too). */
export const isPastInput = (input: string, now: Date = new Date()) => input < todayInput(now);
