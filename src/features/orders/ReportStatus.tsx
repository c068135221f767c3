// Where a queued report stands: saved on this device (waiting for signal), sending, needs attention, sign in.
import { ordersMsg } from './messages';
import { lightFormat } from 'date-fns';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/Button';
import { UploadProgress } from '@/components/UploadProgress';
import { useConnection } from '@/lib/offline/online';
import { selectUploadProgress } from '@/lib/outbox/outboxSlice';
import { retryItem, sendNow } from '@/lib/outbox/queue';
import type { OutboxSummary } from '@/lib/outbox/types';
import { outboxMsg } from './messages';
import { lastErrorNow } from './reportConnection';

interface ReportStatusProps {
  item: OutboxSummary;
  /** Reopen the report in the form (offered when the server refused it). */
  onEdit?: () => void;
}

export function ReportStatus({ item, onEdit }: ReportStatusProps) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((state) => selectUploadProgress(state, item.id));
  const connection = useConnection();
  const lastError = lastErrorNow(item.lastError, connection);
  return (
    <div className={`report-status report-status-${item.state}`} role="status">
      {item.state === 'queued' && (
        <>
          <p className="report-status-title">{outboxMsg.savedOnDevice}</p>
          {connection === 'offline' && (
            <p className="report-status-signal">{outboxMsg.waitingForSignal}</p>
          )}
          <p>{outboxMsg.willSendAutomatically}</p>
          {lastError && (
            <p className="report-status-detail">
              {lastError} Next try about {lightFormat(item.nextAttemptAt, 'HH:mm')}.
            </p>
          )}
          <Button
            variant="secondary"
            className="btn-small"
            onClick={() => void dispatch(sendNow())}
          >
            Send now
          </Button>
        </>
      )}
      {item.state === 'sending' && (
        <>
          <p className="report-status-title">Sending...</p>
          {item.fileName && progress && (
            <UploadProgress
              label={`Uploading ${item.fileName}`}
              loaded={progress.loaded}
              total={progress.total}
            />
          )}
        </>
      )}
      {item.state === 'needs-attention' && (
        <>
          <p className="report-status-title">{outboxMsg.states['needs-attention']}</p>
          <p className="field-error">{item.lastError ?? ordersMsg.reportFailed}</p>
          <div className="button-row">
            {onEdit && (
              <Button variant="primary" className="btn-small" onClick={onEdit}>
                Edit report
              </Button>
            )}
            <Button
              variant="secondary"
              className="btn-small"
              onClick={() => void dispatch(retryItem(item.id))}
            >
              Try again
            </Button>
          </div>
        </>
      )}
      {item.state === 'waiting-for-sign-in' && (
        <>
          <p className="report-status-title">{outboxMsg.signInToSend}</p>
          <p>{outboxMsg.signInToSendDetail}</p>
        </>
      )}
    </div>
  );
}
