// "A new version is available" with Reload: the new version takes over only when the vet chooses it.
import { msg } from '@/lib/messages';
import { applyUpdate, dismissUpdate, useUpdateAvailable } from '@/lib/sw/updates';
import './pwa.css';

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  return (
    <div className="update-prompt-region" role="status">
      {available && (
        <div className="update-prompt">
          <p className="update-prompt-text">{msg.updateAvailable}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => applyUpdate()}>
              Reload
            </button>
            <button type="button" className="btn btn-secondary" onClick={dismissUpdate}>
              Later
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
