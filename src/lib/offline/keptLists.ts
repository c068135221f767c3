// The kept lists beside the screens, started together from one chunk: saved ahead when missing (saveAhead.ts), read again at each open and on return with signal (freshLists.ts).
import { startFreshLists, type FreshListsHost } from './freshLists';
import { startSavingAhead } from './saveAhead';

/** Starts both for `store`; returns one function that stops them. */
export function startKeepingLists(store: FreshListsHost): () => void {
  const stops = [startSavingAhead(store), startFreshLists(store)];
  return () => {
    for (const stop of stops) stop();
  };
}
