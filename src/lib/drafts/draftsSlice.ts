// The drafts slice: how often this store's screens saved or removed a draft, so lists of drafts on screen read them again.
import { createSlice } from '@reduxjs/toolkit';

export interface DraftsState {
  /** Bumped after each draft this store's screens save or remove (the drafts stay in IndexedDB). */
  changes: number;
}

const draftsSlice = createSlice({
  name: 'drafts',
  initialState: (): DraftsState => ({ changes: 0 }),
  reducers: {
    draftsChanged: (state) => {
      state.changes += 1;
    },
  },
});

export const { draftsChanged } = draftsSlice.actions;
export const draftsReducer = draftsSlice.reducer;

export const selectDraftsChanges = (state: { drafts: DraftsState }) => state.drafts.changes;
