// The signed-in vet's drafts on this device, newest first, re-read whenever a draft changes.
import { useEffect, useState } from 'react';
import { useTinyStore } from '@/lib/offline/tinyStore';
import { readOwner } from '@/lib/token';
import { drafts, draftsChanged, type Draft } from './draftStore';

export function useOwnDrafts(): { owner: string | null; found: Draft[] } {
  const version = useTinyStore(draftsChanged);
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
