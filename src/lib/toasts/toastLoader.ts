// The toast library's code, loaded apart from the first screen's: asked for once (again after a failed download), used in order.
import { lazy, useEffect, useState } from 'react';

/** The library's code (./toastLibrary). */
type Library = typeof import('./toastLibrary');

let libraryLoaded: (library: Library) => void = () => undefined;
/** The library once it has loaded: every use of it waits for this. */
const library = new Promise<Library>((resolve) => {
  libraryLoaded = resolve;
});
let asked: Promise<void> | null = null;

/** The library's chunk: the import alone, which the bundler wraps in the preload of its imports. */
const download = () => import('./toastLibrary');

/**
 * Asks for the toast library, once. Its code is no part of the first screen (CHANGELOG, round
 * 25): the background work asks once that screen is on view, or a toast raised before asks. A
 * download that failed (a first visit that lost its signal) is forgotten, so the next call asks
 * again (the background work's when the signal returns, or the next toast's).
 */
export function loadToasts(): Promise<void> {
  asked ??= download().then(libraryLoaded, () => {
    asked = null;
  });
  return asked;
}

/** Runs `use` once the library has loaded (without asking for it), in the order of the calls. */
export function onceLoaded(use: (library: Library) => void): void {
  void library.then(use);
}

/** Asks for the library and runs `use` once it has loaded, in the order of the calls. */
export function withLibrary(use: (library: Library) => void): void {
  void loadToasts();
  onceLoaded(use);
}

/**
 * The library's container. Drawn only once the library has loaded (useToastsLoaded), so it
 * never shows React's fallback for long, and never on the server (the prerendered screens).
 */
export const ToastContainer = lazy(() =>
  library.then(({ ToastContainer: container }) => ({ default: container })),
);

/** Whether the toast library has loaded: false at first, and always in the prerender. */
export function useToastsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    onceLoaded(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
