// Drafts as the vet types (jsdom, fake-indexeddb): what is typed kept, nothing written for a form
// never typed in, and a draft that does not fit said under the form (the crash test in
// tests/e2e/drafts.test.ts proves no pause is needed).
import { act, render as renderUi, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { drafts } from '@/lib/drafts/draftStore';
import { useDraft } from '@/lib/drafts/useDraft';
import { useOwnDrafts } from '@/lib/drafts/useOwnDrafts';
import { draftMsg } from '@/lib/text/messages';
import { OWNER_KEY, TOKEN_KEY } from '@/lib/session/token';

/** Renders in a store, as the app does (each write tells the store). */
const render = (ui: ReactElement) => renderUi(<Provider store={makeStore()}>{ui}</Provider>);

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

/** A list of the signed-in vet's drafts, as the portal's notices read it. */
function DraftCount({ name }: { name: string }) {
  return <p>{`${name}: ${useOwnDrafts().found.length} drafts`}</p>;
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

  it('tells its store, whose lists of drafts read them again (another store’s, like another tab’s, do not)', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-of-vet-8');
    localStorage.setItem(OWNER_KEY, '8');
    renderUi(
      <>
        <Provider store={makeStore()}>
          <Note id={String(++form)} />
          <DraftCount name="This tab" />
        </Provider>
        <Provider store={makeStore()}>
          <DraftCount name="Another tab" />
        </Provider>
      </>,
    );
    expect(await screen.findByText('This tab: 0 drafts')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Description'), 'Lame');
    expect(await screen.findByText('This tab: 1 drafts')).toBeInTheDocument();
    expect(screen.getByText('Another tab: 0 drafts')).toBeInTheDocument();
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
    expect(await screen.findByText(draftMsg.noSpace)).toBeInTheDocument();
    expect(field).toHaveValue('Lame ewe');
  });
});
