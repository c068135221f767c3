// The completed-order mock-up (sample data), reached from a completed order (placeholder).
import { Placeholder } from '@/components/Placeholder';
import type { PanelProps } from '@/lib/panels';

export default function CompletedOrderPreviewPanel(_props: PanelProps) {
  return <Placeholder title="Completed order (preview)" />;
}
