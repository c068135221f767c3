// A card payment the server has not yet credited, kept on the device so a reload cannot lose it.
import type { LoadWalletRequest } from '@contract/wire/wallet';

const key = (userId: number) => `vet-portal:pending-topup:${userId}`;

export function readPendingTopUp(userId: number): LoadWalletRequest | null {
  try {
    const raw = localStorage.getItem(key(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LoadWalletRequest>;
    if (typeof value.transaction_ref !== 'string' || typeof value.amount !== 'number') return null;
    return {
      transaction_ref: value.transaction_ref,
      description: 'Balance Topup',
      amount: value.amount,
    };
  } catch {
    return null;
  }
}

export function savePendingTopUp(userId: number, request: LoadWalletRequest | null): void {
  try {
    if (request) localStorage.setItem(key(userId), JSON.stringify(request));
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage full or blocked: the notice still shows until the page is closed.
  }
}
