// The Manage Orders panel of the portal (placeholder until its feature lands).
import { Placeholder } from '@/components/Placeholder';
import type { PanelProps } from '@/lib/panels';

export default function OrdersPanel(_props: PanelProps) {
  return <Placeholder title="Manage Orders" />;
}
