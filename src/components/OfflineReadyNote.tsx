// Tells the vet the portal is getting ready to work without signal, then that it is ready, in one place.
import { useEffect, useRef, useState } from 'react';
import { msg } from '@/lib/messages';
import { selectReadiness } from '@/lib/offline/offlineReady';
import { useOfflineSelector } from '@/lib/offline/offlineSlice';
import { Button } from './Button';
import './pwa.css';

/**
 * Shown while the service worker downloads the portal. When everything is kept, the note says so
 * in the same place and at the same height until the vet dismisses it: taking it away by itself
 * would move the screen under the vet's thumb.
 */
export function OfflineReadyNote() {
  const { shell, ready, gettingReady } = useOfflineSelector(selectReadiness);
  const [downloaded, setDownloaded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [height, setHeight] = useState<number>();
  const note = useRef<HTMLParagraphElement>(null);
  if (shell === 'downloading' && !downloaded) setDownloaded(true);

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
  }, [downloaded, ready]);

  // Nothing can be kept (the service worker could not start): the toast said so once.
  if (!downloaded || dismissed || shell === 'unsupported') return null;
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
      <Button variant="secondary" onClick={() => setDismissed(true)}>
        OK
      </Button>
    </p>
  );
}
