// The signed-in vet's drafts on this device, newest first, read again whenever this store's screens change a draft; the drafts' store loads with the first read.
import { useEffect, useState } from 'react';
import { useSharedSelector } from '@/lib/hooks/redux';
import { readOwner } from '@/lib/session/token';
import type { Draft } from './draftStore';
import { selectDraftsChanges } from './draftsSlice';

/** `enabled` false reads nothing (and loads no drafts code): a screen that needs them only sometimes. */
export function useOwnDrafts(enabled = true): { owner: string | null; found: Draft[] } {
  const version = useSharedSelector(selectDraftsChanges);
  const owner = readOwner();
  const [found, setFound] = useState<Draft[]>([]);
  useEffect(() => {
    if (!owner || !enabled) return;
    let live = true;
    void import('./draftStore')
      .then(({ drafts }) => drafts().list(owner))
      .then((all) => {
        if (live) setFound(all);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, enabled, version]);
  return { owner, found: owner && enabled ? found : [] };
}
