// "Open in Maps" offline: no map site; the address and the town's coordinates to copy, and the geo: link only.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { MapLink } from '@/components/ContactLinks';

const PLACE = 'Main gate, Plot 14, Kaalfontein Road, Bronkhorstspruit';

afterEach(() => vi.restoreAllMocks());

/** The link in a store of its own (made after the test sets the device's signal). */
const renderLink = () =>
  render(
    <Provider store={makeStore()}>
      <MapLink place={PLACE} />
    </Provider>,
  );

describe('Open in Maps', () => {
  it('online, links the map site', () => {
    renderLink();
    expect(screen.getByRole('link', { name: /^Open in Maps/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    );
  });

  it('offline, offers the address and coordinates to copy and the geo: link only', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup(); // with a clipboard of its own
    const copied = () => navigator.clipboard.readText();
    renderLink();
    await user.click(screen.getByRole('button', { name: /^Open in Maps/ }));

    expect(screen.getByText(/You are offline, so the map site cannot load/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await copied()).toBe(PLACE);
    expect(await screen.findByText('Address copied.')).toBeVisible();

    // Bronkhorstspruit, Gauteng: about 25.8° S, 28.7° E.
    await user.click(await screen.findByRole('button', { name: 'Copy coordinates' }));
    expect(await copied()).toMatch(/^-25\.8\d*, 28\.7\d*$/);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^geo:-25\.8\d*,28\.7\d*\?q=/));
  });
});
