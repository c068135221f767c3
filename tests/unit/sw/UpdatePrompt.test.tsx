// The update prompt: a new version waits until the vet chooses Reload, and asks before losing typing.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { msg } from '@/lib/messages';
import { trackUnsavedInput } from '@/lib/sw/unsavedInput';
import { resetUpdateState, updateFound } from '@/lib/sw/updates';

let stopTracking: () => void;

beforeEach(() => {
  stopTracking = trackUnsavedInput(document);
});

afterEach(() => {
  stopTracking();
  act(() => resetUpdateState());
  vi.restoreAllMocks();
});

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
    render(<UpdatePrompt />);
    expect(screen.queryByText(msg.updateAvailable)).not.toBeInTheDocument();
  });

  it('switches to the new version only when the vet presses Reload', async () => {
    const user = userEvent.setup();
    const activate = vi.fn();
    render(<UpdatePrompt />);
    act(() => updateFound(activate));
    expect(screen.getByRole('status')).toHaveTextContent(msg.updateAvailable);
    expect(activate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without switching', async () => {
    const user = userEvent.setup();
    const activate = vi.fn();
    render(<UpdatePrompt />);
    act(() => updateFound(activate));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(msg.updateAvailable)).not.toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();
  });

  it('asks before reloading over typed, unsaved input, and respects "no"', async () => {
    const user = userEvent.setup();
    const activate = vi.fn();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(
      <>
        <NoteForm />
        <UpdatePrompt />
      </>,
    );
    await user.type(screen.getByLabelText('Description'), 'Cattle in good condition');
    act(() => updateFound(activate));
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
