// A tiny observable value for background state the screens read through hooks (no Redux needed).
import { useSyncExternalStore } from 'react';

export interface TinyStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function tinyStore<T>(initial: T): TinyStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a tiny store in a component and re-renders when it changes. */
export function useTinyStore<T>(store: TinyStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
