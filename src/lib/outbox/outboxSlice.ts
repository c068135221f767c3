// Redux mirror of the outbox: the signed-in vet's item summaries, upload progress, recent sends. No Blobs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/lib/session/session';
import { isUnsent, type OutboxSummary } from './types';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface OutboxState {
  /** Whether the store has been read once since start or sign-in. */
  loaded: boolean;
  /** The signed-in vet's items, oldest first. */
  items: OutboxSummary[];
  /** Items on this device that belong to another vet (kept for them, never shown or sent here). */
  otherAccounts: number;
  progress: Record<string, UploadProgress>;
  /** Ids confirmed by the server recently, so an open wizard can move on to step 3. */
  sentIds: string[];
}

const initialState: OutboxState = {
  loaded: false,
  items: [],
  otherAccounts: 0,
  progress: {},
  sentIds: [],
};

const RECENT_SENT = 50;

const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    outboxLoaded: (
      state,
      action: PayloadAction<{ items: OutboxSummary[]; otherAccounts: number }>,
    ) => {
      state.loaded = true;
      state.items = action.payload.items;
      state.otherAccounts = action.payload.otherAccounts;
      const sending = new Set(
        action.payload.items.filter((item) => item.state === 'sending').map((item) => item.id),
      );
      state.progress = Object.fromEntries(
        Object.entries(state.progress).filter(([id]) => sending.has(id)),
      );
    },
    itemQueued: (state, action: PayloadAction<OutboxSummary>) => {
      state.items = [
        ...state.items.filter((item) => item.id !== action.payload.id),
        action.payload,
      ];
    },
    uploadProgressed: (state, action: PayloadAction<{ id: string } & UploadProgress>) => {
      const { id, loaded, total } = action.payload;
      state.progress[id] = { loaded, total };
    },
    itemSent: (state, action: PayloadAction<OutboxSummary>) => {
      const { id } = action.payload;
      state.items = state.items.filter((item) => item.id !== id);
      state.progress = Object.fromEntries(
        Object.entries(state.progress).filter(([key]) => key !== id),
      );
      if (!state.sentIds.includes(id)) state.sentIds = [...state.sentIds, id].slice(-RECENT_SENT);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const { outboxLoaded, itemQueued, uploadProgressed, itemSent } = outboxSlice.actions;
export const outboxReducer = outboxSlice.reducer;

type WithOutbox = { outbox: OutboxState };

export const selectOutboxItems = (state: WithOutbox) => state.outbox.items;
export const selectOutboxLoaded = (state: WithOutbox) => state.outbox.loaded;
export const selectOtherAccountItems = (state: WithOutbox) => state.outbox.otherAccounts;
export const selectUnsentCount = (state: WithOutbox) => state.outbox.items.filter(isUnsent).length;
export const selectUploadProgress = (state: WithOutbox, id: string | undefined) =>
  id ? state.outbox.progress[id] : undefined;
export const selectWasSent = (state: WithOutbox, id: string | undefined) =>
  id ? state.outbox.sentIds.includes(id) : false;
