// The offline banner: what the vet is told when the portal shows copies saved on the device.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from '@/components/OfflineBanner';
import { LastUpdatedNote } from '@/components/LastUpdatedNote';
import { formatDateTime } from '@/lib/format';
import { CACHED_AT_HEADER } from '@/lib/sw/cacheNames';
import { clearLastUpdated, noteApiAnswer } from '@/lib/sw/lastUpdated';

const API = 'http://portal.test/api/';

function answer(path: string, storedAt: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (storedAt) headers.set(CACHED_AT_HEADER, storedAt);
  act(() => {
    noteApiAnswer({
      request: new Request(`${API}${path}`),
      response: new Response('{}', { headers }),
    });
  });
}

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  goOffline(false);
  act(() => clearLastUpdated());
});

describe('OfflineBanner', () => {
  it('shows nothing while online with fresh answers', () => {
    answer('wallet/wallet-balance/', null);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the vet they are offline and since when the copy dates', () => {
    render(<OfflineBanner />);
    answer('dashboard/assigned-orders/', '2026-03-01T08:30:00.000Z');
    answer('wallet/wallet-balance/', '2026-03-02T10:00:00.000Z');
    goOffline(true);
    const oldest = formatDateTime('2026-03-01T08:30:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent(
      `You are offline. Showing what was saved on this device, last updated ${oldest}.`,
    );
  });

  it('says so when offline before anything was loaded', () => {
    goOffline(true);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Showing what was saved on this device.',
    );
  });

  it('explains a stored copy shown while the device thinks it is online', () => {
    render(<OfflineBanner />);
    answer('profile', '2026-03-01T08:30:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The marketplace server is not answering. Showing what was saved on this device',
    );
    // A fresh answer replaces the stored one: the banner goes.
    answer('profile', null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LastUpdatedNote', () => {
  it('shows the stored time of its own list only', () => {
    render(<LastUpdatedNote path="dashboard/assigned-orders" />);
    answer('wallet/wallet-balance/', '2026-03-02T10:00:00.000Z');
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    answer('dashboard/assigned-orders/', '2026-03-01T08:30:00.000Z');
    expect(
      screen.getByText(`Last updated ${formatDateTime('2026-03-01T08:30:00.000Z')}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });
});
