// The day at a glance: each order's appointment (day, time, place) in South African time, soonest first, told as "Today", "Tomorrow" or its day.
import {
  parseAppointmentDate,
  parseAppointmentTime,
  SOUTH_AFRICA_OFFSET_MS,
} from '@contract/rules/appointment';
import type { Order } from '@contract/wire/order';
import { differenceInCalendarDays } from 'date-fns';
import { fromApiTime } from './appointment';
import { livestockLocation } from './types';

export interface Appointment {
  /** yyyy-MM-dd, the South African calendar day. */
  day: string;
  /** hh:mm AM, or null when the order has a day only. */
  time: string | null;
  /** Where to meet: the appointment's place, else where the livestock is. */
  place: string;
  /** The moment it starts, or null without a time. */
  start: Date | null;
}

/**
 * The moment an appointment starts: the wire's date (dd-MM-yyyy) and time (hh:mm AM) carry no zone
 * and are South African wall-clock time, whatever zone the phone is set to; null unless both read.
 */
export function appointmentStart(date: string, time: string): Date | null {
  const day = parseAppointmentDate(date);
  const clock = parseAppointmentTime(time);
  if (!day || !clock) return null;
  const [hours = 0, minutes = 0] = fromApiTime(clock).split(':').map(Number);
  const utc = Date.UTC(
    Number(day.slice(6)),
    Number(day.slice(3, 5)) - 1,
    Number(day.slice(0, 2)),
    hours,
    minutes,
  );
  return new Date(utc - SOUTH_AFRICA_OFFSET_MS);
}

/** The order's appointment, or null before one is set (or when its date cannot be read). */
export function appointmentOf(order: Order): Appointment | null {
  const date = order.appointment_date ? parseAppointmentDate(order.appointment_date) : null;
  if (!date) return null;
  const time = order.appointment_time ? parseAppointmentTime(order.appointment_time) : null;
  return {
    day: `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}`,
    time,
    place: order.appointment_location || livestockLocation(order),
    start: time ? appointmentStart(date, time) : null,
  };
}

/** "14:30" from "02:30 PM", for ordering; a day without a time comes after that day's times. */
const clockKey = (time: string | null): string => (time ? fromApiTime(time) : '99:99');

/**
 * The orders with an appointment first, soonest first (a day passed without a report first of
 * all), then those without one in the order they came.
 */
export function byAppointment(orders: readonly Order[]): Order[] {
  const keyed = orders.map((order, index) => {
    const appointment = appointmentOf(order);
    return {
      order,
      index,
      key: appointment ? `${appointment.day} ${clockKey(appointment.time)}` : null,
    };
  });
  keyed.sort((a, b) => {
    if (a.key !== null && b.key !== null && a.key !== b.key) return a.key < b.key ? -1 : 1;
    if (a.key === null && b.key !== null) return 1;
    if (a.key !== null && b.key === null) return -1;
    return a.index - b.index;
  });
  return keyed.map(({ order }) => order);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A yyyy-MM-dd day as a date at noon on the device (calendar arithmetic only). */
const calendarDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12);

/**
 * "Today", "Tomorrow", "Yesterday", else "Fri 14 Nov" ("Fri 14 Nov 2027" in another year), for a
 * South African day against today's South African day (`today`, yyyy-MM-dd).
 */
export function dayLabel(day: string, today: string): string {
  const date = calendarDate(day);
  const offset = differenceInCalendarDays(date, calendarDate(today));
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset === -1) return 'Yesterday';
  const year = day.slice(0, 4) === today.slice(0, 4) ? '' : ` ${day.slice(0, 4)}`;
  return `${WEEKDAYS[date.getDay()] ?? ''} ${date.getDate()} ${MONTHS[date.getMonth()] ?? ''}${year}`;
}

/** South Africa is UTC+2 all year: the phone's offset there, in getTimezoneOffset's sign. */
const SOUTH_AFRICA_TIMEZONE_OFFSET = -120;

/**
 * When, as a vet reads it: "Today, 09:30 AM" (a no-break space before AM). A phone set to another zone gets "SA time" after
 * it, since the time is the farm's, not the phone's.
 */
export function appointmentWhen(appointment: Appointment, today: string): string {
  const day = dayLabel(appointment.day, today);
  if (!appointment.time) return day;
  const elsewhere =
    (appointment.start ?? new Date()).getTimezoneOffset() !== SOUTH_AFRICA_TIMEZONE_OFFSET;
  // The time never breaks from its AM or PM on a narrow card.
  return `${day}, ${appointment.time.replace(' ', '\u00a0')}${elsewhere ? ' SA time' : ''}`;
}

/** True when the appointment's day is before today (South Africa): the inspection is overdue. */
export const isPastDay = (appointment: Appointment, today: string) => appointment.day < today;
