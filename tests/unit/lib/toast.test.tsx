// Toasts belong to their screen: a navigation dismisses older toasts but keeps the one that led there.
// (jsdom runs no exit animation, so a dismissed toast stays in the DOM: the dismissals are checked.)
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TOASTS,
  notify,
  PHONE_MAX_TOASTS,
  PHONE_QUERY,
  toastContainerProps,
  useScreenToasts,
  useToastContainerProps,
} from '@/lib/toasts/toast';

function Screen() {
  useScreenToasts();
  return null;
}

/** A router at /a whose screen follows the toasts, with the toast container beside it. */
function renderRouter() {
  const r = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/a'] });
  render(
    <>
      <RouterProvider router={r} />
      <ToastContainer {...toastContainerProps} />
    </>,
  );
  return r;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const tap = () => window.dispatchEvent(new Event('pointerdown'));

describe('toasts and navigation', () => {
  it('dismisses toasts from an earlier screen when the vet moves on', async () => {
    const r = renderRouter();
    const dismiss = vi.spyOn(toast, 'dismiss');
    let id: unknown;
    act(() => void (id = notify.error('Failed to fetch vet orders')));
    expect(await screen.findByText('Failed to fetch vet orders')).toBeInTheDocument();
    await act(() => r.navigate('/a?panel=Account')); // no tap yet: shown after the action
    tap(); // the vet taps Log out
    expect(dismiss).not.toHaveBeenCalled();
    await act(() => r.navigate('/log-in'));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith(id));
  });

  it('keeps the toast raised by the action that navigated ("Login successful")', async () => {
    const r = renderRouter();
    const dismiss = vi.spyOn(toast, 'dismiss');
    let old: unknown;
    let fresh: unknown;
    act(() => void (old = notify.error('Old news')));
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    tap(); // the vet taps Log In
    act(() => void (fresh = notify.success('Login successful')));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await act(() => r.navigate('/vet-profile'));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith(old));
    expect(dismiss).not.toHaveBeenCalledWith(fresh);
  });

  it('shows at most three toasts at a time', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      for (let i = 1; i <= 5; i++) notify.info(`Note ${i}`);
    });
    await screen.findByText('Note 3');
    expect(screen.getAllByRole('alert')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Note 4')).toBeNull();
  });

  it('on a phone shows one at a time, each for its own time whatever rests over it', () => {
    const screenIs = (phone: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    screenIs(true);
    const onPhone = renderHook(() => useToastContainerProps()).result.current;
    expect(onPhone).toMatchObject({ limit: PHONE_MAX_TOASTS, pauseOnHover: false });
    screenIs(false);
    const elsewhere = renderHook(() => useToastContainerProps()).result.current;
    expect(elsewhere).toMatchObject({ limit: MAX_TOASTS, pauseOnHover: true });
  });
});
