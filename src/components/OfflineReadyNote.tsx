// Tells the vet the portal is getting ready to work without signal, then that it is ready, in one place.
import { useSharedDispatch, useSharedSelector } from '@/lib/hooks/redux';
import { useEffect, useRef, useState } from 'react';
import { msg } from '@/lib/text/messages';
import { selectReadiness } from '@/lib/offline/offlineReady';
import { readyNoteDismissed, selectReadyNoteDue } from '@/lib/offline/offlineSlice';
import { Button } from './Button';
import './pwa.css';

/**
 * Shown on a first visit (the page saw the service worker download the portal) until the vet
 * dismisses it: getting ready, then ready in the same place and at the same height, as taking it
 * away by itself would move the screen under the vet's thumb. Ready may come before the portal is
 * on screen (its code slow on 3G): the note then says ready at once, not the toast alone.
 */
export function OfflineReadyNote() {
  const dispatch = useSharedDispatch();
  const { shell, ready, gettingReady } = useSharedSelector(selectReadiness);
  const due = useSharedSelector(selectReadyNoteDue);
  const [height, setHeight] = useState<number>();
  const note = useRef<HTMLParagraphElement>(null);

  // The getting-ready note's height, kept for the ready note that takes its place. Observed, not
  // read in a layout effect: reading it there made the browser lay out the whole first screen
  // once more, in the middle of React's commit.
  useEffect(() => {
    const element = note.current;
    if (!element || ready || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.borderBoxSize[0]?.blockSize;
      if (measured) setHeight(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [due, ready]);

  // Nothing can be kept (the service worker could not start): the toast said so once.
  if (!due || shell === 'unsupported') return null;
  if (!ready) {
    return (
      <p ref={note} className="notice offline-ready-note" role="status">
        {gettingReady}
      </p>
    );
  }
  // No live region: the toast already says it once.
  return (
    <p className="notice offline-ready-note is-ready" style={{ minHeight: height }}>
      <span>{msg.offlineReady}</span>
      <Button variant="secondary" onClick={() => dispatch(readyNoteDismissed())}>
        OK
      </Button>
    </p>
  );
}
