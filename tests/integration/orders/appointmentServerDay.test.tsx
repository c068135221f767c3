// A phone whose clock is a day behind: the form lets "today" through, the server refuses it, and its words are shown.
import { ordersMsg } from '@/features/orders/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openPanel, pendingOrder, useOrdersFixture } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

const fixture = useOrdersFixture();

/** The answers' Date header, as the app reads it, a day behind: the app's idea of the server's day is yesterday. */
function answersDatedYesterday() {
  const realGet = Object.getOwnPropertyDescriptor(Headers.prototype, 'get')?.value as (
    this: Headers,
    name: string,
  ) => string | null;
  vi.spyOn(Headers.prototype, 'get').mockImplementation(function (this: Headers, name: string) {
    return name.toLowerCase() === 'date'
      ? new Date(Date.now() - DAY_MS).toUTCString()
      : realGet.call(this, name);
  });
}

describe('the server refuses a date the phone thought was today', () => {
  it('shows the server’s words under the date and in the toast, not the bare fallback', async () => {
    const order = await pendingOrder(fixture, false);
    answersDatedYesterday();
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });

    // "Today" on the slow phone is yesterday in South Africa.
    const phoneToday = new Date(Date.now() + 2 * 60 * 60 * 1000 - DAY_MS)
      .toISOString()
      .slice(0, 10);
    const date = screen.getByLabelText('Appointment date');
    await user.type(date, phoneToday);
    await user.type(screen.getByLabelText('Appointment time'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // Under the date field and in the toast.
    await waitFor(() => expect(screen.getAllByText(ordersMsg.appointmentInPast)).toHaveLength(2));
    expect(date).toHaveAccessibleDescription(ordersMsg.appointmentInPast);
    expect(screen.queryByText(ordersMsg.appointmentFailed)).not.toBeInTheDocument();
  });
});
