// What a queued report says while the device knows it is offline (jsdom).
// docs/offline-and-outbox.md scenario 11: "Waiting for signal", not "Sending...", in the wizard's
// status and in the outbox list; back to "Waiting to send" when the device is online again.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxList } from '@/features/orders/OutboxList';
import { ReportStatus } from '@/features/orders/ReportStatus';
import { outboxMsg } from '@/features/orders/messages';
import { outboxLoaded } from '@/lib/outbox/outboxSlice';
import { summarize } from '@/lib/outbox/types';
import { renderWithProviders } from '../../support/render';
import { makeItem } from './support';

let online = true;
afterEach(() => {
  vi.restoreAllMocks();
  online = true;
});

function goOffline() {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
}

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const queued = summarize(makeItem({ state: 'queued' }));

describe('a report waiting while the device is offline', () => {
  it('the saved report shows "Waiting for signal", and not once it is online', () => {
    goOffline();
    const view = renderWithProviders(<ReportStatus item={queued} />);
    view.stop();
    expect(screen.getByText(outboxMsg.savedOnDevice)).toBeInTheDocument();
    expect(screen.getByText('Waiting for signal')).toBeInTheDocument();
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    goOnline();
    expect(screen.queryByText('Waiting for signal')).not.toBeInTheDocument();
  });

  it('the outbox list labels it "Waiting for signal" instead of "Waiting to send"', () => {
    goOffline();
    const view = renderWithProviders(<OutboxList />);
    view.stop();
    act(() => {
      view.store.dispatch(outboxLoaded({ items: [queued], otherAccounts: 0 }));
    });
    const list = screen.getByRole('list', { name: 'Unsent reports' });
    expect(list).toHaveTextContent('Waiting for signal');
    goOnline();
    expect(list).toHaveTextContent(outboxMsg.states.queued);
    expect(list).not.toHaveTextContent('Waiting for signal');
  });
});
