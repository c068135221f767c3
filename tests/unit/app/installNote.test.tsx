// Installing the portal (jsdom): the browser's own prompt behind a button, Safari's Share menu on
// iPhones, and a warning there while unsent reports live only in the browser's storage.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallNote } from '@/app/InstallNote';
import { msg } from '@/lib/text/messages';
import { outboxLoaded } from '@/lib/outbox/outboxSlice';
import { summarize } from '@/lib/outbox/types';
import { isIos } from '@/lib/offline/install';
import { renderWithProviders } from '../../support/render';
import { makeItem } from '../outbox/support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('installing the portal', () => {
  it('keeps the browser offer and shows it behind "Install the portal", once', async () => {
    const view = renderWithProviders(<InstallNote />); // offline support listens for the offer
    expect(screen.queryByRole('button', { name: msg.install.button })).toBeNull();

    const prompt = vi.fn(() => Promise.resolve({ outcome: 'accepted' }));
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    // Not before the vet has used the screen: a first look at the orders is not interrupted.
    expect(screen.queryByRole('button', { name: msg.install.button })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pointerup'));
    });
    await view.user.click(screen.getByRole('button', { name: msg.install.button }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: msg.install.button })).toBeNull();
    view.stop();
  });

  it('shows an offer made after the vet has used the screen at once', () => {
    const view = renderWithProviders(<InstallNote />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    act(() => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn() }));
    });
    expect(screen.getByRole('button', { name: msg.install.button })).toBeInTheDocument();
    view.stop();
  });

  it('on an iPhone in Safari says how to add it to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const view = renderWithProviders(<InstallNote />);
    expect(screen.getByText(msg.install.iosHow)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: msg.install.notNow }));
    expect(screen.queryByText(msg.install.iosHow)).toBeNull();
  });

  it('on an iPhone with an unsent report warns that Safari may clear it, even after "Not now"', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    sessionStorage.setItem('installNoteDismissed', '1');
    const view = renderWithProviders(<InstallNote />);
    act(() => {
      view.store.dispatch(
        outboxLoaded({ items: [summarize(makeItem({ state: 'queued' }))], otherAccounts: 0 }),
      );
    });
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent(msg.install.iosKeep(1, 0));
    expect(warning).toHaveTextContent('1 unsent report');
    expect(warning).toHaveTextContent('seven days');
  });

  it('says nothing once the portal runs from the home screen', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    renderWithProviders(<InstallNote />);
    expect(screen.queryByText(msg.install.iosHow)).toBeNull();
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('tells iPhones and iPads (asking for the desktop site) from other phones', () => {
    expect(isIos({ userAgent: IPHONE })).toBe(true);
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 }),
    ).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A155F)' })).toBe(false);
  });
});
