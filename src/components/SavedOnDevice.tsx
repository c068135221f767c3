// "On this device": whether the portal works without signal, when each of the vet's lists was saved, and more (children).
import { useEffect, useId, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { msg } from '@/lib/messages';
import { refreshSavedCopies, useOfflineReadiness } from '@/lib/sw/offlineReady';
import './pwa.css';

/** What the service worker keeps for the vet: a label and the end of its API path. */
const SAVED_READS = [
  { label: 'Your profile', path: /\/profile\/?$/ },
  { label: 'Pending orders', path: /\/dashboard\/assigned-orders\/$/ },
  { label: 'Completed orders', path: /\/dashboard\/get-completed-orders\/$/ },
  { label: 'Wallet balance', path: /\/wallet\/wallet-balance\/$/ },
  { label: 'Transaction history', path: /\/wallet\/transaction-history\/$/ },
] as const;

/** `children`: more about this device, shown at the end of the card (e.g. the space it takes). */
export function SavedOnDevice({ children }: { children?: ReactNode }) {
  const headingId = useId();
  const { shell, saved, ready } = useOfflineReadiness();
  useEffect(() => {
    void refreshSavedCopies();
  }, []);

  const state =
    shell === 'unsupported'
      ? msg.offlineUnsupported
      : ready
        ? msg.offlineReady
        : msg.offlineDownloading;
  return (
    <section className="card saved-on-device" aria-labelledby={headingId}>
      <h2 id={headingId}>On this device</h2>
      <p className="saved-on-device-state">{state}</p>
      {shell !== 'unsupported' && (
        <dl className="saved-on-device-list">
          {SAVED_READS.map(({ label, path }) => {
            const storedAt = [...saved].find(([savedPath]) => path.test(savedPath))?.[1];
            return (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{storedAt ? msg.savedAt(formatDateTime(storedAt)) : msg.notSavedYet}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {children}
    </section>
  );
}
