// The toast library loads after the first screen: toasts raised before wait for it, stale ones are dropped.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The library's download: held until a test lets it arrive, or fails (no signal) `failing` times. */
const download = { asked: 0, failing: 0, arrive: () => {} };

/** The app's shell with one screen, from a fresh module graph (the library not yet loaded). */
async function renderApp() {
  vi.resetModules();
  vi.doMock('@/lib/toasts/toastLibrary', async () => {
    download.asked += 1;
    if (download.failing > 0) {
      download.failing -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    await new Promise<void>((resolve) => {
      download.arrive = resolve;
    });
    return vi.importActual('@/lib/toasts/toastLibrary');
  });
  const [{ App }, { makeStore }, { notify, TOAST_MS }, { loadToasts }] = await Promise.all([
    import('@/app/App'),
    import('@/app/store'),
    import('@/lib/toasts/toast'),
    import('@/lib/toasts/toastLoader'),
  ]);
  const router = createMemoryRouter([{ path: '*', element: <h1>Log In</h1> }]);
  render(<App store={makeStore()} router={router} />);
  return { notify, TOAST_MS, loadToasts };
}

beforeEach(() => {
  download.asked = 0;
  download.failing = 0;
  vi.restoreAllMocks();
});

describe('the toast library', () => {
  it('is no part of the first screen: asked for once a toast is raised, which shows once it arrives', async () => {
    const { notify } = await renderApp();
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(download.asked).toBe(0);
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => void notify.success('Login successful'));
    await waitFor(() => expect(download.asked).toBe(1));
    expect(screen.queryByText('Login successful')).toBeNull();
    act(() => download.arrive());
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(download.asked).toBe(1);
  });

  it('asked for by the entry after the first screen, it keeps the order of what was raised and taken away', async () => {
    const { loadToasts, notify } = await renderApp();
    // The entry's ask and another before the library is in: one download.
    const asks = [loadToasts(), loadToasts()];
    await waitFor(() => expect(download.asked).toBe(1));
    const failed = notify.error('Could not save');
    notify.dismiss([failed]);
    notify.info('Saved');
    act(() => download.arrive());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Could not save')).toBeNull();
    await Promise.all(asks);
    expect(download.asked).toBe(1);
  });

  it('drops a toast whose time passed before the library arrived (no signal), shows the next', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { notify, TOAST_MS } = await renderApp();
    notify.info('Report saved on this phone');
    now += TOAST_MS + 1;
    notify.info('Report sent');
    await waitFor(() => expect(download.asked).toBe(1));
    act(() => download.arrive());
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(screen.queryByText('Report saved on this phone')).toBeNull();
  });

  it('asks again at the next toast after a failed download, and shows it', async () => {
    const { loadToasts, notify } = await renderApp();
    download.failing = 1;
    await loadToasts(); // the background work's ask, offline
    expect(download.asked).toBe(1);
    notify.success('Login successful');
    await waitFor(() => expect(download.asked).toBe(2));
    act(() => download.arrive());
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});
