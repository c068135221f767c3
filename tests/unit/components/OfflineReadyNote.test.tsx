// The getting-ready note: shown while the portal downloads, then "ready" in the same place until dismissed.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { OfflineReadyNote } from '@/components/OfflineReadyNote';
import { savedCopiesRead, shellChanged, type ShellState } from '@/lib/offline/offlineSlice';

let store: AppStore;
beforeEach(() => {
  store = makeStore();
});

/** The shell's state, and whether the vet's profile is saved (with the shell kept: ready). */
const set = (change: { shell?: ShellState; ready?: boolean }) =>
  act(() => {
    if (change.shell) store.dispatch(shellChanged(change.shell));
    if (change.ready === undefined) return;
    const saved: Record<string, string> = change.ready
      ? { '/api/profile': '2026-11-23T09:30:00.000Z' }
      : {};
    store.dispatch(savedCopiesRead({ userId: '11', saved }));
  });
const renderNote = () =>
  render(
    <Provider store={store}>
      <OfflineReadyNote />
    </Provider>,
  );

describe('the getting-ready note', () => {
  it('is not shown when the portal was already kept on this phone', () => {
    set({ shell: 'ready', ready: true });
    const { container } = renderNote();
    expect(container).toBeEmptyDOMElement();
  });

  it('says it is getting ready, then ready in the same element, and goes when dismissed', async () => {
    set({ shell: 'downloading', ready: false });
    renderNote();
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Getting the portal ready to work without signal.');

    // The shell is kept but the vet's reads are not saved yet: still getting ready.
    set({ shell: 'ready', ready: false });
    expect(screen.getByRole('status')).toHaveTextContent('Getting the portal ready');

    set({ ready: true });
    expect(screen.queryByText(/Getting the portal ready/)).toBeNull();
    expect(screen.getByText('Ready to work offline').closest('p')).toBe(note);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Ready to work offline')).toBeNull();
  });

  it('says ready at once when the portal came on screen after everything was kept', async () => {
    // A first visit on 3G: the worker kept the shell and the vet's reads were saved while the
    // portal's code was still on its way.
    set({ shell: 'downloading', ready: false });
    set({ shell: 'ready', ready: true });
    const first = renderNote();
    expect(screen.getByText('Ready to work offline')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull(); // the toast says it aloud, once

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    first.unmount();
    // Dismissed stays dismissed when the portal is drawn again in the same page.
    const { container } = renderNote();
    expect(container).toBeEmptyDOMElement();
  });
});
