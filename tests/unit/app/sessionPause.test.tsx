// "Sign in to continue" belongs to its store: the vet a session paused for is the store's (auth.signInToContinue), not the module's.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundWork } from '../../support/backgroundWork';
import { makeStore } from '@/app/store';
import { selectSignInToContinue } from '@/features/auth/authSlice';
import { endSession } from '@/lib/session/session';
import { storeSession } from '../../support/session';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

/** A form on screen with a field the vet typed into and did not submit. */
function typeIntoAForm() {
  const form = document.createElement('form');
  const field = document.createElement('textarea');
  form.append(field);
  document.body.append(form);
  field.value = 'Half a report';
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a session refused over unsaved input', () => {
  it('pauses in its own store; a later store whose session is refused still ends it', () => {
    void storeSession('first-token', '11');
    const first = makeStore();
    stops.push(startBackgroundWork(first));
    typeIntoAForm();
    act(() => first.dispatch(endSession('unauthorized')));
    expect(selectSignInToContinue(first.getState())).toBe('11');
    for (const stop of stops.splice(0)) stop();
    document.body.replaceChildren();

    // The next start of the app (a reload, another test): a session of its own, nothing typed.
    void storeSession('second-token', '12');
    const second = makeStore();
    stops.push(startBackgroundWork(second));
    expect(second.getState().auth.loggedIn).toBe(true);
    act(() => second.dispatch(endSession('unauthorized')));
    expect(second.getState().auth).toMatchObject({ loggedIn: false, endedBy: 'unauthorized' });
    expect(selectSignInToContinue(second.getState())).toBeNull();
  });
});
