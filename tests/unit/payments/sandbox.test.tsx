// Sandbox provider: its own dialog shows the test card; Approve succeeds, Decline fails, Escape cancels.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_REFERENCE_FROM_SERVER, createSandboxProvider } from '@/lib/payments/sandbox';
import type { PaymentRequest } from '@/lib/payments/types';

const provider = createSandboxProvider();
const request = (): PaymentRequest => ({
  amountMinor: 12_345,
  currency: 'ZAR',
  email: 'verified@vets.example',
  reference: `sandbox_${crypto.randomUUID()}`, // as the server's checkout issues them
  metadata: { name: 'Thandi Nkosi', phone: '27821234567' },
});

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('sandbox payment provider', () => {
  it('never makes a reference itself: the server issues and records sandbox checkouts', () => {
    expect(() => provider.newReference()).toThrow(SANDBOX_REFERENCE_FROM_SERVER);
  });

  it('shows the amount and test card, and Approve succeeds with the reference', async () => {
    const user = userEvent.setup();
    const payment = request();
    const result = provider.pay(payment);
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    expect(within(dialog).getByText('R 123.45')).toBeInTheDocument();
    expect(within(dialog).getByText(/Visa test card/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(result).resolves.toEqual({ status: 'success', reference: payment.reference });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Decline reports a failed payment', async () => {
    const user = userEvent.setup();
    const result = provider.pay(request());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(result).resolves.toMatchObject({ status: 'error' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the dialog (Escape) cancels', async () => {
    const result = provider.pay(request());
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox card payment' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(result).resolves.toEqual({ status: 'cancelled' });
  });
});
