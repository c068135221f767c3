// An order's appointment as a calendar event: South African time as UTC, a stable UID, what the vet needs at the farm.
import { describe, expect, it } from 'vitest';
import { calendarFileName, orderEvent } from '@/features/orders/orderCalendar';
import { orderWith } from './orderFixture';

const URL = 'https://vets.example/vet-profile?panel=ManageOrder&order=7';

describe('orderEvent', () => {
  it('starts at the appointment in South African time, for an hour, with a stable UID', () => {
    const order = orderWith(7, {
      appointment_date: '05-11-2026',
      appointment_time: '09:30 AM',
      appointment_location: 'Kraal 3',
    });
    const event = orderEvent(order, URL, 'vets.example');
    expect(event).toMatchObject({
      uid: 'order-7-appointment@vets.example',
      start: new Date('2026-11-05T07:30:00Z'),
      end: new Date('2026-11-05T08:30:00Z'),
      summary: 'Inspection ORD-2026-0007: 12 Nguni cows',
      location: 'Kraal 3',
      url: URL,
    });
    expect(event?.description?.split('\n')).toEqual([
      'Order ORD-2026-0007',
      '12 Nguni cows (Cattle)',
      'Seller: Thandi Mokoena, 27821234567',
      `Open the order: ${URL}`,
    ]);
    expect(orderEvent(order, URL, 'vets.example')?.uid).toBe(event?.uid);
  });

  it('is none without a day and a time', () => {
    expect(orderEvent(orderWith(7), URL, 'h')).toBeNull();
    expect(orderEvent(orderWith(7, { appointment_date: '05-11-2026' }), URL, 'h')).toBeNull();
  });

  it('names the file after the order number', () => {
    expect(calendarFileName(orderWith(7))).toBe('ORD-2026-0007.ics');
    expect(calendarFileName(orderWith(7, { order_number: 'A/B 1' }))).toBe('A-B-1.ics');
  });
});
