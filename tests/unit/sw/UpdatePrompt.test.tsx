// The update prompt: a new version waits until the vet chooses Reload, and asks before losing typing.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { msg } from '@/lib/text/messages';
import { updateAccepted, updateFound } from '@/lib/offline/offlineSlice';
import { trackUnsavedInput } from '@/lib/offline/unsavedInput';

let stopTracking: () => void;
let store: AppStore;
/** What the service worker's registration does when the vet accepts the new version. */
let activate: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  stopTracking = trackUnsavedInput(document);
  store = makeStore();
  activate = vi.fn<() => void>();
  store.hear(updateAccepted.match, activate);
});

afterEach(() => {
  stopTracking();
  vi.restoreAllMocks();
});

const renderInStore = (ui: ReactElement) => render(<Provider store={store}>{ui}</Provider>);
const newVersionFound = () => act(() => void store.dispatch(updateFound()));

function NoteForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        Description
        <textarea name="description" />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('UpdatePrompt', () => {
  it('stays hidden until a new version is found', () => {
    renderInStore(<UpdatePrompt />);
    expect(screen.queryByText(msg.updateAvailable)).not.toBeInTheDocument();
  });

  it('switches to the new version only when the vet presses Reload', async () => {
    const user = userEvent.setup();
    renderInStore(<UpdatePrompt />);
    newVersionFound();
    expect(screen.getByRole('status')).toHaveTextContent(msg.updateAvailable);
    expect(activate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without switching', async () => {
    const user = userEvent.setup();
    renderInStore(<UpdatePrompt />);
    newVersionFound();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(msg.updateAvailable)).not.toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
  });

  it('asks before reloading over typed, unsaved input, and respects "no"', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInStore(
      <>
        <NoteForm />
        <UpdatePrompt />
      </>,
    );
    await user.type(screen.getByLabelText('Description'), 'Cattle in good condition');
    newVersionFound();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(confirm).toHaveBeenCalledWith(msg.reloadLosesInput);
    expect(activate).not.toHaveBeenCalled();

    // Once the form is saved there is nothing to lose: Reload goes straight ahead.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
