// The order lists as a vet sees them (jsdom, real reference server): columns, amounts, tabs, row
// clicks, and the loading, error and empty states with the 'Failed to fetch vet orders' toast.
import { ordersMsg } from '@/features/orders/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderWizard } from '@/features/orders/wizardCode';
import { openPanel, useOrdersFixture } from './support';

const fixture = useOrdersFixture();

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('order lists', () => {
  it('lists pending orders only, with location, gross earnings and a View order link', async () => {
    await openPanel(fixture);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const table = await screen.findByRole('table', { name: 'Pending orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order Number', 'Livestock Location', 'Appointment', 'Amount', 'Actions']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(4);
    expect(screen.getByText('Showing 1–4 of 4 orders')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    const first = rows[0]!;
    expect(within(first).getByText(/^\+ R \d[\d ]*\.\d\d$/)).toBeVisible();
    expect(within(first).getByText('Gross Earnings')).toBeVisible();
    expect(within(first).getByRole('link', { name: /^View order ORD-/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/panel=ManageOrder&order=\d+$/),
    );
    expect(screen.getByRole('tab', { name: 'Pending Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows completed orders with Update order report under the Completed tab', async () => {
    const { user, router } = await openPanel(fixture);
    await screen.findByRole('table', { name: 'Pending orders' });

    await user.click(screen.getByRole('tab', { name: 'Completed' }));

    const table = await screen.findByRole('table', { name: 'Completed orders' });
    expect(rowsOf(table)).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: /^Update order report/ })).toHaveLength(3);
    expect(router.state.location.search).toBe('?panel=ManageOrder&tab=completed');
  });

  it('opens an order when its row is clicked', async () => {
    const { user, router } = await openPanel(fixture);
    const table = await screen.findByRole('table', { name: 'Pending orders' });
    const row = rowsOf(table)[0]!;
    const number = within(row).getAllByRole('cell')[0]!.textContent;

    await user.click(within(row).getAllByRole('cell')[1]!);

    await waitFor(() => expect(router.state.location.search).toMatch(/&order=\d+$/));
    expect(await screen.findByRole('heading', { name: `Order ${number}` })).toBeVisible();
  });

  it('asks for the wizard’s code once the lists are on screen, not before', async () => {
    const wizard = vi.spyOn(OrderWizard, 'preload');
    await openPanel(fixture);
    expect(wizard).not.toHaveBeenCalled(); // while the lists still say "Loading..."
    await screen.findByRole('table', { name: 'Pending orders' });
    await waitFor(() => expect(wizard).toHaveBeenCalledTimes(1));
    await expect(wizard.mock.results[0]?.value).resolves.toHaveProperty('default');
  });

  it('says when there are no orders', async () => {
    const { user } = await openPanel(fixture, '', 'newvet@vets.example');
    expect(await screen.findByText(ordersMsg.noPendingOrders)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText(ordersMsg.noCompletedOrders)).toBeVisible();
  });

  it('shows the error and the toast when a list cannot be fetched', async () => {
    await fixture.server.faults({ fail5xxNext: 1, failStatus: 500, paths: 'assigned-orders' });
    await openPanel(fixture);
    expect(await screen.findByText('Error: Simulated failure (test fault switch).')).toBeVisible();
    expect(await screen.findByText(ordersMsg.ordersFetchFailed)).toBeVisible();
  });

  it('says the list is not saved on this device yet when no answer comes and none is saved', async () => {
    await fixture.server.faults({ dropNextResponses: 1, paths: 'assigned-orders' });
    await openPanel(fixture);
    // The device is online (jsdom): the server is the one not answering.
    expect(
      await screen.findByText(
        'Error: The marketplace server is not answering, and this list is not saved on this device yet. It will load when the server answers: try again in a few minutes.',
      ),
    ).toBeVisible();
    expect(await screen.findByText(ordersMsg.ordersFetchFailed)).toBeVisible();
  });
});
