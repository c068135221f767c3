// The outbox as a list: each unsent report's order, state, last error and attempts; send, edit, discard.
import { lightFormat } from 'date-fns';
import { useState } from 'react';
import { Link } from '@/components/Link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { UploadProgress } from '@/components/UploadProgress';
import { formatAge } from '@/lib/text/format';
import { msg } from '@/lib/text/messages';
import { useConnection } from '@/lib/offline/online';
import {
  selectOtherAccountItems,
  selectOutboxItems,
  selectOutboxLoaded,
  selectUploadProgress,
} from '@/lib/outbox/outboxSlice';
import { discardItem, retryItem, sendNow } from '@/lib/outbox/queue';
import type { OutboxSummary } from '@/lib/outbox/types';
import { notify } from '@/lib/toasts/toast';
import { listHref, orderHref } from './links';
import { outboxMsg } from './messages';
import { lastErrorNow, queuedLabel } from './reportConnection';

function OutboxEntry({ item, onDiscard }: { item: OutboxSummary; onDiscard: () => void }) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((state) => selectUploadProgress(state, item.id));
  const connection = useConnection();
  // The device knows it has no network: nothing is being tried, the report waits for signal.
  const label = item.state === 'queued' ? queuedLabel(connection) : outboxMsg.states[item.state];
  const lastError = lastErrorNow(item.lastError, connection);
  return (
    <li className="card outbox-entry">
      <div className="outbox-entry-head">
        <Link to={orderHref(item.subject.key)} className="order-number">
          Order {item.subject.label}
        </Link>
        <span className={`outbox-chip outbox-chip-${item.state}`}>{label}</span>
      </div>
      <dl className="facts">
        <div>
          <dt>Saved</dt>
          <dd>
            <time dateTime={new Date(item.createdAt).toISOString()}>
              {formatAge(new Date(item.createdAt))}
            </time>
          </dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{item.attempts}</dd>
        </div>
        {item.fileName && (
          <div>
            <dt>Certificate</dt>
            <dd>{item.fileName}</dd>
          </div>
        )}
        {lastError && (
          <div>
            <dt>Last error</dt>
            <dd className={item.state === 'needs-attention' ? 'field-error' : undefined}>
              {lastError}
            </dd>
          </div>
        )}
        {item.state === 'queued' && item.attempts > 0 && (
          <div>
            <dt>Next try</dt>
            <dd>about {lightFormat(item.nextAttemptAt, 'HH:mm')}</dd>
          </div>
        )}
      </dl>
      {item.state === 'sending' && progress && item.fileName && (
        <UploadProgress
          label={`Uploading ${item.fileName}`}
          loaded={progress.loaded}
          total={progress.total}
        />
      )}
      <div className="button-row">
        {item.state === 'needs-attention' && (
          <>
            <Link
              to={orderHref(item.subject.key, { edit: item.id })}
              className="btn btn-primary btn-small"
            >
              Edit report <span className="visually-hidden">for order {item.subject.label}</span>
            </Link>
            <Button
              variant="secondary"
              className="btn-small"
              onClick={() => void dispatch(retryItem(item.id))}
            >
              Try again <span className="visually-hidden">for order {item.subject.label}</span>
            </Button>
          </>
        )}
        {item.state !== 'sending' && (
          <Button variant="secondary" className="btn-small" onClick={onDiscard}>
            Discard <span className="visually-hidden">report for order {item.subject.label}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function OutboxList() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectOutboxItems);
  const loaded = useAppSelector(selectOutboxLoaded);
  const others = useAppSelector(selectOtherAccountItems);
  const [discarding, setDiscarding] = useState<OutboxSummary | null>(null);
  const [sending, setSending] = useState(false);
  const sendable = items.some((item) => item.state === 'queued');

  const send = async () => {
    setSending(true);
    try {
      await dispatch(sendNow());
    } finally {
      setSending(false);
    }
  };

  const discard = async (item: OutboxSummary) => {
    const removed = await dispatch(discardItem(item.id));
    setDiscarding(null);
    if (removed) notify.info(outboxMsg.discarded);
  };

  return (
    <section aria-labelledby="outbox-title" className="outbox">
      <Link to={listHref()} className="back-link">
        <span aria-hidden="true">←</span> Back to order list
      </Link>
      <h1 id="outbox-title">Unsent reports</h1>
      <p>Reports are saved on this device first and sent automatically when there is signal.</p>
      {others > 0 && <p className="notice">{outboxMsg.otherAccounts(others)}</p>}
      {!loaded ? (
        <p role="status">{msg.loading}</p>
      ) : items.length === 0 ? (
        <p role="status">{outboxMsg.empty}</p>
      ) : (
        <>
          <div className="button-row">
            <Button
              onClick={() => void send()}
              busy={sending}
              busyLabel="Sending..."
              disabled={!sendable}
            >
              Send now
            </Button>
          </div>
          <ul className="outbox-list" aria-label="Unsent reports">
            {items.map((item) => (
              <OutboxEntry key={item.id} item={item} onDiscard={() => setDiscarding(item)} />
            ))}
          </ul>
        </>
      )}
      <Dialog
        open={discarding !== null}
        title="Discard this report?"
        onClose={() => setDiscarding(null)}
      >
        <p>{outboxMsg.discardQuestion}</p>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setDiscarding(null)}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => discarding && void discard(discarding)}>
            Discard
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
