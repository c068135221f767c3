// Reopening a stored report for editing: its answers and certificate come back into the form.
import type { Order } from '@contract/wire/order';
import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { loadItem } from '@/lib/outbox/queue';
import { outboxMsg } from './messages';
import type { ReportAnswers } from './reportCodec';
import { readReportItem } from './reportItem';

interface ReopenOptions {
  order: Order;
  /** The id of the stored report to reopen, or null. */
  editing: string | null;
  /** Sets which report is edited: null once it is gone (a stable function). */
  edit: (id: string | null) => void;
  /** Puts the report's answers into the form (a stable function). */
  fill: (answers: ReportAnswers) => void;
  /** Shows the form's problem: why the report could not be reopened (a stable function). */
  show: (errors: { report: string }) => void;
}

export function useReopenReport({ order, editing, edit, fill, show }: ReopenOptions) {
  const dispatch = useAppDispatch();
  // The report already sent carries a certificate: the switch stays on.
  const certificateSent = Boolean(order.certificate_of_safety);
  useEffect(() => {
    if (!editing) return;
    let live = true;
    void dispatch(loadItem(editing)).then((stored) => {
      if (!live) return;
      if (!stored) {
        edit(null);
        show({ report: outboxMsg.gone });
        return;
      }
      const { item, file: certificate } = stored;
      fill({
        ...readReportItem(item),
        hasCertificate: Boolean(item.file) || certificateSent,
        file:
          certificate && item.file
            ? new File([certificate], item.file.name, { type: item.file.type })
            : null,
      });
    });
    return () => {
      live = false;
    };
  }, [editing, dispatch, edit, show, fill, certificateSent]);
}
