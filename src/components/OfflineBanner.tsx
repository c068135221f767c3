// Tells the vet they are looking at what was saved on this device (offline, or the server not answering).
import { formatDateTime } from '@/lib/format';
import { Icon } from './Icon';
import { msg } from '@/lib/messages';
import { useOnline } from '@/lib/online';
import { useOldestStoredAt } from '@/lib/offline/lastUpdated';
import './pwa.css';

export function OfflineBanner() {
  const online = useOnline();
  const storedAt = useOldestStoredAt();
  if (online && !storedAt) return null;
  const when = storedAt ? formatDateTime(storedAt) || null : null;
  return (
    <p className="notice offline-banner" role="status">
      <Icon name="warning" size={18} /> {online ? msg.staleBanner(when) : msg.offlineBanner(when)}
    </p>
  );
}
