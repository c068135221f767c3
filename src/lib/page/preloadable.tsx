// A lazily loaded component whose code can be asked for ahead, and is then drawn without a wait.
import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Draws the component; shows the nearest Suspense fallback only while its code is loading. */
  Component: ComponentType<P>;
  /** Loads the code (once); settles when it is in. */
  preload: () => Promise<unknown>;
}

/**
 * Code that failed to load: each entry gives its component a fresh React.lazy (which keeps a
 * failure for good), so that its next draw asks for the code again.
 */
const failedLoads = new Set<() => void>();

/**
 * Lets each component whose code failed to load ask for it again on its next draw (Retry, signal
 * back). Not at once on failure: React draws a failed part again before it shows the error, and a
 * fresh load each time would go on while the phone has no signal.
 */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * Like React.lazy, but code that is already in is drawn at once (React.lazy suspends on its first
 * draw however quickly the import settles, and once a fallback has shown React holds the content
 * back for a while: its fallback throttle), and code that failed to load is asked for again after
 * `retryFailedLoads`.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        failedLoads.add(() => {
          Lazy = lazy(preload);
        });
        throw error;
      },
    ));
  let Lazy = lazy(preload);
  function Component(props: P) {
    // Chosen once for each mount: a component that turned from lazy to loaded would mount anew.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
