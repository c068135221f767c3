// Persistent storage: what the Account card says, and asking again once (only) when the portal runs installed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  askAgainWhenInstalled,
  readProtection,
  runsInstalled,
} from '@/lib/storage/storagePersistence';

function fakeStorage(manager: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { value: manager, configurable: true });
}
function installed(yes: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: yes && query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  fakeStorage(undefined);
  // The DOM files share one page: the next file finds jsdom's own window again.
  vi.unstubAllGlobals();
});

describe('readProtection', () => {
  it('says unknown where the browser lacks persisted() (Safari), never protected', async () => {
    fakeStorage(undefined);
    expect(await readProtection()).toBe('unknown');
    fakeStorage({});
    expect(await readProtection()).toBe('unknown');
    fakeStorage({ persisted: () => Promise.reject(new Error('denied')) });
    expect(await readProtection()).toBe('unknown');
  });
  it('reads persisted()', async () => {
    fakeStorage({ persisted: () => Promise.resolve(true) });
    expect(await readProtection()).toBe('protected');
    fakeStorage({ persisted: () => Promise.resolve(false) });
    expect(await readProtection()).toBe('unprotected');
  });
});

describe('askAgainWhenInstalled', () => {
  it('asks once when installed and unprotected, never again on this device', async () => {
    let granted = false;
    const persist = vi.fn(() => Promise.resolve((granted = true)));
    fakeStorage({ persisted: () => Promise.resolve(granted), persist });
    installed(true);
    expect(runsInstalled()).toBe(true);
    expect(await askAgainWhenInstalled()).toBe('protected');
    granted = false; // the browser cleared the grant again
    expect(await askAgainWhenInstalled()).toBe('unprotected');
    expect(persist).toHaveBeenCalledTimes(1);
  });
  it('does not ask in a browser tab, nor when already protected', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    fakeStorage({ persisted: () => Promise.resolve(false), persist });
    installed(false);
    expect(await askAgainWhenInstalled()).toBe('unprotected');
    fakeStorage({ persisted: () => Promise.resolve(true), persist });
    installed(true);
    expect(await askAgainWhenInstalled()).toBe('protected');
    expect(persist).not.toHaveBeenCalled();
  });
});
