// A service worker that cannot register (private mode, a blocked script): said once, the getting-ready note goes.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineReadyNote } from '@/components/OfflineReadyNote';
import { msg } from '@/lib/messages';
import { shellChanged } from '@/lib/offline/offlineSlice';
import { registerServiceWorker } from '@/lib/offline/register';
import { renderWithProviders } from '../../support/render';

// The browser refuses the script, as Chromium does for a blocked or missing sw.js.
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return Promise.reject(new TypeError('Failed to register a ServiceWorker'));
    }
    update() {
      return Promise.resolve();
    }
  },
}));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('a service worker that cannot register', () => {
  it('takes the getting-ready note away and says once that the portal works online only', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: null },
      configurable: true,
    });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const view = renderWithProviders(<OfflineReadyNote />); // with the toasts and offline support
    act(() => {
      view.store.dispatch(shellChanged('downloading'));
    });
    expect(screen.getByText(/Getting the portal ready/)).toBeInTheDocument();

    const stops = [registerServiceWorker(view.store), registerServiceWorker(view.store)];
    expect(await screen.findByText(msg.offlineUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(/Getting the portal ready/)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(msg.offlineUnavailable)).toHaveLength(1);
    for (const stop of [...stops, view.stop]) stop();
  });
});
