// The signed-in vet's drafts on this device, newest first, read again whenever this store's screens change a draft.
import { useEffect, useState } from 'react';
import { useSharedSelector } from '@/lib/hooks/redux';
import { readOwner } from '@/lib/session/token';
import { drafts, type Draft } from './draftStore';
import { selectDraftsChanges } from './draftsSlice';

export function useOwnDrafts(): { owner: string | null; found: Draft[] } {
  const version = useSharedSelector(selectDraftsChanges);
  const owner = readOwner();
  const [found, setFound] = useState<Draft[]>([]);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    void drafts()
      .list(owner)
      .then((all) => {
        if (live) setFound(all);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, version]);
  return { owner, found: owner ? found : [] };
}
