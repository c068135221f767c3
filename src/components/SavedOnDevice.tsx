// "On this device": whether the portal works without signal, when each read kept on the device was saved, and more (children).
import { useSharedDispatch, useSharedSelector } from '@/lib/hooks/redux';
import { KEPT_OFFLINE } from '@contract/panels';
import { paths } from '@contract/paths';
import { useEffect, useId, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { refreshSavedCopies, savedAt, selectReadiness } from '@/lib/offline/offlineReady';
import './pwa.css';

/** `children`: more about this device, shown at the end of the card (e.g. the space it takes). */
export function SavedOnDevice({ children }: { children?: ReactNode }) {
  const headingId = useId();
  const { shell, saved, ready, gettingReady } = useSharedSelector(selectReadiness);
  const dispatch = useSharedDispatch();
  useEffect(() => {
    void refreshSavedCopies(dispatch);
  }, [dispatch]);

  const state =
    shell === 'unsupported' ? msg.offlineUnsupported : ready ? msg.offlineReady : gettingReady;
  return (
    <section className="card saved-on-device" aria-labelledby={headingId}>
      <h2 id={headingId}>On this device</h2>
      <p className="saved-on-device-state">{state}</p>
      {shell !== 'unsupported' && (
        <dl className="saved-on-device-list">
          {KEPT_OFFLINE.map(({ name, label }) => {
            const storedAt = savedAt(saved, paths[name]);
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
