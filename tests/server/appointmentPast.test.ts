// An appointment date before today (South African time) is refused with a clear message.
import { describe, expect, it } from 'vitest';
import { todayInSouthAfrica } from '../../contract/rules/appointment.js';
import { sharedMsg } from '../../contract/messages.js';
import { isPastDate } from '../../server/routes/orders.js';
import { call, login, pendingOrder } from './helpers.js';
import { useServer } from './useServer.js';

const server = useServer();

const ddMMyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

describe('appointment dates', () => {
  it('uses the date in South Africa (UTC+2)', () => {
    const lateEvening = new Date('2026-11-23T22:30:00Z'); // 00:30 on the 24th in Pretoria
    expect(todayInSouthAfrica(lateEvening)).toBe('2026-11-24');
    expect(isPastDate('23-11-2026', lateEvening)).toBe(true);
    expect(isPastDate('24-11-2026', lateEvening)).toBe(false);
  });

  it('refuses yesterday and takes today', async () => {
    const token = await login(server, 'verified@vets.example');
    const order = await pendingOrder(server, token);
    const set = (date: string) =>
      call<Record<string, unknown>>(server, 'POST', `/api/dashboard/set-appointment/${order.id}/`, {
        token,
        json: {
          appointment_date: date,
          appointment_time: '09:00 AM',
          appointment_location: 'Farm',
        },
      });
    const today = new Date(`${todayInSouthAfrica()}T00:00:00Z`);
    const yesterday = new Date(today.getTime() - 24 * 60 * 60 * 1000);
    const refused = await set(ddMMyyyy(yesterday));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ appointment_date: [sharedMsg.appointmentInPast] });
    expect((await set(ddMMyyyy(today))).status).toBe(200);
  });
});
