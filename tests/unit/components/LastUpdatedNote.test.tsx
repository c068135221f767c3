// "Last updated …" under a list shown from the device, and the plain words when that copy is more than a day old.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { LastUpdatedNote } from '@/components/LastUpdatedNote';
import { formatDateTime } from '@/lib/text/format';
import { apiAnswer } from '../../support/apiAnswer';

const API = 'http://portal.test/api/';
const PATH = 'dashboard/assigned-orders/';
const HOUR_MS = 60 * 60 * 1000;

function noteFor(storedAt: string | null) {
  const store = makeStore();
  act(() => {
    store.dispatch(apiAnswer(`${API}${PATH}`, storedAt));
  });
  return render(
    <Provider store={store}>
      <LastUpdatedNote path={PATH} />
    </Provider>,
  );
}

describe('LastUpdatedNote', () => {
  it('says when a copy of today was saved, and nothing more', () => {
    const storedAt = new Date(Date.now() - 3 * HOUR_MS).toISOString();
    noteFor(storedAt);
    expect(
      screen.getByText(`Last updated ${formatDateTime(storedAt)}`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/more than a day old/)).not.toBeInTheDocument();
  });

  it('says plainly that a copy saved more than a day ago is old, and how old', () => {
    noteFor(new Date(Date.now() - 3 * 24 * HOUR_MS).toISOString());
    expect(
      screen.getByText(
        'This copy is more than a day old (saved 3 days ago): anything that changed since is not shown. Open the portal with signal to bring it up to date.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing for a fresh answer', () => {
    const { container } = noteFor(null);
    expect(container).toBeEmptyDOMElement();
  });
});
