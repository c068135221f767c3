// "Last updated …" under a list that is showing the copy saved on this device (nothing when fresh), and plainly so when that copy is over a day old.
import { formatAge, formatDateTime } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { useLastUpdated } from '@/lib/offline/lastUpdated';
import './pwa.css';

/** A copy older than this is called more than a day old. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Said under "Last updated" when the copy is over a day old (here, not in the messages Log In loads). */
const oldCopy = (age: string) =>
  `This copy is more than a day old (saved ${age}): anything that changed since is not shown. Open the portal with signal to bring it up to date.`;

/** `path` is the list's API path from the contract, e.g. paths.assignedOrders. */
export function LastUpdatedNote({ path }: { path: string }) {
  const storedAt = useLastUpdated(path);
  if (!storedAt) return null;
  const now = new Date();
  const old = now.getTime() - Date.parse(storedAt) > DAY_MS;
  return (
    <>
      <p className="last-updated">
        {msg.lastUpdated(formatDateTime(storedAt))} <span>(saved on this device)</span>
      </p>
      {old && <p className="last-updated-old">{oldCopy(formatAge(storedAt, now))}</p>}
    </>
  );
}
