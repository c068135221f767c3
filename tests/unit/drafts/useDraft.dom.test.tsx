// Drafts as the vet types (jsdom, fake-indexeddb): what is typed kept, nothing written for a form
// never typed in, and a draft that does not fit said under the form (the crash test in
// tests/e2e/drafts.test.ts proves no pause is needed).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '@/lib/drafts/draftStore';
import { useDraft } from '@/lib/drafts/useDraft';
import { msg } from '@/lib/messages';
import { OWNER_KEY, TOKEN_KEY } from '@/lib/token';

let form = 0;
function Note({ id }: { id: string }) {
  const [text, setText] = useState('');
  const draft = useDraft({
    subject: { topic: 'note', key: id, label: `Note ${id}` },
    fields: { text },
    files: {},
    blank: text === '',
    onRestore: (fields) => setText(fields.text),
  });
  return (
    <>
      <label>
        Description
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p role="status">{draft.problem}</p>
    </>
  );
}

/** A signed-in vet 7 (the draft's owner comes from the session). */
function signIn() {
  localStorage.setItem(TOKEN_KEY, 'token-of-vet-7');
  localStorage.setItem(OWNER_KEY, '7');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('drafts as the vet types', () => {
  it('keeps what is typed as the draft of its form', async () => {
    signIn();
    const id = String(++form);
    render(<Note id={id} />);
    const field = await screen.findByLabelText('Description');
    await userEvent.setup({ delay: null }).type(field, 'Sound herd');
    await waitFor(async () => {
      expect((await drafts().get('7', { topic: 'note', key: id }))?.fields).toEqual({
        text: 'Sound herd',
      });
    });
  });

  it('writes nothing for a form never typed in', async () => {
    signIn();
    const remove = vi.spyOn(drafts(), 'remove');
    const put = vi.spyOn(drafts(), 'put');
    render(<Note id={String(++form)} />);
    await screen.findByLabelText('Description');
    // Longer than the pause the drafts once waited for before writing (400 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(remove).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('says under the form when the phone is full, and the typed text stays', async () => {
    signIn();
    vi.spyOn(drafts(), 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Note id={String(++form)} />);
    const field = await screen.findByLabelText('Description');
    await userEvent.setup({ delay: null }).type(field, 'Lame ewe');
    expect(await screen.findByText(msg.drafts.noSpace)).toBeInTheDocument();
    expect(field).toHaveValue('Lame ewe');
  });
});
