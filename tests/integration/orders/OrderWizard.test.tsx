// The order wizard as a vet uses it (jsdom, real reference server): appointment, report validation
// with nothing sent, the report saved on the device first and then sent, quota errors, double taps
// (docs/offline-and-outbox.md scenarios 13 and 18), cancelling, completed orders.
import { ordersMsg } from '@/features/orders/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { msg } from '@/lib/text/messages';
import { outboxMsg } from '@/features/orders/messages';
import {
  openPanel,
  outboxItems,
  requestsTo,
  ordersOf,
  pendingOrder,
  useOrdersFixture,
} from './support';

/** An appointment date that stays in the future (the form refuses past dates). */
const NEXT_YEAR = new Date().getFullYear() + 1;

const fixture = useOrdersFixture();

describe('order wizard', () => {
  it('shows the order header, the product card with its real age, and step 1 at 4/12', async () => {
    const order = await pendingOrder(fixture, false);
    await openPanel(fixture, `&order=${order.id}`);

    expect(
      await screen.findByRole('heading', { name: `Order ${order.order_number}` }),
    ).toBeVisible();
    expect(screen.getByText(/^Due Date:/)).toBeVisible();
    expect(
      screen.getByText('Follow the instructions below and complete all the steps'),
    ).toBeVisible();
    expect(screen.getByText('Purchased')).toBeVisible();
    expect(screen.getByText(/ago$|just now/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Make appointment' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: /4\/12/ })).toHaveAttribute('value', '4');
    expect(screen.getByLabelText('Meeting location')).not.toHaveValue('');
  });

  it('asks for both date and time before setting an appointment, and sends nothing', async () => {
    const order = await pendingOrder(fixture, false);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });

    await user.type(screen.getByLabelText('Appointment date'), `${NEXT_YEAR}-12-05`);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(ordersMsg.appointmentMissing)).toBeVisible();
    expect(screen.getByLabelText('Appointment time')).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fixture, `dashboard/set-appointment/${order.id}/`)).toBe(0);
  });

  it('sets the appointment as dd-MM-yyyy and hh:mm a, then moves to step 2', async () => {
    const order = await pendingOrder(fixture, false);
    const { user, token } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });

    await user.type(screen.getByLabelText('Appointment date'), `${NEXT_YEAR}-12-05`);
    await user.type(screen.getByLabelText('Appointment time'), '14:30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(ordersMsg.appointmentSet)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: /8\/12/ })).toBeVisible();
    const saved = (await ordersOf(fixture, token)).find((o) => o.id === order.id)!;
    expect(saved.appointment_date).toBe(`05-12-${NEXT_YEAR}`);
    expect(saved.appointment_time).toBe('02:30 PM');
  });

  it('starts at step 2 when the order has an appointment; step 1 then reads Next', async () => {
    const order = await pendingOrder(fixture, true);
    const { user } = await openPanel(fixture, `&order=${order.id}`);

    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    const template = screen.getByRole('link', { name: /Health Check Template/ });
    expect(template).toHaveAttribute('href', '/docs/health-check-template.pdf');
    expect(template).toHaveAttribute('target', '_blank');
    expect(template).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Give Verification Report')).toBeVisible();
    expect(screen.getByText('Upload the signed health certificate')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Make appointment' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' }),
    ).toBeVisible();
    expect(await requestsTo(fixture, `dashboard/set-appointment/${order.id}/`)).toBe(0);
  });

  it('refuses an incomplete report with the spec messages; nothing is queued or sent', async () => {
    const order = await pendingOrder(fixture, true);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ordersMsg.reportMissing)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Sound animals.');
    await user.click(
      screen.getByRole('switch', { name: 'Does the livestock have a health certificate?' }),
    );
    expect(screen.getByText('Upload limit - 5MB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ordersMsg.reportDocumentMissing)).toBeVisible();

    expect(await outboxItems()).toEqual([]);
    expect(await requestsTo(fixture, `dashboard/send-inspection-report/${order.id}/`)).toBe(0);
  });

  it('rejects a certificate over 5 MB and does not keep it', async () => {
    const order = await pendingOrder(fixture, true);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    await user.click(
      screen.getByRole('switch', { name: 'Does the livestock have a health certificate?' }),
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText('Health certificate'), big);
    expect(await screen.findByText(msg.fileTooLarge)).toBeVisible();
    expect(screen.queryByText(/scan\.pdf/)).toBeNull();
  });

  it('18: a double tap on Confirm saves one report on the device, which is then sent (step 3)', async () => {
    const order = await pendingOrder(fixture, true);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Fit for sale.');
    await user.click(
      screen.getByRole('switch', { name: 'Does the livestock have a health certificate?' }),
    );
    await user.upload(
      screen.getByLabelText('Health certificate'),
      new File(['%PDF-1.4\nsigned certificate'], 'certificate.pdf', { type: 'application/pdf' }),
    );

    await user.dblClick(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(msg.reportSent, {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Verification Completed' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: /12\/12/ })).toBeVisible();
    expect(screen.getByText('Congratulations for completing the order successfully')).toBeVisible();
    expect(screen.getByText('Your wallet have been Credited')).toBeVisible();
    expect(await requestsTo(fixture, `dashboard/send-inspection-report/${order.id}/`)).toBe(1);
    expect(await outboxItems()).toEqual([]);
  });

  it('shows "Saved on this device" while the server cannot be reached, and the report waits', async () => {
    const order = await pendingOrder(fixture, true);
    await fixture.server.faults({ fail5xxNext: 1, failStatus: 503 });
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    await user.click(screen.getByRole('radio', { name: 'Average' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Two lame ewes.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // The report briefly shows "Sending..."; once the server has refused it, it waits, saved.
    await screen.findByText(/could not take the report just now \(503\)/, {}, { timeout: 10_000 });
    expect(screen.getByText(outboxMsg.savedOnDevice)).toBeVisible();
    expect(screen.getByText(outboxMsg.willSendAutomatically)).toBeVisible();
    expect(await outboxItems()).toMatchObject([
      { subject: { key: order.id }, state: 'queued', attempts: 1 },
    ]);
    await fixture.server.faults({ reset: true });
  });

  it('13: a full device says so and keeps the form filled', async () => {
    const order = await pendingOrder(fixture, true);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    await user.click(screen.getByRole('radio', { name: 'Poor' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Needs treatment.');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(outboxMsg.quotaExceeded)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Poor' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Needs treatment.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('cancels an order after a confirmation and returns to the list', async () => {
    const order = await pendingOrder(fixture, false);
    const { user, router } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText(ordersMsg.orderCancelled)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?panel=ManageOrder'));
  });

  it('opens a completed order at step 3, and its report for an update at step 2', async () => {
    const { user } = await openPanel(fixture, '&order=5');
    expect(await screen.findByRole('heading', { name: 'Verification Completed' })).toBeVisible();
    expect(screen.getByText("Seller's Details")).toBeVisible();
    expect(screen.getByText('Seller')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Excellent' })).toBeChecked();
  });

  it('says "Order not found" with a way back for an order that is not there', async () => {
    await openPanel(fixture, '&order=99999');
    expect(await screen.findByRole('heading', { name: ordersMsg.orderNotFound })).toBeVisible();
    expect(screen.getByText(ordersMsg.noOrder)).toBeVisible();
    expect(screen.getByText(ordersMsg.orderNotFoundDetail)).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to order list/ })).toBeVisible();
  });
});

describe('editing a report that was already sent', () => {
  it('shows the certificate already sent, with the switch on, and keeps it on Update', async () => {
    const order = await pendingOrder(fixture, true);
    const token = await fixture.server.tokenFor('verified@vets.example');
    const body = new FormData();
    body.append('inspection_health_state', 'Good');
    body.append('inspection_description', 'Sent from the farm.');
    body.append(
      'certificate_of_safety',
      new File(['%PDF-1.4\nsigned certificate'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    const sent = await fetch(
      `${fixture.server.apiBaseUrl}dashboard/send-inspection-report/${order.id}/`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body },
    );
    expect(sent.status).toBeLessThan(300);

    const { user } = await openPanel(fixture, `&order=${order.id}&step=report`);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Does the livestock have a health certificate?' }),
    ).toBeChecked();
    const link = screen.getByRole('link', { name: /View the certificate already sent/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^http:\/\/.+\/media\/.+/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Updating without choosing a file again is allowed: the certificate sent stays.
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.queryByText(ordersMsg.reportDocumentMissing)).toBeNull();
    await waitFor(async () =>
      expect(await requestsTo(fixture, `dashboard/update-inspection-report/${order.id}/`)).toBe(1),
    );
  });
});

describe('the seller at the farm gate', () => {
  it('shows the seller’s phone, WhatsApp and Open in Maps on step 1 and on step 2', async () => {
    const order = await pendingOrder(fixture, false);
    const { user } = await openPanel(fixture, `&order=${order.id}`);
    await screen.findByRole('heading', { name: 'Make appointment' });
    const reachable = () => {
      const seller = screen.getByRole('region', { name: 'Seller' });
      expect(within(seller).getByRole('link', { name: /^Call / })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+27\d{9}$/),
      );
      expect(within(seller).getByRole('link', { name: /^WhatsApp / })).toBeVisible();
      expect(within(seller).getByRole('link', { name: /^Open in Maps/ })).toBeVisible();
    };
    reachable();

    await user.type(screen.getByLabelText('Appointment date'), `${NEXT_YEAR}-03-04`);
    await user.type(screen.getByLabelText('Appointment time'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Update Report - Health Check Feedback' });
    reachable();
  });
});
