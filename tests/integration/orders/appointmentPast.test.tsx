// An appointment date before today is refused in the form with a clear message, and nothing is sent.
import { ordersMsg } from '@/features/orders/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPastInput, todayInput } from '@/features/orders/appointment';
import { openPanel, requestsTo, pendingOrder, useOrdersFixture } from './support';

const fixture = useOrdersFixture();

describe('appointment date in the past', () => {
  it('compares date inputs with today in South Africa', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    expect(todayInput(now)).toBe('2026-11-23');
    expect(isPastInput('2026-11-22', todayInput(now))).toBe(true);
    expect(isPastInput('2026-11-23', todayInput(now))).toBe(false);
    expect(isPastInput('2027-01-01', todayInput(now))).toBe(false);
  });

  it('is refused in the form, tied to the date field, and sends nothing', async () => {
    const order = await pendingOrder(fixture, false);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });

    const date = screen.getByLabelText('Appointment date');
    expect(date).toHaveAttribute('min', todayInput(new Date()));
    await user.type(date, '2020-01-15');
    await user.type(screen.getByLabelText('Appointment time'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(ordersMsg.appointmentInPast)).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(ordersMsg.appointmentInPast);
    expect(await requestsTo(fixture, `dashboard/set-appointment/${order.id}/`)).toBe(0);
  });
});
