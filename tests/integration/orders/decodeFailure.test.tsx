// An order list with one field the portal cannot read (the reference server's answer, one fee changed): the list says so in words and names the field.
import { DECODE_MESSAGE } from '@contract/wire/decodeError';
import { paths } from '@contract/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@/features/orders/api';
import { describeError, errorDetail } from '@/lib/api/errors';
import { renderApp } from '../../support/render';
import { openPanel, useOrdersFixture } from './support';

const fixture = useOrdersFixture();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's answers as they are, except the second assigned order's fee, sent as an object. */
function breakSecondFee() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(paths.assignedOrders)) return response;
    const rows: unknown = await response.json();
    if (!Array.isArray(rows) || rows.length < 2) throw new Error('expected two orders or more');
    const changed = rows.map((row: unknown, index) =>
      index === 1 && isRecord(row) ? { ...row, inspection_fees: { amount: 450 } } : row,
    );
    return Response.json(changed, { status: response.status, headers: response.headers });
  });
}

describe('an answer the portal cannot read', () => {
  it('shows the friendly error with the field in a Details line, never a blank screen', async () => {
    breakSecondFee();
    // RTK Query logs the thrown DecodeError for developers; kept out of the test output.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await openPanel(fixture);

    expect(await screen.findByText(`Error: ${DECODE_MESSAGE}`)).toBeVisible();
    expect(
      screen.getByText('Details: orders[1].inspection_fees: expected an amount of money, got {…}'),
    ).toBeVisible();

    // What RTK Query keeps of the thrown DecodeError, and what the app's error helpers make of it.
    const { error } = ordersApi.endpoints.assignedOrders.select()(store.getState());
    expect(error).toMatchObject({
      name: 'DecodeError',
      message: 'The marketplace server sent something this portal does not understand.',
      code: 'orders[1].inspection_fees: expected an amount of money, got {…}',
    });
    expect(describeError(error)).toBe(DECODE_MESSAGE);
    expect(errorDetail(error)).toBe(
      'orders[1].inspection_fees: expected an amount of money, got {…}',
    );
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('assignedOrders'),
      expect.objectContaining({ field: 'orders[1].inspection_fees' }),
    );
  });

  it('a profile it cannot read keeps the vet signed in and says what could not be read, with Try again', async () => {
    const realFetch = globalThis.fetch;
    let broken = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!broken || !/\/profile\/?$/.test(url)) return response;
      const body: unknown = await response.json();
      const changed = isRecord(body) ? { ...body, is_verified: 'maybe' } : body;
      return Response.json(changed, { status: response.status, headers: response.headers });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = await fixture.server.tokenFor('verified@vets.example');
    const view = renderApp({
      path: '/vet-profile?panel=YourWallet',
      apiBaseUrl: fixture.server.apiBaseUrl,
      token,
    });
    fixture.stops.push(view.stop);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your profile could not be read' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(DECODE_MESSAGE);
    expect(screen.getByText(/^Details: profile\.is_verified: /)).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/vet-profile'); // not sent to Log In

    broken = false; // the server's answer comes right
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Your wallet' }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
