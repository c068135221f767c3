// A stand-in for the store's `hear` (src/lib/page/storeHost.ts): a test dispatches the actions background work hears.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Hear } from '@/lib/page/storeHost';

export function fakeHear(): { hear: Hear; dispatch: (action: UnknownAction) => void } {
  const hearing = new Set<Parameters<Hear>>();
  return {
    hear: (...entry) => {
      hearing.add(entry);
      return () => hearing.delete(entry);
    },
    dispatch: (action) => {
      for (const [matches, effect] of [...hearing]) if (matches(action)) effect(action);
    },
  };
}
