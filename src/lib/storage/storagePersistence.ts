// Whether the browser keeps the portal's data when the phone runs low on space, and asking again once installed.

/** 'protected': persisted; 'unprotected': may be cleared; 'unknown': this browser cannot say (Safari). */
export type Protection = 'protected' | 'unprotected' | 'unknown';

/** Remembers that the installed app asked, so the vet is never asked twice (Firefox shows a prompt). */
export const ASKED_INSTALLED_KEY = 'vet-portal-persist-asked-installed';

function storageManager(): Partial<StorageManager> | undefined {
  return (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator?.storage;
}

/** What navigator.storage.persisted() says, or 'unknown' where it is missing or fails. */
export async function readProtection(): Promise<Protection> {
  const storage = storageManager();
  if (typeof storage?.persisted !== 'function') return 'unknown';
  try {
    return (await storage.persisted()) ? 'protected' : 'unprotected';
  } catch {
    return 'unknown';
  }
}

/** True when the portal runs from the home screen (installed), not in a browser tab. */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone ||
    (typeof window.matchMedia === 'function' &&
      window.matchMedia('(display-mode: standalone)').matches)
  );
}

/**
 * Installed, the browser may now grant what it refused in a tab: ask once more for persistent
 * storage (once per device). Resolves with the protection afterwards.
 */
export async function askAgainWhenInstalled(): Promise<Protection> {
  const storage = storageManager();
  const now = await readProtection();
  if (now !== 'unprotected' || !runsInstalled() || typeof storage?.persist !== 'function') {
    return now;
  }
  try {
    if (localStorage.getItem(ASKED_INSTALLED_KEY) !== null) return now;
    localStorage.setItem(ASKED_INSTALLED_KEY, new Date().toISOString());
    return (await storage.persist()) ? 'protected' : 'unprotected';
  } catch {
    return now;
  }
}
