// Tells the vet they are looking at what was saved on this device (offline, or the server not answering).
import { formatDateTime } from '@/lib/text/format';
import { Icon } from './Icon';
import { msg } from '@/lib/text/messages';
import { useConnection } from '@/lib/offline/online';
import { useOldestStoredAt } from '@/lib/offline/lastUpdated';
import './pwa.css';

export function OfflineBanner() {
  // The one connection state the outbox's lines say too, so the screen never says two things.
  const connection = useConnection();
  const storedAt = useOldestStoredAt();
  if (connection === 'online') return null;
  const when = storedAt ? formatDateTime(storedAt) || null : null;
  return (
    <p className="notice offline-banner" role="status">
      <Icon name="warning" size={18} />{' '}
      {connection === 'offline' ? msg.offlineBanner(when) : msg.staleBanner(when)}
    </p>
  );
}
