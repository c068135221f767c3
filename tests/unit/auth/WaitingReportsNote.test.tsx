// The Log In screen tells the vet last signed in here that their unsent reports wait on this phone.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LogInPage from '@/features/auth/LogInPage';
import { openOutboxDb } from '@/lib/outbox/db';
import { LAST_OWNER_KEY } from '@/lib/session/storedToken';
import { clearToken, ownerLearned, storeToken } from '@/lib/session/token';
import { clearDeviceStore } from '../../support/deviceStore';
import { renderWithProviders } from '../../support/render';
import { makeItem } from '../outbox/support';

afterEach(async () => {
  localStorage.clear();
  await clearDeviceStore();
});

async function fill() {
  const db = openOutboxDb();
  await db.add(makeItem({ ownerId: '7', state: 'queued' }), null);
  await db.add(makeItem({ ownerId: '7', state: 'waiting-for-sign-in' }), null);
  await db.add(makeItem({ ownerId: '7', state: 'sent' }), null);
  await db.add(makeItem({ ownerId: '8', state: 'queued' }), null); // another vet's
}

/** Lets the lazy count finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('Log In with reports waiting on this phone', () => {
  it('counts only the unsent reports of the vet last signed in here', async () => {
    await fill();
    localStorage.setItem(LAST_OWNER_KEY, '7');
    renderWithProviders(<LogInPage />, { path: '/log-in' });
    expect(
      await screen.findByText(
        '2 reports are waiting on this phone, not sent yet. Sign in and they will be sent.',
      ),
    ).toBeVisible();
  });

  it('says nothing when that vet has none waiting, or no vet was signed in', async () => {
    await fill();
    localStorage.setItem(LAST_OWNER_KEY, '9');
    const { unmount } = renderWithProviders(<LogInPage />, { path: '/log-in' });
    await settle();
    expect(screen.queryByText(/waiting on this phone/)).toBeNull();
    unmount();

    localStorage.removeItem(LAST_OWNER_KEY);
    renderWithProviders(<LogInPage />, { path: '/log-in' });
    await settle();
    expect(screen.queryByText(/waiting on this phone/)).toBeNull();
  });

  it('remembers the vet after the session ends, until another vet signs in', async () => {
    await storeToken('token-a');
    await ownerLearned('token-a', '7');
    clearToken(); // a 401 or Log out
    expect(localStorage.getItem(LAST_OWNER_KEY)).toBe('7');
    await storeToken('token-b');
    await ownerLearned('token-b', '8');
    expect(localStorage.getItem(LAST_OWNER_KEY)).toBe('8');
  });
});
