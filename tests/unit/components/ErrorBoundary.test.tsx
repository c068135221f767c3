// A part whose code never reached the phone says so in a vet's words, and draws itself when the signal returns.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { preloadable } from '@/lib/page/preloadable';
import { workerBusy } from '@/lib/offline/workerJob';
import { reloadFresh } from '@/lib/page/reloadPage';

vi.mock('@/lib/page/reloadPage', () => ({ reloadFresh: vi.fn() }));
vi.mock('@/lib/offline/workerJob', () => ({ workerBusy: vi.fn() }));

const notDownloaded = () =>
  new TypeError('Failed to fetch dynamically imported module: https://vets.example/assets/Log.js');

function LogIn() {
  return <h1>Log In</h1>;
}

/** A screen whose first load fails as `failure` says (the first `times` loads), then arrives. */
function screenFailingOnce(failure: Error, times = 1) {
  const load = vi.fn<() => Promise<{ default: typeof LogIn }>>();
  for (let n = 0; n < times; n++) load.mockRejectedValueOnce(failure);
  load.mockResolvedValue({ default: LogIn });
  const { Component } = preloadable(load);
  render(
    <ErrorBoundary screen>
      <Suspense fallback={<p>Loading...</p>}>
        <Component />
      </Suspense>
    </ErrorBoundary>,
  );
  return load;
}

let online = true;
beforeEach(() => {
  online = true;
  vi.mocked(workerBusy).mockResolvedValue(false);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error too
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadFresh).mockClear();
});

describe('a part of the portal whose code could not be downloaded', () => {
  it('offline: says it is not on the phone yet, and draws itself when the signal returns', async () => {
    online = false;
    const load = screenFailingOnce(notDownloaded());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        name: 'This part of the portal is not on this phone yet.',
      }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'It is downloaded the first time it opens with signal. It opens by itself when the signal returns.',
    );
    expect(alert).not.toHaveTextContent('Details');
    expect(screen.getByRole('main')).toContainElement(alert);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline: draws itself when the signal came back before the notice listened for it', async () => {
    // Offline while the notice is drawn, online once it is on the page: no event in between.
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(
      () => document.querySelector('.render-failed') !== null,
    );
    const load = screenFailingOnce(notDownloaded());
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with signal: says it could not be downloaded, and Retry loads it', async () => {
    const load = screenFailingOnce(notDownloaded());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It could not be downloaded. Try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('failing again at once after Retry (an engine that keeps the failure): reloads', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    screenFailingOnce(notDownloaded(), 2);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button'));
    await waitFor(() => expect(reloadFresh).toHaveBeenCalledTimes(1));
    // Only once the page's address answers: a reload that found no server would lose the portal.
    expect(fetch).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
  });

  it('failing again at once while the service worker installs: no reload, its control brings it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    vi.mocked(workerBusy).mockResolvedValue(true);
    const navigatorWorker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: navigatorWorker,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });
    const load = screenFailingOnce(notDownloaded(), 2);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button'));
    await screen.findByRole('alert');
    await waitFor(() => expect(workerBusy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadFresh).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();

    // The worker takes control: the code comes from it.
    await act(async () => {
      navigatorWorker.dispatchEvent(new Event('controllerchange'));
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('failing again at once while the page does not answer: no reload, Retry stays', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    screenFailingOnce(notDownloaded(), 2);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button'));
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloadFresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a screen that broke says so with its details, in words for a whole screen', async () => {
    screenFailingOnce(new ReferenceError('token is not defined'));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This part of the portal could not be shown.' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Something in it went wrong. The reports saved on this phone are kept. Try again, or reload the page.',
    );
    expect(alert).toHaveTextContent('Details: token is not defined');
  });
});
