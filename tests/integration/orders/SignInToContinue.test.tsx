// A session that ends over a half-typed report (401, expiry): "Sign in to continue" over the form, which
// stays as typed; the same vet carries on; another vet signing in ends it for good, the draft kept.
import { authMsg } from '@/features/auth/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDraftStore } from '@/lib/drafts/draftStore';
import { endSession } from '@/lib/session/session';
import { readOwner, readToken } from '@/lib/session/token';
import { ownerOfTestToken } from '../../support/session';
import { renderApp } from '../../support/render';
import { VET, pendingOrder, useOrdersFixture } from './support';

const fixture = useOrdersFixture();

/** Opens the whole app at a pending order's report step and types half a report. */
async function halfTypedReport() {
  const token = await fixture.server.tokenFor(VET);
  const order = await pendingOrder(fixture, true);
  const view = renderApp({
    path: `/vet-profile?panel=ManageOrder&order=${order.id}`,
    apiBaseUrl: fixture.server.apiBaseUrl,
    token,
  });
  fixture.stops.push(view.stop);
  await screen.findByRole(
    'heading',
    { name: 'Update Report - Health Check Feedback' },
    { timeout: 10_000 }, // the whole app: lazy routes and panels load first
  );
  await view.user.click(screen.getByRole('radio', { name: 'Good' }));
  await view.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Half a report');
  return { ...view, order, owner: ownerOfTestToken(token) };
}

describe('Sign in to continue', () => {
  it('asks over the form when the session ends, and the same vet carries on with what was typed', async () => {
    const { user, router, order, store } = await halfTypedReport();

    store.dispatch(endSession('unauthorized')); // what a refused request or a refused renewal does

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(readToken()).toBeNull();
    expect(router.state.location.search).toContain(`order=${order.id}`);
    expect(screen.getByDisplayValue('Half a report')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Username'), VET);
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).toBeNull(),
      { timeout: 10_000 }, // the server checks the password (scrypt) on a busy machine
    );
    expect(readToken()).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Half a report');
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
  }, 30_000);

  it('tells a wrong password in the dialog, and stays', async () => {
    const { user, store } = await halfTypedReport();
    store.dispatch(endSession('unauthorized'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.type(within(dialog).getByLabelText('Username'), VET);
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(
      await within(dialog).findByText('Invalid username or password.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Invalid username or password.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveFocus(); // the one form layer's focus
  }, 30_000);

  it('asks for both fields before sending anything, at the password field', async () => {
    const { user, store } = await halfTypedReport();
    store.dispatch(endSession('unauthorized'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.type(within(dialog).getByLabelText('Username'), VET);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      authMsg.bothFieldsRequired,
    );
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(readToken()).toBeNull(); // nothing was sent
  }, 30_000);

  it('another vet signing in ends the paused session; the first vet’s draft stays on the device', async () => {
    const { user, router, order, owner, store } = await halfTypedReport();
    await waitFor(async () =>
      expect(
        (await openDraftStore().get(owner, { topic: 'report', key: String(order.id) }))?.fields,
      ).toMatchObject({
        description: 'Half a report',
      }),
    );

    store.dispatch(endSession('unauthorized'));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await user.type(within(dialog).getByLabelText('Username'), 'second@vets.example');
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.search).not.toContain('order='), {
      timeout: 10_000,
    });
    await waitFor(() => expect(readOwner()).not.toBeNull()); // the second vet's profile was read
    expect(readOwner()).not.toBe(owner);
    expect(screen.queryByDisplayValue('Half a report')).toBeNull();
    expect(
      (await openDraftStore().get(owner, { topic: 'report', key: String(order.id) }))?.fields,
    ).toMatchObject({
      description: 'Half a report',
    });
  }, 30_000);
});
