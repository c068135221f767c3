// Typed Redux hooks for shared code (lib/, components/), which may not import the app's store: the state is the slices shared code reads.
import type { Dispatch } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { DraftsState } from '@/lib/drafts/draftsSlice';
import type { WithOffline } from '@/lib/offline/offlineSlice';

/** The part of the app's state shared code may read. */
export type SharedState = WithOffline & { drafts: DraftsState };

export const useSharedDispatch = useDispatch.withTypes<Dispatch>();
export const useSharedSelector = useSelector.withTypes<SharedState>();
