// The outbox list, the top bar's unsent badge and the logout warning (jsdom, real reference
// server). docs/offline-and-outbox.md scenarios: 7 (a refused report needs attention; the vet edits
// it and it goes), 17 (logging out with unsent reports warns, and the reports stay on the device
// with their owner).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PortalPage from '@/app/PortalPage';
import OrdersPanel from '@/features/orders/OrdersPanel';
import { UnsentBadge } from '@/features/orders/UnsentBadge';
import { msg } from '@/lib/text/messages';
import { outboxMsg } from '@/features/orders/messages';
import { buildReportItem } from '@/features/orders/reportItem';
import { queueItem } from '@/lib/outbox/queue';
import { readToken } from '@/lib/session/token';
import { makeProfile } from '../../support/profiles';
import { renderWithProviders } from '../../support/render';
import { outboxItems, VET, useOrdersFixture } from './support';

const fixture = useOrdersFixture();

async function renderOutbox(
  ui = <OrdersPanel profile={makeProfile()} />,
  path = '/vet-profile?panel=ManageOrder&view=outbox',
) {
  const token = await fixture.server.tokenFor(VET);
  const view = renderWithProviders(ui, { apiBaseUrl: fixture.server.apiBaseUrl, token, path });
  fixture.stops.push(view.stop);
  return view;
}

const report = (orderId: number, orderNumber: string) => ({
  orderId,
  orderNumber,
  kind: 'send' as const,
  fields: { inspection_health_state: 'Good' as const, inspection_description: 'Healthy.' },
  certificate: null,
});

describe('outbox list', () => {
  it('lists waiting reports with state, attempts and last error, counts them in the badge, and discards after confirming', async () => {
    await fixture.server.faults({ fail5xxNext: 100, failStatus: 503 });
    const { user, store } = await renderOutbox(
      <>
        <UnsentBadge />
        <OrdersPanel profile={makeProfile()} />
      </>,
    );
    await screen.findByText(outboxMsg.empty);
    await store.dispatch(queueItem(buildReportItem(report(1, 'ORD-2026-0142'))));
    await store.dispatch(queueItem(buildReportItem(report(2, 'ORD-2026-0147'))));

    const list = await screen.findByRole('list', { name: 'Unsent reports' });
    await waitFor(() =>
      expect(within(list).getAllByText(/could not take the report just now \(503\)/)).toHaveLength(
        2,
      ),
    );
    expect(within(list).getByRole('link', { name: 'Order ORD-2026-0142' })).toBeVisible();
    expect(within(list).getAllByText('Waiting to send')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '2 unsent reports' })).toHaveAttribute(
      'href',
      '/vet-profile?panel=ManageOrder&view=outbox',
    );

    await user.click(
      within(list).getByRole('button', { name: 'Discard report for order ORD-2026-0142' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Discard this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText(outboxMsg.discarded)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '1 unsent report' })).toBeVisible(),
    );
    expect((await outboxItems()).map((item) => item.subject.label)).toEqual(['ORD-2026-0147']);
  });

  it('7: a refused report needs attention; the vet edits it in the wizard and it is sent', async () => {
    await fixture.server.faults({ fail5xxNext: 1, failStatus: 422 });
    const { user, store } = await renderOutbox();
    await store.dispatch(queueItem(buildReportItem(report(1, 'ORD-2026-0142'))));

    const list = await screen.findByRole('list', { name: 'Unsent reports' });
    expect(await within(list).findByText('Needs attention')).toBeVisible();
    expect(within(list).getByText('Simulated failure (test fault switch).')).toBeVisible();

    await user.click(
      within(list).getByRole('link', { name: 'Edit report for order ORD-2026-0142' }),
    );
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description).toHaveValue('Healthy.'));
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    await user.clear(description);
    await user.type(description, 'Healthy, rechecked.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByRole('heading', { name: 'Verification Completed' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await outboxItems()).toEqual([]);
  });

  it('17: logging out with unsent reports asks first; the reports stay on the device with their owner', async () => {
    await fixture.server.faults({ fail5xxNext: 100, failStatus: 503 });
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user, store } = await renderOutbox(
      <PortalPage />,
      '/vet-profile?panel=ManageOrder&view=outbox',
    );
    await screen.findByRole('heading', { name: 'Unsent reports' }, { timeout: 15_000 });
    await store.dispatch(queueItem(buildReportItem(report(1, 'ORD-2026-0142'))));
    await screen.findByRole('link', { name: '1 unsent report' });

    await user.click(screen.getByRole('link', { name: 'Log out' }));
    expect(confirm).toHaveBeenLastCalledWith(msg.outbox.logoutQuestion(1));
    expect(readToken()).not.toBeNull(); // the vet said "no": still signed in

    await user.click(screen.getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(readToken()).toBeNull());
    const kept = await outboxItems();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.ownerId).toBe('1');
  });
});
