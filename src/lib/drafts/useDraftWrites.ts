// Saving and removing drafts from a screen: each write, once done, tells the store (lists of drafts on screen re-read).
import { useMemo } from 'react';
import { useSharedDispatch } from '@/lib/hooks/redux';
import { drafts, type DraftStore } from './draftStore';
import { draftsChanged } from './draftsSlice';

export type DraftWrites = Pick<DraftStore, 'put' | 'remove'>;

export function useDraftWrites(): DraftWrites {
  const dispatch = useSharedDispatch();
  return useMemo(
    () => ({
      put: async (draft) => {
        await drafts().put(draft);
        dispatch(draftsChanged());
      },
      remove: async (ownerId, subject) => {
        await drafts().remove(ownerId, subject);
        dispatch(draftsChanged());
      },
    }),
    [dispatch],
  );
}
