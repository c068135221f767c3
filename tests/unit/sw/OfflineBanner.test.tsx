// The offline banner: what the vet is told when the portal shows copies saved on the device.
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { OfflineBanner } from '@/components/OfflineBanner';
import { LastUpdatedNote } from '@/components/LastUpdatedNote';
import { formatDateTime } from '@/lib/text/format';
import { apiAnswer } from '../../support/apiAnswer';

const API = 'http://portal.test/api/';

let store: AppStore;
beforeEach(() => {
  store = makeStore();
});

const renderInStore = (ui: ReactElement) => render(<Provider store={store}>{ui}</Provider>);

function answer(path: string, storedAt: string | null) {
  act(() => {
    store.dispatch(apiAnswer(`${API}${path}`, storedAt));
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
});

describe('OfflineBanner', () => {
  it('shows nothing while online with fresh answers', () => {
    answer('wallet/wallet-balance/', null);
    renderInStore(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the vet they are offline and since when the copy dates', () => {
    renderInStore(<OfflineBanner />);
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
    renderInStore(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Showing what was saved on this device.',
    );
  });

  it('explains a stored copy shown while the device thinks it is online', () => {
    renderInStore(<OfflineBanner />);
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
    renderInStore(<LastUpdatedNote path="dashboard/assigned-orders" />);
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
