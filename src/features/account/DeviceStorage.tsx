// Account, On this device: whether the browser keeps the portal's data, the space it takes and what
// (saved lists, drafts, unsent reports); deleting saved lists, or unsent reports after a named confirmation.
import { useEffect, useId, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/Button';
import { readSavedListsSize, readSpaceUsed, type SpaceUsed } from '@/lib/storage/deviceStorage';
import { selectDraftsChanges } from '@/lib/drafts/draftsSlice';
import { draftsInventory } from '@/lib/drafts/inventory';
import { formatSizeShort } from '@/lib/text/format';
import { selectOutboxItems } from '@/lib/outbox/outboxSlice';
import { discardItem } from '@/lib/outbox/queue';
import { isUnsent } from '@/lib/outbox/types';
import { readProtection, runsInstalled, type Protection } from '@/lib/storage/storagePersistence';
import { refreshSavedCopies, selectReadiness } from '@/lib/offline/offlineReady';
import { purgeUserData } from '@/lib/offline/purge';
import { readOwner } from '@/lib/session/token';
import { DeleteReportsDialog, reportName } from './DeleteReportsDialog';
import { deviceMsg } from './messages';

interface Reading {
  protection: Protection;
  space: SpaceUsed | null;
  lists: { count: number; bytes: number };
  drafts: { count: number; bytes: number };
}

const NONE = { count: 0, bytes: 0 };

async function readDevice(ownerId: string | null): Promise<Reading> {
  const [protection, space, lists, drafts] = await Promise.all([
    readProtection(),
    readSpaceUsed(),
    ownerId ? readSavedListsSize(ownerId) : NONE,
    ownerId ? draftsInventory(ownerId) : NONE,
  ]);
  return { protection, space, lists, drafts };
}

export function DeviceStorage() {
  const headingId = useId();
  const hintId = useId();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectOutboxItems);
  const unsent = useMemo(() => items.filter(isUnsent), [items]);
  const draftsVersion = useAppSelector(selectDraftsChanges);
  const { saved } = useAppSelector(selectReadiness); // the service worker saved (or dropped) a list
  const [reading, setReading] = useState<Reading | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Read again when lists are saved, drafts or the outbox change, and after a deletion.
  useEffect(() => {
    let live = true;
    readDevice(readOwner()).then(
      (found) => {
        if (!live) return;
        setReading(found);
        setFailed(false);
      },
      (error: unknown) => {
        console.warn('Could not read what is saved on this device', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [round, draftsVersion, unsent.length, saved]);

  const deleteLists = async () => {
    const ownerId = readOwner();
    if (!ownerId) return;
    setBusy(true);
    await purgeUserData(ownerId);
    await refreshSavedCopies(dispatch);
    setBusy(false);
    setNote(deviceMsg.listsDeleted);
    setRound((n) => n + 1);
  };

  const deleteReports = async () => {
    const results = await Promise.all(unsent.map((item) => dispatch(discardItem(item.id))));
    setConfirming(false);
    const deleted = results.filter(Boolean).length;
    setNote(
      [
        deleted > 0 ? deviceMsg.reportsDeleted(deleted) : '',
        deleted < results.length ? deviceMsg.reportsStillSending : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    setRound((n) => n + 1);
  };

  return (
    <div className="device-storage" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>Space on this phone</h3>
      {failed && <p className="field-error">{deviceMsg.readFailed}</p>}
      {reading && (
        <>
          <p className="device-protection">
            {reading.protection === 'unprotected' && runsInstalled()
              ? deviceMsg.unprotectedInstalled
              : deviceMsg[reading.protection]}
          </p>
          <p>
            {reading.space
              ? deviceMsg.spaceUsed(
                  formatSizeShort(reading.space.usage),
                  formatSizeShort(reading.space.quota),
                )
              : deviceMsg.spaceUnknown}
          </p>
          <dl className="saved-on-device-list">
            <div>
              <dt>Saved lists</dt>
              <dd>
                {deviceMsg.savedLists(reading.lists.count, formatSizeShort(reading.lists.bytes))}
              </dd>
            </div>
            <div>
              <dt>Drafts</dt>
              <dd>
                {deviceMsg.drafts(reading.drafts.count, formatSizeShort(reading.drafts.bytes))}
              </dd>
            </div>
            <div>
              <dt>Unsent reports</dt>
              <dd>
                {unsent.length === 0 ? (
                  deviceMsg.noUnsentReports
                ) : (
                  <ul className="device-reports">
                    {unsent.map((item) => (
                      <li key={item.id}>{reportName(item)}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
          <div className="button-row">
            <Button
              variant="secondary"
              onClick={() => void deleteLists()}
              busy={busy}
              busyLabel="Deleting..."
              disabled={reading.lists.count === 0}
              aria-describedby={hintId}
            >
              Delete saved lists
            </Button>
          </div>
          <p id={hintId} className="field-hint">
            {deviceMsg.deleteListsHint}
          </p>
          {unsent.length > 0 && (
            <div className="button-row">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete unsent reports
              </Button>
            </div>
          )}
        </>
      )}
      <p role="status">{note}</p>
      <DeleteReportsDialog
        open={confirming}
        reports={unsent}
        onKeep={() => setConfirming(false)}
        onDelete={() => void deleteReports()}
      />
    </div>
  );
}
