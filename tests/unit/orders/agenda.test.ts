// The day at a glance: appointments soonest first, "Today"/"Tomorrow", South African time whatever the phone's zone.
import { afterEach, describe, expect, it } from 'vitest';
import {
  appointmentOf,
  appointmentStart,
  appointmentWhen,
  byAppointment,
  dayLabel,
  isPastDay,
} from '@/features/orders/agenda';
import { orderWith } from './orderFixture';

const set = (date: string | null, time: string | null, location: string | null = null) => ({
  appointment_date: date,
  appointment_time: time,
  appointment_location: location,
});

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('byAppointment', () => {
  it('puts the soonest appointment first, by day then time, and orders without one last as they came', () => {
    const orders = [
      orderWith(1),
      orderWith(2, set('15-11-2026', '02:30 PM')),
      orderWith(3, set('14-11-2026', '09:00 AM')),
      orderWith(4),
      orderWith(5, set('15-11-2026', '07:45 AM')),
      orderWith(6, set('15-11-2026', '12:15 PM')),
      orderWith(7, set('15-11-2026', '12:05 AM')),
      orderWith(8, set('02-12-2025', '11:00 AM')),
    ];
    expect(byAppointment(orders).map((order) => order.id)).toEqual([8, 3, 7, 5, 6, 2, 1, 4]);
  });

  it('keeps the order of appointments at the same moment, and a day without a time after its times', () => {
    const orders = [
      orderWith(1, set('15-11-2026', null)),
      orderWith(2, set('15-11-2026', '09:00 AM')),
      orderWith(3, set('15-11-2026', '09:00 AM')),
      orderWith(4, set('16-11-2026', '06:00 AM')),
    ];
    expect(byAppointment(orders).map((order) => order.id)).toEqual([2, 3, 1, 4]);
  });

  it('does not change the list it is given', () => {
    const orders = [orderWith(1), orderWith(2, set('15-11-2026', '09:00 AM'))];
    byAppointment(orders);
    expect(orders.map((order) => order.id)).toEqual([1, 2]);
  });
});

describe('appointmentOf', () => {
  it('reads the day, time and place; the livestock location stands in for a missing place', () => {
    expect(appointmentOf(orderWith(1, set('05-11-2026', '02:30 PM', 'Kraal 3')))).toEqual({
      day: '2026-11-05',
      time: '02:30 PM',
      place: 'Kraal 3',
      start: new Date('2026-11-05T12:30:00Z'),
    });
    expect(appointmentOf(orderWith(1, set('05-11-2026', '02:30 PM')))?.place).toBe(
      'Lichtenburg, North West',
    );
    expect(appointmentOf(orderWith(1))).toBeNull();
    expect(appointmentOf(orderWith(1, set('31-02-2026', '09:00 AM')))).toBeNull();
  });
});

describe('appointmentStart', () => {
  it('is South African wall-clock time (UTC+2), midnight and noon included', () => {
    expect(appointmentStart('05-11-2026', '12:00 AM')?.toISOString()).toBe(
      '2026-11-04T22:00:00.000Z',
    );
    expect(appointmentStart('05-11-2026', '12:00 PM')?.toISOString()).toBe(
      '2026-11-05T10:00:00.000Z',
    );
    expect(appointmentStart('31-12-2026', '11:59 PM')?.toISOString()).toBe(
      '2026-12-31T21:59:00.000Z',
    );
    expect(appointmentStart('05-11-2026', '13:00 PM')).toBeNull();
  });
});

describe('dayLabel', () => {
  it('says Today, Tomorrow and Yesterday, else the weekday and date (the year only when another)', () => {
    expect(dayLabel('2026-11-05', '2026-11-05')).toBe('Today');
    expect(dayLabel('2026-11-06', '2026-11-05')).toBe('Tomorrow');
    expect(dayLabel('2026-11-04', '2026-11-05')).toBe('Yesterday');
    expect(dayLabel('2026-11-07', '2026-11-05')).toBe('Sat 7 Nov');
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(dayLabel('2027-01-02', '2026-12-31')).toBe('Sat 2 Jan 2027');
    expect(dayLabel('2026-03-01', '2026-02-28')).toBe('Tomorrow');
  });

  it('counts calendar days across a daylight-saving change on the phone', () => {
    process.env.TZ = 'Europe/London';
    expect(dayLabel('2026-03-29', '2026-03-28')).toBe('Tomorrow');
    expect(dayLabel('2026-03-30', '2026-03-28')).toBe('Mon 30 Mar');
  });
});

describe('appointmentWhen', () => {
  const appointment = appointmentOf(orderWith(1, set('06-11-2026', '09:30 AM', 'Kraal 3')))!;

  it('tells the day and the time as the farm keeps it, on a phone in South Africa', () => {
    process.env.TZ = 'Africa/Johannesburg';
    expect(appointmentWhen(appointment, '2026-11-06')).toBe('Today, 09:30\u00a0AM');
    expect(appointmentWhen(appointment, '2026-11-05')).toBe('Tomorrow, 09:30\u00a0AM');
  });

  it('adds "SA time" on a phone set to another zone, and does not move the time', () => {
    process.env.TZ = 'Europe/London';
    expect(appointmentWhen(appointment, '2026-11-05')).toBe('Tomorrow, 09:30\u00a0AM SA time');
    process.env.TZ = 'UTC';
    expect(appointmentWhen(appointment, '2026-11-06')).toBe('Today, 09:30\u00a0AM SA time');
  });

  it('says a past day is past', () => {
    expect(isPastDay(appointment, '2026-11-07')).toBe(true);
    expect(isPastDay(appointment, '2026-11-06')).toBe(false);
  });
});
