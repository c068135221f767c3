// The completed-order mock-up panel (sample data), reached from a completed order's row.
import { panelHref, type PanelProps } from '@/lib/portal/panels';
import { CompletedOrderPreview } from './CompletedOrderPreview';
import { sampleAppointment } from './sampleCompletedOrder';

export default function CompletedOrderPreviewPanel(_props: PanelProps) {
  return (
    <CompletedOrderPreview appointment={sampleAppointment} backHref={panelHref('ManageOrder')} />
  );
}
