// How work that runs beside the screens reaches the store: it dispatches actions, hears them, and reads state.
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Calls `effect` after each action that `matches` reaches the reducers (the store's listener
 * middleware); returns a function that stops it.
 */
export type Hear = (
  matches: (action: UnknownAction) => boolean,
  effect: (action: UnknownAction) => void,
) => () => void;

/** The store as background work sees it (the app's store is one). */
export interface StoreHost {
  dispatch: (action: UnknownAction) => unknown;
  hear: Hear;
}

/** Background work that also reads the store: its state now, and each change of it. */
export interface StateHost<S> extends StoreHost {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}
