// The confirmation before unsent reports are deleted from the device: a named dialog listing each one.
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { formatSizeShort } from '@/lib/text/format';
import type { OutboxSummary } from '@/lib/outbox/types';
import { deviceMsg } from './messages';

/** "Order ORD-2026-0147, certificate 30 KB": how a waiting report is named on this screen. */
export const reportName = (item: OutboxSummary): string =>
  deviceMsg.unsentReport(
    item.subject.label,
    item.fileSize === null ? null : formatSizeShort(item.fileSize),
  );

interface DeleteReportsDialogProps {
  open: boolean;
  reports: readonly OutboxSummary[];
  onKeep: () => void;
  onDelete: () => void;
}

export function DeleteReportsDialog({ open, reports, onKeep, onDelete }: DeleteReportsDialogProps) {
  const one = reports.length === 1;
  return (
    <Dialog open={open} title={deviceMsg.deleteReportsTitle(reports.length)} onClose={onKeep}>
      <ul>
        {reports.map((item) => (
          <li key={item.id}>{reportName(item)}</li>
        ))}
      </ul>
      <p>{deviceMsg.deleteReportsBody(reports.length)}</p>
      <div className="button-row">
        <Button variant="secondary" onClick={onKeep}>
          {one ? 'Keep it' : 'Keep them'}
        </Button>
        <Button variant="danger" onClick={onDelete}>
          {one ? 'Delete report' : 'Delete reports'}
        </Button>
      </div>
    </Dialog>
  );
}
