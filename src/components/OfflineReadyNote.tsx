// Says the portal is not yet ready to work without signal while the service worker is still downloading it.
import { msg } from '@/lib/messages';
import { useOfflineReadiness } from '@/lib/sw/offlineReady';
import './pwa.css';

export function OfflineReadyNote() {
  const { shell } = useOfflineReadiness();
  if (shell !== 'downloading') return null;
  return (
    <p className="notice offline-ready-note" role="status">
      {msg.offlineDownloading}
    </p>
  );
}
