// "Last updated …" under a list that is showing the copy saved on this device (nothing when fresh).
import { formatDateTime } from '@/lib/format';
import { msg } from '@/lib/messages';
import { useLastUpdated } from '@/lib/offline/lastUpdated';
import './pwa.css';

/** `path` is the list's API path from the contract, e.g. paths.assignedOrders. */
export function LastUpdatedNote({ path }: { path: string }) {
  const storedAt = useLastUpdated(path);
  if (!storedAt) return null;
  return (
    <p className="last-updated">
      {msg.lastUpdated(formatDateTime(storedAt))} <span>(saved on this device)</span>
    </p>
  );
}
