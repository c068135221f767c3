// The order's report in the outbox: the one waiting (its status shown), the one followed until the
// server confirms it, and the one reopened for editing.
import type { Order } from '@contract/wire/order';
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectWasSent } from '@/lib/outbox/outboxSlice';
import { selectUnsentReport } from './reportItem';

interface ReportInOutboxOptions {
  order: Order;
  /** A report from the outbox to reopen for editing (its id), e.g. from the outbox list. */
  editId: string | null;
  /** The server confirmed the followed report. */
  onSent: () => void;
}

export function useReportInOutbox({ order, editId, onSent }: ReportInOutboxOptions) {
  const waiting = useAppSelector((state) => selectUnsentReport(state, order.id));
  const [followedId, follow] = useState<string | undefined>(waiting?.id);
  if (waiting?.id && waiting.id !== followedId) follow(waiting.id); // follow the newest
  const sent = useAppSelector((state) => selectWasSent(state, followedId));
  const [editing, setEditing] = useState<string | null>(editId);

  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);

  return {
    /** The waiting report whose status the step shows instead of the form (not while it is edited). */
    shown: waiting && editing !== waiting.id ? waiting : undefined,
    /** The id of the stored report being edited, or null. */
    editing,
    /** Edit a stored report (the waiting one that needs attention), or stop (null). */
    edit: setEditing,
    /** A report was saved: follow it to "sent"; the edit, if any, is done. */
    saved: (id: string) => {
      follow(id);
      setEditing(null);
    },
  };
}
