// Offers to install the portal (the browser's prompt, or Safari's Share menu on iPhones) and, in
// Safari outside the home screen, warns that unsent reports and drafts may be cleared.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { useOwnDrafts } from '@/lib/drafts/useOwnDrafts';
import { useFootCardRoom } from '@/lib/hooks/useFootCardRoom';
import { msg } from '@/lib/text/messages';
import { selectUnsentCount } from '@/lib/outbox/outboxSlice';
import { runsInstalled } from '@/lib/storage/storagePersistence';
import { installRequested, isIos } from '@/lib/offline/install';
import { selectInstallOffered } from '@/lib/offline/offlineSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import '@/components/pwa.css';

/** Local storage: when the vet last said "Not now" (epoch ms). */
const DISMISSED_KEY = 'installNoteDismissed';
/** "Not now" holds on every page of this phone for this long, then the offer may come again. */
const NOT_NOW_MS = 30 * 24 * 60 * 60 * 1000;

function dismissedRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return at > 0 && Date.now() - at < NOT_NOW_MS;
  } catch {
    return false; // storage blocked: the offer is simply made again
  }
}

interface InstallNoteProps {
  /** Another notice needs the vet first (e.g. a new vet's first name): the offer waits. */
  waitFor?: boolean;
}

export function InstallNote({ waitFor = false }: InstallNoteProps) {
  const offered = useAppSelector(selectInstallOffered);
  const dispatch = useAppDispatch();
  const unsent = useAppSelector(selectUnsentCount);
  const installed = runsInstalled();
  const ios = isIos(navigator);
  // Only Safari outside the home screen warns of drafts: elsewhere they are not read at all.
  const drafts = useOwnDrafts(ios && !installed).found.length;
  const [dismissed, setDismissed] = useState(dismissedRecently);
  if (installed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage blocked: "Not now" holds for this page only
    }
    setDismissed(true);
  };

  // Work that only lives on this phone, in a browser that clears it after a week unused.
  if (ios && (unsent > 0 || drafts > 0)) {
    return (
      <p className="notice install-note" role="status">
        {msg.install.iosKeep(unsent, drafts)}
      </p>
    );
  }
  if (dismissed || waitFor) return null;
  if (ios) {
    return (
      <Offer>
        <span>{msg.install.iosHow}</span>
        <Button variant="secondary" className="btn-small" onClick={dismiss}>
          {msg.install.notNow}
        </Button>
      </Offer>
    );
  }
  if (!offered) return null;
  return (
    <Offer>
      <span>{msg.install.offer}</span>
      <Button className="btn-small" onClick={() => dispatch(installRequested())}>
        {msg.install.button}
      </Button>
      <Button variant="secondary" className="btn-small" onClick={dismiss}>
        {msg.install.notNow}
      </Button>
    </Offer>
  );
}

/**
 * The offer over the foot of the screen, as the update prompt is: the browser makes it only once
 * the service worker is in, seconds after the screen has drawn, and above the panel it pushed the
 * whole screen down under the vet's thumb (218 px at 360 px wide).
 */
function Offer({ children }: { children: ReactNode }) {
  const room = useFootCardRoom('--install-offer-room');
  return (
    <div className="install-offer-region">
      <p ref={room} className="install-note install-offer">
        {children}
      </p>
    </div>
  );
}
