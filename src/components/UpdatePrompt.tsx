// "A new version is available" with Reload: the new version takes over only when the vet chooses it.
import { useSharedDispatch } from '@/lib/hooks/redux';
import { useFootCardRoom } from '@/lib/hooks/useFootCardRoom';
import { msg } from '@/lib/text/messages';
import { updateDismissed } from '@/lib/offline/offlineSlice';
import { applyUpdate, useUpdateAvailable } from '@/lib/offline/updates';
import './pwa.css';

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const dispatch = useSharedDispatch();
  const room = useFootCardRoom('--update-prompt-room');
  return (
    <div className="update-prompt-region" role="status">
      {available && (
        <div ref={room} className="update-prompt">
          <p className="update-prompt-text">{msg.updateAvailable}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => applyUpdate(dispatch)}>
              Reload
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => dispatch(updateDismissed())}
            >
              Later
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
