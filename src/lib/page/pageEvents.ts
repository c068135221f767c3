// The page's events the app reacts to, heard in one place: signal back or gone, the vet looking at the app again.
import { createAction } from '@reduxjs/toolkit';
import type { setupListeners } from '@reduxjs/toolkit/query';

/** The device says it has a network again (window `online`; the network may still not work). */
export const connectionRestored = createAction('page/connectionRestored');
/** The device says it has no network (window `offline`). */
export const connectionLost = createAction('page/connectionLost');
/** The vet is looking at the app again (the document became visible). */
export const pageVisible = createAction('page/visible');

type PageEventsHandler = NonNullable<Parameters<typeof setupListeners>[1]>;

/**
 * The one listener for the window's `online` and `offline` and the document's `visibilitychange`:
 * RTK Query is told (it fetches what is on screen again when signal returns) and the app's own
 * actions go out, for the listeners that react to them. For `setupListeners(dispatch, hearPageEvents)`
 * in the store; returns a function that stops listening.
 */
export const hearPageEvents: PageEventsHandler = (dispatch, rtk) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onOnline = () => {
    dispatch(rtk.onOnline());
    dispatch(connectionRestored());
  };
  const onOffline = () => {
    dispatch(rtk.onOffline());
    dispatch(connectionLost());
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') {
      dispatch(rtk.onFocusLost());
      return;
    }
    dispatch(rtk.onFocus());
    dispatch(pageVisible());
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};
